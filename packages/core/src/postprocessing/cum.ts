// `cum` (running sum/product/max/min; missing cells count as 0, as current Superset fills them
// before accumulating) and `diff` (difference with
// the row `periods` above, or with the column `periods` to the left when axis=1).

import { transformColumns } from './column-transform';
import {
  assignColumns,
  type ColumnAssignment,
  columnValues,
  type Frame,
  resolveColumn,
  targetColumn,
} from './frame';
import { OptionReader, requireColumns } from './options';
import { toNumber } from './stats';

export const CUMULATIVE_OPERATORS = ['sum', 'prod', 'max', 'min'] as const;

const combine: Record<(typeof CUMULATIVE_OPERATORS)[number], (a: number, b: number) => number> = {
  sum: (a, b) => a + b,
  prod: (a, b) => a * b,
  max: (a, b) => Math.max(a, b),
  min: (a, b) => Math.min(a, b),
};

export function cum(frame: Frame, options: unknown): Frame {
  const reader = new OptionReader('cum', options);
  const operator = reader.string('operator');
  if (!(CUMULATIVE_OPERATORS as readonly string[]).includes(operator)) {
    reader.fail(`Invalid cumulative operator: ${operator} (one of ${CUMULATIVE_OPERATORS.join(', ')})`);
  }
  const step = combine[operator as (typeof CUMULATIVE_OPERATORS)[number]];
  return transformColumns('cum', frame, reader.columnMap('columns', false), (values) => {
    let acc: number | null = null;
    return values.map((value) => {
      const n = toNumber(value) ?? 0;
      acc = acc === null ? n : step(acc, n);
      return acc;
    });
  });
}

const difference = (a: unknown, b: unknown): number | null => {
  const x = toNumber(a);
  const y = toNumber(b);
  return x === null || y === null ? null : x - y;
};

export function diff(frame: Frame, options: unknown): Frame {
  const reader = new OptionReader('diff', options);
  const mapping = reader.columnMap('columns');
  const periods = reader.integer('periods', { fallback: 1 });
  const axis = reader.raw.axis ?? 0;
  if (axis === 0 || axis === 'index' || axis === 'rows') {
    return transformColumns('diff', frame, mapping, (values) =>
      values.map((value, i) => {
        const j = i - periods;
        return j < 0 || j >= values.length ? null : difference(value, values[j]);
      }),
    );
  }
  if (axis !== 1 && axis !== 'columns') reader.fail('`axis` must be 0 (rows) or 1 (columns)');
  requireColumns(
    'diff',
    frame,
    mapping.map(([source]) => source),
  );
  // axis=1: each selected column minus the selected column `periods` to its left.
  const sources = mapping.flatMap(([source, target]) =>
    resolveColumn(frame, source).map((key) => ({ key, target: targetColumn(frame, key, target) })),
  );
  const assignments: ColumnAssignment[] = sources.map(({ key, target }, c) => {
    const other = sources[c - periods];
    const own = columnValues(frame, key);
    const values = other
      ? own.map((value, i) => difference(value, frame.rows[i]![other.key]))
      : own.map(() => null);
    return { key: target.key, values, ...(target.levels ? { levels: target.levels } : {}) };
  });
  return assignColumns(frame, assignments);
}
