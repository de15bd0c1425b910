/**
 * GET /api/v1/dataset/{pk}/samples?force= (Superset's SamplesDatasetCommand): up to
 * SAMPLES_ROW_LIMIT raw rows of every dataset column, answered as `{result: <the samples query's
 * full payload>}` — data, colnames, coltypes, rowcount, cache_key, is_cached, query, timing, ...
 * Runs through the chart-data engine, so the cache and access rules are the same.
 */
import { normaliseQueryContext } from '@tessera/core';
import type { FastifyInstance } from 'fastify';
import { executeChartDataRequest } from '../engine/execute-request';
import { abortOnDisconnect } from './chart-data';
import { pkOf } from './list/request';

export default async function datasetSamplesRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/v1/dataset/:pk/samples',
    { preHandler: app.authorize('can_read', 'Dataset') },
    async (request, reply) => {
      const startedAt = performance.now();
      const { force } = request.query as { force?: string };
      const queryContext = normaliseQueryContext({
        datasource: { id: pkOf(request), type: 'table' },
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
