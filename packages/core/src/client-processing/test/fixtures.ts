/**
 * The frames of Superset's tests/unit_tests/charts/test_client_processing.py (births by state,
 * gender and name), as query results, and a compact view of a pivoted frame to assert on.
 */
import { flattenKey } from '../labels';
import type { PivotFrame, RecordFrame } from '../types';

const STATES = ['CA', 'CA', 'CA', 'FL', 'CA', 'CA', 'FL', 'FL', 'FL', 'CA', 'FL', 'FL'];
const GENDERS = ['girl', 'boy', 'girl', 'girl', 'girl', 'girl', 'boy', 'girl', 'girl', 'boy', 'boy', 'girl'];
const NAMES = [
  'Amy',
  'Edward',
  'Sophia',
  'Amy',
  'Cindy',
  'Dawn',
  'Edward',
  'Sophia',
  'Dawn',
  'Tony',
  'Tony',
  'Cindy',
];
const SUMS = [45426, 31290, 18859, 14740, 14149, 11403, 9395, 7181, 5089, 3765, 2673, 1218];
const MAXES = [2227, 1280, 2588, 854, 842, 1157, 389, 1187, 461, 598, 247, 217];

export function records(colnames: string[], rows: unknown[][], coltypes?: number[]): RecordFrame {
  return {
    colnames,
    coltypes: coltypes ?? colnames.map((_, i) => (typeof rows[0]?.[i] === 'number' ? 0 : 1)),
    data: rows.map((row) => Object.fromEntries(colnames.map((c, i) => [c, row[i]]))),
  };
}

/** state, gender, name, SUM(num), MAX(num): twelve rows. */
export const births = (states: (string | null)[] = STATES) =>
  records(
    ['state', 'gender', 'name', 'SUM(num)', 'MAX(num)'],
    SUMS.map((sum, i) => [states[i], GENDERS[i], NAMES[i], sum, MAXES[i]]),
    [1, 1, 1, 0, 0],
  );

/** gender, SUM(num), MAX(num): girl then boy. */
export const byGender = (
  sums: (number | null)[] = [118065, 47123],
  maxes: (number | null)[] = [2588, 1280],
) =>
  records(
    ['gender', 'SUM(num)', 'MAX(num)'],
    [
      ['girl', sums[0], maxes[0]],
      ['boy', sums[1], maxes[1]],
    ],
    [1, 0, 0],
  );

/** Column labels, then one line per row: its label and cells, as pandas' to_markdown reads. */
export function view(frame: PivotFrame) {
  return {
    columns: frame.columns.map((c) => c.key),
    rows: frame.index.map((key, r) => [
      flattenKey(key, frame.indexLevels),
      ...frame.columns.map((c) => c.values[r] ?? null),
    ]),
  };
}

export const rounded = (frame: PivotFrame, digits = 6) =>
  view(frame).rows.map(([label, ...cells]) => [
    label,
    ...cells.map((v) => (typeof v === 'number' ? Number(v.toPrecision(digits)) : v)),
  ]);
