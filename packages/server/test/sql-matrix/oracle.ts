// Expected results computed in plain TypeScript over the fixture rows: an oracle independent of SQL.
import type { Row } from './engines';
import type { SaleRow } from './fixture';

const pad = (n: number) => String(n).padStart(2, '0');
const naive = (text: string) => new Date(`${text.replace(' ', 'T')}Z`);
const format = (d: Date) =>
  `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;

/** Start of the bucket holding `ts` for a grain key; weeks start on `weekStart` (0 = Sunday, 1 = Monday). */
export function truncate(ts: string, grain: string, weekStart = 1): string {
  const d = naive(ts);
  const day = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
  switch (grain) {
    case 'PT1H':
      return `${ts.slice(0, 13)}:00:00`;
    case 'P1D':
      return format(day);
    case 'P1W': {
      const back = (day.getUTCDay() - weekStart + 7) % 7;
      return format(new Date(day.getTime() - back * 86_400_000));
    }
    case 'P1M':
      return `${ts.slice(0, 7)}-01 00:00:00`;
    case 'P3M': {
      const month = Math.floor(d.getUTCMonth() / 3) * 3 + 1;
      return `${ts.slice(0, 4)}-${pad(month)}-01 00:00:00`;
    }
    case 'P1Y':
      return `${ts.slice(0, 4)}-01-01 00:00:00`;
    default:
      throw new Error(`no oracle for grain ${grain}`);
  }
}

export type Aggregates = Record<string, (rows: readonly SaleRow[]) => unknown>;

/** GROUP BY in TypeScript: one output row per distinct key, with the given aggregates. */
export function groupBy(
  rows: readonly SaleRow[],
  keys: Record<string, (row: SaleRow) => unknown>,
  aggregates: Aggregates,
): Row[] {
  const groups = new Map<string, SaleRow[]>();
  for (const row of rows) {
    const id = JSON.stringify(Object.values(keys).map((key) => key(row)));
    groups.set(id, [...(groups.get(id) ?? []), row]);
  }
  return [...groups.values()].map((members) => {
    const first = members[0]!;
    const out: Row = {};
    for (const [label, key] of Object.entries(keys)) out[label] = key(first);
    for (const [label, aggregate] of Object.entries(aggregates)) out[label] = aggregate(members);
    return out;
  });
}

export const sum = (pick: (row: SaleRow) => number) => (rows: readonly SaleRow[]) =>
  rows.reduce((total, row) => total + pick(row), 0);
export const count = (rows: readonly SaleRow[]) => rows.length;

/** Scalar metrics over the rows that pass `keep`. */
export const totals = (rows: readonly SaleRow[], keep: (row: SaleRow) => boolean): Row[] => {
  const kept = rows.filter(keep);
  return [{ count: kept.length, 'SUM(quantity)': kept.length ? sum((r) => r.quantity)(kept) : null }];
};

/** Engines answer in their own types; bring them to one form before comparing. */
export function normaliseRow(
  row: Row,
  metricLabels: readonly string[],
  booleanColumns: readonly string[],
): Row {
  const out: Row = {};
  for (const [key, value] of Object.entries(row)) {
    let v: unknown = value;
    if (typeof v === 'bigint') v = Number(v);
    if (booleanColumns.includes(key) && (v === 0 || v === 1)) v = v === 1;
    if (v instanceof Date) v = format(v);
    if (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}([ T]\d{2}:\d{2}:\d{2})?/.test(v)) {
      v = v.length === 10 ? `${v} 00:00:00` : v.replace('T', ' ').slice(0, 19);
    } else if (
      typeof v === 'string' &&
      metricLabels.includes(key) &&
      /^-?\d+(\.\d+)?(e[-+]?\d+)?$/i.test(v)
    ) {
      v = Number(v);
    }
    if (typeof v === 'number') v = Math.round(v * 1e6) / 1e6;
    out[key] = v;
  }
  return out;
}

export const sortRows = (rows: readonly Row[]): Row[] =>
  [...rows].sort((a, b) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1));
