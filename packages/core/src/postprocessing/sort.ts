// `sort`: by columns (`by`, `ascending`) or by the index (`is_sort_index`); missing values last
// whatever the direction, and stable, like pandas. The pre-2.0 `columns: {name: ascending}` is read too.
import { compareCells } from './aggregators';
import { InvalidOptionsError } from './errors';
import { type Frame, indexColumns, resolveColumn } from './frame';
import { OptionReader, requireColumns } from './options';

export function sort(frame: Frame, options: unknown): Frame {
  const reader = new OptionReader('sort', options);
  let by: string[];
  let ascending: boolean[];
  if (reader.has('columns')) {
    const legacy = Object.entries(reader.object('columns'));
    by = legacy.map(([name]) => name);
    ascending = legacy.map(([name, asc]) => {
      if (typeof asc !== 'boolean') reader.fail(`\`columns.${name}\` must be true or false`);
      return asc as boolean;
    });
  } else {
    const isSortIndex = reader.boolean('is_sort_index', false);
    by = isSortIndex ? [] : reader.strings('by', []);
    if (!isSortIndex && by.length === 0) reader.fail('either `by` or `is_sort_index` must be given');
    ascending = readAscending(reader, isSortIndex ? Math.max(1, indexColumns(frame).length) : by.length);
    if (isSortIndex) return sortByIndex(frame, ascending);
  }
  requireColumns('sort', frame, by, true);
  const keys = by.map((name) => {
    if (indexColumns(frame).includes(name)) return name;
    const matches = resolveColumn(frame, name);
    if (matches.length > 1) {
      throw new InvalidOptionsError(
        'sort',
        `"${name}" designates ${matches.length} columns; sort by one of them`,
      );
    }
    return matches[0]!;
  });
  return sortRows(frame, keys, ascending);
}

function readAscending(reader: OptionReader, count: number): boolean[] {
  const raw = reader.raw.ascending;
  if (raw === undefined || raw === null) return Array.from({ length: count }, () => true);
  if (typeof raw === 'boolean') return Array.from({ length: count }, () => raw);
  if (!Array.isArray(raw) || raw.some((item) => typeof item !== 'boolean')) {
    return reader.fail('`ascending` must be true, false or a list of them');
  }
  if (raw.length !== count) reader.fail(`\`ascending\` has ${raw.length} items for ${count} sort keys`);
  return raw as boolean[];
}

function sortByIndex(frame: Frame, ascending: boolean[]): Frame {
  const index = indexColumns(frame);
  if (index.length === 0) {
    // A RangeIndex: row numbers are already ascending.
    return ascending[0] === false ? { ...frame, rows: [...frame.rows].reverse() } : frame;
  }
  const directions = index.map((_, i) => ascending[i] ?? ascending[0] ?? true);
  return sortRows(frame, index, directions);
}

export function sortRows(frame: Frame, keys: readonly string[], ascending: readonly boolean[]): Frame {
  const rows = [...frame.rows].sort((a, b) => {
    for (let i = 0; i < keys.length; i += 1) {
      const key = keys[i]!;
      const order = compareCells(a[key], b[key]);
      if (order === 0) continue;
      const missingInvolved = order !== 0 && (isAbsent(a[key]) || isAbsent(b[key]));
      return missingInvolved || ascending[i] !== false ? order : -order;
    }
    return 0;
  });
  return { ...frame, rows };
}

const isAbsent = (value: unknown) => value === null || value === undefined || Number.isNaN(value);
