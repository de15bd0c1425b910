/**
 * GET /api/v1/time_range/?q=<rison>: resolves time ranges to their bounds for the picker
 * (SUPERSET_FACTS.md §3.3). `q` is a rison string (`'Last week'`) or a list of
 * `(timeRange:'…',shift:'…')` objects; answers `{"result": [{since, until, timeRange, shift}]}`
 * with naive ISO bounds ('' when open), or 400 `{"message": "Unexpected time range: …"}`.
 */
import { decodeRison, formatNaiveIso, getSinceUntil, ListQueryError, TimeRangeError } from '@tessera/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../errors';
import { errorAnswers, risonQuery } from '../openapi/schemas';

interface TimeRangeRequest {
  readonly timeRange: string;
  readonly shift: string | null;
}

const unexpected = (detail: string) => badRequest(`Unexpected time range: ${detail}`);

const SHAPE = "q must be a rison string ('Last week') or a list of (timeRange:'…',shift:'…') objects";

/** The requested ranges, or a 400 naming what is wrong with `q`. */
function requestsOf(q: unknown): TimeRangeRequest[] {
  if (typeof q !== 'string') throw unexpected(SHAPE);
  let decoded: unknown;
  try {
    decoded = decodeRison(q);
  } catch (error) {
    if (error instanceof ListQueryError) throw unexpected(error.message);
    throw error;
  }
  if (typeof decoded === 'string') return [{ timeRange: decoded, shift: null }];
  if (!Array.isArray(decoded)) throw unexpected(SHAPE);
  return decoded.map((item: unknown, index) => {
    const { timeRange, shift } = (typeof item === 'object' && item !== null ? item : {}) as Record<
      string,
      unknown
    >;
    if (typeof timeRange !== 'string') throw unexpected(`item ${index + 1} needs a timeRange text`);
    if (shift !== undefined && shift !== null && typeof shift !== 'string') {
      throw unexpected(`item ${index + 1} has a shift that is not text`);
    }
    return { timeRange, shift: shift ?? null };
  });
}

const timeRangeAnswer = z.object({
  result: z.array(
    z.object({
      since: z.string().describe("Naive ISO start, '' when open"),
      until: z.string().describe("Naive ISO end, '' when open"),
      timeRange: z.string(),
      shift: z.string().nullable(),
    }),
  ),
});

export default async function timeRangeRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/time_range/',
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'Resolve time ranges to their bounds',
        description: "Rison `q`: a time range (`'Last week'`) or a list of `(timeRange:'…',shift:'…')`.",
        querystring: risonQuery,
        response: { 200: timeRangeAnswer, ...errorAnswers(400, 401) },
      },
    },
    async (request) => {
      const requests = requestsOf(request.query.q);
      // Naive "now": the server's UTC wall clock, read here and handed to the pure parser.
      const now = new Date();
      try {
        const result = requests.map(({ timeRange, shift }) => {
          const { since, until } = getSinceUntil({ timeRange, timeShift: shift, now });
          return {
            since: since ? formatNaiveIso(since) : '',
            until: until ? formatNaiveIso(until) : '',
            timeRange,
            shift,
          };
        });
        return { result };
      } catch (error) {
        if (error instanceof TimeRangeError) throw unexpected(error.message);
        throw error;
      }
    },
  );
}
