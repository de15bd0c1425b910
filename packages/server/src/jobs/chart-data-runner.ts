/**
 * What an asynchronous chart-data job runs: the engine's `executeChartDataRequest` with the cache
 * on and `cacheQueryContext`, so the event's result_url `/api/v1/chart/data/<key>` names the stored
 * query context, which that GET runs again with every query answered from the cache (as
 * Superset's `load_chart_data_into_cache` does).
 *
 * `check` answers the 202 branch's question "is every answer cached already?" (then the request
 * answers 200 at once, as Superset's `force_cached` run does). It computes the engine's per-query
 * cache keys the way engine/execute-request.ts does; chart-data-async.test.ts fails if the two
 * drift apart (a second identical request must answer 200 from the cache).
 */
import type { QueryContext, QueryObject, ResultType } from '@tessera/core';
import type { FastifyInstance } from 'fastify';
import { cacheKeyFor } from '../cache/index';
import { MAX_ROW_LIMIT, resolverFor } from '../engine/chart-data';
import { canAccessDatasource, type LoadedDatasource, loadDatasource } from '../engine/datasource';
import { executeChartDataRequest } from '../engine/execute-request';
import { ApiError, forbidden } from '../errors';
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

/** Result types the engine answers without the database and never caches. */
const UNCACHED: ReadonlySet<ResultType> = new Set(['query', 'columns', 'timegrains']);

async function authorisedSource(app: FastifyInstance, input: ChartDataRunInput): Promise<LoadedDatasource> {
  const { datasource } = input.queryContext;
  const source = await loadDatasource(app.store, datasource.id);
  if (!source) throw new ApiError('DATASOURCE_NOT_FOUND', { datasource: String(datasource.id) });
  if (!(await canAccessDatasource(app.store, input.user, source))) throw forbidden();
  return source;
}

/** As execute-request.ts: the resolved bounds of every time range, since relative ones move. */
function resolvedRanges(query: QueryObject, now: Date): string[] {
  const resolve = resolverFor(query, now);
  const ranges = [
    query.time_range,
    ...query.filters.filter((f) => f.op === 'TEMPORAL_RANGE').map((f) => f.val),
  ];
  return ranges
    .filter((r): r is string => typeof r === 'string')
    .map((r) => {
      try {
        const { since, until } = resolve(r);
        return `${since?.toISOString() ?? ''}/${until?.toISOString() ?? ''}`;
      } catch {
        return r;
      }
    });
}

function engineCacheKey(
  app: FastifyInstance,
  query: QueryObject,
  context: QueryContext,
  source: LoadedDatasource,
) {
  const resultType = query.result_type ?? context.result_type;
  const now = new Date(Math.floor(Date.now() / 1000) * 1000);
  return cacheKeyFor(query, {
    datasetId: source.dataset.id,
    datasetChangedOn: source.dataset.changed_on,
    databaseChangedOn: source.database.changed_on,
    datasourceType: context.datasource.type,
    resultType,
    resultFormat: 'json',
    extra: {
      ranges: resolvedRanges(query, now),
      rowCap: app.config.engine?.rowCap ?? MAX_ROW_LIMIT,
      ...(resultType === 'post_processed' ? { formData: context.form_data ?? null } : {}),
    },
  });
}

export const defaultChartDataRunner: ChartDataRunner = {
  async check(app, input) {
    const context = input.queryContext;
    const source = await authorisedSource(app, input);
    if (context.force) return { cached: false };
    for (const query of context.queries) {
      if (UNCACHED.has(query.result_type ?? context.result_type)) continue;
      const hit = await app.resultCache.get(engineCacheKey(app, query, context, source)).catch(() => null);
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
