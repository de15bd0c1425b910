/**
 * Calling one route as one identity of the RBAC matrix, and judging the answer against the
 * expectation table.
 */
import type { RouteRecord } from '../../src/openapi/index';
import type { Reply } from '../resources/client';
import { type Outcome, routeKey } from './rbac-expectations';
import { fillPath, fillTemplate, missing } from './rbac-params';
import { REQUESTS } from './rbac-requests';
import type { Identity, RbacWorld } from './rbac-world';

function queryString(query: string | Record<string, unknown> | undefined): string {
  if (query === undefined) return '';
  if (typeof query === 'string') return query;
  const fields = Object.entries(query).map(
    ([name, value]) =>
      `${name}=${encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value))}`,
  );
  return `?${fields.join('&')}`;
}

/**
 * Calls `route` as `identity`. An allowed caller of a DELETE route names ids no object has, so the
 * shared world stays whole whatever the order (it still has to get past the permission check).
 */
export async function callRoute(
  w: RbacWorld,
  route: RouteRecord,
  identity: Identity,
  expected: Outcome,
): Promise<Reply> {
  const { params: own, token: ownToken } = w.callers[identity];
  // Logging out revokes the token it is called with: a session of its own.
  const token = route.url === '/logout/' ? await w.freshToken(identity) : ownToken;
  const params = route.method === 'DELETE' && expected === 'allow' ? missing(own) : own;
  const request = REQUESTS[routeKey(route)] ?? {};
  const path = fillPath(route.url, params) + queryString(fillTemplate(request.query, params));
  const body =
    route.method === 'GET' || route.method === 'DELETE'
      ? undefined
      : fillTemplate(request.body ?? {}, params);
  return send(w, token, route.method, path, body);
}

/** One call, redirects not followed: a 30x is the route's own answer. */
export async function send(
  w: RbacWorld,
  token: string | null,
  method: string,
  path: string,
  body?: unknown,
): Promise<Reply> {
  const headers: Record<string, string> = token ? w.t.bearer(token) : {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${w.t.baseUrl}${path}`, {
    method,
    headers,
    redirect: 'manual',
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  try {
    return { status: response.status, body: JSON.parse(text) };
  } catch {
    return { status: response.status, body: text };
  }
}

/** Why the answer does not match the expectation, or null when it does. A 5xx never does. */
export function mismatch(expected: Outcome, reply: Reply): string | null {
  if (reply.status >= 500) return `answered ${reply.status}: ${JSON.stringify(reply.body).slice(0, 160)}`;
  if (expected === 'allow') {
    return reply.status === 401 || reply.status === 403 ? `expected allowed, got ${reply.status}` : null;
  }
  return reply.status === expected ? null : `expected ${expected}, got ${reply.status}`;
}

/** What an answer's status says, in the table's notation. */
export function observed(status: number): string {
  return status === 401 || status === 403 || status === 404 ? String(status) : 'A';
}
