// `compare`: for each (source, compare) pair a new column `<type>__<source>__<compare>`:
// difference s − c, percentage (s − c) / c, ratio s / c, the last two rounded half-to-even to
// `precision` places. On multi-level columns the sub-columns pair up by their lower levels.
import {
  assignColumns,
  type ColumnAssignment,
  columnValues,
  dataColumns,
  type Frame,
  flatColumnName,
  projectColumns,
  resolveColumn,
  TIME_COMPARISON,
} from './frame';
import { tupleId } from './groups';
import { OptionReader, requireColumns } from './options';
import { roundTo, toNumber } from './stats';

export const COMPARE_TYPES = ['difference', 'percentage', 'ratio'] as const;
export type CompareType = (typeof COMPARE_TYPES)[number];

export function compare(frame: Frame, options: unknown): Frame {
  const reader = new OptionReader('compare', options);
  const sources = reader.strings('source_columns');
  const compares = reader.strings('compare_columns');
  if (sources.length !== compares.length) {
    reader.fail('`compare_columns` must have the same length as `source_columns`.');
  }
  const type = reader.raw.compare_type;
  if (!(COMPARE_TYPES as readonly unknown[]).includes(type)) {
    reader.fail('`compare_type` must be `difference`, `percentage` or `ratio`');
  }
  const precision = reader.integer('precision', { fallback: 4, min: -15, max: 15 });
  const dropOriginal = reader.boolean('drop_original_columns', false);
  if (sources.length === 0) return frame;
  requireColumns('compare', frame, [...sources, ...compares]);
  const op = operator(type as CompareType, precision);
  const assignments: ColumnAssignment[] = [];
  sources.forEach((source, i) => {
    const target = compares[i]!;
    const name = [type, source, target].join(TIME_COMPARISON);
    for (const pair of pairColumns(frame, source, target)) {
      const s = pair.source ? columnValues(frame, pair.source) : frame.rows.map(() => null);
      const c = pair.compare ? columnValues(frame, pair.compare) : frame.rows.map(() => null);
      const levels = pair.rest ? [name, ...pair.rest] : undefined;
      assignments.push({
        key: levels ? flatColumnName(levels) : name,
        values: s.map((value, r) => op(toNumber(value), toNumber(c[r]))),
        ...(levels ? { levels } : {}),
      });
    }
  });
  let result = assignColumns(frame, assignments);
  if (dropOriginal) {
    const dropped = new Set([...sources, ...compares].flatMap((name) => resolveColumn(frame, name)));
    result = projectColumns(
      result,
      dataColumns(result).filter((key) => !dropped.has(key)),
    );
  }
  return result;
}

function operator(type: CompareType, precision: number) {
  const clean = (x: number) => (Number.isNaN(x) ? null : x);
  switch (type) {
    case 'difference':
      return (s: number | null, c: number | null) => (s === null || c === null ? null : s - c);
    case 'percentage':
      return (s: number | null, c: number | null) =>
        s === null || c === null ? null : clean(roundTo((s - c) / c, precision));
    default:
      return (s: number | null, c: number | null) =>
        s === null || c === null ? null : clean(roundTo(s / c, precision));
  }
}

interface Pair {
  readonly source?: string;
  readonly compare?: string;
  /** The lower levels shared by the pair; undefined on one-level columns. */
  readonly rest?: readonly unknown[];
}

/** Source and compare sub-columns aligned on their lower levels (pandas aligns the frames). */
function pairColumns(frame: Frame, source: string, target: string): Pair[] {
  const sourceKeys = resolveColumn(frame, source);
  const compareKeys = resolveColumn(frame, target);
  if (!frame.levels) return [{ source: sourceKeys[0]!, compare: compareKeys[0]! }];
  const rest = (key: string) => frame.levels?.[key]?.slice(1) ?? [];
  const pairs = new Map<string, { source?: string; compare?: string; rest: readonly unknown[] }>();
  for (const key of sourceKeys) pairs.set(tupleId(rest(key)), { source: key, rest: rest(key) });
  for (const key of compareKeys) {
    const id = tupleId(rest(key));
    const existing = pairs.get(id);
    if (existing) existing.compare = key;
    else pairs.set(id, { compare: key, rest: rest(key) });
  }
  return [...pairs.values()];
}
