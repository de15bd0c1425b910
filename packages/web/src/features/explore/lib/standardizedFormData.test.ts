import { describe, expect, it } from 'vitest';
import type { DatasetDetail } from '../api/exploreApi';
import { exploreActions as a, exploreReducer } from '../state/exploreSlice';
import { defaultFormData } from './formData';
import { standardizedControls, switchChartType } from './standardizedFormData';

// Fixtures: viz ids appear in tests only, never in Explore's code.
const TABLE = 'table';
const PIE = 'pie';
const BIG_NUMBER = 'big_number_total';
const LINE = 'echarts_timeseries_line';

const dataset: DatasetDetail = {
  id: 3,
  table_name: 'orders',
  main_dttm_col: 'order_date',
  columns: [
    { column_name: 'order_date', is_dttm: true, type_generic: 2 },
    { column_name: 'country', type_generic: 1, groupby: true },
    { column_name: 'city', type_generic: 1, groupby: true },
    { column_name: 'sales', type_generic: 0 },
  ],
  metrics: [
    { metric_name: 'count', expression: 'COUNT(*)' },
    { metric_name: 'revenue', expression: 'SUM(sales)' },
  ],
};

const table = {
  ...defaultFormData(dataset, TABLE),
  metrics: ['revenue', 'count'],
  groupby: ['country', 'city'],
};

describe('standardised controls', () => {
  it('collects every shared metric and column once, in control order', () => {
    expect(
      standardizedControls({
        viz_type: 'x',
        datasource: '3__table',
        metric: 'count',
        metrics: ['count', 'revenue'],
        groupby: ['country'],
        columns: ['country', 'city'],
        row_limit: 5,
      }),
    ).toEqual({ metrics: ['count', 'revenue'], columns: ['country', 'city'] });
  });
});

describe('switching chart types', () => {
  it('a one-metric chart takes the first metric; the dimensions carry over', () => {
    const { formData } = switchChartType(table, PIE, dataset, {});
    expect(formData).toMatchObject({ viz_type: PIE, metric: 'revenue', groupby: ['country', 'city'] });
  });

  it('a many-metric chart takes them all back', () => {
    const pie = switchChartType(table, PIE, dataset, {});
    const back = switchChartType({ ...pie.formData, metric: 'count' }, TABLE, dataset, pie.memory);
    // The pie's metric is the only one it knows now: it is what the table gets.
    expect(back.formData.metrics).toEqual(['count']);
  });

  it('remembers each type’s own settings when switching back', () => {
    const customised = { ...table, table_timestamp_format: '%Y', page_length: 25 };
    const toPie = switchChartType(customised, PIE, dataset, {});
    const pie = { ...toPie.formData, donut: true };
    const toBig = switchChartType(pie, BIG_NUMBER, dataset, toPie.memory);
    expect(toBig.formData).toMatchObject({ viz_type: BIG_NUMBER, metric: 'revenue' });
    const backToPie = switchChartType(toBig.formData, PIE, dataset, toBig.memory);
    expect(backToPie.formData).toMatchObject({ donut: true, metric: 'revenue' });
    const backToTable = switchChartType(backToPie.formData, TABLE, dataset, backToPie.memory);
    expect(backToTable.formData).toMatchObject({ page_length: 25, table_timestamp_format: '%Y' });
  });

  it('public controls (filters, time range, row limit) come from the chart being left', () => {
    const toPie = switchChartType(table, PIE, dataset, {});
    const filters = [
      { expressionType: 'SQL' as const, clause: 'WHERE' as const, sqlExpression: 'sales > 0' },
    ];
    const pie = { ...toPie.formData, adhoc_filters: filters, row_limit: 7 };
    const back = switchChartType(pie, TABLE, dataset, toPie.memory);
    expect(back.formData).toMatchObject({ adhoc_filters: filters, row_limit: 7 });
  });

  it('fills the new type’s own controls with their defaults', () => {
    const { formData } = switchChartType(table, LINE, dataset, {});
    expect(formData).toMatchObject({ viz_type: LINE, x_axis: 'order_date', metrics: ['revenue', 'count'] });
  });

  it('the explore state keeps the memory across switches and forgets it on a new chart', () => {
    let state = exploreReducer(
      undefined,
      a.hydrate({ formData: { ...table, page_length: 25 }, slice: null, sliceName: '', sourceKey: 'k' }),
    );
    state = exploreReducer(state, a.setVizType({ vizType: PIE, dataset }));
    state = exploreReducer(state, a.setVizType({ vizType: TABLE, dataset }));
    expect(state.formData).toMatchObject({ viz_type: TABLE, page_length: 25, metrics: ['revenue'] });
    state = exploreReducer(
      state,
      a.hydrate({ formData: table, slice: null, sliceName: '', sourceKey: 'k2' }),
    );
    expect(state.vizMemory).toEqual({});
  });
});
