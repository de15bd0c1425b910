/**
 * What an asynchronous chart-data job runs: the chart-data pipeline for a query context with the
 * cache on. The engine owns the pipeline; this file adapts it to the two questions the async path
 * asks — "is the answer cached already?" (then the request answers 200 at once) and "run it and
 * tell me the key" (the event's result_url is `/api/v1/chart/data/<key>`).
 *
 * The whole answer body `{result: [...]}` is stored in the result cache under a key over the query
 * context, which is what `GET /api/v1/chart/data/<key>` serves; each query object's own entry is
 * cached as well, so the synchronous path finds it too.
 */
import { createHash } from 'node:crypto';
import { canonicalJson, type QueryContext } from '@tessera/core';
import type { FastifyInstance } from 'fastify';
import { cachedQuery, cacheKeyFor, resolveCacheTimeout } from '../cache/index';
import { runQueryObject } from '../engine/chart-data';
import { dialectOf, getConnector } from '../engine/connectors';
import { canAccessDatasource, type LoadedDatasource, loadDatasource } from '../engine/datasource';
import { ApiError, forbidden } from '../errors';
import { decryptSecret } from '../repositories/secrets';
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

function ttlOf(app: FastifyInstance, context: QueryContext, source: LoadedDatasource): number {
  return resolveCacheTimeout({
    custom: (context as { custom_cache_timeout?: number | null }).custom_cache_timeout ?? null,
    dataset: source.dataset.cache_timeout,
    database: source.database.cache_timeout,
    default: app.config.cacheDefaultTimeout,
  });
}

function queryKeys(context: QueryContext, source: LoadedDatasource): string[] {
  return context.queries.map((query) =>
    cacheKeyFor(query, {
      datasetId: source.dataset.id,
      datasetChangedOn: String(source.dataset.changed_on),
      datasourceType: context.datasource.type,
      resultType: query.result_type ?? context.result_type,
      resultFormat: context.result_format,
      databaseChangedOn: String(source.database.changed_on),
    }),
  );
}

/** The key of the whole answer: the keys of its queries, so it changes whenever one of them does. */
function contextKey(keys: readonly string[]): string {
  return createHash('sha256')
    .update(canonicalJson({ async_chart_data: keys }))
    .digest('hex');
}

/** Whole seconds, naive UTC wall-clock time, as the synchronous path gives the engine. */
const now = () => new Date(Math.floor(Date.now() / 1000) * 1000);

export const defaultChartDataRunner: ChartDataRunner = {
  async check(app, input) {
    const source = await authorisedSource(app, input);
    if (input.queryContext.force) return { cached: false };
    const key = contextKey(queryKeys(input.queryContext, source));
    return { cached: (await app.resultCache.get(key)) !== null };
  },

  async run(app, input) {
    const { queryContext: context, signal } = input;
    const source = await authorisedSource(app, input);
    const keys = queryKeys(context, source);
    const ttl = ttlOf(app, context, source);
    const { database } = source;
    const password = database.password ? decryptSecret(database.password, app.config.secretKey) : null;
    const env = {
      source,
      connector: getConnector(database, password),
      dialect: dialectOf(database.sqlalchemy_uri),
      now: now(),
      signal,
    };
    const result: Record<string, unknown>[] = [];
    for (const [index, query] of context.queries.entries()) {
      const key = keys[index]!;
      const answer = await cachedQuery(app.resultCache, key, ttl, context.force, () =>
        runQueryObject(query, context.result_type, env),
      );
      result.push({
        ...answer.value,
        cache_key: key,
        is_cached: answer.isCached,
        cached_dttm: answer.cachedDttm,
      });
    }
    const cacheKey = contextKey(keys);
    await app.resultCache.set(cacheKey, { result }, ttl);
    return { cacheKey };
  },
};
