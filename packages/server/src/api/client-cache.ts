/**
 * CLIENT_CACHE: with the flag on, the web app GETs legacy chart data with the whole form data in
 * the address, and the answer carries what lets the browser keep it, as Superset's etag_cache
 * does: `Cache-Control: private, max-age=<the result's cache timeout>` and an ETag of the body, so
 * a repeat inside the timeout is served by the browser and a later one may come back 304.
 * `private`: an answer depends on the user's row-level security, so no shared cache may keep it.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { maxResultBytes } from '../engine/execute-request';
import { stringifyCapped } from '../engine/result-size';

/** The answer's own timeout, when it carries one. */
const answerTimeout = z.object({ cache_timeout: z.unknown() }).partial();

function maxAgeOf(app: FastifyInstance, body: unknown): number {
  const timeout = answerTimeout.safeParse(body).data?.cache_timeout;
  const seconds =
    typeof timeout === 'number' && Number.isFinite(timeout) ? timeout : app.config.cacheDefaultTimeout;
  return Math.max(0, Math.floor(seconds));
}

/** Whether this answer may be kept by the browser: a GET with the flag on, not forced, not an error. */
export function clientCacheable(app: FastifyInstance, request: FastifyRequest, force: boolean): boolean {
  return request.method === 'GET' && app.config.featureFlags.CLIENT_CACHE === true && !force;
}

/** Fields that change between a fresh and a cached answer of the same data. */
const VOLATILE = new Set(['is_cached', 'cached_dttm', 'timing']);

/** The ETag: the answer's text without its volatile fields, so a cached repeat matches. */
function etagOf(body: unknown, text: string): string {
  const stable =
    body && typeof body === 'object' && !Array.isArray(body)
      ? JSON.stringify(Object.entries(body).filter(([key]) => !VOLATILE.has(key)))
      : text;
  return `"${createHash('sha1').update(stable).digest('base64url')}"`;
}

/** Sends a JSON answer the browser may cache, or 304 when the browser already holds this body. */
export function sendClientCachedJson(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  body: unknown,
) {
  const text = stringifyCapped(body, maxResultBytes(app));
  const etag = etagOf(body, text);
  const maxAge = maxAgeOf(app, body);
  void reply
    .header('etag', etag)
    .header('cache-control', maxAge > 0 ? `private, max-age=${maxAge}` : 'no-cache');
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  return reply.type('application/json; charset=utf-8').send(text);
}
