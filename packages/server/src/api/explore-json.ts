/**
 * The legacy chart endpoint `/superset/explore_json/` (issue 3 item 5), for legacy charts: GET
 * with a `form_data` query parameter (when the client-cache flag is on) or POST with `form_data`
 * as a form field or JSON. Flags `csv`, `query`, `results`, `samples` and `force` choose the
 * answer; the default is BaseViz's payload `{cache_key, cached_dttm, cache_timeout, data, error,
 * form_data, is_cached, query, rowcount, status, stacktrace, ...}` with `data` as records.
 * The form data translate to a query context (engine/legacy-form-data.ts) and run through the
 * same engine as /api/v1/chart/data; the viz type's legacy viz (core legacy-viz registry) then
 * shapes `data` the way its front-end plugin reads it. Types without one get plain records.
 */
import { type LegacyRow, LegacyVizError, legacyMetrics, type ResultType } from '@tessera/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { executeChartDataRequest } from '../engine/execute-request';
import { exportFilename, exportResults, type TabularResult } from '../engine/export-formats';
import { type LegacyPlan, legacyPlan } from '../engine/legacy-form-data';
import { ApiError } from '../errors';
import { abortOnDisconnect, sendFile } from './chart-data';
import { chartVisible } from './list/access';
import { contextOf } from './list/request';

type Raw = Record<string, unknown>;
const isRecord = (value: unknown): value is Raw =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const flag = (value: unknown) => value === true || value === 'true' || value === '1';

function parseFormData(value: unknown): Raw {
  if (isRecord(value)) return value;
  if (typeof value === 'string') {
    try {
      const parsed = JSON.parse(value);
      if (isRecord(parsed)) return parsed;
    } catch {
      // reported below
    }
  }
  throw new ApiError('CHART_DATA_INVALID', { detail: 'form_data must be a JSON object' });
}

/** form_data from the query string or the body; a saved chart's params under it when slice_id is set. */
async function formDataOf(app: FastifyInstance, request: FastifyRequest): Promise<Raw> {
  const query = request.query as Raw;
  const body = isRecord(request.body) ? request.body : {};
  const raw = body.form_data ?? query.form_data ?? (request.method === 'POST' ? request.body : undefined);
  let formData = parseFormData(raw ?? {});
  const sliceId = Number(formData.slice_id ?? query.slice_id);
  if (Number.isSafeInteger(sliceId) && sliceId > 0) {
    const chart = await app.store
      .selectFrom('slices')
      .select('params')
      .where('id', '=', sliceId)
      .executeTakeFirst();
    const saved = chart?.params ? (JSON.parse(chart.params) as unknown) : null;
    if (isRecord(saved)) formData = { ...saved, ...formData, slice_id: sliceId };
  }
  const path = request.params as Raw;
  if (formData.datasource === undefined && path.datasource_id !== undefined) {
    formData = { ...formData, datasource: `${String(path.datasource_id)}__${String(path.datasource_type)}` };
  }
  const dashboardId = Number(query.dashboard_id ?? body.dashboard_id);
  if (Number.isSafeInteger(dashboardId) && dashboardId > 0) formData = { ...formData, dashboardId };
  return formData;
}

function resultTypeOf(params: Raw): ResultType {
  if (flag(params.query)) return 'query';
  if (flag(params.samples)) return 'samples';
  if (flag(params.results)) return 'results';
  return 'full';
}

function planOf(formData: Raw, resultType: ResultType, force: boolean): LegacyPlan {
  try {
    return legacyPlan(formData, resultType, force);
  } catch (error) {
    if (error instanceof LegacyVizError) {
      throw new ApiError('LEGACY_VIZ_INVALID', { detail: error.message }, { cause: error });
    }
    throw new ApiError('CHART_DATA_INVALID', { detail: (error as Error).message }, { cause: error });
  }
}

type Entry = Record<string, unknown>;
const rowsOf = (entry: Entry | undefined) => ({
  rows: Array.isArray(entry?.data) ? (entry.data as LegacyRow[]) : [],
  colnames: Array.isArray(entry?.colnames) ? (entry.colnames as string[]) : [],
});

/** The saved charts a viz is made of (deck_multi), those the user may see, as `slices` rows. */
async function savedCharts(app: FastifyInstance, request: FastifyRequest, ids: number[]): Promise<Entry[]> {
  if (ids.length === 0) return [];
  const ctx = contextOf(request);
  const visible = await Promise.all(ids.map((id) => chartVisible(app.store, id, ctx)));
  const allowed = ids.filter((_, index) => visible[index]);
  if (allowed.length === 0) return [];
  const rows = await app.store.selectFrom('slices').selectAll().where('id', 'in', allowed).execute();
  return rows as unknown as Entry[];
}

/** Map charts carry the server's Mapbox key (MAPBOX_API_KEY) for their base map, as in Superset. */
function withMapboxKey(data: unknown, key: string): unknown {
  return isRecord(data) && 'mapboxApiKey' in data ? { ...data, mapboxApiKey: key } : data;
}

/** The viz's get_data over the query's rows; BaseViz's records for types without a legacy viz. */
function vizData(
  plan: LegacyPlan,
  formData: Raw,
  results: readonly Entry[],
  charts: Entry[] | null,
): unknown {
  const main = charts ? { rows: charts as LegacyRow[], colnames: [] } : rowsOf(results[0]);
  if (!plan.viz) return main.rows;
  if (main.rows.length === 0 && !plan.viz.dataWhenEmpty) return null;
  try {
    return plan.viz.getData({
      ...main,
      formData,
      query: plan.query ?? {},
      metricLabels: legacyMetrics(formData).labels,
      extra: results.slice(1).map(rowsOf),
      now: new Date(Math.floor(Date.now() / 1000) * 1000),
    });
  } catch (error) {
    if (error instanceof LegacyVizError) {
      throw new ApiError('LEGACY_VIZ_INVALID', { detail: error.message }, { cause: error });
    }
    throw error;
  }
}

async function exploreJson(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  const startedAt = performance.now();
  const params = { ...(request.query as Raw), ...(isRecord(request.body) ? request.body : {}) };
  const formData = await formDataOf(app, request);
  const csv = flag(params.csv);
  const resultType = csv ? 'full' : resultTypeOf(params);
  const plan = planOf(formData, resultType, flag(params.force));
  const sliceId = typeof formData.slice_id === 'number' ? formData.slice_id : null;
  const results = plan.context
    ? (
        await executeChartDataRequest(app, {
          queryContext: plan.context,
          user: request.user!,
          signal: abortOnDisconnect(reply),
          startedAt,
          sliceId,
        })
      ).results
    : [];
  const entry: Entry = results[0] ?? {};
  if (csv) {
    const file = await exportResults([entry as unknown as TabularResult], 'csv', exportFilename(null));
    return sendFile(reply, file);
  }
  if (resultType === 'query') return { query: entry.query ?? '', language: 'sql' };
  if (resultType === 'results') return { data: entry.data ?? [] };
  if (resultType === 'samples') return { data: entry.data ?? [], colnames: entry.colnames ?? [] };
  return {
    cache_key: entry.cache_key ?? null,
    cached_dttm: entry.cached_dttm ?? null,
    cache_timeout: entry.cache_timeout ?? null,
    data: withMapboxKey(
      vizData(
        plan,
        formData,
        results,
        plan.viz?.savedChartIds ? await savedCharts(app, request, plan.viz.savedChartIds(formData)) : null,
      ),
      app.config.mapboxApiKey,
    ),
    error: null,
    errors: [],
    form_data: formData,
    is_cached: entry.is_cached ?? false,
    query: entry.query ?? '',
    from_dttm: entry.from_dttm ?? null,
    to_dttm: entry.to_dttm ?? null,
    status: entry.status ?? 'success',
    stacktrace: null,
    rowcount: entry.rowcount ?? 0,
    colnames: entry.colnames ?? null,
    coltypes: entry.coltypes ?? null,
    applied_filters: entry.applied_filters ?? [],
    rejected_filters: entry.rejected_filters ?? [],
    timing: entry.timing ?? null,
  };
}

export default async function exploreJsonRoutes(app: FastifyInstance): Promise<void> {
  const allowed = { preHandler: app.authorize('can_explore_json', 'Superset') };
  for (const url of ['/superset/explore_json', '/superset/explore_json/:datasource_type/:datasource_id']) {
    app.get(url, allowed, (request, reply) => exploreJson(app, request, reply));
    app.post(url, allowed, (request, reply) => exploreJson(app, request, reply));
  }
}
