/**
 * Asynchronous chart queries (spec 001 point 4, Superset's asyncEvent.ts). With the
 * GLOBAL_ASYNC_QUERIES flag on, a chart-data call may answer 202 with a job (`job_id`,
 * `result_url`, …). Each job waits for its event on the user's channel:
 * - transport 'polling': GET /api/v1/async_event/?last_id= every 500 ms while a job waits;
 * - transport 'ws': a websocket that reconnects 2.5 s after it closes, up to 6 times, then falls
 *   back to polling.
 * A `done` event fetches its result_url (the job resolves with the answer's `result`); an `error`
 * event rejects with the event's first error. An event that arrives before its job's listener is
 * retried up to 6 times, 100 ms later each time (100, 200, … 600 ms). The last event id is kept in
 * localStorage, so a reload reads on from there.
 *
 * Choice (the spec leaves it open): polling runs only while a job waits, not for the whole session.
 */

export const ASYNC_EVENT_URL = '/api/v1/async_event/';
export const POLLING_DELAY_MS = 500;
export const MAX_RETRIES = 6;
export const RETRY_DELAY_MS = 100;
export const WS_RECONNECT_DELAY_MS = 2500;
export const WS_MAX_RECONNECTS = 6;
export const LAST_EVENT_ID_KEY = 'last_async_event_id';

export interface AsyncJobError {
  readonly message: string;
  readonly error_type?: string;
}

/** The 202 answer of a chart-data call; every event repeats it with its own `id`. */
export interface AsyncJob {
  readonly channel_id: string;
  readonly job_id: string;
  readonly user_id?: number | null;
  readonly status: string;
  readonly result_url: string | null;
  readonly errors?: readonly AsyncJobError[];
}

export interface AsyncEvent extends AsyncJob {
  readonly id: string;
}

/** A 202 body: a job, not results. */
export function isAsyncJob(answer: unknown): answer is AsyncJob {
  if (!answer || typeof answer !== 'object') return false;
  const record = answer as Record<string, unknown>;
  return typeof record.job_id === 'string' && typeof record.channel_id === 'string' && !('result' in record);
}

/** What the client needs of a websocket (the browser's WebSocket fits). */
export interface SocketLike {
  addEventListener(type: 'open' | 'close', listener: () => void): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  close(): void;
}

export interface AsyncEventClientOptions {
  /** GET the channel's events after `lastId`. */
  readonly fetchEvents: (lastId: string | null) => Promise<readonly AsyncEvent[]>;
  /** GET a done event's result_url; answers the body. */
  readonly fetchResult: (url: string) => Promise<unknown>;
  readonly transport?: 'polling' | 'ws';
  /** The websocket's address (transport 'ws'). */
  readonly websocketUrl?: string | null;
  readonly createSocket?: (url: string) => SocketLike;
  readonly storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
  readonly pollingDelayMs?: number;
  readonly warn?: (message: string) => void;
}

export interface AsyncEventClient {
  /** Resolves with the job's results once its `done` event arrives; rejects on `error` or abort. */
  waitForAsyncData(job: AsyncJob, signal?: AbortSignal): Promise<unknown[]>;
  /** Hands events to their jobs (exported for the transports and tests). */
  processEvents(events: readonly AsyncEvent[]): void;
  /** 'ws' until the websocket gave up, then 'polling'. */
  transport(): 'polling' | 'ws';
  close(): void;
}

type Listener = (event: AsyncEvent) => void;

function abortError(): DOMException {
  return new DOMException('Aborted', 'AbortError');
}

/** The rows of a result_url answer: its `result` list (v1), else the body itself (legacy). */
function resultsOf(body: unknown): unknown[] {
  const result = (body as { result?: unknown } | null)?.result;
  if (Array.isArray(result)) return result;
  if (body === null || body === undefined) return [];
  return Array.isArray(body) ? body : [body];
}

export function createAsyncEventClient(options: AsyncEventClientOptions): AsyncEventClient {
  const listeners = new Map<string, Listener>();
  const retries = new Map<string, number>();
  const delay = options.pollingDelayMs ?? POLLING_DELAY_MS;
  const warn = options.warn ?? (() => undefined);
  let transport: 'polling' | 'ws' =
    options.transport === 'ws' && options.websocketUrl && options.createSocket ? 'ws' : 'polling';
  let lastId: string | null = options.storage?.getItem(LAST_EVENT_ID_KEY) ?? null;
  let pollTimer: ReturnType<typeof setTimeout> | null = null;
  let polling = false;
  let socket: SocketLike | null = null;
  let reconnects = 0;
  let reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  let closed = false;

  const setLastId = (event: AsyncEvent) => {
    lastId = event.id;
    options.storage?.setItem(LAST_EVENT_ID_KEY, event.id);
  };

  function processEvents(events: readonly AsyncEvent[]): void {
    for (const event of events) {
      const listener = listeners.get(event.job_id);
      if (listener) {
        retries.delete(event.job_id);
        listener(event);
      } else {
        // The event can come before its job registered (the 202 answer still on its way).
        const count = (retries.get(event.job_id) ?? 0) + 1;
        retries.set(event.job_id, count);
        if (count <= MAX_RETRIES) setTimeout(() => processEvents([event]), RETRY_DELAY_MS * count);
        else {
          retries.delete(event.job_id);
          warn(`listener not found for job_id ${event.job_id}`);
        }
      }
      setLastId(event);
    }
  }

  const poll = async () => {
    pollTimer = null;
    if (closed || transport !== 'polling' || listeners.size === 0) {
      polling = false;
      return;
    }
    try {
      processEvents(await options.fetchEvents(lastId));
    } catch (error) {
      warn(`async events: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (closed || listeners.size === 0) {
      polling = false;
      return;
    }
    pollTimer = setTimeout(poll, delay);
  };

  const startPolling = () => {
    if (polling || closed) return;
    polling = true;
    pollTimer = setTimeout(poll, delay);
  };

  const connect = () => {
    if (closed || !options.websocketUrl || !options.createSocket) return;
    const url = lastId
      ? `${options.websocketUrl}${options.websocketUrl.includes('?') ? '&' : '?'}last_id=${encodeURIComponent(lastId)}`
      : options.websocketUrl;
    const current = options.createSocket(url);
    socket = current;
    current.addEventListener('open', () => {
      reconnects = 0;
    });
    current.addEventListener('message', (message) => {
      try {
        processEvents([JSON.parse(String(message.data)) as AsyncEvent]);
      } catch (error) {
        warn(`async events: unreadable message (${String(error)})`);
      }
    });
    current.addEventListener('close', () => {
      if (closed || socket !== current) return;
      socket = null;
      reconnectTimer = setTimeout(() => {
        reconnectTimer = null;
        reconnects += 1;
        if (reconnects <= WS_MAX_RECONNECTS) connect();
        else {
          warn('async events: the websocket gave up; falling back to polling');
          transport = 'polling';
          if (listeners.size > 0) startPolling();
        }
      }, WS_RECONNECT_DELAY_MS);
    });
  };

  const ensureTransport = () => {
    if (transport === 'polling') startPolling();
    else if (!socket && !reconnectTimer) connect();
  };

  function waitForAsyncData(job: AsyncJob, signal?: AbortSignal): Promise<unknown[]> {
    return new Promise((resolve, reject) => {
      if (signal?.aborted) {
        reject(abortError());
        return;
      }
      const onAbort = () => {
        listeners.delete(job.job_id);
        reject(abortError());
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      listeners.set(job.job_id, (event) => {
        // 'pending' and 'running' say nothing new: keep waiting for the outcome.
        if (event.status !== 'done' && event.status !== 'error') return;
        listeners.delete(job.job_id);
        signal?.removeEventListener('abort', onAbort);
        if (event.status === 'done' && event.result_url) {
          options.fetchResult(event.result_url).then((body) => resolve(resultsOf(body)), reject);
        } else {
          const message = event.errors?.[0]?.message ?? 'The asynchronous query failed.';
          reject(Object.assign(new Error(message), { errors: event.errors ?? [] }));
        }
      });
      ensureTransport();
    });
  }

  return {
    waitForAsyncData,
    processEvents,
    transport: () => transport,
    close() {
      closed = true;
      if (pollTimer) clearTimeout(pollTimer);
      if (reconnectTimer) clearTimeout(reconnectTimer);
      socket?.close();
      socket = null;
      listeners.clear();
    },
  };
}

let shared: AsyncEventClient | null = null;

/** The app's one client, over the app's HTTP helper (polling: the bootstrap names no websocket). */
export function asyncEventClient(
  get: (url: string) => Promise<unknown>,
  storage: Pick<Storage, 'getItem' | 'setItem'> | null = typeof localStorage === 'undefined'
    ? null
    : localStorage,
): AsyncEventClient {
  shared ??= createAsyncEventClient({
    fetchEvents: async (lastId) => {
      const url = lastId ? `${ASYNC_EVENT_URL}?last_id=${encodeURIComponent(lastId)}` : ASYNC_EVENT_URL;
      const body = (await get(url)) as { result?: AsyncEvent[] } | null;
      return body?.result ?? [];
    },
    fetchResult: get,
    storage,
    warn: (message) => console.warn(message),
  });
  return shared;
}
