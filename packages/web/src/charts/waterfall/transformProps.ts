import { GenericDataType, waterfallBreakdown, xAxisColumn } from '@tessera/core';
import { getMetricLabel } from '../shared/metrics';
import { singleMetric } from '../shared/singleMetric';
import type { ChartProps } from '../types';

/** ECharts' "no bar here" value in a stacked series. */
export const EMPTY = '-';

export interface WaterfallBar {
  readonly value: number | typeof EMPTY;
  /** The step's own value and the running total after it, for labels and the tooltip. */
  readonly originalValue?: number;
  readonly totalSum?: number;
  /** Set on the invisible base bar when a step crosses zero: it is then drawn, coloured. */
  readonly color?: string;
}

export interface WaterfallChartProps {
  readonly categories: readonly (string | number)[];
  /** Whether each category is a time (epoch ms) to format, per bar. */
  readonly temporal: readonly boolean[];
  readonly assist: readonly WaterfallBar[];
  readonly increase: readonly WaterfallBar[];
  readonly decrease: readonly WaterfallBar[];
  readonly total: readonly WaterfallBar[];
  readonly totalLabel: string;
  readonly labels: { readonly increase: string; readonly decrease: string; readonly total: string };
  readonly colors: { readonly increase: string; readonly decrease: string; readonly total: string };
  readonly breakdown: string | null;
  readonly metricLabel: string;
  readonly showLegend: boolean;
  readonly showValue: boolean;
  readonly valueFormat: string | null;
  readonly timeFormat: string | null;
  readonly timeGrain: string | null;
  readonly ticksLayout: string;
  readonly xAxisLabel: string;
  readonly yAxisLabel: string;
}

type Row = Record<string, unknown>;

function colour(value: unknown, fallback: string): string {
  const c = value as { r?: number; g?: number; b?: number; a?: number } | null;
  if (!c || typeof c !== 'object' || ![c.r, c.g, c.b].every((n) => typeof n === 'number')) return fallback;
  return `rgba(${c.r}, ${c.g}, ${c.b}, ${typeof c.a === 'number' ? c.a : 1})`;
}

const text = (value: unknown, fallback: string) => (typeof value === 'string' && value ? value : fallback);
const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** Rows per axis value; with a breakdown each period ends with its total, else one total at the end. */
function steps(
  rows: readonly Row[],
  x: string,
  metric: string,
  breakdown: string | null,
  mark: string,
  showTotal: boolean,
) {
  const groups = new Map<unknown, Row[]>();
  for (const row of rows) {
    const group = groups.get(row[x]) ?? [];
    if (group.length === 0) groups.set(row[x], group);
    group.push(row);
  }
  const out: Row[] = [];
  let total = 0;
  for (const [key, group] of groups) {
    const sum = group.reduce((acc, row) => acc + num(row[metric]), 0);
    if (breakdown) {
      out.push(...group);
      if (showTotal) out.push({ [x]: key, [breakdown]: mark, [metric]: sum });
    } else {
      out.push({ [x]: key, [metric]: sum });
    }
    total += sum;
  }
  if (!breakdown && showTotal) out.push({ [x]: mark, [metric]: total });
  return out;
}

/**
 * Response → the four stacked series of Superset's waterfall: an invisible base lifting each step
 * to the running total, the increases, the decreases and the totals. A step that crosses zero
 * draws its part below zero on the base bar, in the step's colour.
 */
export function transformWaterfallProps(chartProps: ChartProps): WaterfallChartProps {
  const { formData, queriesData: results, datasource } = chartProps;
  const result = results[0];
  const metric = singleMetric(formData);
  const metricLabel = metric ? getMetricLabel(metric) : '';
  const x = result?.colnames[0] ?? xAxisColumn(formData) ?? '';
  const breakdown = waterfallBreakdown(formData);
  const totalLabel = text(formData.total_label, 'Total');
  const colors = {
    increase: colour(formData.increase_color, 'rgba(90, 193, 137, 1)'),
    decrease: colour(formData.decrease_color, 'rgba(224, 67, 85, 1)'),
    total: colour(formData.total_color, 'rgba(102, 102, 102, 1)'),
  };
  const rows = steps(
    result?.data ?? [],
    x,
    metricLabel,
    breakdown,
    totalLabel,
    formData.show_total !== false,
  );
  const isTotal = (row: Row) => (breakdown ? row[breakdown] === totalLabel : row[x] === totalLabel);
  const temporalColumns = new Set(
    (result?.colnames ?? []).filter((_, i) => result?.coltypes[i] === GenericDataType.TEMPORAL),
  );

  const assist: WaterfallBar[] = [];
  const increase: WaterfallBar[] = [];
  const decrease: WaterfallBar[] = [];
  const total: WaterfallBar[] = [];
  let running = 0;
  let previous = 0;
  rows.forEach((row, index) => {
    const original = num(row[metricLabel]);
    // A period's own total row repeats its steps; the running sum skips it (except as the first row).
    if (!isTotal(row) || index === 0) running += original;
    const sum = running;
    const crosses = Math.sign(previous) !== Math.sign(sum);
    const value = crosses ? Math.sign(original) * (Math.abs(original) - Math.abs(previous)) : original;
    if (isTotal(row)) {
      increase.push({ value: EMPTY });
      decrease.push({ value: EMPTY });
      total.push({ value: sum, originalValue: sum, totalSum: sum });
      assist.push({ value: EMPTY });
    } else {
      const bar = { originalValue: original, totalSum: sum };
      if (value < 0) {
        increase.push({ value: EMPTY });
        decrease.push({ value: sum < 0 ? value : -value, ...bar });
      } else {
        increase.push({ value: sum > 0 ? value : -value, ...bar });
        decrease.push({ value: EMPTY });
      }
      total.push({ value: EMPTY });
      const color = crosses ? (value > 0 ? colors.increase : colors.decrease) : undefined;
      const base = index === 0 ? 0 : crosses || Math.abs(sum) > Math.abs(previous) ? previous : sum;
      assist.push({ value: base, ...(color && index > 0 ? { color } : {}) });
    }
    previous = sum;
  });

  const temporal: boolean[] = [];
  const categories = rows.map((row) => {
    const column = breakdown && row[breakdown] !== totalLabel ? breakdown : x;
    const value = row[column];
    temporal.push(temporalColumns.has(column) && value !== totalLabel);
    return value === null || value === undefined || value === ''
      ? '<NULL>'
      : typeof value === 'number'
        ? value
        : String(value);
  });

  return {
    categories,
    temporal,
    assist,
    increase,
    decrease,
    total,
    totalLabel,
    labels: {
      increase: text(formData.increase_label, 'Increase'),
      decrease: text(formData.decrease_label, 'Decrease'),
      total: totalLabel,
    },
    colors,
    breakdown,
    metricLabel,
    showLegend: formData.show_legend !== false,
    showValue: formData.show_value !== false,
    valueFormat:
      datasource.columnFormats[metricLabel] ??
      (typeof formData.y_axis_format === 'string' ? formData.y_axis_format : null),
    timeFormat: typeof formData.x_axis_time_format === 'string' ? formData.x_axis_time_format : null,
    timeGrain: typeof formData.time_grain_sqla === 'string' ? formData.time_grain_sqla : null,
    ticksLayout: text(formData.x_ticks_layout, 'auto'),
    xAxisLabel: text(formData.x_axis_label, ''),
    yAxisLabel: text(formData.y_axis_label, ''),
  };
}
