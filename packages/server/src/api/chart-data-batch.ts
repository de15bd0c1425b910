/**
 * Many chart-data calls over one connection, answered as they finish (a Tessera extension; Superset's
 * clients keep calling /api/v1/chart/data one chart at a time, and still can).
 *
 * Why: a browser opens at most six HTTP/1.1 connections to a host, so a 45-chart dashboard calling
 * chart by chart waits in line even when the answers are cached (issue 9, point 10). HTTP/2 would
 * lift that, but browsers speak it only over TLS, which a laptop install does not have.
 *
 * `POST /api/v1/tessera/chart/data/batch` takes `{requests: [{key, url, body}]}`, where each `url` is
 * a chart-data address (`/api/v1/chart/data?form_data=…&dashboard_id=…&force=…`) and `body` its
 * query context. Each call runs through the full route (authentication, CSRF, permissions, RLS,
 * guest tokens, async mode, logging) by `app.inject` with the caller's credentials, so a batched
 * call answers exactly what the direct one would. The answer is newline-delimited JSON, one line
 * per call in the order they finish: `{"key":…,"status":…,"body":<the call's JSON answer>}`.
 * Calls start in the order given (the client puts the charts on screen first), a few at a time.
 */
import { PassThrough } from 'node:stream';
import { constants, createGzip } from 'node:zlib';
import { queryContextRequestSchema } from '@tessera/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../errors';
import { streamAnswer } from '../openapi/chart-data-schemas';
import { checkedByHandler, errorAnswers } from '../openapi/schemas';

/** Calls of one batch in flight together: enough to keep the engines busy, few enough that the first stay first. */
export const BATCH_CONCURRENCY = 8;
export const MAX_BATCH_CALLS = 100;
const BATCHABLE_PATH = '/api/v1/chart/data';
/**
 * The caller's credentials and context, handed to each call. The host (and a trusted proxy's
 * forwarded host and protocol) too: a guest token's audience is the address it was issued for.
 */
const FORWARDED_HEADERS = [
  'cookie',
  'authorization',
  'x-csrftoken',
  'x-guesttoken',
  'referer',
  'user-agent',
  'host',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-for',
];

interface BatchCall {
  readonly key: string;
  readonly url: string;
  readonly body: unknown;
}

/** The fields parseCalls reads of the unchecked body; each is undefined unless present. */
const batchFields = z.object({ requests: z.unknown() }).partial();
const callFields = z.object({ key: z.unknown(), url: z.unknown(), body: z.unknown() }).partial();

function parseCalls(body: unknown): BatchCall[] {
  const requests = batchFields.safeParse(body).data?.requests;
  if (!Array.isArray(requests) || requests.length === 0)
    throw badRequest('requests: expected a non-empty list of chart-data calls.');
  if (requests.length > MAX_BATCH_CALLS)
    throw badRequest(`requests: at most ${MAX_BATCH_CALLS} calls in one batch.`);
  return requests.map((call: unknown, index) => {
    const { key, url, body: callBody } = callFields.safeParse(call).data ?? {};
    if (typeof key !== 'string' || key === '') throw badRequest(`requests[${index}].key: expected a string.`);
    if (typeof url !== 'string' || new URL(url, 'http://batch').pathname !== BATCHABLE_PATH)
      throw badRequest(`requests[${index}].url: only ${BATCHABLE_PATH} calls can be batched.`);
    return { key, url, body: callBody };
  });
}

function forwardedHeaders(request: FastifyRequest): Record<string, string> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  return headers;
}

/** One line of the answer: the call's own JSON answer is spliced in as text, never re-parsed. */
function answerLine(key: string, status: number, payload: string, contentType: string): string {
  const body = contentType.includes('json') && payload !== '' ? payload : JSON.stringify(payload);
  return `{"key":${JSON.stringify(key)},"status":${status},"body":${body}}\n`;
}

/** Checked by parseCalls (its own messages), so the schema only documents the body. */
const batchBody = checkedByHandler(
  z.looseObject({
    requests: z
      .array(
        z.looseObject({
          key: z.string().describe("The caller's name for the call, echoed in its answer line"),
          url: z.string().describe('A `/api/v1/chart/data` address, with its query string'),
          body: queryContextRequestSchema,
        }),
      )
      .min(1)
      .max(MAX_BATCH_CALLS),
  }),
);

const batchAnswers = {
  200: streamAnswer(
    'application/x-ndjson',
    'One line per call as it finishes: `{"key", "status", "body": <the call\'s JSON answer>}`',
  ),
  ...errorAnswers(400, 401, 403),
};

export default async function chartDataBatchRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Compressed here, flushed after each line, so every chart's answer leaves as soon as it is ready.
  const options = {
    compress: false as const,
    preHandler: app.authorize('can_read', 'Chart'),
    schema: { summary: 'Many chart-data calls in one request', body: batchBody, response: batchAnswers },
  };
  app.post('/api/v1/tessera/chart/data/batch', options, async (request, reply) => {
    const calls = parseCalls(request.body);
    const headers = forwardedHeaders(request);
    const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    const out = gzip ? createGzip({ level: 4 }) : new PassThrough();
    const write = (line: string) => {
      out.write(line);
      if (gzip) (out as ReturnType<typeof createGzip>).flush(constants.Z_SYNC_FLUSH);
    };
    let cancelled = false;
    reply.raw.on('close', () => {
      cancelled = !reply.raw.writableFinished;
    });

    let next = 0;
    const worker = async () => {
      while (!cancelled && next < calls.length) {
        const call = calls[next++] as BatchCall;
        try {
          const answer = await app.inject({
            method: 'POST',
            url: call.url,
            headers,
            payload: JSON.stringify(call.body ?? null),
          });
          write(
            answerLine(
              call.key,
              answer.statusCode,
              answer.payload,
              String(answer.headers['content-type'] ?? ''),
            ),
          );
        } catch (error) {
          request.log.error({ err: error }, 'a batched chart-data call failed');
          write(answerLine(call.key, 500, JSON.stringify({ message: 'Internal server error' }), 'json'));
        }
      }
    };
    const workers = Array.from({ length: Math.min(BATCH_CONCURRENCY, calls.length) }, worker);
    void Promise.all(workers).finally(() => out.end());

    // Private and revalidated, as the app's other chart answers (client-cache.ts), not no-store:
    // Chromium reports a no-store answer read as a stream and sent in several writes as aborted
    // (net::ERR_ABORTED) although the page read all of it, and then keeps no body for DevTools or
    // a browser test — the native-filters test lost whole batches, the treemap's answer with them.
    reply
      .header('content-type', 'application/x-ndjson; charset=utf-8')
      .header('cache-control', 'private, no-cache');
    if (gzip) reply.header('content-encoding', 'gzip').header('vary', 'accept-encoding');
    return reply.send(out);
  });
}
