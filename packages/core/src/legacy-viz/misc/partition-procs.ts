// PartitionViz's "adv_anal" option (levels_for_time + nest_procs): per level, the time series of
// each group (pandas' pivot_table summing into 0 where a group has no row), run through
// NVD3TimeSeriesViz.process_data's rolling window and contribution, then nested as
// metric → time → groups.
import { DTTM_ALIAS } from '../../query/types';
import { LegacyVizError } from '../errors';
import type { LegacyFormData, LegacyRow } from '../types';
import { comparePython, compareTuples, finiteOrNull, groupRows, intControl, numeric } from './helpers';

export interface ProcNode {
  readonly name: unknown;
  readonly val?: number | null;
  readonly children: readonly ProcNode[];
}

/** One level: its columns `[metric, ...group values]` (sorted) and each column's series over time. */
interface Proc {
  readonly columns: readonly (readonly unknown[])[];
  readonly series: (number | null)[][];
}

function buildProc(
  rows: readonly LegacyRow[],
  groups: readonly string[],
  metrics: readonly string[],
  times: readonly unknown[],
): Proc {
  const cells = groupRows(rows, [DTTM_ALIAS, ...groups]);
  const keys = new Map<string, unknown[]>();
  for (const cell of cells) keys.set(JSON.stringify(cell.key.slice(1)), cell.key.slice(1));
  const groupKeys = [...keys.values()].sort(compareTuples);
  const columns = [...metrics].sort(comparePython).flatMap((m) => groupKeys.map((key) => [m, ...key]));
  const at = new Map(cells.map((c) => [JSON.stringify(c.key), c.rows]));
  const series = columns.map(([metric, ...key]) =>
    times.map((t) =>
      (at.get(JSON.stringify([t, ...key])) ?? []).reduce(
        (sum, row) => sum + (numeric(row[String(metric)]) ?? 0),
        0,
      ),
    ),
  );
  return { columns, series };
}

/** pandas' rolling(window, min_periods).<type>() over one series (every value is present). */
function roll(values: readonly (number | null)[], type: string, window: number): (number | null)[] {
  if (type === 'cumsum') {
    let total = 0;
    return values.map((v) => (total += v ?? 0));
  }
  return values.map((_, i) => {
    const part = values.slice(Math.max(0, i - window + 1), i + 1).filter((v): v is number => v !== null);
    const sum = part.reduce((a, b) => a + b, 0);
    if (type === 'sum') return sum;
    const mean = part.length ? sum / part.length : null;
    if (type === 'mean') return mean;
    if (part.length < 2 || mean === null) return null;
    return Math.sqrt(part.reduce((a, b) => a + (b - mean) ** 2, 0) / (part.length - 1));
  });
}

/** BaseViz.apply_rolling then the contribution option, on every level alike. */
function processProcs(procs: Proc[], times: unknown[], formData: LegacyFormData): unknown[] {
  const type = typeof formData.rolling_type === 'string' ? formData.rolling_type : '';
  const periods = intControl(formData.rolling_periods, 0);
  const minPeriods = intControl(formData.min_periods, 0);
  const windowed = ['mean', 'std', 'sum'].includes(type) && periods > 0;
  for (const proc of procs) {
    for (const [c, values] of proc.series.entries()) {
      let out = windowed || type === 'cumsum' ? roll(values, type, periods) : values;
      if (minPeriods) out = out.slice(minPeriods);
      proc.series[c] = out;
    }
  }
  const kept = minPeriods ? times.slice(minPeriods) : times;
  if (kept.length === 0) {
    throw new LegacyVizError(
      'Applied rolling window did not return any data. Please make sure the source query satisfies the minimum periods defined in the rolling window.',
    );
  }
  if (formData.contribution) {
    for (const proc of procs) {
      kept.forEach((_, t) => {
        const total = proc.series.reduce((sum, values) => sum + (values[t] ?? 0), 0);
        for (const values of proc.series)
          values[t] = values[t] == null ? null : (values[t] as number) / total;
      });
    }
  }
  return kept;
}

export function nestProcs(
  rows: readonly LegacyRow[],
  groups: readonly string[],
  metrics: readonly string[],
  formData: LegacyFormData,
): ProcNode[] {
  const allTimes = [...new Set(rows.map((r) => r[DTTM_ALIAS]).filter((t) => t != null))].sort(comparePython);
  const procs = groups.map((_, i) => buildProc(rows, groups.slice(0, i), metrics, allTimes));
  procs.push(buildProc(rows, groups, metrics, allTimes));
  const times = processProcs(procs, allTimes, formData);
  const cellOf = (proc: Proc, column: readonly unknown[], t: number) => {
    const id = JSON.stringify(column);
    const c = proc.columns.findIndex((col) => JSON.stringify(col) === id);
    return finiteOrNull(proc.series[c]?.[t]);
  };
  const nest = (level: number, dims: readonly unknown[], t: number): ProcNode[] => {
    const proc = procs[level];
    if (!proc) return [];
    const prefix = JSON.stringify(dims);
    return proc.columns
      .filter((col) => col.length === dims.length + 1 && JSON.stringify(col.slice(0, -1)) === prefix)
      .map((col) => ({
        name: col[col.length - 1],
        val: cellOf(proc, col, t),
        children: nest(level + 1, col, t),
      }));
  };
  const top = procs[0]?.columns ?? [];
  return top.map(([metric]) => ({
    name: metric,
    children: times.map((time, t) => ({
      name: time,
      val: cellOf(procs[0]!, [metric], t),
      children: nest(1, [metric], t),
    })),
  }));
}
