/**
 * Where a login may send the browser next (`next=`): only a path on this origin. Browsers are
 * lenient in ways a prefix check misses: they drop tabs and newlines anywhere (`/\t/evil.com` is
 * `//evil.com`), treat `\` as `/` (`/\evil.com`), and some servers decode `%2F` or `%5C` before
 * routing. So the target must be a plain rooted path, free of those characters raw or encoded,
 * and must resolve to this origin; what is returned is the normalised path, never the input.
 * Shared by the server's form login and the web app's login page.
 */

/** The WHATWG URL parser, global in browsers and Node; core's lib (ES2023) does not declare it. */
interface ParsedUrl {
  readonly origin: string;
  readonly protocol: string;
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
}
declare const URL: new (input: string, base: string) => ParsedUrl;

/** Any origin will do: only whether the target stays on it matters. */
const BASE = 'http://tessera.invalid';
const MAX_LENGTH = 2048;
/** Backslashes, ASCII control characters and every kind of whitespace. */
const UNSAFE_CHARACTERS = /[\\\s\p{Cc}\p{Cf}]/u;

/** The path with percent-escapes undone a few times; null when malformed. */
function decodedPath(path: string): string | null {
  let current = path;
  for (let round = 0; round < 3; round++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return current;
}

/** The same-origin path to redirect to, or `fallback` when `next` could lead anywhere else. */
export function safeNext(next: string | null | undefined, fallback = '/'): string {
  if (typeof next !== 'string' || next.length === 0 || next.length > MAX_LENGTH) return fallback;
  if (!next.startsWith('/') || next.startsWith('//') || UNSAFE_CHARACTERS.test(next)) return fallback;
  let url: ParsedUrl;
  try {
    url = new URL(next, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE || (url.protocol !== 'http:' && url.protocol !== 'https:')) return fallback;
  // `/.//evil.com` normalises to `//evil.com`; encoded slashes, backslashes or controls in the
  // path could become one on a server or proxy that decodes before routing.
  const path = decodedPath(url.pathname);
  if (path === null || path.startsWith('//') || UNSAFE_CHARACTERS.test(path)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
