// One small table loaded identically into every engine, and the dataset that describes it.
import type { DatasetInput, TimeBounds } from '@tessera/sql';

export interface SaleRow {
  readonly order_date: string; // naive 'YYYY-MM-DD HH:MM:SS'
  readonly deal_size: string;
  readonly country: string | null;
  readonly quantity: number;
  readonly price: number;
  readonly is_paid: boolean | null;
  /** A DATE column: stored date-only, so SQLite compares '2024-01-05' text against the bounds. */
  readonly ship_date: string;
}

// Weekdays matter for the week grains: 2023-12-31 is a Sunday, 2024-01-01 a Monday.
const ROWS: readonly Omit<SaleRow, 'ship_date'>[] = [
  {
    order_date: '2023-12-31 12:00:00',
    deal_size: 'Large',
    country: 'US',
    quantity: 10,
    price: 1,
    is_paid: true,
  },
  {
    order_date: '2024-01-01 09:00:00',
    deal_size: 'Small',
    country: 'FR',
    quantity: 1,
    price: 2.5,
    is_paid: true,
  },
  {
    order_date: '2024-01-06 10:30:00',
    deal_size: 'Small',
    country: 'US',
    quantity: 2,
    price: 10,
    is_paid: false,
  },
  {
    order_date: '2024-01-07 23:59:59',
    deal_size: 'Medium',
    country: 'FR',
    quantity: 3,
    price: 1.25,
    is_paid: true,
  },
  {
    order_date: '2024-01-08 00:00:00',
    deal_size: 'Large',
    country: 'UK',
    quantity: 4,
    price: 100,
    is_paid: null,
  },
  {
    order_date: '2024-02-15 12:00:00',
    deal_size: 'Medium',
    country: null,
    quantity: 5,
    price: 20,
    is_paid: true,
  },
  {
    order_date: '2024-03-31 18:00:00',
    deal_size: 'Large',
    country: 'US',
    quantity: 6,
    price: 50,
    is_paid: false,
  },
  {
    order_date: '2024-04-01 00:00:00',
    deal_size: 'Small',
    country: 'DE',
    quantity: 7,
    price: 5,
    is_paid: true,
  },
  {
    order_date: '2024-12-31 23:00:00',
    deal_size: 'Medium',
    country: 'FR',
    quantity: 8,
    price: 7.5,
    is_paid: null,
  },
  {
    order_date: '2025-01-01 00:00:00',
    deal_size: 'Small',
    country: 'it',
    quantity: 9,
    price: 3,
    is_paid: false,
  },
];

const pad = (n: number) => String(n).padStart(2, '0');
const plusDays = (ts: string, days: number) => {
  const d = new Date(
    Date.UTC(Number(ts.slice(0, 4)), Number(ts.slice(5, 7)) - 1, Number(ts.slice(8, 10)) + days),
  );
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
};

/** Each order ships three days after it is placed. */
export const SALES: readonly SaleRow[] = ROWS.map((row) => ({
  ...row,
  ship_date: plusDays(row.order_date, 3),
}));

export const TABLE = 'matrix_sales';

export const DATASET: DatasetInput = {
  tableName: TABLE,
  columns: [
    { columnName: 'order_date', type: 'TIMESTAMP', isDttm: true },
    { columnName: 'deal_size', type: 'VARCHAR' },
    { columnName: 'country', type: 'VARCHAR' },
    { columnName: 'quantity', type: 'INTEGER' },
    { columnName: 'price', type: 'DOUBLE' },
    { columnName: 'is_paid', type: 'BOOLEAN' },
    { columnName: 'ship_date', type: 'DATE', isDttm: true },
    { columnName: 'revenue', type: 'DOUBLE', expression: 'quantity * price' },
  ],
  metrics: [
    { metricName: 'count', expression: 'COUNT(*)' },
    { metricName: 'total_quantity', expression: 'SUM(quantity)' },
  ],
  mainDttmCol: 'order_date',
};

/** Column types per engine; booleans are 0/1 integers in SQLite and TINYINT(1) in MariaDB. */
export function createTableSql(engine: 'duckdb' | 'sqlite' | 'postgresql' | 'mysql'): string {
  const types = {
    duckdb: ['TIMESTAMP', 'VARCHAR', 'INTEGER', 'DOUBLE', 'BOOLEAN', 'DATE'],
    sqlite: ['TEXT', 'TEXT', 'INTEGER', 'REAL', 'INTEGER', 'TEXT'],
    postgresql: ['TIMESTAMP', 'TEXT', 'INTEGER', 'DOUBLE PRECISION', 'BOOLEAN', 'DATE'],
    mysql: ['DATETIME', 'VARCHAR(20)', 'INT', 'DOUBLE', 'BOOLEAN', 'DATE'],
  }[engine];
  const [ts, text, int, float, bool, date] = types;
  return `CREATE TABLE ${TABLE} (order_date ${ts}, deal_size ${text}, country ${text}, quantity ${int}, price ${float}, is_paid ${bool}, ship_date ${date})`;
}

/** Fixture rows as one INSERT with literals (test data, not user input). */
export function insertSql(booleansAsIntegers: boolean): string {
  const literal = (value: string | number | boolean | null) => {
    if (value === null) return 'NULL';
    if (typeof value === 'boolean')
      return booleansAsIntegers ? (value ? '1' : '0') : value ? 'TRUE' : 'FALSE';
    return typeof value === 'number' ? String(value) : `'${value}'`;
  };
  const rows = SALES.map(
    (r) =>
      `(${[r.order_date, r.deal_size, r.country, r.quantity, r.price, r.is_paid, r.ship_date].map(literal).join(', ')})`,
  );
  return `INSERT INTO ${TABLE} VALUES ${rows.join(', ')}`;
}

const naive = (text: string) => new Date(`${text.replace(' ', 'T')}Z`);

/** "A : B" with naive dates, "Min"/"Max" for open ends, "No filter". */
export function resolveTimeRange(range: string): TimeBounds {
  if (range === 'No filter') return { since: null, until: null };
  const [since = 'Min', until = 'Max'] = range.split(' : ');
  return { since: since === 'Min' ? null : naive(since), until: until === 'Max' ? null : naive(until) };
}
