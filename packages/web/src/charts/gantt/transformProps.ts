import { asArray, type ExtraFilter, type FormMetric, formColumn, formColumnLabel } from '@tessera/core';
import { utcFormat } from 'd3-time-format';
import { chartColors } from '../shared/colors';
import { getMetricLabel } from '../shared/metrics';
import { SMART_DATE, timeFormatter, valueFormatter } from '../shared/valueFormat';
import type { ChartProps } from '../types';

type Row = Readonly<Record<string, unknown>>;

/** One bar: an event from `start` to `end` on line `line` (0 is the top line). */
export interface GanttEvent {
  readonly start: number;
  readonly end: number;
  readonly line: number;
  readonly row: Row;
}

export interface GanttSeries {
  /** The series value, or null without a series dimension. */
  readonly name: string | null;
  readonly color: string;
  readonly events: readonly GanttEvent[];
}

/** A value of the Y-axis dimension and the lines it spans (several with subcategories). */
export interface GanttCategory {
  readonly name: string;
  readonly value: unknown;
  readonly firstLine: number;
  readonly lines: number;
}

export interface GanttProps {
  readonly series: readonly GanttSeries[];
  readonly categories: readonly GanttCategory[];
  readonly lineCount: number;
  readonly yAxisColumn: string;
  readonly seriesColumn: string | null;
  readonly startColumn: string;
  readonly endColumn: string;
  /** Tooltip rows beyond the times: the tooltip metrics, then the tooltip columns. */
  readonly tooltipLabels: readonly string[];
  readonly formatTooltipTime: (value: unknown) => string;
  readonly formatTooltipValue: (label: string, value: unknown) => string;
  /** A d3 time format for the axis labels, or null for ECharts' own adaptive labels. */
  readonly formatAxisTime: ((value: number) => string) | null;
  readonly bounds: readonly [number | undefined, number | undefined];
  readonly showLegend: boolean;
  readonly zoomable: boolean;
  readonly xAxisTitle: string;
  readonly yAxisTitle: string;
  readonly width: number;
  readonly onContextMenu: ChartProps['hooks']['onContextMenu'];
}

const TEMPORAL = 2;
const NUMERIC = 0;

const time = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const ms = typeof value === 'number' ? value : Date.parse(String(value));
  return Number.isFinite(ms) ? ms : null;
};

/**
 * One end of the x-axis: the data's first start (or last end) day at the chosen time of day
 * (`HH:mm:ss`), as Superset's x-axis bounds. Superset takes the smallest end for the upper bound,
 * which cuts the chart before its last events end; the largest end is used here.
 */
export function timeBound(timeOfDay: unknown, dayOf: number | null): number | undefined {
  if (typeof timeOfDay !== 'string' || !timeOfDay.trim() || dayOf === null) return undefined;
  const [h = 0, m = 0, s = 0] = timeOfDay.trim().split(':').map(Number);
  if (![h, m, s].every(Number.isFinite)) return undefined;
  const day = new Date(dayOf);
  return Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), h, m, s);
}

const label = (value: unknown) => {
  const column = formColumn(value);
  return column ? formColumnLabel(column) : '';
};

/**
 * Rows → Superset's Gantt: one line per Y-axis value (in the order met), or with subcategories one
 * line per Y-axis and series pair; every row with both times is a bar on its line, coloured by its
 * series. Series are ordered by name, as Superset's.
 */
export function transformGanttProps({
  formData,
  queriesData,
  datasource,
  width,
  hooks,
  colorNamespace,
}: ChartProps): GanttProps {
  const [startColumn, endColumn, yAxisColumn] = [
    label(formData.start_time),
    label(formData.end_time),
    label(formData.y_axis),
  ];
  const seriesColumn = label(formData.series) || null;
  const subcategories = Boolean(formData.subcategories) && seriesColumn !== null;
  const answer = queriesData[0];
  const rows = answer?.data ?? [];

  // Lines: each category's sub-lines in the order met.
  const lineKeys = new Map<string, { value: unknown; subs: Map<string, number> }>();
  for (const row of rows) {
    const category = String(row[yAxisColumn]);
    const sub = subcategories ? String(row[seriesColumn!]) : '';
    const entry = lineKeys.get(category) ?? { value: row[yAxisColumn], subs: new Map<string, number>() };
    if (!entry.subs.has(sub)) entry.subs.set(sub, entry.subs.size);
    lineKeys.set(category, entry);
  }
  const categories: GanttCategory[] = [];
  let lineCount = 0;
  for (const [name, { value, subs }] of lineKeys) {
    categories.push({ name, value, firstLine: lineCount, lines: subs.size });
    lineCount += subs.size;
  }
  const firstLine = new Map(categories.map((c) => [c.name, c.firstLine]));

  const colour = chartColors({ formData, colorNamespace });
  const groups = new Map<string | null, GanttEvent[]>();
  for (const row of rows) {
    const [start, end] = [time(row[startColumn]), time(row[endColumn])];
    if (start === null || end === null) continue;
    const name = seriesColumn ? String(row[seriesColumn]) : null;
    const category = String(row[yAxisColumn]);
    const sub = subcategories ? lineKeys.get(category)!.subs.get(String(row[seriesColumn!]))! : 0;
    const events = groups.get(name) ?? [];
    events.push({ start, end, line: firstLine.get(category)! + sub, row });
    groups.set(name, events);
  }
  const series = [...groups.entries()]
    .map(([name, events]) => ({ name, color: colour(String(name)), events }))
    .sort((a, b) => String(a.name).localeCompare(String(b.name)));

  const coltypes = new Map((answer?.colnames ?? []).map((name, i) => [name, answer?.coltypes?.[i]]));
  const formatTooltipTime = timeFormatter(formData.tooltip_time_format);
  const values = valueFormatter(formData.tooltip_values_format);
  const tooltipLabels = [
    ...asArray<FormMetric>(formData.tooltip_metrics).map(getMetricLabel),
    ...asArray<unknown>(formData.tooltip_columns).map(label),
  ].filter((name) => name !== '');
  const axisSpec = formData.x_axis_time_format;
  const starts = rows.map((r) => time(r[startColumn])).filter((t): t is number => t !== null);
  const ends = rows.map((r) => time(r[endColumn])).filter((t): t is number => t !== null);
  const bounds = Array.isArray(formData.x_axis_time_bounds) ? formData.x_axis_time_bounds : [];
  return {
    series,
    categories,
    lineCount,
    yAxisColumn,
    seriesColumn,
    startColumn,
    endColumn,
    tooltipLabels,
    formatTooltipTime,
    formatTooltipValue: (name, value) => {
      const type = coltypes.get(name);
      if (type === TEMPORAL) return formatTooltipTime(value);
      if (type === NUMERIC)
        return (
          datasource.columnFormats[name] ? valueFormatter(undefined, datasource.columnFormats[name]) : values
        )(value);
      return value === null || value === undefined ? 'N/A' : String(value);
    },
    formatAxisTime:
      typeof axisSpec === 'string' && axisSpec && axisSpec !== SMART_DATE
        ? (() => {
            const format = utcFormat(axisSpec);
            return (value: number) => format(new Date(value));
          })()
        : null,
    bounds: [
      timeBound(bounds[0], starts.length ? Math.min(...starts) : null),
      timeBound(bounds[1], ends.length ? Math.max(...ends) : null),
    ],
    showLegend: formData.show_legend !== false && seriesColumn !== null,
    zoomable: formData.zoomable === true,
    xAxisTitle: typeof formData.x_axis_title === 'string' ? formData.x_axis_title : '',
    yAxisTitle: typeof formData.y_axis_title === 'string' ? formData.y_axis_title : '',
    width,
    onContextMenu: hooks.onContextMenu,
  };
}

/** The drill-to-detail filters of a right click on a bar: its Y-axis value and its series. */
export function ganttContextFilters(props: GanttProps, event: GanttEvent): ExtraFilter[] {
  const filter = (col: string): ExtraFilter => {
    const val = event.row[col];
    return val === null || val === undefined ? { col, op: 'IS NULL' } : { col, op: '==', val };
  };
  return [filter(props.yAxisColumn), ...(props.seriesColumn ? [filter(props.seriesColumn)] : [])];
}
