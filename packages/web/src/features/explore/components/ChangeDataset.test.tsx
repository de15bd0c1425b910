import '../../../test/dom';
import { act, cleanup, render } from '@testing-library/react';
import { App } from 'antd';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../app/store';
import { chartActions } from '../../../charts/chartState';
import { useChangeDataset } from './ChangeDataset';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useChangeDataset', () => {
  it('resets a chart that failed with a stack trace to empty (spec 000 point 4, "Datasources set")', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ result: { id: 5, table_name: 'sessions', columns: [], metrics: [] } }),
      ),
    );
    const store = makeStore();
    store.dispatch(
      chartActions.chartRenderingFailed({ id: 'explore', error: 'boom', stackTrace: 'at draw()' }),
    );
    store.dispatch(chartActions.chartRenderingFailed({ id: 'other', error: 'no trace', stackTrace: null }));
    let change: ReturnType<typeof useChangeDataset> | null = null;
    function Probe() {
      change = useChangeDataset();
      return null;
    }
    render(
      <Provider store={store}>
        <MemoryRouter>
          <App>
            <Probe />
          </App>
        </MemoryRouter>
      </Provider>,
    );
    await act(async () => {
      await change?.(5, null, null);
    });
    expect(store.getState().charts.explore?.chartStatus).toBe('empty');
    // Without a stack trace the failure stays, as the spec's transition says.
    expect(store.getState().charts.other?.chartStatus).toBe('failed');
  });
});
