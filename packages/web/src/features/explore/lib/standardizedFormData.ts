/**
 * Switching chart types as Superset's StandardizedFormData does it:
 * - the metrics and the columns of the chart being left are "standardised": every value of its
 *   shared metric controls (metric, metrics, percent_metrics, …) in one list, every value of its
 *   shared column controls (groupby, columns, series, entity, …) in another, each de-duplicated;
 * - each chart type's own settings are remembered (per viz type, for the session), so switching
 *   back to a type restores its customisation;
 * - the new type starts from what it remembered (else from the current form data), takes the
 *   public controls (time, filters, limits, sort, x-axis, advanced analytics) from the chart being
 *   left, and its shared metric and column controls take the standardised lists in panel order:
 *   a one-value control takes the next value, a many-value control takes all that are left.
 */
import type { FormMetric, QueryFormData } from '@tessera/core';
import { metricKey } from '../../../charts';
import { type ControlDatasource, fillMissingControls, panelControls } from '../../../charts/controls';
import { panelOf } from './formData';

export const SHARED_METRIC_KEYS = [
  'metric',
  'metrics',
  'metric_2',
  'percent_metrics',
  'secondary_metric',
  'size',
  'x',
  'y',
] as const;

export const SHARED_COLUMN_KEYS = [
  'groupby',
  'columns',
  'groupbyColumns',
  'groupbyRows',
  'entity',
  'series',
  'series_columns',
] as const;

/** Superset's publicControls: carried from the chart being left whatever the new type remembers. */
export const PUBLIC_CONTROLS = [
  'datasource',
  'granularity_sqla',
  'time_grain_sqla',
  'time_range',
  'adhoc_filters',
  'limit',
  'timeseries_limit_metric',
  'series_limit_metric',
  'order_desc',
  'row_limit',
  'x_axis',
  'rolling_type',
  'rolling_periods',
  'min_periods',
  'time_compare',
  'comparison_type',
  'resample_rule',
  'resample_method',
  'temporal_columns_lookup',
] as const;

export type FormColumn = string | Readonly<Record<string, unknown>>;

export interface StandardizedControls {
  readonly metrics: readonly FormMetric[];
  readonly columns: readonly FormColumn[];
}

/** Each chart type's last form data in this session, by viz type. */
export type VizMemory = Readonly<Record<string, QueryFormData>>;

function keyOf(value: unknown): string {
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

function collect<T>(formData: QueryFormData, keys: readonly string[], key: (value: T) => string): T[] {
  const seen = new Set<string>();
  const out: T[] = [];
  for (const name of keys) {
    const raw = formData[name];
    const values = (
      Array.isArray(raw) ? raw : raw === null || raw === undefined || raw === '' ? [] : [raw]
    ) as T[];
    for (const value of values) {
      const id = key(value);
      if (!seen.has(id)) {
        seen.add(id);
        out.push(value);
      }
    }
  }
  return out;
}

/** The metrics and columns a chart's form data holds in its shared controls. */
export function standardizedControls(formData: QueryFormData): StandardizedControls {
  return {
    metrics: collect<FormMetric>(formData, SHARED_METRIC_KEYS, (m) => metricKey(m)),
    columns: collect<FormColumn>(formData, SHARED_COLUMN_KEYS, keyOf),
  };
}

const MULTI_TYPES = new Set(['metrics', 'columns']);

/** Hands the standardised lists to the target panel's shared controls, in panel order. */
function distribute(vizType: string, formData: QueryFormData, standard: StandardizedControls): QueryFormData {
  const metrics = [...standard.metrics];
  const columns = [...standard.columns];
  const next: Record<string, unknown> = { ...formData };
  const controls = panelControls(panelOf(vizType));
  // Shared metric and column keys the new type has no control for would be standardised again
  // on the next switch (Superset keeps only the panel's controls): they go.
  const names = new Set(controls.map((control) => control.name));
  // A type without a panel (no plugin draws it) keeps everything.
  if (controls.length === 0) return next as QueryFormData;
  for (const key of [...SHARED_METRIC_KEYS, ...SHARED_COLUMN_KEYS]) if (!names.has(key)) delete next[key];
  for (const control of controls) {
    const isMetric = (SHARED_METRIC_KEYS as readonly string[]).includes(control.name);
    const isColumn = (SHARED_COLUMN_KEYS as readonly string[]).includes(control.name);
    if (!isMetric && !isColumn) continue;
    const pool: unknown[] = isMetric ? metrics : columns;
    if (pool.length === 0) continue;
    const multi = MULTI_TYPES.has(control.type) || control.multiple === true;
    next[control.name] = multi ? pool.splice(0) : pool.shift();
  }
  return next as QueryFormData;
}

export interface SwitchResult {
  readonly formData: QueryFormData;
  readonly memory: VizMemory;
}

/** The form data of `vizType` after a switch from `formData`, and the memory with the left type in it. */
export function switchChartType(
  formData: QueryFormData,
  vizType: string,
  dataset: ControlDatasource | undefined,
  memory: VizMemory,
): SwitchResult {
  const nextMemory: VizMemory = { ...memory, [formData.viz_type]: formData };
  if (vizType === formData.viz_type) return { formData, memory: nextMemory };
  const remembered = memory[vizType];
  const base: Record<string, unknown> = remembered ? { ...remembered } : { ...formData };
  for (const key of PUBLIC_CONTROLS) {
    if (key in formData) base[key] = formData[key];
    else if (remembered) delete base[key];
  }
  base.viz_type = vizType;
  const withStandard = distribute(vizType, base as QueryFormData, standardizedControls(formData));
  const filled = dataset ? fillMissingControls(panelOf(vizType), dataset, withStandard) : withStandard;
  return { formData: filled, memory: nextMemory };
}
