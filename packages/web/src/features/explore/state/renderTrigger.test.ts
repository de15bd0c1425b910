import { describe, expect, it } from 'vitest';
import { chartActions } from '../../../charts';
import { chartsReducer } from '../../../charts/chartState';
import type { DatasetDetail } from '../api/exploreApi';
import { defaultFormData, sameFormData } from '../lib/formData';
import { exploreActions as a, exploreReducer } from './exploreSlice';

const dataset: DatasetDetail = {
  id: 3,
  table_name: 'orders',
  main_dttm_col: 'order_date',
  columns: [{ column_name: 'order_date', is_dttm: true, type_generic: 2 }],
  metrics: [{ metric_name: 'count' }],
};
// Fixture: a viz id appears in tests only.
const LINE = 'echarts_timeseries_line';

function ranLine() {
  const state = exploreReducer(
    undefined,
    a.hydrate({ formData: defaultFormData(dataset, LINE), slice: null, sliceName: '', sourceKey: 'k' }),
  );
  return exploreReducer(state, a.run());
}

describe('render-only controls', () => {
  it('redraw from the last answer: no new run, and the chart is not stale', () => {
    const state = exploreReducer(ranLine(), a.setControl({ key: 'show_legend', value: false }));
    expect(state.runToken).toBe(1);
    expect(state.lastRunFormData?.show_legend).toBe(false);
    expect(sameFormData(state.formData, state.lastRunFormData)).toBe(true);
  });

  it('leave a query control change for the next run', () => {
    const state = exploreReducer(ranLine(), a.setControl({ key: 'row_limit', value: 50 }));
    expect(state.lastRunFormData?.row_limit).toBe(10000);
    expect(sameFormData(state.formData, state.lastRunFormData)).toBe(false);
    const both = exploreReducer(state, a.setControl({ key: 'show_legend', value: false }));
    expect(both.lastRunFormData).toMatchObject({ row_limit: 10000, show_legend: false });
  });

  it('update the drawn chart’s form data only once it holds an answer', () => {
    const formData = defaultFormData(dataset, LINE);
    const started = chartsReducer(
      {},
      chartActions.chartUpdateStarted({ id: 'c', formData, requestId: 'r', startTime: 1 }),
    );
    const next = { ...formData, show_legend: false };
    expect(
      chartsReducer(started, chartActions.queryFormDataUpdated({ id: 'c', formData: next })).c
        ?.latestQueryFormData,
    ).toBe(formData);
    const answered = chartsReducer(
      started,
      chartActions.chartUpdateSucceeded({ id: 'c', queriesResponse: [], endTime: 2, requestId: 'r' }),
    );
    const redrawn = chartsReducer(answered, chartActions.queryFormDataUpdated({ id: 'c', formData: next }));
    expect(redrawn.c?.latestQueryFormData).toBe(next);
    expect(redrawn.c?.chartStatus).toBe('success');
  });
});
