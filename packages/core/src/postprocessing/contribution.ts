// `contribution`: each numeric cell as a share of its column total (orientation "column",
// missing cells counted as 0) or of its row total (orientation "row", over the selected columns;
// time-shifted columns `<metric>__<shift>` are normalised within their own group).
import {
  assignColumns,
  columnKind,
  columnValues,
  dataColumns,
  type Frame,
  labelText,
  resolveColumn,
  TIME_COMPARISON,
} from './frame';
import { OptionReader } from './options';
import { sum, toNumber } from './stats';

export const CONTRIBUTION_ORIENTATIONS = ['row', 'column'] as const;

export function contribution(frame: Frame, options: unknown): Frame {
  const reader = new OptionReader('contribution', options);
  const orientation = reader.oneOf('orientation', CONTRIBUTION_ORIENTATIONS, 'column');
  const numeric = dataColumns(frame).filter((key) => columnKind(frame, key) === 'numeric');
  const requested = reader.strings('columns', []);
  for (const name of requested) {
    const keys = resolveColumn(frame, name);
    if (keys.length === 0 || keys.some((key) => !numeric.includes(key))) {
      reader.fail(`Column "${name}" is not numeric or does not exists in the query results.`);
    }
  }
  const columns = requested.length > 0 ? requested.flatMap((name) => resolveColumn(frame, name)) : numeric;
  const renames = reader.strings('rename_columns', []);
  const targets = renames.length > 0 ? renames : columns;
  if (targets.length !== columns.length) {
    reader.fail('`rename_columns` must have the same length as `columns` + `time_shift_columns`.');
  }
  const totals = reader.has('contribution_totals') ? reader.object('contribution_totals') : undefined;
  const shares =
    orientation === 'column'
      ? columns.map((key) =>
          columnShares(columnValues(frame, key), totals ? totals[key] : undefined, !!totals),
        )
      : rowShares(frame, columns, reader.strings('time_shifts', []));
  return assignColumns(
    frame,
    columns.map((key, i) => {
      const target = targets[i]!;
      const levels = target === key ? frame.levels?.[key] : undefined;
      return { key: target, values: shares[i]!, ...(levels ? { levels } : {}) };
    }),
  );
}

const ratio = (value: number, total: number): number | null => {
  const share = value / total;
  return Number.isNaN(share) ? null : share;
};

function columnShares(values: readonly unknown[], given: unknown, useGiven: boolean): (number | null)[] {
  const filled = values.map((value) => toNumber(value) ?? 0);
  if (useGiven) {
    const total = toNumber(given);
    return filled.map((value) => (total === null || total === 0 ? 0 : value / total));
  }
  const total = sum(filled);
  return filled.map((value) => ratio(value, total));
}

function rowShares(frame: Frame, columns: readonly string[], timeShifts: readonly string[]) {
  // Group the columns: those ending in "__<shift>" by shift, the rest together.
  const groupOf = (key: string): string => {
    const first = frame.levels?.[key]?.[0];
    const label = first === undefined ? key : labelText(first);
    return timeShifts.find((shift) => label.endsWith(`${TIME_COMPARISON}${shift}`)) ?? '';
  };
  const groups = new Map<string, number[]>();
  columns.forEach((key, i) => {
    const group = groupOf(key);
    groups.set(group, [...(groups.get(group) ?? []), i]);
  });
  const shares: (number | null)[][] = columns.map(() => []);
  for (const members of groups.values()) {
    frame.rows.forEach((row, r) => {
      const present = members.map((i) => toNumber(row[columns[i]!]));
      const total = sum(present.filter((value): value is number => value !== null));
      members.forEach((i, m) => {
        const value = present[m];
        shares[i]![r] = value === null || value === undefined ? null : ratio(value, total);
      });
    });
  }
  return shares;
}
