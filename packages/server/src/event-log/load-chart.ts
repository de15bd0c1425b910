/**
 * The `load_chart` events of one chart-data answer (spec 000 point 7): one per query result, as
 * Superset's frontend logs them, with slice_id, applied_filters, is_cached, force_refresh,
 * rowcount, datasource, duration, viz_type, data_age and has_extra_filters. Built from the
 * normalised query context and the response entries, so the engine adds one call.
 */
import type { QueryContext } from '@tessera/core';
import type { LogEventInput } from './event-logger';

export const LOAD_CHART = 'load_chart';

export interface LoadChartInput {
  readonly context: QueryContext;
  /** The `result` entries of the answer, in query order. */
  readonly results: readonly Readonly<Record<string, unknown>>[];
  readonly userId: number | null;
  /** Milliseconds the whole request took. */
  readonly durationMs: number;
  /** The saved chart, when the route knows it (GET /api/v1/chart/<pk>/data/); else form_data.slice_id. */
  readonly sliceId?: number | null;
  /** Else form_data.dashboardId (set by dashboards). */
  readonly dashboardId?: number | null;
  readonly referrer?: string | null;
  /** Epoch ms; default now. */
  readonly now?: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function intOf(value: unknown): number | null {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return value;
  if (typeof value === 'string' && /^\d+$/.test(value)) return Number(value);
  return null;
}

/** Dashboard filters reach a chart as legacy `extra_filters` or native `extra_form_data`. */
function hasExtraFilters(formData: Record<string, unknown>): boolean {
  const legacy = formData.extra_filters;
  if (Array.isArray(legacy) && legacy.length > 0) return true;
  const extra = formData.extra_form_data;
  if (!isRecord(extra)) return false;
  return Object.values(extra).some((value) =>
    Array.isArray(value) ? value.length > 0 : value !== null && value !== undefined && value !== '',
  );
}

/** Superset's cached_dttm is naive UTC (`YYYY-MM-DDTHH:MM:SS`); the age is now minus that, in ms. */
function dataAge(entry: Readonly<Record<string, unknown>>, now: number): number | null {
  if (entry.is_cached !== true || typeof entry.cached_dttm !== 'string') return null;
  const text = entry.cached_dttm;
  const at = Date.parse(/[zZ]|[+-]\d\d:?\d\d$/.test(text) ? text : `${text}Z`);
  return Number.isNaN(at) ? null : Math.max(0, now - at);
}

export function loadChartEvents(input: LoadChartInput): LogEventInput[] {
  const { context } = input;
  const formData: Record<string, unknown> = isRecord(context.form_data) ? { ...context.form_data } : {};
  const now = input.now ?? Date.now();
  const sliceId = input.sliceId ?? intOf(formData.slice_id);
  const dashboardId = input.dashboardId ?? intOf(formData.dashboardId);
  const datasource =
    typeof formData.datasource === 'string'
      ? formData.datasource
      : `${context.datasource.id}__${context.datasource.type}`;
  const vizType = typeof formData.viz_type === 'string' ? formData.viz_type : null;
  const extraFilters = hasExtraFilters(formData);
  return input.results.map((entry) => ({
    action: LOAD_CHART,
    userId: input.userId,
    sliceId,
    dashboardId,
    durationMs: input.durationMs,
    referrer: input.referrer ?? null,
    dttm: new Date(now),
    payload: {
      event_name: LOAD_CHART,
      slice_id: sliceId,
      applied_filters: Array.isArray(entry.applied_filters) ? entry.applied_filters : [],
      is_cached: entry.is_cached === true,
      force_refresh: context.force,
      rowcount: typeof entry.rowcount === 'number' ? entry.rowcount : null,
      datasource,
      duration: Math.round(input.durationMs),
      viz_type: vizType,
      data_age: dataAge(entry, now),
      has_extra_filters: extraFilters,
      ts: now,
    },
  }));
}
