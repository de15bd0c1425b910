/**
 * GET /superset/filter/{datasource_type}/{datasource_id}/{column}/ (Superset's Superset.filter):
 * the distinct values of one dataset column, for the ad-hoc filter editor's comparator list
 * (spec 001 point 7). Answers a bare JSON list, sorted, at most FILTER_SELECT_ROW_LIMIT values.
 * The values come from the chart-data engine (a GROUP BY on the column), so dataset access, row
 * level security and the cache are those of any chart query.
 */
import { normaliseQueryContext } from '@tessera/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { executeChartDataRequest } from '../engine/execute-request';
import { ApiError } from '../errors';
import { checkedByHandler, errorAnswers } from '../openapi/schemas';
import { abortOnDisconnect } from './chart-data';

/** Superset's FILTER_SELECT_ROW_LIMIT. */
export const FILTER_SELECT_ROW_LIMIT = 10_000;

const paramsSchema = z.object({
  datasource_type: z.enum(['table', 'query'], {
    message: 'Only table and query datasources have filter values.',
  }),
  datasource_id: z.coerce.number().int().positive(),
  column: z.string().min(1),
});

const COUNT_STAR = { expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'COUNT(*)' } as const;

export default async function filterValuesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const options = {
    // Anyone who may run chart queries may list a column's values; the engine checks the dataset.
    preHandler: app.authorize('can_explore_json', 'Superset'),
    schema: {
      summary: "A column's distinct values, sorted (the adhoc filter editor's choices)",
      // Checked below: a bad path answers 400 with Superset's message, not 404.
      params: checkedByHandler(paramsSchema),
      response: {
        200: z.array(z.unknown()).describe(`At most ${FILTER_SELECT_ROW_LIMIT} values`),
        ...errorAnswers(400, 401, 403, 404, 422),
      },
    },
  };
  app.get('/superset/filter/:datasource_type/:datasource_id/:column/', options, async (request, reply) => {
    const params = paramsSchema.safeParse(request.params);
    if (!params.success) {
      throw new ApiError('BAD_REQUEST', { detail: params.error.issues.map((i) => i.message).join(' ') });
    }
    const { datasource_id, datasource_type, column } = params.data;
    const outcome = await executeChartDataRequest(app, {
      queryContext: normaliseQueryContext({
        datasource: { id: datasource_id, type: datasource_type },
        queries: [
          {
            columns: [column],
            metrics: [COUNT_STAR],
            orderby: [[column, true]],
            row_limit: FILTER_SELECT_ROW_LIMIT,
          },
        ],
        result_type: 'full',
        force: false,
      }),
      user: request.user!,
      signal: abortOnDisconnect(reply),
      logLoadChart: false,
    });
    const result = outcome.results[0] as { error?: string; data?: Record<string, unknown>[] } | undefined;
    if (result?.error) throw new ApiError('CHART_DATA_QUERY_ERROR', { detail: result.error });
    return (result?.data ?? []).map((row) => row[column] ?? null);
  });
}
