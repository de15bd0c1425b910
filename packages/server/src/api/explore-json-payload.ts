/**
 * The answer of the legacy chart endpoint (`/superset/explore_json/`) for a legacy chart's form
 * data: the query context of its viz type (engine/legacy-form-data.ts) run through the same
 * engine as /api/v1/chart/data, then the viz type's legacy viz (core legacy-viz registry) shapes
 * `data` the way its front-end plugin reads it; types without one get plain records. Shared by
 * the route and the asynchronous `explore_json` jobs.
 */
import { type LegacyRow, LegacyVizError, legacyMetrics, type ResultType } from '@tessera/core';
import type { FastifyInstance } from 'fastify';
import { executeChartDataRequest, maxResultBytes } from '../engine/execute-request';
import { type ExportFile, exportFilename, exportResults, type TabularResult } from '../engine/export-formats';
import { type LegacyPlan, legacyPlan } from '../engine/legacy-form-data';
import { ApiError } from '../errors';
import { chartRows } from '../repositories/charts';
import { chartVisible } from '../repositories/list/access';
import { isAdmin } from '../security/permissions';
import type { CurrentUser } from '../security/users';

type Raw = Record<string, unknown>;
const isRecord = (value: unknown): value is Raw =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function planOf(formData: Raw, resultType: ResultType, force: boolean): LegacyPlan {
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
async function savedCharts(app: FastifyInstance, user: CurrentUser, ids: number[]): Promise<Entry[]> {
  if (ids.length === 0) return [];
  const ctx = { userId: user.id, isAdmin: isAdmin(user), permissions: user.permissions };
  const visible = await Promise.all(ids.map((id) => chartVisible(app.store, id, ctx)));
  const allowed = ids.filter((_, index) => visible[index]);
  if (allowed.length === 0) return [];
  return (await chartRows(app.store, allowed)) as unknown as Entry[];
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

export interface ExploreJsonInput {
  readonly user: CurrentUser;
  readonly formData: Raw;
  readonly resultType: ResultType;
  /** Answer the main query's rows as a CSV file (the `csv` flag). */
  readonly csv?: boolean;
  readonly force: boolean;
  readonly signal?: AbortSignal;
  readonly startedAt?: number;
}

/** The endpoint's answer: a CSV file, or the JSON body of the result type. */
export type ExploreJsonAnswer = { readonly file: ExportFile } | { readonly body: Raw };

export async function exploreJsonAnswer(
  app: FastifyInstance,
  input: ExploreJsonInput,
): Promise<ExploreJsonAnswer> {
  const { formData, resultType } = input;
  const plan = planOf(formData, resultType, input.force);
  const sliceId = typeof formData.slice_id === 'number' ? formData.slice_id : null;
  const results = plan.context
    ? (
        await executeChartDataRequest(app, {
          queryContext: plan.context,
          user: input.user,
          signal: input.signal,
          startedAt: input.startedAt,
          sliceId,
        })
      ).results
    : [];
  const entry: Entry = results[0] ?? {};
  if (input.csv) {
    const rows = [entry as unknown as TabularResult];
    return { file: await exportResults(rows, 'csv', exportFilename(null), maxResultBytes(app)) };
  }
  if (resultType === 'query') return { body: { query: entry.query ?? '', language: 'sql' } };
  if (resultType === 'results') return { body: { data: entry.data ?? [] } };
  if (resultType === 'samples') return { body: { data: entry.data ?? [], colnames: entry.colnames ?? [] } };
  const charts = plan.viz?.savedChartIds
    ? await savedCharts(app, input.user, plan.viz.savedChartIds(formData))
    : null;
  return {
    body: {
      cache_key: entry.cache_key ?? null,
      cached_dttm: entry.cached_dttm ?? null,
      cache_timeout: entry.cache_timeout ?? null,
      data: withMapboxKey(vizData(plan, formData, results, charts), app.config.mapboxApiKey),
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
    },
  };
}
