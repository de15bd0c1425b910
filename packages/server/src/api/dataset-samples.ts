/**
 * GET /api/v1/dataset/{pk}/samples?force= (Superset's SamplesDatasetCommand): up to
 * SAMPLES_ROW_LIMIT raw rows of every dataset column, answered as `{result: <the samples query's
 * full payload>}` — data, colnames, coltypes, rowcount, cache_key, is_cached, query, timing, ...
 * Runs through the chart-data engine, so the cache and access rules are the same.
 */
import { normaliseQueryContext } from '@tessera/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { executeChartDataRequest } from '../engine/execute-request';
import { anyObject, errorAnswers, pkParams } from '../openapi/schemas';
import { abortOnDisconnect } from './chart-data';

const samplesQuery = z.looseObject({
  force: z.string().optional().describe('`true` to bypass the cache'),
});

export default async function datasetSamplesRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/dataset/:pk/samples',
    {
      preHandler: app.authorize('can_read', 'Dataset'),
      schema: {
        summary: 'Sample rows of a dataset',
        params: pkParams,
        querystring: samplesQuery,
        response: {
          200: z.object({
            result: anyObject.optional().describe('The samples query: data, colnames, coltypes, ...'),
          }),
          ...errorAnswers(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const startedAt = performance.now();
      const { force } = request.query;
      const queryContext = normaliseQueryContext({
        datasource: { id: request.params.pk, type: 'table' },
        queries: [{ columns: [], metrics: null }],
        result_type: 'samples',
        force: force === 'true',
      });
      const outcome = await executeChartDataRequest(app, {
        queryContext,
        user: request.user!,
        signal: abortOnDisconnect(reply),
        startedAt,
        logLoadChart: false,
      });
      return { result: outcome.results[0] };
    },
  );
}
