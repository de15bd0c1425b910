// BaseDeckGLViz: the spatial controls become query columns (with IS NOT NULL filters), the
// dimension and js_columns join them, and each row becomes one deck.gl feature.
import { asList, isRecord, legacyMetricLabel, legacyMetrics } from '../base-query';
import type { LegacyFormData, LegacyQuery, LegacyRow, LegacyViz, LegacyVizInput } from '../types';
import { columnName, MAPBOX_API_KEY, spatialColumns, truthy, withSpatial } from './helpers';

export interface DeckQueryOptions {
  /** The viz's spatial_control_keys. */
  readonly spatialKeys: readonly string[];
  /** The viz's get_metrics(). */
  readonly metrics: readonly unknown[];
}

/** The metric BaseDeckGLViz.get_metrics reads: `size`. */
export const sizeMetrics = (formData: LegacyFormData): unknown[] => (formData.size ? [formData.size] : []);

/** A point_radius_fixed-like control (`{type: 'fix' | 'metric', value}`), Superset's default when unset. */
export function radiusControl(formData: LegacyFormData): { type: unknown; value: unknown } {
  const control = formData.point_radius_fixed;
  if (isRecord(control) && Object.keys(control).length > 0)
    return { type: control.type, value: control.value };
  return { type: 'fix', value: 500 };
}

/** Distinct by label, the first occurrence kept (a repeated metric would select one column twice). */
function distinctMetrics(metrics: readonly unknown[]): unknown[] {
  const seen = new Set<string>();
  return metrics.filter((metric) => {
    const label = legacyMetricLabel(metric);
    if (seen.has(label)) return false;
    seen.add(label);
    return true;
  });
}

/** Sorted and distinct, as Python's sorted(set(...)) of column names. */
function sortedColumns(columns: readonly unknown[]): unknown[] {
  const byName = new Map<string, unknown>();
  for (const column of columns) {
    const name = columnName(column);
    if (name !== null && !byName.has(name)) byName.set(name, column);
  }
  return [...byName.keys()].sort().map((name) => byName.get(name));
}

/**
 * BaseDeckGLViz.query_obj. With metrics (`size`, or the viz's own) the query groups the spatial
 * columns, dimension and js_columns and orders by the first metric; without, it lists them raw
 * (or grouped by the form's other metrics, as Superset's legacy query does).
 */
export function deckQuery(
  base: LegacyQuery,
  formData: LegacyFormData,
  options: DeckQueryOptions,
): LegacyQuery {
  const query: LegacyQuery = { ...base };
  if (formData.filter_nulls !== false) {
    const nullable = options.spatialKeys.flatMap((key) => spatialColumns(formData, key));
    if (formData.line_column) nullable.push(formData.line_column);
    const nullFilters = sortedColumns(nullable).map((col) => ({ col, op: 'IS NOT NULL' }));
    query.filters = [...asList(base.filters), ...nullFilters];
  }
  const groupBy = sortedColumns([
    ...options.spatialKeys.flatMap((key) => spatialColumns(formData, key)),
    ...(formData.dimension ? [formData.dimension] : []),
    ...asList(formData.js_columns),
  ]);
  query.columns = groupBy;
  const metrics = distinctMetrics(options.metrics.filter(Boolean));
  if (metrics.length > 0) {
    query.metrics = metrics;
    query.orderby = [[metrics[0], formData.order_desc === false]];
  } else {
    const formMetrics = legacyMetrics(formData).metrics;
    query.metrics = formMetrics.length > 0 ? formMetrics : null;
  }
  return query;
}

/** The layers with a time grain control group by the time axis only when a grain is chosen. */
export function grainTimeseries(query: LegacyQuery, formData: LegacyFormData): LegacyQuery {
  return { ...query, is_timeseries: truthy(formData.time_grain_sqla) && Boolean(query.granularity) };
}

/** BaseDeckGLViz.get_js_columns: the js_columns of a row, for the client's JavaScript hooks. */
function jsColumns(formData: LegacyFormData, row: LegacyRow): Record<string, unknown> | null {
  const names = asList(formData.js_columns)
    .map(columnName)
    .filter((name): name is string => name !== null);
  if (names.length === 0) return null;
  return Object.fromEntries(names.map((name) => [name, row[name] ?? null]));
}

/** BaseDeckGLViz.get_data: the spatial positions parsed, one feature per row with its extraProps. */
export function deckFeatures(
  input: LegacyVizInput,
  spatialKeys: readonly string[],
  properties: (row: LegacyRow) => Record<string, unknown>,
): Record<string, unknown>[] {
  let rows: LegacyRow[] = [...input.rows];
  for (const key of spatialKeys) rows = withSpatial(rows, input.formData, key);
  return rows.map((row) => {
    const feature = properties(row);
    const extraProps = jsColumns(input.formData, row);
    return extraProps ? { ...feature, extraProps } : feature;
  });
}

/** The payload of most deck.gl layers: `{features, mapboxApiKey, metricLabels}`. */
export const deckPayload = (features: readonly unknown[], input: LegacyVizInput) => ({
  features,
  mapboxApiKey: MAPBOX_API_KEY,
  metricLabels: input.metricLabels,
});

/** The label of the viz's metric, or null (`utils.get_metric_name(self.metric) if self.metric`). */
export const metricLabelOf = (metric: unknown): string | null => (metric ? legacyMetricLabel(metric) : null);

/** A deck.gl layer over one `spatial` control whose features are a position and a weight. */
export function weightedPointsViz(id: string, name: string): LegacyViz {
  return {
    id,
    name,
    queryObject: (base, formData) =>
      deckQuery(base, formData, { spatialKeys: ['spatial'], metrics: sizeMetrics(formData) }),
    getData: (input) => {
      const label = metricLabelOf(input.formData.size);
      const features = deckFeatures(input, ['spatial'], (row) => ({
        position: row.spatial ?? null,
        weight: (label !== null && row[label]) || 1,
      }));
      return deckPayload(features, input);
    },
  };
}
