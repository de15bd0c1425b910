import { CategoricalColorNamespace, type QueryFormData, type QueryResult } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { testChartProps } from '../shared/chartProps-testing';
import { rendered, XSS } from '../shared/html-testing';
import { buildTimeseriesQuery } from './buildQuery';
import { timeseriesEvents, timeseriesOption, timeseriesTooltip } from './option';
import { transformTimeseriesProps } from './transformProps';

const formData: QueryFormData = {
  viz_type: 'echarts_timeseries_line',
  datasource: '22__table',
  x_axis: 'order_date',
  time_grain_sqla: 'P1W',
  metrics: [
    { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'sales' }, label: 'SUM(sales)' },
  ],
  groupby: ['deal_size'],
  adhoc_filters: [
    {
      clause: 'WHERE',
      subject: 'order_date',
      operator: 'TEMPORAL_RANGE',
      comparator: 'No filter',
      expressionType: 'SIMPLE',
    },
  ],
  row_limit: 10000,
};

describe('time-series buildQuery', () => {
  it('builds the query context of SUPERSET_FACTS §1.7', () => {
    const context = buildTimeseriesQuery(formData);
    expect(context.datasource).toEqual({ id: 22, type: 'table' });
    expect(context.form_data).toBe(formData);
    const query = context.queries[0]!;
    expect(query.columns).toEqual([
      {
        columnType: 'BASE_AXIS',
        sqlExpression: 'order_date',
        label: 'order_date',
        expressionType: 'SQL',
        timeGrain: 'P1W',
      },
      'deal_size',
    ]);
    expect(query.filters).toEqual([{ col: 'order_date', op: 'TEMPORAL_RANGE', val: 'No filter' }]);
    expect(query.extras).toEqual({ where: '', having: '', time_grain_sqla: 'P1W' });
    expect(query.orderby).toEqual([[(formData.metrics as unknown[])[0], false]]);
    expect(query.series_columns).toEqual(['deal_size']);
    expect(query.row_limit).toBe(10000);
    expect(query.post_processing).toEqual([
      {
        operation: 'pivot',
        options: {
          index: ['order_date'],
          columns: ['deal_size'],
          aggregates: { 'SUM(sales)': { operator: 'mean' } },
          drop_missing_columns: false,
        },
      },
      { operation: 'rename', options: { columns: { 'SUM(sales)': null }, level: 0, inplace: true } },
      { operation: 'flatten' },
    ]);
  });

  it('leaves out the grain for a non-temporal x-axis and refuses incomplete form data', () => {
    const byCategory = { ...formData, x_axis: 'channel', temporal_columns_lookup: { order_date: true } };
    const query = buildTimeseriesQuery(byCategory).queries[0]!;
    expect((query.columns as object[])[0]).not.toHaveProperty('timeGrain');
    expect(query.extras).toEqual({ where: '', having: '' });
    expect(() => buildTimeseriesQuery({ ...formData, x_axis: null })).toThrow(
      'Choose a column for the X-axis.',
    );
    expect(() => buildTimeseriesQuery({ ...formData, metrics: [] })).toThrow('Add at least one metric.');
  });
});

describe('time-series transformProps', () => {
  const wide: QueryResult = {
    colnames: ['order_date', 'Small', 'Large'],
    coltypes: [2, 0, 0],
    rowcount: 2,
    data: [
      { order_date: 1704153600000, Small: 5, Large: null },
      { order_date: 1703548800000, Small: 3, Large: 7 },
    ],
  };

  it('makes one series per pivoted column, sorted by time, nulls kept as gaps', () => {
    const props = transformTimeseriesProps(testChartProps(formData, [wide]));
    expect(props.xAxisType).toBe('time');
    expect(props.series.map((s) => s.name)).toEqual(['Small', 'Large']);
    expect(props.series[0]!.data).toEqual([
      [1703548800000, 3],
      [1704153600000, 5],
    ]);
    expect(props.series[1]!.data[1]).toEqual([1704153600000, null]);
  });

  it('drops the metric prefix of flattened names when there is one metric', () => {
    const prefixed: QueryResult = {
      ...wide,
      colnames: ['order_date', 'SUM(sales), Small'],
      data: [{ order_date: 1, 'SUM(sales), Small': 2 }],
    };
    expect(transformTimeseriesProps(testChartProps(formData, [prefixed])).series[0]!.name).toBe('Small');
  });

  it('pivots long rows itself when the server did not', () => {
    const long: QueryResult = {
      colnames: ['order_date', 'deal_size', 'SUM(sales)'],
      coltypes: [2, 1, 0],
      rowcount: 3,
      data: [
        { order_date: 2, deal_size: 'Small', 'SUM(sales)': 1 },
        { order_date: 1, deal_size: 'Small', 'SUM(sales)': 4 },
        { order_date: 1, deal_size: null, 'SUM(sales)': 9 },
      ],
    };
    const props = transformTimeseriesProps(testChartProps(formData, [long]));
    expect(props.series).toEqual([
      {
        name: 'Small',
        data: [
          [1, 4],
          [2, 1],
        ],
      },
      { name: '<NULL>', data: [[1, 9]] },
    ]);
  });

  it('uses a category axis when the x values are text, whatever the declared type', () => {
    const text: QueryResult = {
      colnames: ['channel', 'count'],
      coltypes: [2, 0],
      rowcount: 1,
      data: [{ channel: 'Web', count: 3 }],
    };
    const props = transformTimeseriesProps(
      testChartProps({ ...formData, x_axis: 'channel', groupby: [] }, [text]),
    );
    expect(props.xAxisType).toBe('category');
    expect(props.series).toEqual([{ name: 'count', data: [['Web', 3]] }]);
  });

  it('draws bars stacked when asked, and lines with legend and axis tooltip', () => {
    const bar = transformTimeseriesProps(
      testChartProps({ ...formData, viz_type: 'echarts_timeseries_bar', stack: 'Stack' }, [wide]),
    );
    const option = timeseriesOption(bar, 400);
    expect(option.series.map((s) => [s.type, s.stack])).toEqual([
      ['bar', 'total'],
      ['bar', 'total'],
    ]);
    const line = timeseriesOption(transformTimeseriesProps(testChartProps(formData, [wide])), 400);
    expect(line.tooltip.trigger).toBe('axis');
    expect(line.legend).toMatchObject({ type: 'scroll' });
    expect(line.series[0]).toMatchObject({ type: 'line', showSymbol: false });
  });

  it('draws many points at once: no opening animation, lines thinned to the pixels (LTTB)', () => {
    const series = (count: number, points: number) =>
      Array.from({ length: count }, (_, s) => ({
        name: `series ${s}`,
        data: Array.from({ length: points }, (_, i) => [i * 86_400_000, s + i] as const),
      }));
    const base = transformTimeseriesProps(testChartProps(formData, [wide]));
    const few = timeseriesOption(base, 400);
    expect(few.animation).toBe(true);
    expect(few.series[0]).not.toHaveProperty('sampling');
    const many = timeseriesOption({ ...base, series: series(50, 1000) }, 400);
    expect(many.animation).toBe(false);
    expect(many.series[0]).toMatchObject({ type: 'line', showSymbol: false, sampling: 'lttb' });
    const dots = timeseriesOption({ ...base, style: 'scatter', series: series(50, 1000) }, 400);
    expect(dots.series[0]).toMatchObject({ type: 'scatter', large: true });
  });

  it('colours series by label (the dashboard keeps them across charts), turns x labels and bounds y', () => {
    const colorNamespace = CategoricalColorNamespace.fromDashboardMetadata({
      label_colors: { Large: '#123456' },
    });
    const styled = { ...formData, xAxisLabelRotation: 45, y_axis_bounds: [0, null] };
    const props = transformTimeseriesProps(testChartProps(styled, [wide], { colorNamespace }));
    expect(props.colors).toEqual({ Small: '#1FA8C9', Large: '#123456' });
    const option = timeseriesOption(props, 400);
    expect(option.series.map((s) => s.itemStyle.color)).toEqual(['#1FA8C9', '#123456']);
    expect(option.xAxis.axisLabel.rotate).toBe(45);
    expect([option.yAxis.min, option.yAxis.max]).toEqual([0, undefined]);
    // Another chart of the same dashboard gives Small the same colour, whatever its order.
    const other = transformTimeseriesProps(
      testChartProps(formData, [{ ...wide, colnames: ['order_date', 'Medium', 'Small'] }], {
        colorNamespace,
      }),
    );
    expect(other.colors.Small).toBe('#1FA8C9');
    expect(other.colors.Medium).toBe('#454E7C');
  });
});

describe('time-series tooltip', () => {
  it('shows series names, x categories and values as text, never as HTML', () => {
    const marker = '<span style="background-color:#1f77b4"></span>';
    const params = [
      { seriesName: XSS, marker, value: [XSS, 5] as const },
      { seriesName: 'Web', marker, value: [XSS, XSS as never] as const },
    ];
    const out = timeseriesTooltip(params, 'category', (v) => String(v));
    expect(out).not.toContain('<img');
    const { tags, text } = rendered(out);
    expect(tags).toEqual(['div', 'br', 'span', 'b', 'br', 'span', 'b']);
    expect(text).toBe(`${XSS}${XSS}: 5Web: ${XSS}`);
  });

  it('is the tooltip of the option', () => {
    const wide: QueryResult = { colnames: ['order_date', XSS], coltypes: [2, 0], rowcount: 1, data: [] };
    const option = timeseriesOption(transformTimeseriesProps(testChartProps(formData, [wide])), 400);
    const marker = '<span></span>';
    const out = option.tooltip.formatter([{ seriesName: XSS, marker, value: [0, 1] }]);
    expect(rendered(out).tags).toEqual(['div', 'br', 'span', 'b']);
  });
});

describe('time-series dataset facts and cross-filters', () => {
  const twoMetrics: QueryFormData = { ...formData, metrics: ['revenue', 'count'], groupby: ['region'] };
  const pivoted: QueryResult = {
    colnames: ['order_date', 'revenue, EU', 'count, EU', 'revenue, <NULL>'],
    coltypes: [2, 0, 0, 0],
    rowcount: 1,
    label_map: {
      'revenue, EU': ['revenue', 'EU'],
      'count, EU': ['count', 'EU'],
      'revenue, <NULL>': ['revenue', '<NULL>'],
    },
    data: [{ order_date: 1, 'revenue, EU': 3, 'count, EU': 1, 'revenue, <NULL>': 2 }],
  };
  const datasource = {
    verboseMap: { revenue: 'Revenue' },
    columnFormats: { revenue: '$,.0f', count: '$,.0f' },
    temporalColumns: ['order_date'],
  };

  it('names series and formats values from the dataset', () => {
    const props = transformTimeseriesProps(testChartProps(twoMetrics, [pivoted], { datasource }));
    expect(props.series.map((s) => s.name)).toEqual(['Revenue, EU', 'count, EU', 'Revenue, <NULL>']);
    expect(props.yFormat).toBe('$,.0f');
    expect(transformTimeseriesProps(testChartProps(twoMetrics, [pivoted])).yFormat).toBeNull();
  });

  it('a click on a series filters by its dimension values; again clears; others dim', () => {
    const masks: unknown[] = [];
    const hooks = { setDataMask: (mask: unknown) => masks.push(mask), onContextMenu: () => {} };
    const base = { datasource, hooks, emitCrossFilters: true };
    const props = transformTimeseriesProps(testChartProps(twoMetrics, [pivoted], base));
    timeseriesEvents(props).click?.({ seriesName: 'Revenue, EU' });
    timeseriesEvents(props).click?.({ seriesName: 'Revenue, <NULL>' });
    expect(masks).toEqual([
      {
        extraFormData: { filters: [{ col: 'region', op: 'IN', val: ['EU'] }] },
        filterState: { value: [['EU']], selectedValues: ['Revenue, EU'] },
      },
      {
        extraFormData: { filters: [{ col: 'region', op: 'IS NULL' }] },
        filterState: { value: [[null]], selectedValues: ['Revenue, <NULL>'] },
      },
    ]);
    const selected = transformTimeseriesProps(
      testChartProps(twoMetrics, [pivoted], { ...base, filterState: { selectedValues: ['Revenue, EU'] } }),
    );
    timeseriesEvents(selected).click?.({ seriesName: 'Revenue, EU' });
    expect(masks[2]).toEqual({ extraFormData: {}, filterState: { value: null, selectedValues: null } });
    const option = timeseriesOption(selected, 400);
    expect(option.series.map((s) => ('lineStyle' in s ? s.lineStyle.opacity : null))).toEqual([1, 0.3, 0.3]);
  });

  it('without dimensions a click filters nothing; a right click drills on the x value', () => {
    const masks: unknown[] = [];
    const menus: unknown[] = [];
    const hooks = {
      setDataMask: (mask: unknown) => masks.push(mask),
      onContextMenu: (...args: unknown[]) => menus.push(args),
    };
    const single: QueryResult = {
      colnames: ['order_date', 'revenue'],
      coltypes: [2, 0],
      rowcount: 1,
      data: [{ order_date: Date.UTC(2024, 0, 1), revenue: 5 }],
    };
    const props = transformTimeseriesProps(
      testChartProps({ ...formData, metrics: ['revenue'], groupby: [] }, [single], {
        hooks,
        emitCrossFilters: true,
      }),
    );
    const events = timeseriesEvents(props);
    events.click?.({ seriesName: 'revenue' });
    expect(masks).toEqual([]);
    events.contextmenu?.({
      seriesName: 'revenue',
      data: [Date.UTC(2024, 0, 1), 5],
      event: { event: { clientX: 1, clientY: 2 } as MouseEvent },
    });
    expect(menus).toEqual([
      [
        1,
        2,
        [
          {
            col: 'order_date',
            op: '==',
            val: Date.UTC(2024, 0, 1),
            grain: 'P1W',
            formattedVal: '2024-01-01',
          },
        ],
      ],
    ]);
  });
});
