/**
 * Where to go after signing in (`?next=`): a path on this origin (core's safeNext, the rules the
 * server's form login follows too), never the login page itself.
 */
import { safeNext as sameOriginPath } from '@tessera/core';

export function safeNext(next: string | null | undefined): string {
  const path = sameOriginPath(next);
  // Back to the login page would only loop.
  return /^\/login(\/|$|\?|#)/i.test(path) ? '/' : path;
}
