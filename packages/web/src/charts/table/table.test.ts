import type { DataMask, QueryFormData, QueryResult } from '@tessera/core';
import { describe, expect, it, vi } from 'vitest';
import { type ChartProps, EMPTY_DATASOURCE, NO_HOOKS } from '../types';
import { buildTableQuery } from './buildQuery';
import { cellBar, colorFormatters, numberFormatter, temporalFormatter, valueRange } from './format';
import {
  cellCrossFilterMask,
  nextSort,
  pageItems,
  rowDrillFilters,
  searchRows,
  sortedOrder,
} from './interaction';
import { columnWidths, rowSlot } from './layout';
import { differences, pageSizeOf, type TableColumn, transformTableProps } from './transformProps';

const base: QueryFormData = { viz_type: 'table', datasource: '3__table', row_limit: 50 };

function chartProps(
  formData: QueryFormData,
  queriesData: QueryResult[],
  extra: Partial<ChartProps> = {},
): ChartProps {
  return {
    formData,
    queriesData,
    datasource: EMPTY_DATASOURCE,
    width: 800,
    height: 400,
    filterState: {},
    hooks: NO_HOOKS,
    emitCrossFilters: false,
    ...extra,
  };
}

const result = (data: Record<string, unknown>[], colnames: string[], coltypes: number[]): QueryResult => ({
  data,
  colnames,
  coltypes,
  rowcount: data.length,
});

const byState = result(
  [
    { state: 'CA', num: 1234567.891, '%num': 0.6 },
    { state: 'NY', num: -40, '%num': 0.4 },
    { state: null, num: 0.5, '%num': 0 },
  ],
  ['state', 'num', '%num'],
  [1, 0, 0],
);

describe('table transformProps', () => {
  it('labels from the dataset, metrics in SMART_NUMBER or their format, percents in .3%, nulls as N/A', () => {
    const props = transformTableProps(
      chartProps({ ...base, groupby: ['state'], metrics: ['num'], percent_metrics: ['num'] }, [byState], {
        datasource: { verboseMap: { state: 'State', num: 'Births' }, columnFormats: {}, temporalColumns: [] },
      }),
    );
    expect(props.columns.map((c) => [c.key, c.label, c.align, c.isDimension])).toEqual([
      ['state', 'State', 'left', true],
      ['num', 'Births', 'right', false],
      ['%num', '%Births', 'right', false],
    ]);
    const [state, num, pct] = props.columns as TableColumn[];
    expect(num!.format(1234567.891)).toBe('1.23M');
    expect(pct!.format(0.6)).toBe('60.000%');
    expect(state!.format(null)).toBe('N/A');
    // Cell bars on metrics by default, over [min, max].
    expect(num!.barRange).toEqual([-40, 1234567.891]);
    expect(state!.barRange).toBeNull();
  });

  it('column_config: d3 and small-number formats, currency, alignment, width, hidden bars', () => {
    const props = transformTableProps(
      chartProps(
        {
          ...base,
          groupby: ['state'],
          metrics: ['num'],
          align_pn: true,
          column_config: {
            num: {
              d3NumberFormat: ',.1f',
              d3SmallNumberFormat: '.2%',
              currencyFormat: { symbol: 'USD', symbolPosition: 'prefix' },
              horizontalAlign: 'center',
              columnWidth: 120,
              showCellBars: false,
            },
            state: { truncateLongCells: true },
          },
        },
        [byState],
      ),
    );
    const num = props.columns[1]!;
    expect(num.format(1234567.891)).toBe('$ 1,234,567.9');
    expect(num.format(0.5)).toBe('$ 50.00%');
    expect(num).toMatchObject({ align: 'center', width: 120, barRange: null });
    expect(props.columns[0]!.truncate).toBe(true);
    // Fraction digits round before the format; a min width of 0 or less is none.
    const rounded = transformTableProps(
      chartProps(
        {
          ...base,
          groupby: ['state'],
          metrics: ['num'],
          column_config: { num: { d3NumberFormat: ',', fractionDigits: 1, columnWidth: -5 } },
        },
        [byState],
      ),
    ).columns[1]!;
    expect(rounded.format(1234567.891)).toBe('1,234,567.9');
    expect(rounded.width).toBeUndefined();
    // The dataset's format applies when the column sets none.
    const saved = transformTableProps(
      chartProps({ ...base, groupby: ['state'], metrics: ['num'] }, [byState], {
        datasource: { verboseMap: {}, columnFormats: { num: ',d' }, temporalColumns: [] },
      }),
    );
    expect(saved.columns[1]!.format(1234567.891)).toBe('1,234,568');
  });

  it('time comparison (values): each metric becomes Main, #, △ and % under its name', () => {
    const data = result(
      [
        { state: 'CA', num: 120, 'num__1 year ago': 100 },
        { state: 'NY', num: 0, 'num__1 year ago': 50 },
      ],
      ['state', 'num', 'num__1 year ago'],
      [1, 0, 0],
    );
    const totals = result([{ num: 120, 'num__1 year ago': 150 }], ['num', 'num__1 year ago'], [0, 0]);
    const props = transformTableProps(
      chartProps(
        {
          ...base,
          groupby: ['state'],
          metrics: ['num'],
          time_compare: ['1 year ago'],
          comparison_type: 'values',
          show_totals: true,
        },
        [data, totals],
      ),
    );
    expect(props.columns.map((c) => [c.key, c.label, c.group])).toEqual([
      ['state', 'state', undefined],
      ['Main num', 'Main', 'num'],
      ['# num', '#', 'num'],
      ['△ num', '△', 'num'],
      ['% num', '%', 'num'],
    ]);
    expect(props.rows[0]).toEqual({ state: 'CA', 'Main num': 120, '# num': 100, '△ num': 20, '% num': 0.2 });
    expect(props.rows[1]).toMatchObject({ '△ num': -50, '% num': -1 });
    expect(props.columns[4]!.format(0.2)).toBe('20.000%');
    expect(props.totals).toMatchObject({ 'Main num': 120, '# num': 150, '△ num': -30, '% num': -0.2 });
    expect(differences(0, 0)).toEqual({ delta: 0, percent: 0 });
  });

  it('server pagination: the rowcount comes from the is_rowcount answer, the page size from the own state', () => {
    const count = result([{ rowcount: 4321 }], ['rowcount'], [0]);
    const props = transformTableProps(
      chartProps(
        { ...base, groupby: ['state'], metrics: ['num'], server_pagination: true },
        [byState, count],
        {
          ownState: { currentPage: 2, pageSize: 20 },
        },
      ),
    );
    expect(props).toMatchObject({ serverPagination: true, rowcount: 4321, pageSize: 20, totals: null });
    expect(props.ownState.currentPage).toBe(2);
  });

  it("page length as Superset's: a chosen length, else 200-row pages past 5,000 cells", () => {
    expect(pageSizeOf(0, 100000, 10)).toBe(0);
    expect(pageSizeOf('50', 10, 2)).toBe(50);
    expect(pageSizeOf(null, 1000, 6)).toBe(200);
    expect(pageSizeOf(undefined, 100, 6)).toBe(0);
  });

  it('raw records: the columns as they are, bars on numbers, no cross-filter dimensions', () => {
    const raw = result(
      [
        { ds: Date.UTC(2020, 0, 2, 3, 4, 5), n: 3 },
        { ds: null, n: 7 },
      ],
      ['ds', 'n'],
      [2, 0],
    );
    const props = transformTableProps(
      chartProps({ ...base, query_mode: 'raw', all_columns: ['ds', 'n'] }, [raw]),
    );
    expect(props.isRawRecords).toBe(true);
    expect(props.columns[0]!.format(Date.UTC(2020, 0, 2, 3, 4, 5))).toBe('2020-01-02 03:04:05');
    expect(props.columns[1]!.format(3)).toBe('3');
    expect(props.columns.every((c) => !c.isDimension)).toBe(true);
    expect(props.columns[1]!.barRange).toEqual([3, 7]);
  });

  it('conditional formatting colours matching cells and turns the bars off', () => {
    const props = transformTableProps(
      chartProps(
        {
          ...base,
          groupby: ['state'],
          metrics: ['num'],
          conditional_formatting: [{ column: 'num', operator: '<', targetValue: 0, colorScheme: '#FF0000' }],
        },
        [byState],
      ),
    );
    const num = props.columns[1]!;
    expect(num.barRange).toBeNull();
    expect(num.colorFormatters[0]!.getColorFromValue(-40)).toBe('#FF0000FF');
    expect(num.colorFormatters[0]!.getColorFromValue(5)).toBeUndefined();
  });
});

describe('table formats and bars', () => {
  it('bars from zero when aligned, from the negative extent otherwise', () => {
    const rows = [{ v: -50 }, { v: 150 }];
    expect(valueRange(rows, 'v', true)).toEqual([0, 150]);
    expect(valueRange(rows, 'v', false)).toEqual([-50, 150]);
    expect(cellBar(150, [-50, 150], false)).toEqual({ left: 25, width: 75, negative: false });
    expect(cellBar(-50, [-50, 150], false)).toEqual({ left: 0, width: 25, negative: true });
    expect(cellBar(75, [0, 150], true)).toEqual({ left: 0, width: 50, negative: false });
  });

  it('gradient and between rules', () => {
    const rows = [{ v: 0 }, { v: 5 }, { v: 10 }];
    const [gradient] = colorFormatters([{ column: 'v', operator: 'None', colorScheme: '#000000' }], rows);
    expect(gradient!.getColorFromValue(10)).toBe('#000000FF');
    expect(gradient!.getColorFromValue(0)).toBe('#00000000');
    const [between] = colorFormatters(
      [{ column: 'v', operator: '< x <', targetValueLeft: 1, targetValueRight: 9, colorScheme: '#000000' }],
      rows,
    );
    expect(between!.getColorFromValue(5)).toBeDefined();
    expect(between!.getColorFromValue(10)).toBeUndefined();
    // Incomplete rules are dropped.
    expect(colorFormatters([{ column: 'v', operator: '>', colorScheme: '#000000' }], rows)).toEqual([]);
  });

  it('times by the grain, a custom format, or database datetimes', () => {
    const t = Date.UTC(2021, 4, 6);
    expect(temporalFormatter('smart_date', undefined, 'P1M')(t)).toBe('May 2021');
    expect(temporalFormatter('%d/%m/%Y', undefined, undefined)(t)).toBe('06/05/2021');
    expect(temporalFormatter(undefined, undefined, undefined)(t)).toBe('2021-05-06 00:00:00');
    expect(numberFormatter(',.2f', { symbol: 'EUR', symbolPosition: 'suffix' })(3)).toBe('3.00 €');
  });
});

const column = (key: string, extra: Partial<TableColumn> = {}): TableColumn => ({
  key,
  label: key,
  kind: 'string',
  isMetric: false,
  isPercentMetric: false,
  isDimension: true,
  format: (v) => (v === null || v === undefined ? 'N/A' : String(v)),
  align: 'left',
  truncate: false,
  barRange: null,
  alignPositiveNegative: false,
  colorPositiveNegative: true,
  colorFormatters: [],
  ...extra,
});

describe('table interaction', () => {
  const rows = [
    { name: 'b', n: 2 },
    { name: 'A', n: null },
    { name: 'c', n: 10 },
  ];

  it('sorts numbers and text (case-insensitive), metrics descending first', () => {
    expect(sortedOrder(rows, { key: 'n', desc: true })).toEqual([2, 0, 1]);
    expect(sortedOrder(rows, { key: 'name', desc: false })).toEqual([1, 0, 2]);
    const metric = column('n', { isMetric: true, isDimension: false });
    expect(nextSort(null, metric, true)).toEqual({ key: 'n', desc: true });
    expect(nextSort({ key: 'n', desc: true }, metric, true)).toEqual({ key: 'n', desc: false });
    expect(nextSort({ key: 'n', desc: false }, metric, true)).toBeNull();
    expect(nextSort(null, column('name'), true)).toEqual({ key: 'name', desc: false });
  });

  it('searches every column, case-insensitive', () => {
    const columns = [column('name'), column('n')];
    expect(searchRows(rows, columns, 'a')).toEqual([1]);
    expect(searchRows(rows, columns, '10')).toEqual([2]);
    expect(searchRows(rows, columns, ' ')).toEqual([0, 1, 2]);
  });

  it('a dimension cell cross-filters by its value; the selected one clears', () => {
    const name = column('name');
    const mask = cellCrossFilterMask(null, name, 'b');
    expect(mask).toEqual({
      extraFormData: { filters: [{ col: 'name', op: 'IN', val: ['b'] }] },
      filterState: { label: 'b', value: [['b']], filters: { name: ['b'] } },
    });
    expect(cellCrossFilterMask({ name: ['b'] }, name, 'b')).toEqual({
      extraFormData: { filters: [] },
      filterState: { label: '', value: null, filters: null },
    });
    const time = column('ds', { kind: 'time' });
    expect(cellCrossFilterMask(null, time, 0, 'P1M').extraFormData?.filters?.[0]).toEqual({
      col: 'ds',
      op: 'IN',
      val: [0],
      grain: 'P1M',
    });
  });

  it("right click drills by the row's dimensions", () => {
    const columns = [column('name'), column('n', { isMetric: true, isDimension: false })];
    expect(rowDrillFilters({ name: 'b', n: 2 }, columns)).toEqual([
      { col: 'name', op: '==', val: 'b', formattedVal: 'b' },
    ]);
  });

  it('pages around the current one with gaps', () => {
    expect(pageItems(0, 3)).toEqual([0, 1, 2]);
    expect(pageItems(5, 20)).toEqual([0, null, 4, 5, 6, null, 19]);
  });

  it("columns fill the width, never narrower than a column's min width", () => {
    const wide = columnWidths([column('name'), column('n', { width: 100 })], rows, 600);
    expect(wide[1]).toBeGreaterThanOrEqual(100);
    expect(wide[0]! + wide[1]!).toBeGreaterThanOrEqual(598);
    // Too narrow for everything: the others shrink, the min width holds.
    const narrow = columnWidths([column('name'), column('n', { width: 300 })], rows, 320);
    expect(narrow[1]).toBeGreaterThanOrEqual(300);
    const none = columnWidths([column('name'), column('n')], rows, 320);
    expect(none[1]).toBeLessThan(300);
  });

  it('buildQuery receives the own state the table sets', () => {
    const setDataMask = vi.fn<(mask: DataMask) => void>();
    setDataMask({ ownState: { currentPage: 1, pageSize: 10 } });
    const ownState = setDataMask.mock.calls[0]![0].ownState!;
    const query = buildTableQuery(
      { ...base, groupby: ['state'], metrics: ['num'], server_pagination: true },
      { ownState },
    ).queries;
    expect(query[0]).toMatchObject({ row_offset: 10, row_limit: 10 });
    expect(query[1]).toMatchObject({ is_rowcount: true });
  });
});

describe('table layout', () => {
  it('a narrow table shrinks text columns before numbers, then scrolls', () => {
    const rows = [{ name: 'Trucks and Buses', n: 35512 }];
    const columns = [
      column('name'),
      column('n', { kind: 'number', label: '# of Products Sold', isDimension: false }),
    ];
    const [name, n] = columnWidths(columns, rows, 170);
    expect(name! + n!).toBeLessThanOrEqual(170);
    expect(n).toBeGreaterThanOrEqual(Math.ceil(5 * 7.5 + 24));
    const tight = columnWidths(columns, rows, 100);
    expect(tight[0]! + tight[1]!).toBeGreaterThan(100);
  });

  it('row slots: rows in view never share a key, and a row keeps its key while it stays in view', () => {
    const slots = 12;
    const keys = (first: number, count: number) =>
      Array.from({ length: count }, (_, k) => rowSlot(first + k, slots));
    for (const first of [0, 5, 11, 12, 99_990]) expect(new Set(keys(first, slots)).size).toBe(slots);
    // Scrolling down 4 rows: the 8 rows still in view keep their keys; the 4 new ones take the freed keys.
    const before = keys(20, slots);
    const after = keys(24, slots);
    expect(after.slice(0, 8)).toEqual(before.slice(4));
    expect(new Set(after.slice(8))).toEqual(new Set(before.slice(0, 4)));
  });
});
