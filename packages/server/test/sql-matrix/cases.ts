// The matrix cases: a query object and the rows every engine must return for it.
import type { DatasetInput } from '@tessera/sql';
import type { Row } from './engines';
import { DATASET, SALES, type SaleRow } from './fixture';
import { count, groupBy, sum, totals, truncate } from './oracle';

export type EngineId = 'duckdb' | 'sqlite' | 'postgresql' | 'mysql';

export interface MatrixCase {
  readonly name: string;
  readonly query: Record<string, unknown>;
  /** Expected rows; a function of the engine where semantics legitimately differ (week start). */
  readonly expected: Row[] | ((engine: EngineId) => Row[]);
  /** Compare in order (the query has a total ORDER BY); otherwise as a multiset. */
  readonly ordered?: boolean;
  readonly dataset?: DatasetInput;
  readonly rlsPredicates?: readonly string[];
  readonly kind?: 'query' | 'drill_detail';
}

const SUM_QTY = { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'quantity' } };
const totalsQuery = (filters: unknown[], extra: Record<string, unknown> = {}) => ({
  columns: [],
  metrics: ['count', SUM_QTY],
  filters,
  ...extra,
});
const filterCase = (
  name: string,
  filter: Record<string, unknown>,
  keep: (r: SaleRow) => boolean,
): MatrixCase => ({
  name: `filter ${name}`,
  query: totalsQuery([filter]),
  expected: totals(SALES, keep),
});

const FILTER_CASES: MatrixCase[] = [
  filterCase('== string', { col: 'deal_size', op: '==', val: 'Small' }, (r) => r.deal_size === 'Small'),
  filterCase(
    '!= string',
    { col: 'country', op: '!=', val: 'FR' },
    (r) => r.country !== null && r.country !== 'FR',
  ),
  filterCase('> number given as string', { col: 'quantity', op: '>', val: '4' }, (r) => r.quantity > 4),
  filterCase('< float', { col: 'price', op: '<', val: 2.75 }, (r) => r.price < 2.75),
  filterCase('>= and <=', { col: 'quantity', op: '>=', val: 3 }, (r) => r.quantity >= 3),
  filterCase('<= float on integer column', { col: 'quantity', op: '<=', val: 4.5 }, (r) => r.quantity <= 4.5),
  filterCase('IN', { col: 'country', op: 'IN', val: ['FR', 'UK'] }, (r) =>
    ['FR', 'UK'].includes(r.country ?? ''),
  ),
  filterCase(
    'IN with null',
    { col: 'country', op: 'IN', val: ['DE', null] },
    (r) => r.country === 'DE' || r.country === null,
  ),
  filterCase(
    'NOT IN',
    { col: 'country', op: 'NOT IN', val: ['US'] },
    (r) => r.country !== null && r.country !== 'US',
  ),
  filterCase(
    'NOT IN with null',
    { col: 'country', op: 'NOT IN', val: ['US', null] },
    (r) => r.country !== null && r.country !== 'US',
  ),
  filterCase('IN empty', { col: 'country', op: 'IN', val: [] }, () => false),
  filterCase('LIKE', { col: 'deal_size', op: 'LIKE', val: 'S%' }, (r) => r.deal_size.startsWith('S')),
  filterCase('NOT LIKE', { col: 'deal_size', op: 'NOT LIKE', val: '%e%' }, (r) => !r.deal_size.includes('e')),
  filterCase('ILIKE', { col: 'country', op: 'ILIKE', val: 'I%' }, (r) =>
    (r.country ?? '').toLowerCase().startsWith('i'),
  ),
  filterCase('IS NULL', { col: 'country', op: 'IS NULL' }, (r) => r.country === null),
  filterCase('IS NOT NULL', { col: 'is_paid', op: 'IS NOT NULL' }, (r) => r.is_paid !== null),
  filterCase('IS TRUE', { col: 'is_paid', op: 'IS TRUE' }, (r) => r.is_paid === true),
  filterCase('IS FALSE', { col: 'is_paid', op: 'IS FALSE' }, (r) => r.is_paid === false),
  filterCase('== boolean', { col: 'is_paid', op: '==', val: false }, (r) => r.is_paid === false),
  filterCase(
    'TEMPORAL_RANGE (since inclusive, until exclusive)',
    { col: 'order_date', op: 'TEMPORAL_RANGE', val: '2024-01-01 09:00:00 : 2024-04-01 00:00:00' },
    (r) => r.order_date >= '2024-01-01 09:00:00' && r.order_date < '2024-04-01 00:00:00',
  ),
  filterCase(
    'TEMPORAL_RANGE at midnight bounds',
    { col: 'order_date', op: 'TEMPORAL_RANGE', val: '2024-01-08 00:00:00 : 2025-01-01 00:00:00' },
    (r) => r.order_date >= '2024-01-08 00:00:00' && r.order_date < '2025-01-01 00:00:00',
  ),
  filterCase(
    'TEMPORAL_RANGE open start',
    { col: 'order_date', op: 'TEMPORAL_RANGE', val: 'Min : 2024-01-07 00:00:00' },
    (r) => r.order_date < '2024-01-07 00:00:00',
  ),
  filterCase(
    'TEMPORAL_RANGE on a DATE column at midnight bounds',
    { col: 'ship_date', op: 'TEMPORAL_RANGE', val: '2024-01-04 00:00:00 : 2024-01-11 00:00:00' },
    (r) => r.ship_date >= '2024-01-04' && r.ship_date < '2024-01-11',
  ),
  filterCase(
    'TEMPORAL_RANGE on a DATE column mid-day bounds',
    { col: 'ship_date', op: 'TEMPORAL_RANGE', val: '2024-01-04 12:00:00 : 2024-01-10 12:00:00' },
    (r) => r.ship_date > '2024-01-04' && r.ship_date <= '2024-01-10',
  ),
  filterCase(
    'TEMPORAL_RANGE No filter',
    { col: 'order_date', op: 'TEMPORAL_RANGE', val: 'No filter' },
    () => true,
  ),
  filterCase(
    '== epoch ms on a temporal column',
    { col: 'order_date', op: '==', val: Date.UTC(2024, 0, 6, 10, 30) },
    (r) => r.order_date === '2024-01-06 10:30:00',
  ),
];

const grainCase = (grain: string, weekStart?: (engine: EngineId) => number): MatrixCase => ({
  name: `time grain ${grain}`,
  query: {
    columns: [
      { columnType: 'BASE_AXIS', sqlExpression: 'order_date', label: 'order_date', timeGrain: grain },
    ],
    metrics: ['count', SUM_QTY],
    orderby: [[{ columnType: 'BASE_AXIS', sqlExpression: 'order_date', label: 'order_date' }, true]],
  },
  ordered: true,
  expected: (engine) =>
    groupBy(
      SALES,
      { order_date: (r) => truncate(r.order_date, grain, weekStart?.(engine) ?? 1) },
      {
        count,
        'SUM(quantity)': sum((r) => r.quantity),
      },
    ).sort((a, b) => String(a.order_date).localeCompare(String(b.order_date))),
});

// Superset's P1W is ISO (Monday) on DuckDB/PostgreSQL, and starts on Sunday on MySQL and SQLite.
const sundayWeeks = (engine: EngineId) => (engine === 'mysql' || engine === 'sqlite' ? 0 : 1);

const byDealSize = (rows: readonly SaleRow[]) =>
  groupBy(rows, { deal_size: (r) => r.deal_size }, { count, 'SUM(quantity)': sum((r) => r.quantity) });

export const CASES: MatrixCase[] = [
  {
    name: 'group by with every SIMPLE aggregate and saved metrics',
    query: {
      columns: ['deal_size'],
      metrics: [
        SUM_QTY,
        { expressionType: 'SIMPLE', aggregate: 'AVG', column: { column_name: 'price' } },
        { expressionType: 'SIMPLE', aggregate: 'MIN', column: { column_name: 'price' } },
        { expressionType: 'SIMPLE', aggregate: 'MAX', column: { column_name: 'quantity' } },
        { expressionType: 'SIMPLE', aggregate: 'COUNT', column: { column_name: 'country' } },
        { expressionType: 'SIMPLE', aggregate: 'COUNT_DISTINCT', column: { column_name: 'country' } },
        'count',
        'total_quantity',
      ],
      orderby: [['deal_size', true]],
    },
    ordered: true,
    expected: groupBy(
      SALES,
      { deal_size: (r) => r.deal_size },
      {
        'SUM(quantity)': sum((r) => r.quantity),
        'AVG(price)': (rs) => sum((r) => r.price)(rs) / rs.length,
        'MIN(price)': (rs) => Math.min(...rs.map((r) => r.price)),
        'MAX(quantity)': (rs) => Math.max(...rs.map((r) => r.quantity)),
        'COUNT(country)': (rs) => rs.filter((r) => r.country !== null).length,
        'COUNT_DISTINCT(country)': (rs) => new Set(rs.map((r) => r.country).filter((c) => c !== null)).size,
        count,
        total_quantity: sum((r) => r.quantity),
      },
    ).sort((a, b) => String(a.deal_size).localeCompare(String(b.deal_size))),
  },
  ...FILTER_CASES,
  ...['PT1H', 'P1D', 'P1M', 'P3M', 'P1Y'].map((grain) => grainCase(grain)),
  grainCase('P1W', sundayWeeks),
  {
    name: 'SQL metric, calculated column and HAVING on a metric label, extras.where/having, RLS',
    query: {
      columns: ['deal_size'],
      metrics: ['count', { expressionType: 'SQL', sqlExpression: 'SUM(quantity * price)', label: 'Revenue' }],
      filters: [{ col: 'count', op: '>=', val: 2 }],
      extras: { where: "country <> 'UK' OR country IS NULL", having: 'SUM(quantity) > 5' },
    },
    rlsPredicates: ['quantity < 10'],
    expected: groupBy(
      SALES.filter((r) => r.country !== 'UK' && r.quantity < 10),
      { deal_size: (r) => r.deal_size },
      { count, 'SUM(quantity)': sum((r) => r.quantity), Revenue: sum((r) => r.quantity * r.price) },
    )
      .filter((r) => (r.count as number) >= 2 && (r['SUM(quantity)'] as number) > 5)
      .map(({ 'SUM(quantity)': _, ...rest }) => rest),
  },
  {
    name: 'order by a metric descending with row limit and offset',
    query: {
      columns: ['deal_size'],
      metrics: ['count', SUM_QTY],
      orderby: [[SUM_QTY, false]],
      row_limit: 2,
      row_offset: 1,
    },
    ordered: true,
    expected: byDealSize(SALES)
      .sort((a, b) => (b['SUM(quantity)'] as number) - (a['SUM(quantity)'] as number))
      .slice(1, 3),
  },
  {
    name: 'series limit: top 2 countries by total quantity',
    query: {
      columns: ['deal_size', 'country'],
      metrics: ['count'],
      series_columns: ['country'],
      series_limit: 2,
      series_limit_metric: 'total_quantity',
    },
    expected: (() => {
      const byCountry = groupBy(
        SALES.filter((r) => r.country !== null),
        { country: (r) => r.country },
        {
          q: sum((r) => r.quantity),
        },
      ).sort((a, b) => (b.q as number) - (a.q as number));
      const top = byCountry.slice(0, 2).map((r) => r.country);
      return groupBy(
        SALES.filter((r) => top.includes(r.country)),
        { deal_size: (r) => r.deal_size, country: (r) => r.country },
        { count },
      );
    })(),
  },
  {
    name: 'legacy granularity + is_timeseries: __timestamp by month within the time range',
    query: {
      metrics: ['count'],
      granularity_sqla: 'order_date',
      is_timeseries: true,
      time_range: '2024-01-01 00:00:00 : 2024-12-31 00:00:00',
      extras: { time_grain_sqla: 'P1M' },
      orderby: [['count', false]],
    },
    expected: groupBy(
      SALES.filter((r) => r.order_date >= '2024-01-01' && r.order_date < '2024-12-31'),
      { __timestamp: (r) => truncate(r.order_date, 'P1M') },
      { count },
    ),
  },
  {
    name: 'raw rows with a calculated column, ordered, from a virtual dataset',
    query: {
      columns: ['country', 'revenue'],
      metrics: null,
      filters: [{ col: 'deal_size', op: '==', val: 'Large' }],
      orderby: [['revenue', false]],
    },
    dataset: { ...DATASET, sql: 'SELECT * FROM matrix_sales WHERE price >= 1.5;' },
    ordered: true,
    expected: SALES.filter((r) => r.deal_size === 'Large' && r.price >= 1.5)
      .map((r) => ({ country: r.country, revenue: r.quantity * r.price }))
      .sort((a, b) => b.revenue - a.revenue),
  },
  {
    name: 'offset without a row limit',
    query: {
      columns: ['order_date'],
      metrics: null,
      orderby: [['order_date', true]],
      row_limit: 0,
      row_offset: 7,
    },
    ordered: true,
    expected: SALES.slice(7).map((r) => ({ order_date: r.order_date })),
  },
  {
    name: 'filter and group on adhoc SQL columns',
    query: {
      columns: [{ sqlExpression: 'UPPER(deal_size)', label: 'size' }],
      metrics: ['count'],
      filters: [{ col: { sqlExpression: 'LOWER(country)', label: 'lc' }, op: 'IN', val: ['fr', 'it'] }],
    },
    expected: groupBy(
      SALES.filter((r) => ['fr', 'it'].includes((r.country ?? '').toLowerCase())),
      { size: (r) => r.deal_size.toUpperCase() },
      { count },
    ),
  },
  {
    name: 'distinct values (metrics [])',
    query: { columns: ['deal_size'], metrics: [], orderby: [['deal_size', false]] },
    ordered: true,
    expected: ['Small', 'Medium', 'Large'].map((deal_size) => ({ deal_size })),
  },
  {
    name: 'is_rowcount',
    query: { columns: ['country'], metrics: ['count'], is_rowcount: true },
    expected: [{ rowcount: new Set(SALES.map((r) => r.country)).size }],
  },
  {
    name: 'drill_detail: every column, filters kept, first column ascending',
    kind: 'drill_detail',
    query: {
      columns: ['deal_size'],
      metrics: ['count'],
      filters: [{ col: 'country', op: '==', val: 'FR' }],
      row_limit: 2,
    },
    ordered: true,
    expected: SALES.filter((r) => r.country === 'FR')
      .slice(0, 2)
      .map((r) => ({
        order_date: r.order_date,
        deal_size: r.deal_size,
        country: r.country,
        quantity: r.quantity,
        price: r.price,
        is_paid: r.is_paid,
        ship_date: `${r.ship_date} 00:00:00`,
        revenue: r.quantity * r.price,
      })),
  },
];
