import { type FormMetric, GenericDataType, type QueryFormData, type QueryResult } from '@tessera/core';
import { formatTemporal } from '../shared/formatters';
import { asArray } from '../shared/formData';
import { getMetricLabel } from '../shared/metrics';

/** One box: a group (and metric, when there are several) with its statistics. */
export interface BoxPlotBox {
  readonly name: string;
  /** The group's label without the metric: boxes of one group share its colour. */
  readonly group: string;
  /** min (lower whisker), q1, median, q3, max (upper whisker), as ECharts' boxplot reads them. */
  readonly stats: readonly [number, number, number, number, number];
  readonly mean: number | null;
  readonly count: number;
  readonly outliers: readonly number[];
}

export type XTicksLayout = 'auto' | 'flat' | '45°' | '90°' | 'staggered';

export interface BoxPlotChartProps {
  readonly boxes: readonly BoxPlotBox[];
  readonly numberFormat: string;
  readonly xTicksLayout: XTicksLayout;
  readonly xAxisTitle: string;
  readonly yAxisTitle: string;
  readonly rowcount: number;
}

const TICK_LAYOUTS: readonly XTicksLayout[] = ['auto', 'flat', '45°', '90°', 'staggered'];
const NULL_STRING = '<NULL>';

const num = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};

/** The boxplot operation's columns (`<metric>__q1`, …) → one box per group and metric. */
export function transformBoxPlotProps(
  formData: QueryFormData,
  results: readonly QueryResult[],
): BoxPlotChartProps {
  const result = results[0];
  const rows = result?.data ?? [];
  const groupby = asArray<string>(formData.groupby);
  const labels = asArray<FormMetric>(formData.metrics).map(getMetricLabel);
  const verbose = (formData.verbose_map ?? {}) as Record<string, string>;
  const colnames = result?.colnames ?? [];
  const temporal = new Set(
    groupby.filter((c) => result?.coltypes?.[colnames.indexOf(c)] === GenericDataType.TEMPORAL),
  );
  const boxes = rows.flatMap((row) => {
    const group =
      groupby
        .map((c) => {
          const value = row[c];
          if (value === null || value === undefined) return NULL_STRING;
          return temporal.has(c) ? formatTemporal(value) : String(value);
        })
        .join(', ') || (labels.length === 1 ? (verbose[labels[0]!] ?? labels[0]!) : '');
    return labels.flatMap((metric): BoxPlotBox[] => {
      const at = (stat: string) => num(row[`${metric}__${stat}`]);
      const stats = [at('min'), at('q1'), at('median'), at('q3'), at('max')];
      if (stats.some((s) => s === null)) return [];
      const name =
        labels.length === 1 ? group : [group, verbose[metric] ?? metric].filter(Boolean).join(', ');
      const outliers = asArray<unknown>(row[`${metric}__outliers`])
        .map(num)
        .filter((v): v is number => v !== null);
      return [
        {
          name,
          group,
          stats: stats as unknown as BoxPlotBox['stats'],
          mean: at('mean'),
          count: at('count') ?? 0,
          outliers,
        },
      ];
    });
  });
  const layout = formData.x_ticks_layout as XTicksLayout;
  return {
    boxes,
    numberFormat: typeof formData.number_format === 'string' ? formData.number_format : 'SMART_NUMBER',
    xTicksLayout: TICK_LAYOUTS.includes(layout) ? layout : 'auto',
    xAxisTitle: typeof formData.x_axis_title === 'string' ? formData.x_axis_title : '',
    yAxisTitle: typeof formData.y_axis_title === 'string' ? formData.y_axis_title : '',
    rowcount: result?.rowcount ?? rows.length,
  };
}
