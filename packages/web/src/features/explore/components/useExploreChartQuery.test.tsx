import '../../../test/dom';
import type { QueryFormData } from '@tessera/core';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { primeCsrfToken, resetCsrfToken } from '../../../app/http';
import { makeStore } from '../../../app/store';
import { LOG_URL } from '../../../charts/loadLog';
import { exploreActions } from '../state/exploreSlice';
import { useExploreChartQuery } from './useExploreChartQuery';

const formData = {
  datasource: '3__table',
  viz_type: 'table',
  query_mode: 'aggregate',
  groupby: ['country'],
  metrics: ['count'],
  row_limit: 100,
  slice_id: 42,
} as unknown as QueryFormData;

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  resetCsrfToken();
});

/** The chart-data calls made so far: their addresses and whether their bodies asked to force. */
function chartDataCalls(): { url: string; force: unknown }[] {
  return vi
    .mocked(fetch)
    .mock.calls.filter(([url]) => String(url).startsWith('/api/v1/chart/data'))
    .map(([url, init]) => ({
      url: String(url),
      force: (JSON.parse(String(init?.body)) as { force?: unknown }).force,
    }));
}

describe('Explore force refresh', () => {
  it('sends force=true on the run that asks for it, and only on that run', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url === LOG_URL ? json({}) : json({ result: [{ data: [], rowcount: 0, is_cached: true }] }),
      ),
    );
    primeCsrfToken('token');
    const store = makeStore();
    store.dispatch(exploreActions.hydrate({ formData, slice: null, sliceName: '', sourceKey: 'k' }));
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    renderHook(() => useExploreChartQuery(), { wrapper });

    act(() => void store.dispatch(exploreActions.run()));
    await waitFor(() => expect(chartDataCalls()).toHaveLength(1));
    act(() => void store.dispatch(exploreActions.run({ force: true })));
    await waitFor(() => expect(chartDataCalls()).toHaveLength(2));
    act(() => void store.dispatch(exploreActions.run()));
    await waitFor(() => expect(chartDataCalls()).toHaveLength(3));

    const [plain, forced, again] = chartDataCalls();
    expect(new URL(String(plain?.url), 'http://x').searchParams.get('force')).toBeNull();
    expect(plain?.force).toBe(false);
    expect(new URL(String(forced?.url), 'http://x').searchParams.get('force')).toBe('true');
    expect(forced?.force).toBe(true);
    expect(new URL(String(again?.url), 'http://x').searchParams.get('force')).toBeNull();
    expect(again?.force).toBe(false);
  });
});
