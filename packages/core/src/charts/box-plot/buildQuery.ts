import type { QueryContextRequest } from '../../query/request';
import type { PostProcessingRule } from '../../query/types';
import type { FormColumn, FormMetric, QueryFormData } from '../../wire';
import {
  asArray,
  baseQueryObject,
  DEFAULT_ROW_LIMIT,
  queryContext,
  withExtraFormData,
} from '../shared/form-data';
import { formMetricLabel } from '../shared/metric-label';

/** The whisker choices Superset's control offers; the saved value is the label. */
export const BOX_PLOT_WHISKER_OPTIONS = [
  'Tukey',
  'Min/max (no outliers)',
  '2/98 percentiles',
  '9/91 percentiles',
] as const;

const PERCENTILES = /^(\d+)\/(\d+) percentiles$/;

/** `whiskerOptions` → the boxplot operation's options, as Superset's boxplotOperator reads it. */
export function whiskerRule(whiskerOptions: unknown): {
  whisker_type: string;
  percentiles?: [number, number];
} {
  // A chart saved before the control existed has none: Tukey is the control's default.
  const value = typeof whiskerOptions === 'string' && whiskerOptions ? whiskerOptions : 'Tukey';
  if (value === 'Tukey') return { whisker_type: 'tukey' };
  if (value === 'Min/max (no outliers)') return { whisker_type: 'min/max' };
  const match = PERCENTILES.exec(value);
  if (match) return { whisker_type: 'percentile', percentiles: [Number(match[1]), Number(match[2])] };
  throw new Error(`The whisker option "${value}" is not one the box plot knows.`);
}

/** A temporal column is bucketed by the chart's time grain, as Superset's box plot does. */
function distributionColumn(column: FormColumn, formData: QueryFormData): FormColumn {
  const grain = formData.time_grain_sqla;
  const lookup = (formData.temporal_columns_lookup ?? {}) as Record<string, unknown>;
  if (typeof column !== 'string' || typeof grain !== 'string' || !grain || !lookup[column]) return column;
  return {
    timeGrain: grain,
    columnType: 'BASE_AXIS',
    sqlExpression: column,
    label: column,
    expressionType: 'SQL',
  };
}

/**
 * Form data → query context for `box_plot`: the metrics per row of "distribute across" columns and
 * dimensions, then the boxplot operation summarises each dimension group (Superset's buildQuery).
 */
export function buildBoxPlotQuery(formData: QueryFormData): QueryContextRequest {
  const merged = withExtraFormData(formData);
  const metrics = asArray<FormMetric>(merged.metrics);
  if (metrics.length === 0) throw new Error('Add at least one metric.');
  const groupby = asArray<string>(merged.groupby);
  const distribute = asArray<FormColumn>(merged.columns);
  // Superset distributes across the time column when a legacy chart names no columns.
  const granularity = merged.granularity_sqla;
  const across =
    distribute.length === 0 && typeof granularity === 'string' && granularity ? [granularity] : [];
  const rule: PostProcessingRule = {
    operation: 'boxplot',
    options: {
      ...whiskerRule(merged.whiskerOptions),
      groupby,
      metrics: metrics.map(formMetricLabel),
    },
  };
  return queryContext(formData, [
    {
      ...baseQueryObject(merged, DEFAULT_ROW_LIMIT),
      columns: [...across, ...distribute, ...groupby].map((column) => distributionColumn(column, merged)),
      series_columns: groupby,
      metrics,
      post_processing: [rule],
    },
  ]);
}
