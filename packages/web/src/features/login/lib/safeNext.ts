/**
 * Where to go after signing in (`?next=`): only a path on this origin, never the login page.
 * Browsers are lenient in ways a prefix check misses: they drop tabs and newlines anywhere
 * (`/\t/evil.com` is `//evil.com`), treat `\` as `/` (`/\evil.com`), and a server may decode
 * `%2F` or `%5C` before routing. So the target must be a plain rooted path, free of those
 * characters raw or encoded, that resolves to this origin; the normalised path is returned,
 * never the input. The server's copy (packages/server/src/security/safe-next.ts) has the same rules.
 */

/** Any origin will do: only whether the target stays on it matters. */
const BASE = 'http://tessera.invalid';
const MAX_LENGTH = 2048;
/** Backslashes, control and format characters, and every kind of whitespace. */
const UNSAFE_CHARACTERS = /[\\\s\p{Cc}\p{Cf}]/u;

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

export function safeNext(next: string | null | undefined): string {
  const fallback = '/';
  if (typeof next !== 'string' || next.length === 0 || next.length > MAX_LENGTH) return fallback;
  if (!next.startsWith('/') || next.startsWith('//') || UNSAFE_CHARACTERS.test(next)) return fallback;
  let url: URL;
  try {
    url = new URL(next, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE || (url.protocol !== 'http:' && url.protocol !== 'https:')) return fallback;
  const path = decodedPath(url.pathname);
  if (path === null || path.startsWith('//') || UNSAFE_CHARACTERS.test(path)) return fallback;
  // Back to the login page would only loop.
  if (/^\/login(\/|$)/i.test(path)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
