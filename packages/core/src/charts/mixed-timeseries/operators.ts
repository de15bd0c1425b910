/**
 * The post-processing of one query of the mixed chart, as Superset's chart-controls operators
 * build it for a generic-axis time series: pivot (or the time-comparison pivot), rolling or
 * cumulative window, time comparison, resample, rename of the metric level, flatten.
 */
import { type PostProcessingRule, TIME_COMPARISON_SEPARATOR } from '../../query/types';
import type { FormMetric, QueryFormData } from '../../wire';
import { formMetricLabel } from '../shared/metric-label';

const COMPARISON_TYPES = ['values', 'difference', 'percentage', 'ratio'];
const ROLLING_TYPES = ['sum', 'mean', 'std'];

/** What the operators read of the query: its metrics and its series (dimension) columns. */
export interface OperatorQuery {
  readonly metrics: readonly FormMetric[];
  readonly seriesColumns: readonly string[];
  /** The x-axis label the pivot indexes on. */
  readonly xAxis: string;
}

export function timeOffsets(formData: QueryFormData): string[] {
  const raw = formData.time_compare;
  const list: unknown[] = Array.isArray(raw) ? raw : raw == null ? [] : [raw];
  return list.filter((offset): offset is string => typeof offset === 'string' && offset !== '');
}

/** `metric__1 year ago` → `metric`, for every metric and offset (getMetricOffsetsMap). */
export function metricOffsetsMap(formData: QueryFormData, query: OperatorQuery): Map<string, string> {
  const map = new Map<string, string>();
  for (const metric of query.metrics.map(formMetricLabel)) {
    for (const offset of timeOffsets(formData)) {
      map.set([metric, offset].join(TIME_COMPARISON_SEPARATOR), metric);
    }
  }
  return map;
}

/** A time comparison is asked for: offsets and a known comparison type (isTimeComparison). */
export function isTimeComparison(formData: QueryFormData, query: OperatorQuery): boolean {
  return (
    COMPARISON_TYPES.includes(String(formData.comparison_type)) && metricOffsetsMap(formData, query).size > 0
  );
}

const mean = (labels: readonly string[]) =>
  Object.fromEntries(labels.map((label) => [label, { operator: 'mean' }]));

function pivotOperator(formData: QueryFormData, query: OperatorQuery): PostProcessingRule | null {
  const labels = isTimeComparison(formData, query)
    ? (() => {
        const map = metricOffsetsMap(formData, query);
        return [...map.values(), ...map.keys()];
      })()
    : query.metrics.map(formMetricLabel);
  if (labels.length === 0) return null;
  return {
    operation: 'pivot',
    options: {
      index: [query.xAxis],
      columns: [...query.seriesColumns],
      aggregates: mean(labels),
      drop_missing_columns: !formData.show_empty_columns,
    },
  };
}

function rollingWindowOperator(formData: QueryFormData, query: OperatorQuery): PostProcessingRule | null {
  const type = formData.comparison_type;
  let columns: string[];
  if (isTimeComparison(formData, query)) {
    const map = metricOffsetsMap(formData, query);
    columns =
      type === 'values'
        ? [...map.values(), ...map.keys()]
        : [...map.entries()].map(([offset, metric]) =>
            [type, metric, offset].join(TIME_COMPARISON_SEPARATOR),
          );
  } else {
    columns = query.metrics.map(formMetricLabel);
  }
  const mapping = Object.fromEntries(columns.map((column) => [column, column]));
  if (formData.rolling_type === 'cumsum') {
    return { operation: 'cum', options: { operator: 'sum', columns: mapping, is_pivot_df: true } };
  }
  if (ROLLING_TYPES.includes(String(formData.rolling_type))) {
    return {
      operation: 'rolling',
      options: {
        rolling_type: formData.rolling_type,
        window: toInt(formData.rolling_periods, 1),
        min_periods: toInt(formData.min_periods, 0),
        columns: mapping,
        is_pivot_df: true,
      },
    };
  }
  return null;
}

function toInt(value: unknown, fallback: number): number {
  const parsed = typeof value === 'number' ? value : Number.parseInt(String(value ?? ''), 10);
  return Number.isInteger(parsed) ? parsed : fallback;
}

function timeCompareOperator(formData: QueryFormData, query: OperatorQuery): PostProcessingRule | null {
  if (!isTimeComparison(formData, query) || formData.comparison_type === 'values') return null;
  const map = metricOffsetsMap(formData, query);
  return {
    operation: 'compare',
    options: {
      source_columns: [...map.values()],
      compare_columns: [...map.keys()],
      compare_type: formData.comparison_type,
      drop_original_columns: true,
    },
  };
}

function resampleOperator(formData: QueryFormData): PostProcessingRule | null {
  const zeroFill = formData.resample_method === 'zerofill';
  const method = zeroFill ? 'asfreq' : formData.resample_method;
  const rule = formData.resample_rule;
  if (!method || !rule) return null;
  return { operation: 'resample', options: { method, rule, fill_value: zeroFill ? 0 : null } };
}

function renameOperator(formData: QueryFormData, query: OperatorQuery): PostProcessingRule | null {
  const metrics = query.metrics;
  const offsets = timeOffsets(formData);
  const comparing = isTimeComparison(formData, query);
  const truncate = formData.truncate_metric !== undefined && Boolean(formData.truncate_metric);
  if (
    metrics.length === 0 ||
    !query.xAxis ||
    !(comparing || ((query.seriesColumns.length > 0 || offsets.length > 1) && truncate))
  ) {
    return null;
  }
  const pairs: [string, string | null][] = [];
  if (comparing) {
    for (const [withOffset, metric] of metricOffsetsMap(formData, query)) {
      const offset = offsets.find((o) => withOffset.includes(o)) ?? null;
      pairs.push([
        formData.comparison_type === 'values'
          ? withOffset
          : [formData.comparison_type, metric, withOffset].join(TIME_COMPARISON_SEPARATOR),
        metrics.length > 1 ? `${metric}, ${offset}` : offset,
      ]);
    }
  }
  const comparisonOnly = ['difference', 'percentage', 'ratio'].includes(String(formData.comparison_type));
  if (!comparisonOnly && metrics.length === 1 && pairs.length === 0) {
    pairs.push([formMetricLabel(metrics[0]!), null]);
  }
  if (pairs.length === 0) return null;
  return { operation: 'rename', options: { columns: Object.fromEntries(pairs), level: 0, inplace: true } };
}

/** The whole chain for one query, the steps that do not apply left out. */
export function timeseriesPostProcessing(
  formData: QueryFormData,
  query: OperatorQuery,
): PostProcessingRule[] {
  return [
    pivotOperator(formData, query),
    rollingWindowOperator(formData, query),
    timeCompareOperator(formData, query),
    resampleOperator(formData),
    renameOperator(formData, query),
    { operation: 'flatten' },
  ].filter((rule): rule is PostProcessingRule => rule !== null);
}
