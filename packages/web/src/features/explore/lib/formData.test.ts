import { describe, expect, it } from 'vitest';
import { getTimeRange } from '../../../charts';
import { chartDataUrl } from '../../../charts/chartDataUrl';
import type { DatasetDetail } from '../api/exploreApi';
import { exploreActions as a, exploreReducer } from '../state/exploreSlice';
import {
  defaultFormData,
  formDataFromChart,
  sameFormData,
  switchVizType,
  validateFormData,
  withTemporalLookup,
} from './formData';
import { chartBody } from './saveChart';

// Fixtures: viz ids appear in tests only, never in Explore's code.
const LINE = 'echarts_timeseries_line';
const TABLE = 'table';

const dataset: DatasetDetail = {
  id: 3,
  table_name: 'orders',
  main_dttm_col: 'order_date',
  columns: [
    { column_name: 'order_date', is_dttm: true, type_generic: 2 },
    { column_name: 'country', type_generic: 1, groupby: true },
    { column_name: 'sales', type_generic: 0 },
  ],
  metrics: [{ metric_name: 'count', expression: 'COUNT(*)' }],
};

describe('explore form data', () => {
  it('starts a dataset as an aggregate table with its first saved metric and no time filter', () => {
    const formData = defaultFormData(dataset);
    expect(formData).toMatchObject({
      datasource: '3__table',
      viz_type: TABLE,
      query_mode: 'aggregate',
      metrics: ['count'],
      // Superset's Table overrides the shared row limit default (10000) with 1000.
      row_limit: 1000,
    });
    // The table's panel has no x-axis: its defaults are its own, not every chart's keys.
    expect(formData).not.toHaveProperty('x_axis');
    expect(defaultFormData(dataset, LINE)).toMatchObject({
      x_axis: 'order_date',
      time_grain_sqla: 'P1D',
      row_limit: 10000,
    });
    expect(getTimeRange(formData)).toBe('No filter');
    expect(validateFormData(formData, dataset)).toEqual([]);
  });

  it('falls back to COUNT(*) when the dataset has no saved metric', () => {
    const formData = defaultFormData({ ...dataset, metrics: [] });
    expect(formData.metrics).toEqual([expect.objectContaining({ aggregate: 'COUNT', label: 'COUNT(*)' })]);
  });

  it('names the chart in its form data (slice_id), whatever id its saved params hold', () => {
    const formData = formDataFromChart({
      id: 9,
      slice_name: 'Copy of Trend',
      viz_type: LINE,
      params: JSON.stringify({ metrics: ['count'], datasource: '3__table', slice_id: 4 }),
    });
    expect(formData.slice_id).toBe(9);
    // So the first chart-data call names the chart, as Superset's does.
    expect(chartDataUrl('/api/v1/chart/data', formData)).toBe(
      `/api/v1/chart/data?form_data=${encodeURIComponent('{"slice_id":9}')}`,
    );
  });

  it('reads saved params and fills in the datasource', () => {
    const formData = formDataFromChart({
      id: 9,
      slice_name: 'Trend',
      viz_type: LINE,
      datasource_id: 3,
      datasource_type: 'table',
      params: JSON.stringify({ metrics: ['count'], x_axis: 'order_date' }),
    });
    expect(formData).toMatchObject({ viz_type: LINE, datasource: '3__table', metrics: ['count'] });
    expect(() => formDataFromChart({ id: 1, slice_name: 'Bad', viz_type: TABLE, params: '{' })).toThrow(
      /not valid JSON/,
    );
  });

  it('keeps metrics when switching type and picks an x-axis for the line chart', () => {
    const table = { ...defaultFormData(dataset), x_axis: null, groupby: ['country'] };
    const line = switchVizType(table, LINE, dataset);
    expect(line).toMatchObject({
      viz_type: LINE,
      x_axis: 'order_date',
      metrics: ['count'],
      groupby: ['country'],
    });
  });

  it('moves the metric between one-metric and many-metric charts', () => {
    const pie = switchVizType({ ...defaultFormData(dataset), groupby: ['country'] }, 'pie', dataset);
    expect(pie.metric).toBe('count');
    expect(validateFormData(pie, dataset)).toEqual([]);
    const back = switchVizType({ ...pie, metrics: [] }, TABLE, dataset);
    expect(back.metrics).toEqual(['count']);
    expect(validateFormData({ ...pie, groupby: [] }, dataset)).toEqual([
      'Control labeled Dimensions: cannot be empty',
    ]);
  });

  it('says what is missing before a run', () => {
    expect(
      validateFormData({ ...defaultFormData(dataset), viz_type: LINE, metrics: [], x_axis: null }, dataset),
    ).toEqual(['Control labeled X-axis: cannot be empty', 'Control labeled Metrics: cannot be empty']);
    expect(
      validateFormData({ ...defaultFormData(dataset), query_mode: 'raw', all_columns: [] }, dataset),
    ).toEqual(['Control labeled Columns: cannot be empty']);
  });

  it('marks the chart stale until the next run', () => {
    let state = exploreReducer(
      undefined,
      a.hydrate({ formData: defaultFormData(dataset), slice: null, sliceName: 'x', sourceKey: 'k' }),
    );
    state = exploreReducer(state, a.run());
    expect(sameFormData(state.formData, state.lastRunFormData)).toBe(true);
    state = exploreReducer(state, a.setControl({ key: 'row_limit', value: 50 }));
    expect(sameFormData(state.formData, state.lastRunFormData)).toBe(false);
    state = exploreReducer(state, a.run());
    expect(state.runToken).toBe(2);
    expect(sameFormData(state.formData, state.lastRunFormData)).toBe(true);
    expect(
      sameFormData({ viz_type: 't', datasource: 'a', b: 1 }, { b: 1, datasource: 'a', viz_type: 't' }),
    ).toBe(true);
  });
});

describe('saving in Explore', () => {
  it('gives the settings the saved chart’s id, so later runs name it, without marking the chart stale', () => {
    let state = exploreReducer(
      undefined,
      a.hydrate({
        formData: { ...defaultFormData(dataset), slice_id: 12 },
        slice: null,
        sliceName: 'x',
        sourceKey: 'k',
      }),
    );
    state = exploreReducer(state, a.run());
    state = exploreReducer(
      state,
      a.saved({ slice: { id: 77, dashboards: [], owners: [1] }, sliceName: 'Copy', sourceKey: 'slice:77' }),
    );
    expect(state.formData?.slice_id).toBe(77);
    expect(state.lastRunFormData?.slice_id).toBe(77);
    expect(sameFormData(state.formData, state.lastRunFormData)).toBe(true);
  });
});

describe('saved params carry no dataset display facts', () => {
  const described: DatasetDetail = {
    ...dataset,
    columns: dataset.columns.map((c) => ({ ...c, verbose_name: `${c.column_name} (readable)` })),
    metrics: [{ metric_name: 'count', expression: 'COUNT(*)', verbose_name: 'Orders', d3format: ',d' }],
  };
  const DISPLAY_KEYS = ['verbose_map', 'column_formats'];

  it.each([TABLE, LINE, 'pie'])(
    'a new %s chart saves only its controls and the temporal lookup',
    (vizType) => {
      const params = JSON.parse(chartBody(defaultFormData(described, vizType), 'New', []).params);
      for (const key of DISPLAY_KEYS) expect(params).not.toHaveProperty(key);
      // Superset's hidden control: saved, so buildQuery knows which x-axis takes the time grain.
      expect(params.temporal_columns_lookup).toEqual({ order_date: true });
    },
  );

  it('a saved chart opened and saved again keeps its params as they were, plus the lookup and its id', () => {
    const saved = { metrics: ['count'], x_axis: 'order_date', viz_type: LINE, datasource: '3__table' };
    const opened = withTemporalLookup(
      formDataFromChart({ id: 1, slice_name: 'Trend', viz_type: LINE, params: JSON.stringify(saved) }),
      described,
    );
    // Superset's Slice.form_data carries the chart's id too, and saves it with the params.
    expect(JSON.parse(chartBody(opened, 'Trend', []).params)).toEqual({
      ...saved,
      temporal_columns_lookup: { order_date: true },
      slice_id: 1,
    });
    // A lookup the chart was saved with is kept, as Superset keeps a hidden control's value.
    const own = { ...opened, temporal_columns_lookup: { created: true } };
    expect(withTemporalLookup(own, described)).toBe(own);
  });
});
