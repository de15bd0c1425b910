import rison from 'rison';
import { ApiError, errorFromResponse, messages } from './errors';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestOptions {
  readonly method?: HttpMethod;
  readonly body?: unknown;
  readonly signal?: AbortSignal;
  /** Encoded as `?q=<rison>` the way Superset's list API expects. */
  readonly rison?: unknown;
}

const WRITE_METHODS = new Set<HttpMethod>(['POST', 'PUT', 'DELETE']);
// These endpoints set up the session, so they cannot carry a token from it.
const CSRF_EXEMPT = ['/login/', '/logout/', '/api/v1/security/login'];

let csrfToken: string | null = null;
let guestToken: string | null = null;

/** An embedded dashboard's guest token (features/embedded): sent as X-GuestToken instead of the session. */
export function setGuestToken(token: string | null): void {
  guestToken = token;
}
let pendingToken: Promise<string | null> | null = null;
/**
 * True while the visitor has no session (an anonymous visitor acting as the Public role): the
 * server checks CSRF only on session cookies, so their calls go without a token.
 */
let sessionless = false;

/** Forget the CSRF token; call after login and logout, when the session changes. */
export function resetCsrfToken(): void {
  csrfToken = null;
  pendingToken = null;
  sessionless = false;
}

/**
 * Use a token the server handed over with the session (login, bootstrap) without asking again;
 * `anonymous` says the bootstrap found no session at all.
 */
export function primeCsrfToken(token: string | null | undefined, anonymous = false): void {
  if (token) csrfToken = token;
  sessionless = anonymous && !token;
}

async function fetchCsrfToken(): Promise<string | null> {
  const response = await fetch('/api/v1/security/csrf_token/', {
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
  });
  const body = await readBody(response);
  // No session to protect (the session ended, or never was): the call itself says what it may do.
  if (response.status === 401) return null;
  if (!response.ok) throw errorFromResponse(response.status, body, response.statusText);
  const token = (body as { result?: unknown } | null)?.result;
  if (typeof token !== 'string') throw new ApiError(response.status, 'The server sent no CSRF token.');
  return token;
}

async function getCsrfToken(): Promise<string | null> {
  if (csrfToken) return csrfToken;
  if (sessionless) return null;
  pendingToken ??= fetchCsrfToken().finally(() => {
    pendingToken = null;
  });
  csrfToken = await pendingToken;
  return csrfToken;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json') || text.startsWith('{') || text.startsWith('[')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

export function withRison(path: string, value: unknown): string {
  return `${path}${path.includes('?') ? '&' : '?'}q=${encodeURIComponent(rison.encode(value))}`;
}

function isCsrfFailure(error: ApiError): boolean {
  return error.status === 400 && /csrf/i.test(error.message);
}

/** Sends a call; answers the response when it is OK, else throws the server's error (CSRF retried once). */
async function open(path: string, options: RequestOptions, retried: boolean): Promise<Response> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (guestToken) headers['X-GuestToken'] = guestToken;
  const needsToken = !guestToken && WRITE_METHODS.has(method) && !CSRF_EXEMPT.some((p) => path.startsWith(p));
  const token = needsToken ? await getCsrfToken() : null;
  if (token) headers['X-CSRFToken'] = token;
  const url = options.rison === undefined ? path : withRison(path, options.rison);
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      credentials: 'same-origin',
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
      priority: 'high',
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, messages.network);
  }
  if (response.ok) return response;
  const error = errorFromResponse(response.status, await readBody(response), response.statusText);
  // A token can expire with the session; fetch a fresh one once and retry.
  if (needsToken && !retried && isCsrfFailure(error)) {
    resetCsrfToken();
    return open(path, options, true);
  }
  throw error;
}

async function send(path: string, options: RequestOptions): Promise<unknown> {
  return readBody(await open(path, options, false));
}

/** GET answers asked for ahead of time (routePrefetch.ts), each handed out once while fresh. */
const prefetched = new Map<string, { readonly at: number; readonly answer: Promise<unknown> }>();
export const PREFETCH_FRESH_MS = 10_000;

/** A call whose answer is read as it arrives (e.g. NDJSON): the OK response, its body unread. */
export function openStream(path: string, options: RequestOptions = {}): Promise<Response> {
  return takePrefetchedPost(path, options) ?? open(path, options, false);
}

/** POSTs sent ahead of the page (prefetchPost), by path and body text; each handed out once. */
const prefetchedPosts = new Map<
  string,
  { readonly answer: Promise<Response>; readonly abort: AbortController }
>();

const postKey = (path: string, body: unknown) => `${path}\n${JSON.stringify(body)}`;

/**
 * The last POSTs the page sent itself: a prefetch that comes after the page's own call would only
 * run the query twice. A few are enough: prefetches come in the page's first second.
 */
const askedPosts: string[] = [];
const ASKED_POSTS_KEPT = 16;
/**
 * Sends a POST now that a page will send once its code has loaded (Explore's first chart query):
 * the page's `openStream` with the same path and the same body, key for key, takes this response
 * instead of asking again. One nobody takes within 10 s is aborted, so the server stops its work.
 */
export function prefetchPost(path: string, body: unknown): void {
  const key = postKey(path, body);
  if (prefetchedPosts.has(key) || askedPosts.includes(key)) return;
  const abort = new AbortController();
  const answer = open(path, { method: 'POST', body, signal: abort.signal }, false);
  answer.catch(() => undefined); // The page that takes it reports a failure; nobody else may.
  prefetchedPosts.set(key, { answer, abort });
  setTimeout(() => {
    if (prefetchedPosts.get(key)?.answer !== answer) return;
    prefetchedPosts.delete(key);
    abort.abort('unused');
  }, PREFETCH_FRESH_MS);
}

function takePrefetchedPost(path: string, options: RequestOptions): Promise<Response> | null {
  if (options.method !== 'POST') return null;
  const key = postKey(path, options.body);
  const hit = prefetchedPosts.get(key);
  if (!hit) {
    askedPosts.push(key);
    if (askedPosts.length > ASKED_POSTS_KEPT) askedPosts.shift();
    return null;
  }
  prefetchedPosts.delete(key);
  // The taker's abort (a newer run, Stop) now ends the prefetched call.
  const { signal } = options;
  if (signal?.aborted) hit.abort.abort(signal.reason);
  else signal?.addEventListener('abort', () => hit.abort.abort(signal.reason), { once: true });
  return hit.answer;
}

/**
 * Starts a GET now that a page will make once its code has loaded: the page's own `request` for
 * the same path then takes this answer instead of asking again (once, within 10 s).
 */
export function prefetch(path: string): Promise<unknown> {
  const hit = prefetched.get(path);
  if (hit && Date.now() - hit.at < PREFETCH_FRESH_MS) return hit.answer;
  const answer = send(path, {});
  // A failed prefetch is forgotten: the page asks again itself (a 401 before signing in must not
  // answer the same call after it). Nobody may come for it, so the failure is nobody's business.
  answer.catch(() => {
    if (prefetched.get(path)?.answer === answer) prefetched.delete(path);
  });
  prefetched.set(path, { at: Date.now(), answer });
  return answer;
}

function takePrefetched(path: string, options: RequestOptions): Promise<unknown> | null {
  if ((options.method ?? 'GET') !== 'GET' || options.rison !== undefined) return null;
  const hit = prefetched.get(path);
  if (!hit) return null;
  prefetched.delete(path);
  return Date.now() - hit.at < PREFETCH_FRESH_MS ? hit.answer : null;
}

/** One JSON call to the Tessera (Superset-compatible) API, with CSRF and error parsing. */
export function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (takePrefetched(path, options) ?? send(path, options)) as Promise<T>;
}

/** A multipart POST (bundle import) with the session's CSRF token; a failure keeps the server's body. */
export async function postForm<T>(path: string, form: FormData): Promise<T> {
  const token = await getCsrfToken();
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers['X-CSRFToken'] = token;
  let response: Response;
  try {
    response = await fetch(path, { method: 'POST', headers, credentials: 'same-origin', body: form });
  } catch {
    throw new ApiError(0, messages.network);
  }
  const body = await readBody(response);
  if (!response.ok) throw errorFromResponse(response.status, body, response.statusText);
  return body as T;
}

/** A GET answered with a file (bundle export): the bytes and the server's file name. */
export async function fetchFile(
  path: string,
  /** The rison `q`; none for a route without one (`/api/v1/assets/export/`) */
  value?: unknown,
): Promise<{ blob: Blob; fileName: string | null }> {
  let response: Response;
  try {
    const url = value === undefined ? path : withRison(path, value);
    response = await fetch(url, { credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, messages.network);
  }
  if (!response.ok) {
    throw errorFromResponse(response.status, await readBody(response), response.statusText);
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? null;
  return { blob: await response.blob(), fileName };
}
