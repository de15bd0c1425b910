import { describe, expect, it } from 'vitest';
import {
  initialSavedCharts,
  SAVED_CHARTS_FAILED,
  type SavedChart,
  savedChartFormData,
  savedChartsQuery,
  savedChartsReducer,
  searchSavedCharts,
} from './savedCharts';

const chart = (id: number, name: string, changed: string, extra: Partial<SavedChart> = {}): SavedChart => ({
  id,
  slice_name: name,
  viz_type: 'table',
  changed_on_utc: changed,
  ...extra,
});

describe('saved-chart list', () => {
  it('goes never loaded → loading → loaded, or failed with the default message', () => {
    expect(initialSavedCharts.lastUpdated).toBe(0);
    const loading = savedChartsReducer(initialSavedCharts, { type: 'fetchStarted' });
    expect(loading).toMatchObject({ isLoading: true, lastUpdated: 0 });
    const loaded = savedChartsReducer(loading, { type: 'set', slices: [chart(3, 'Three', 'x')], now: 42 });
    expect(loaded).toMatchObject({ isLoading: false, lastUpdated: 42, errorMessage: null });
    expect(Object.keys(loaded.slices)).toEqual(['3']);
    expect(savedChartsReducer(loading, { type: 'failed' })).toMatchObject({
      isLoading: false,
      errorMessage: SAVED_CHARTS_FAILED,
    });
    expect(savedChartsReducer(loading, { type: 'failed', error: 'boom' }).errorMessage).toBe('boom');
    expect(SAVED_CHARTS_FAILED).toBe('Could not fetch all saved charts');
  });

  it('asks for the user’s charts as spec 000 point 7 says, filter boxes excludable', () => {
    expect(savedChartsQuery(5, true)).toEqual({
      columns: [
        'id',
        'slice_name',
        'url',
        'viz_type',
        'params',
        'description',
        'description_markeddown',
        'datasource_id',
        'datasource_type',
        'datasource_url',
        'datasource_name_text',
        'changed_on_utc',
        'changed_on_delta_humanized',
      ],
      filters: [
        { col: 'owners', opr: 'rel_m_m', value: 5 },
        { col: 'viz_type', opr: 'neq', value: 'filter_box' },
      ],
      order_column: 'changed_on_delta_humanized',
      order_direction: 'desc',
      page_size: 200,
    });
    expect(savedChartsQuery(null, false).filters).toEqual([]);
  });

  it('searches names, types and datasets, newest first', () => {
    const state = savedChartsReducer(initialSavedCharts, {
      type: 'set',
      slices: [
        chart(1, 'Old sales', '2024-01-01'),
        chart(2, 'New sales', '2025-01-01'),
        chart(3, 'Map', '2023-01-01', { datasource_name_text: 'main.sales' }),
      ],
      now: 1,
    });
    expect(searchSavedCharts(state, '').map((c) => c.id)).toEqual([2, 1, 3]);
    expect(searchSavedCharts(state, 'SALES').map((c) => c.id)).toEqual([2, 1, 3]);
    expect(searchSavedCharts(state, 'old').map((c) => c.id)).toEqual([1]);
  });

  it('draws a chart from its saved params', () => {
    expect(
      savedChartFormData(
        chart(9, 'Nine', 'x', {
          viz_type: 'pie',
          params: '{"metric":"count","datasource":"4__table"}',
          datasource_id: 4,
        }),
      ),
    ).toEqual({ metric: 'count', datasource: '4__table', slice_id: 9, viz_type: 'pie' });
    expect(savedChartFormData(chart(8, 'Eight', 'x', { params: 'not json', datasource_id: 2 }))).toEqual({
      datasource: '2__table',
      slice_id: 8,
      viz_type: 'table',
    });
  });
});
