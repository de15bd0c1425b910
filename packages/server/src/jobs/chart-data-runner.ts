/**
 * What an asynchronous chart-data job runs: the engine's `executeChartDataRequest` with the cache
 * on and `cacheQueryContext`, so the event's result_url `/api/v1/chart/data/<key>` names the stored
 * query context, which that GET runs again with every query answered from the cache (as
 * Superset's `load_chart_data_into_cache` does).
 *
 * `check` answers the 202 branch's question "is every answer cached already?" (then the request
 * answers 200 at once, as Superset's `force_cached` run does). It computes the engine's per-query
 * cache keys with the engine's own `queryCacheKey`, so a second identical request answers 200
 * from the cache (chart-data-async.test.ts).
 */
import type { QueryContext } from '@tessera/core';
import type { FastifyInstance } from 'fastify';
import { MAX_ROW_LIMIT } from '../engine/chart-data';
import { canAccessDatasource, type LoadedDatasource, loadDatasource } from '../engine/datasource';
import { executeChartDataRequest, wholeSecondsNow } from '../engine/execute-request';
import { queryCacheKey, UNCACHED_RESULT_TYPES } from '../engine/query-cache-key';
import { ApiError, forbidden } from '../errors';
import { rlsPredicatesFor } from '../security/rls';
import type { CurrentUser } from '../security/users';

export interface ChartDataRunInput {
  readonly user: CurrentUser;
  readonly queryContext: QueryContext;
  readonly signal?: AbortSignal;
}

export interface ChartDataRunner {
  /** Throws the 404/403 the synchronous path would; says whether every answer is cached already. */
  check(app: FastifyInstance, input: ChartDataRunInput): Promise<{ cached: boolean }>;
  /** Runs the pipeline with caching on; resolves with the key `GET /api/v1/chart/data/<key>` serves. */
  run(app: FastifyInstance, input: ChartDataRunInput): Promise<{ cacheKey: string }>;
}

async function authorisedSource(app: FastifyInstance, input: ChartDataRunInput): Promise<LoadedDatasource> {
  const { datasource } = input.queryContext;
  const source = await loadDatasource(app.store, datasource.id);
  if (!source) throw new ApiError('DATASOURCE_NOT_FOUND', { datasource: String(datasource.id) });
  if (!(await canAccessDatasource(app.store, input.user, source))) throw forbidden();
  return source;
}

export const defaultChartDataRunner: ChartDataRunner = {
  async check(app, input) {
    const context = input.queryContext;
    const source = await authorisedSource(app, input);
    if (context.force) return { cached: false };
    const now = wholeSecondsNow();
    const rowCap = app.config.engine?.rowCap ?? MAX_ROW_LIMIT;
    const rlsPredicates = await rlsPredicatesFor(app.store, input.user, source.dataset.id);
    for (const query of context.queries) {
      if (UNCACHED_RESULT_TYPES.has(query.result_type ?? context.result_type)) continue;
      const key = queryCacheKey({ query, context, source, now, rowCap, rlsPredicates });
      const hit = await app.resultCache.get(key).catch(() => null);
      if (!hit) return { cached: false };
    }
    return { cached: true };
  },

  async run(app, input) {
    const outcome = await executeChartDataRequest(app, {
      queryContext: input.queryContext,
      user: input.user,
      signal: input.signal,
      cacheQueryContext: true,
    });
    if (!outcome.cacheKey) throw new Error('The engine did not store the query context for the result URL.');
    return { cacheKey: outcome.cacheKey };
  },
};
