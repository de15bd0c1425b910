// PartitionViz: a tree of the group-by levels per metric, `{name, val, children}`, each node's
// value aggregated at its level. The time-series options aggregate over time (sum, mean), compare
// the last time with the first (difference, factor, percent), put time at the top of the tree
// (any other option), or give each time its own tree ("adv_anal").
import { DTTM_ALIAS } from '../../query/types';
import { legacyMetricLabel } from '../base-query';
import { LegacyVizError } from '../errors';
import type { LegacyFormData, LegacyQuery, LegacyRow, LegacyViz } from '../types';
import {
  columnNames,
  comparePython,
  compareTuples,
  finiteOrNull,
  groupRows,
  numeric,
  queryMetrics,
} from './helpers';
import { nestProcs } from './partition-procs';

type Values = ReadonlyMap<string, number | null>;
/** One level of the partition: its group keys (sorted) and the metric values of each. */
type Level = readonly { readonly key: readonly unknown[]; readonly values: Values }[];

export interface PartitionNode {
  readonly name: unknown;
  readonly val?: number | null;
  readonly children: readonly PartitionNode[];
}

const presentValues = (rows: readonly LegacyRow[], metric: string) =>
  rows.map((r) => numeric(r[metric])).filter((v): v is number => v !== null);
const sumOf = (rows: readonly LegacyRow[], metric: string) =>
  presentValues(rows, metric).reduce((a, b) => a + b, 0);
const meanOf = (rows: readonly LegacyRow[], metric: string) => {
  const values = presentValues(rows, metric);
  return values.length ? values.reduce((a, b) => a + b, 0) / values.length : null;
};

/** PartitionViz.levels_for: level i aggregates the rows by the first i groups. */
function levelsFor(
  mean: boolean,
  groups: readonly string[],
  rows: readonly LegacyRow[],
  metrics: readonly string[],
) {
  const aggregate = (part: readonly LegacyRow[]): Values =>
    new Map(metrics.map((m) => [m, mean ? meanOf(part, m) : sumOf(part, m)]));
  const levels: Level[] = [[{ key: [], values: aggregate(rows) }]];
  for (let i = 1; i <= groups.length; i++) {
    levels.push(groupRows(rows, groups.slice(0, i)).map((g) => ({ key: g.key, values: aggregate(g.rows) })));
  }
  return levels;
}

const DIFFS: Readonly<Record<string, (a: number, b: number) => number>> = {
  point_diff: (a, b) => a - b,
  point_factor: (a, b) => a / b,
  point_percent: (a, b) => a / b - 1,
};

/** PartitionViz.levels_for_diff: the last time against the first, missing groups counting 0. */
function levelsForDiff(
  op: string,
  groups: readonly string[],
  rows: readonly LegacyRow[],
  metrics: readonly string[],
) {
  const diff = DIFFS[op] ?? ((a, b) => a - b);
  const times = [...new Set(rows.map((r) => r[DTTM_ALIAS]).filter((t) => t != null))].sort(comparePython);
  const since = times[0];
  const until = times[times.length - 1];
  const levels: Level[] = [];
  for (let i = 0; i <= groups.length; i++) {
    const sums = new Map<string, { key: unknown[]; at: Map<unknown, LegacyRow[]> }>();
    for (const group of groupRows(rows, [DTTM_ALIAS, ...groups.slice(0, i)])) {
      const key = group.key.slice(1);
      const id = JSON.stringify(key);
      const entry = sums.get(id) ?? { key, at: new Map<unknown, LegacyRow[]>() };
      entry.at.set(group.key[0], group.rows);
      sums.set(id, entry);
    }
    const level = [...sums.values()]
      .filter((e) => e.at.has(since) || e.at.has(until))
      .sort((a, b) => compareTuples(a.key, b.key))
      .map((e) => ({
        key: e.key,
        values: new Map(
          metrics.map((m) => [m, diff(sumOf(e.at.get(until) ?? [], m), sumOf(e.at.get(since) ?? [], m))]),
        ),
      }));
    levels.push(level);
  }
  return levels;
}

/** PartitionViz.nest_values. From the second group on, Superset filters the children by the first
 * group only and names them by their whole key tuple; we keep both quirks. */
function nestValues(levels: readonly Level[], metrics: readonly string[]): PartitionNode[] {
  const nest = (level: number, metric: string, dims: readonly unknown[]): PartitionNode[] => {
    const entries = levels[level];
    if (!entries) return [];
    const val = (values: Values) => finiteOrNull(values.get(metric));
    if (level === 1) {
      return entries.map((e) => ({
        name: e.key[0],
        val: val(e.values),
        children: nest(2, metric, [e.key[0]]),
      }));
    }
    return entries
      .filter((e) => e.key[0] === dims[0])
      .map((e) => ({ name: e.key, val: val(e.values), children: nest(level + 1, metric, [...dims, e.key]) }));
  };
  const top = levels[0]?.[0]?.values;
  return metrics.map((m) => ({ name: m, val: finiteOrNull(top?.get(m)), children: nest(1, m, []) }));
}

/** NVD3TimeSeriesViz.query_obj: order by the sort metric (or the first), ascending unless order_desc. */
function timeSeriesQuery(base: LegacyQuery, formData: LegacyFormData): LegacyQuery {
  const metrics = queryMetrics(base);
  const sortBy = formData.timeseries_limit_metric || metrics[0];
  if (!sortBy) return base;
  const label = legacyMetricLabel(sortBy);
  if (!metrics.some((m) => legacyMetricLabel(m) === label)) metrics.push(sortBy);
  return { ...base, metrics, orderby: [[sortBy, !formData.order_desc]] };
}

const timeOption = (formData: LegacyFormData) =>
  typeof formData.time_series_option === 'string' ? formData.time_series_option : 'not_time';

export const partitionViz: LegacyViz = {
  id: 'partition',
  name: 'Partition Diagram',
  isTimeseries: true,
  queryObject(base, formData) {
    const query = timeSeriesQuery(base, formData);
    return { ...query, is_timeseries: timeOption(formData) !== 'not_time' && Boolean(query.granularity) };
  },
  getData({ rows, colnames, formData }) {
    const groups = columnNames(formData.groupby);
    if (groups.length === 0) throw new LegacyVizError('Please choose at least one groupby');
    // The values are the result's other columns (pandas sums every numeric column).
    const metrics = colnames.filter((c) => c !== DTTM_ALIAS && !groups.includes(c));
    const op = timeOption(formData);
    if (op === 'not_time') return nestValues(levelsFor(false, groups, rows, metrics), metrics);
    if (op === 'agg_sum' || op === 'agg_mean')
      return nestValues(levelsFor(op === 'agg_mean', groups, rows, metrics), metrics);
    if (op in DIFFS) return nestValues(levelsForDiff(op, groups, rows, metrics), metrics);
    if (op === 'adv_anal') return nestProcs(rows, groups, metrics, formData);
    return nestValues(levelsFor(false, [DTTM_ALIAS, ...groups], rows, metrics), metrics);
  },
};
