/**
 * POST /datasource/samples?datasource_type=table&datasource_id=&page=&per_page=&force=&dashboard_id=
 * (Superset's Datasource.samples, used by "Drill to detail"): one page of the dataset's raw rows
 * matching the body's filters (`{filters, granularity, time_range, extras}`), answered as
 * `{result: {data, colnames, coltypes, rowcount, page, per_page, total_count, ...}}`. Both the page
 * and the COUNT(*) run through the chart-data engine, so access rules and the cache are the same.
 */
import { normaliseQueryContext, queryResultSchema } from '@tessera/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SAMPLES_ROW_LIMIT } from '../engine/chart-data';
import { executeChartDataRequest } from '../engine/execute-request';
import { ApiError } from '../errors';
import { checkedByHandler, errorAnswers, jsonText } from '../openapi/schemas';
import { abortOnDisconnect, sendCappedJson } from './chart-data';

const querySchema = z.object({
  datasource_type: z.enum(['table', 'query'], { message: 'Only table and query datasources have samples.' }),
  datasource_id: z.coerce.number().int().positive(),
  page: z.coerce.number().int().positive().default(1),
  per_page: z.coerce.number().int().default(SAMPLES_ROW_LIMIT),
  force: z.enum(['true', 'false']).default('false'),
  dashboard_id: z.coerce.number().int().positive().optional(),
});

const filterSchema = z.looseObject({
  col: z.unknown(),
  op: z.string(),
  val: z.unknown().optional(),
});

/** Superset's SamplesPayloadSchema. */
const payloadSchema = z
  .object({
    filters: z.array(filterSchema).default([]),
    granularity: z.string().nullish(),
    time_range: z.string().nullish(),
    extras: z.looseObject({}).nullish(),
  })
  .nullish();

const COUNT_STAR = { expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'COUNT(*)' } as const;

/** Superset's get_limit_clause: a page beyond SAMPLES_ROW_LIMIT rows (or below 0) falls back to it. */
export function samplesLimitClause(page: number, perPage: number): { row_offset: number; row_limit: number } {
  const limit = perPage < 0 || perPage > SAMPLES_ROW_LIMIT ? SAMPLES_ROW_LIMIT : perPage;
  return { row_offset: Math.max((page - 1) * limit, 0), row_limit: limit };
}

const invalid = (detail: string) => new ApiError('BAD_REQUEST', { detail });
const failed = (detail: string) => new ApiError('CHART_DATA_QUERY_ERROR', { detail });

const samplesAnswer = z.looseObject({
  result: queryResultSchema.extend({
    page: z.number().int(),
    per_page: z.number().int(),
    total_count: z.number().int().describe('Rows matching the filters, all pages'),
  }),
});

export default async function datasourceSamplesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/datasource/samples',
    {
      preHandler: app.authorize('can_samples', 'Datasource'),
      schema: {
        summary: "A page of a datasource's rows matching filters (drill to detail)",
        // Both checked below, with Superset's messages (`Invalid samples payload: ...`).
        querystring: checkedByHandler(querySchema),
        body: checkedByHandler(payloadSchema),
        response: { 200: jsonText(samplesAnswer), ...errorAnswers(400, 401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const startedAt = performance.now();
      const query = querySchema.safeParse(request.query);
      if (!query.success) throw invalid(query.error.issues.map((issue) => issue.message).join(' '));
      const body = payloadSchema.safeParse(request.body ?? null);
      if (!body.success) throw invalid(`Invalid samples payload: ${body.error.issues[0]?.message ?? ''}`);
      const { datasource_id, datasource_type, page, per_page, force, dashboard_id } = query.data;
      const payload = body.data ?? null;
      const datasource = { id: datasource_id, type: datasource_type };
      const run = (queries: Record<string, unknown>[], resultType: 'drill_detail' | 'samples' | 'full') =>
        executeChartDataRequest(app, {
          queryContext: normaliseQueryContext({
            datasource,
            queries,
            result_type: resultType,
            force: force === 'true',
            ...(dashboard_id ? { form_data: { dashboardId: dashboard_id } } : {}),
          }),
          user: request.user!,
          signal: abortOnDisconnect(reply),
          startedAt,
          dashboardId: dashboard_id ?? null,
          logLoadChart: false,
        });
      const limit = samplesLimitClause(page, per_page);
      const filters = payload ? { ...payload, filters: payload.filters } : {};
      const count = await run([{ ...filters, metrics: [COUNT_STAR] }], 'full');
      const countResult = count.results[0] as { error?: string; data?: Record<string, unknown>[] };
      if (countResult?.error) throw failed(countResult.error);
      const samples = await run(
        [{ ...filters, columns: [], metrics: null, ...limit }],
        payload ? 'drill_detail' : 'samples',
      );
      const result = samples.results[0] as Record<string, unknown> & { error?: string };
      if (result?.error) throw failed(result.error);
      const total = Number(countResult?.data?.[0]?.['COUNT(*)'] ?? 0);
      return sendCappedJson(app, reply, {
        result: { ...result, page, per_page, total_count: total },
      });
    },
  );
}
