import { type FormMetric, GenericDataType } from '@tessera/core';
import { labelPalette } from '../shared/colors';
import { type ChartInteraction, chartInteraction, type DataValue } from '../shared/crossFilter';
import { formatTemporal } from '../shared/formatters';
import { asArray } from '../shared/formData';
import { getMetricLabel } from '../shared/metrics';
import type { ChartProps } from '../types';

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
  /** Group → its colour. */
  readonly colors: Readonly<Record<string, string>>;
  readonly numberFormat: string;
  readonly xTicksLayout: XTicksLayout;
  readonly xAxisTitle: string;
  readonly yAxisTitle: string;
  readonly rowcount: number;
  /** Boxes by name → their dimension values; a click on a box filters the dashboard by them. */
  readonly interaction: ChartInteraction;
}

const TICK_LAYOUTS: readonly XTicksLayout[] = ['auto', 'flat', '45°', '90°', 'staggered'];
const NULL_STRING = '<NULL>';

const num = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};

/** The boxplot operation's columns (`<metric>__q1`, …) → one box per group and metric. */
export function transformBoxPlotProps(chartProps: ChartProps): BoxPlotChartProps {
  const { formData, queriesData: results, datasource } = chartProps;
  const result = results[0];
  const rows = result?.data ?? [];
  const groupby = asArray<string>(formData.groupby);
  const labels = asArray<FormMetric>(formData.metrics).map(getMetricLabel);
  const verbose = datasource.verboseMap;
  const colnames = result?.colnames ?? [];
  const temporal = new Set(
    groupby.filter((c) => result?.coltypes?.[colnames.indexOf(c)] === GenericDataType.TEMPORAL),
  );
  const labelMap: Record<string, DataValue[]> = {};
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
      if (groupby.length) labelMap[name] = groupby.map((column) => (row[column] ?? null) as DataValue);
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
  const groups = [...new Set(boxes.map((box) => box.group))];
  const palette = labelPalette(chartProps, groups);
  return {
    boxes,
    colors: Object.fromEntries(groups.map((group, i) => [group, palette[i]!])),
    numberFormat: typeof formData.number_format === 'string' ? formData.number_format : 'SMART_NUMBER',
    xTicksLayout: TICK_LAYOUTS.includes(layout) ? layout : 'auto',
    xAxisTitle: typeof formData.x_axis_title === 'string' ? formData.x_axis_title : '',
    yAxisTitle: typeof formData.y_axis_title === 'string' ? formData.y_axis_title : '',
    rowcount: result?.rowcount ?? rows.length,
    interaction: chartInteraction(chartProps, { groupby, labelMap }),
  };
}
