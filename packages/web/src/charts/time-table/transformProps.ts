import type { FormMetric } from '@tessera/core';
import { legacyData } from '../legacy';
import { getMetricLabel } from '../shared/metrics';
import { valueFormatter } from '../shared/valueFormat';
import type { ChartProps } from '../types';

/** TimeTableViz's payload: per time bucket (pandas' text), each row's value. */
export interface TimeTableData {
  readonly records: Readonly<Record<string, Readonly<Record<string, number | null>>>>;
  readonly columns: readonly unknown[];
  readonly is_group_by: boolean;
}

/** One entry of Superset's column_collection (the time table's column editor). */
export interface TimeTableColumnConfig {
  readonly key?: string;
  readonly label?: string;
  readonly tooltip?: string;
  readonly colType?: 'spark' | 'time' | 'contrib' | 'avg' | '';
  readonly timeLag?: number | string;
  readonly comparisonType?: '' | 'value' | 'diff' | 'perc' | 'perc_change';
  readonly d3format?: string;
  readonly width?: string | number;
  readonly height?: string | number;
  readonly showYAxis?: boolean;
  readonly bounds?: readonly (number | null)[];
}

export type TimeTableCell =
  | { readonly kind: 'spark'; readonly values: readonly (number | null)[] }
  | { readonly kind: 'value'; readonly value: number | null; readonly text: string; readonly color?: string };

export interface TimeTableProps {
  readonly rowHeader: string;
  readonly columns: readonly {
    readonly key: string;
    readonly label: string;
    readonly tooltip?: string;
    readonly width?: number;
    readonly height?: number;
  }[];
  readonly rows: readonly { readonly label: string; readonly cells: readonly TimeTableCell[] }[];
}

/** Without a saved column collection, a sparkline and the latest value (Superset shows names only). */
export const DEFAULT_COLUMNS: readonly TimeTableColumnConfig[] = [
  { key: 'trend', label: 'Trend', colType: 'spark', width: 300, height: 30 },
  { key: 'latest', label: 'Latest', colType: 'time', timeLag: 0, comparisonType: 'value' },
];

const lagOf = (config: TimeTableColumnConfig) => {
  const lag = Number.parseInt(String(config.timeLag ?? 0), 10);
  return Number.isFinite(lag) ? lag : 0;
};

/** A column's value for a row, as Superset's TimeTable computes it (newest entry first). */
export function cellValue(
  config: TimeTableColumnConfig,
  field: string,
  newestFirst: readonly Readonly<Record<string, number | null>>[],
): number | null {
  const at = (i: number) => newestFirst[i]?.[field] ?? null;
  const recent = at(0);
  const lag = lagOf(config);
  if (config.colType === 'contrib') {
    const total = Object.values(newestFirst[0] ?? {}).reduce<number>((sum, v) => sum + (v ?? 0), 0);
    return recent === null || total === 0 ? null : recent / total;
  }
  if (config.colType === 'avg') {
    const values = newestFirst
      .slice(0, lag > 0 ? lag : undefined)
      .map((entry) => entry[field])
      .filter((v): v is number => typeof v === 'number');
    return values.length ? values.reduce((a, b) => a + b, 0) / values.length : null;
  }
  // "time": the value timeLag periods back, or its comparison with the most recent one.
  const lagged = at(lag);
  if (!config.comparisonType || config.comparisonType === 'value') return lagged;
  if (recent === null || lagged === null) return null;
  if (config.comparisonType === 'diff') return recent - lagged;
  if (lagged === 0) return null;
  if (config.comparisonType === 'perc') return recent / lagged;
  return recent / lagged - 1;
}

/** Red below the first bound, green above the second (Superset's colour bounds). */
function boundColor(
  value: number | null,
  bounds: readonly (number | null)[] | undefined,
): string | undefined {
  if (value === null || !bounds) return undefined;
  const [low, high] = bounds;
  if (low !== null && low !== undefined && value < low) return '#c62828';
  if (high !== null && high !== undefined && value > high) return '#2e7d32';
  return undefined;
}

const size = (value: unknown) => {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : undefined;
};

export function transformTimeTableProps({
  formData,
  queriesData,
  datasource,
}: Pick<ChartProps, 'formData' | 'queriesData' | 'datasource'>): TimeTableProps {
  const data = legacyData<TimeTableData>({ queriesData });
  const records = data?.records ?? {};
  const newestFirst = Object.keys(records)
    .sort()
    .reverse()
    .map((time) => records[time]!);
  const oldestFirst = [...newestFirst].reverse();
  const grouped = data?.is_group_by ?? false;
  const fields = grouped
    ? (data?.columns ?? []).map((c) => (Array.isArray(c) ? c.map(String).join(', ') : String(c)))
    : (Array.isArray(formData.metrics) ? (formData.metrics as FormMetric[]) : []).map(getMetricLabel);
  const saved = Array.isArray(formData.column_collection)
    ? (formData.column_collection as TimeTableColumnConfig[])
    : [];
  const configs = saved.length ? saved : DEFAULT_COLUMNS;
  return {
    rowHeader: grouped ? 'Group' : 'Metric',
    columns: configs.map((c, i) => ({
      key: `${c.key ?? 'column'}-${i}`,
      label: c.label ?? '',
      ...(c.tooltip ? { tooltip: c.tooltip } : {}),
      ...(c.colType === 'spark' ? { width: size(c.width) ?? 300, height: size(c.height) ?? 30 } : {}),
    })),
    rows: fields.map((field) => ({
      label: datasource.verboseMap[field] ?? field,
      cells: configs.map((config): TimeTableCell => {
        if (config.colType === 'spark')
          return { kind: 'spark', values: oldestFirst.map((entry) => entry[field] ?? null) };
        const value = cellValue(config, field, newestFirst);
        const percent =
          config.colType === 'contrib' ||
          config.comparisonType === 'perc' ||
          config.comparisonType === 'perc_change';
        const format = valueFormatter(config.d3format || (percent ? '.1%' : 'SMART_NUMBER'));
        const color = boundColor(value, config.bounds);
        return {
          kind: 'value',
          value,
          text: value === null ? 'N/A' : format(value),
          ...(color ? { color } : {}),
        };
      }),
    })),
  };
}

/** A sparkline's polyline points in a width × height box (gaps skipped). */
export function sparkPoints(values: readonly (number | null)[], width: number, height: number): string {
  const present = values.filter((v): v is number => v !== null);
  if (present.length === 0) return '';
  const min = Math.min(...present);
  const max = Math.max(...present);
  const step = values.length > 1 ? width / (values.length - 1) : 0;
  const y = (v: number) => (max > min ? height - 2 - ((v - min) / (max - min)) * (height - 4) : height / 2);
  return values
    .map((v, i) => (v === null ? null : `${(i * step).toFixed(1)},${y(v).toFixed(1)}`))
    .filter((p) => p !== null)
    .join(' ');
}
