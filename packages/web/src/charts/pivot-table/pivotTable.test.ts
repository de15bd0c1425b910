import { GenericDataType, type QueryFormData, type QueryResult } from '@tessera/core';
import { describe, expect, test } from 'vitest';
import { EMPTY_DATASOURCE, NO_HOOKS } from '../types';
import { colorFormatters, numberFormatter } from './format';
import { columnHeaders, startsGroup, visibleRowKeys } from './grid';
import { transformPivotTableProps } from './transformProps';

const formData: QueryFormData = {
  datasource: '1__table',
  viz_type: 'pivot_table_v2',
  groupbyRows: ['country', 'city'],
  groupbyColumns: ['product_line'],
  metrics: ['sales'],
  aggregateFunction: 'Sum',
  valueFormat: ',d',
  rowTotals: true,
  colTotals: true,
};

const result = (data: Record<string, unknown>[]): QueryResult =>
  ({
    data,
    colnames: Object.keys(data[0] ?? {}),
    coltypes: Object.keys(data[0] ?? {}).map((k) =>
      k === 'day'
        ? GenericDataType.TEMPORAL
        : k === 'sales'
          ? GenericDataType.NUMERIC
          : GenericDataType.STRING,
    ),
    rowcount: data.length,
  }) as unknown as QueryResult;

const records = [
  { country: 'France', city: 'Paris', product_line: 'Cars', sales: 1000 },
  { country: 'France', city: 'Lyon', product_line: 'Ships', sales: 250 },
  { country: 'Spain', city: 'Madrid', product_line: 'Cars', sales: 70 },
];

const props = (
  overrides: Partial<QueryFormData> = {},
  data: Record<string, unknown>[] = records,
  extra = {},
) =>
  transformPivotTableProps({
    formData: { ...formData, ...overrides },
    queriesData: [result(data)],
    datasource: { ...EMPTY_DATASOURCE, verboseMap: { sales: 'Sales', country: 'Country' } },
    width: 600,
    height: 400,
    filterState: {},
    hooks: NO_HOOKS,
    emitCrossFilters: true,
    ...extra,
  });

describe('pivot table props', () => {
  test('columns per product line then the total; cells formatted with the value format', () => {
    const p = props();
    expect(p.rows).toEqual(['country', 'city']);
    expect(p.cols).toEqual(['Metric', 'product_line']);
    expect(p.columns.map((c) => [c.key, c.kind])).toEqual([
      [['sales', 'Cars'], 'cell'],
      [['sales', 'Ships'], 'cell'],
      [[], 'total'],
    ]);
    expect(p.cell(['France', 'Paris'], ['sales', 'Cars'], 'cell').text).toBe('1,000');
    expect(p.cell([], [], 'total').text).toBe('1,320');
    expect(p.totalLabel).toBe('Total (Sum)');
    expect(p.rowLabels).toEqual(['Country', 'city']);
    expect(p.headerLabel('Metric', 'sales')).toBe('Sales');
  });

  test('a metric format and currency win over the value format; the chart currency stands apart', () => {
    const withMetricFormat = transformPivotTableProps({
      formData,
      queriesData: [result(records)],
      datasource: { ...EMPTY_DATASOURCE, columnFormats: { sales: '.1f' } },
      width: 600,
      height: 400,
      filterState: {},
      hooks: NO_HOOKS,
      emitCrossFilters: false,
    });
    expect(withMetricFormat.cell(['Spain', 'Madrid'], ['sales', 'Cars'], 'cell').text).toBe('70.0');
    const euro = props({ currency_format: { symbol: 'EUR', symbolPosition: 'suffix' } });
    expect(euro.cell(['Spain', 'Madrid'], ['sales', 'Cars'], 'cell').text).toBe('70 €');
    expect(numberFormatter('$,.2f', { symbol: 'USD' })(5)).toBe('$ 5.00');
  });

  test('temporal headers follow the date format', () => {
    const p = props(
      { groupbyRows: ['day'], groupbyColumns: [], date_format: '%Y-%m', time_grain_sqla: 'P1M' },
      [{ day: Date.UTC(2024, 2, 1), sales: 3 }],
    );
    expect(p.headerLabel('day', Date.UTC(2024, 2, 1))).toBe('2024-03');
  });

  test('conditional formatting colours a metric’s cells by Superset’s rules', () => {
    const p = props({
      conditional_formatting: [{ column: 'sales', operator: '>', targetValue: 100, colorScheme: '#FF0000' }],
    });
    expect(p.cell(['France', 'Paris'], ['sales', 'Cars'], 'cell').background).toBe('#FF0000ff');
    expect(p.cell(['Spain', 'Madrid'], ['sales', 'Cars'], 'cell').background).toBeUndefined();
    const [scale] = colorFormatters([{ column: 'sales', operator: 'None', colorScheme: '#00FF00' }], records);
    expect(scale?.colorOf(70)).toBe('#00FF0000');
    expect(scale?.colorOf(1000)).toBe('#00FF00ff');
  });

  test('a header click filters by its value, a second click clears; a right click drills by the cell', () => {
    const p = props();
    expect(p.crossFilter('city', 'Paris')).toEqual({
      extraFormData: { filters: [{ col: 'city', op: 'IN', val: ['Paris'] }] },
      filterState: { value: [['Paris']], selectedFilters: { city: ['Paris'] }, selectedValues: ['Paris'] },
    });
    const chosen = props({}, records, { filterState: { selectedFilters: { city: ['Paris'] } } });
    expect(chosen.crossFilter('city', 'Paris').extraFormData).toEqual({});
    expect(p.drillFilters(['France', 'Paris'], ['sales', 'Cars']).map((f) => [f.col, f.val])).toEqual([
      ['product_line', 'Cars'],
      ['country', 'France'],
      ['city', 'Paris'],
    ]);
  });
});

describe('pivot grid', () => {
  const columns = [
    { key: ['sales', 'Cars'], kind: 'cell' as const, width: 60 },
    { key: ['sales', 'Ships'], kind: 'cell' as const, width: 60 },
    { key: ['sales'], kind: 'subtotal' as const, width: 60 },
    { key: [], kind: 'total' as const, width: 80 },
  ];

  test('column headers merge a shared prefix; subtotal and total reach down the levels', () => {
    const cells = columnHeaders(columns, {
      cols: ['Metric', 'product_line'],
      extraLevels: 1,
      totalLabel: 'Total (Sum)',
      subtotalLabel: 'Subtotal',
      label: (_attr, value) => String(value),
      filterable: (attr) => attr !== 'Metric',
    });
    expect(cells.map((c) => [c.level, c.first, c.last, c.levels, c.label, c.attr])).toEqual([
      [0, 0, 2, 1, 'sales', null],
      [0, 3, 3, 3, 'Total (Sum)', null],
      [1, 0, 0, 1, 'Cars', 'product_line'],
      [1, 1, 1, 1, 'Ships', 'product_line'],
      [1, 2, 2, 2, 'Subtotal', null],
    ]);
  });

  test('a folded group keeps only its subtotal row; group starts per level', () => {
    const keys = [['France', 'Lyon'], ['France', 'Paris'], ['France'], ['Spain', 'Madrid'], ['Spain']];
    expect(visibleRowKeys(keys, new Set(['France']))).toEqual([['France'], ['Spain', 'Madrid'], ['Spain']]);
    const rows = keys.map((key) => ({
      key,
      kind: key.length < 2 ? ('subtotal' as const) : ('cell' as const),
    }));
    expect([0, 1, 2, 3].map((i) => startsGroup(rows, i, 0))).toEqual([true, false, false, true]);
    expect(startsGroup(rows, 1, 1)).toBe(true);
  });
});
