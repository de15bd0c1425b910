import '../test/dom';
import type { QueryFormData } from '@tessera/core';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../app/errors';
import { primeCsrfToken, resetCsrfToken } from '../app/http';
import { sessionApi } from '../app/session';
import { makeStore } from '../app/store';
import { LOG_FLUSH_MS, LOG_URL } from './loadLog';
import { CHART_FETCH_TIMEOUT_MS, chartFetchTimeoutMs, useChartQuery } from './useChartQuery';

const formData = {
  datasource: '3__table',
  viz_type: 'table',
  query_mode: 'aggregate',
  groupby: ['country'],
  metrics: ['count'],
  row_limit: 100,
  slice_id: 42,
} as unknown as QueryFormData;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A chart-data call that answers `answer()` (or, when null, only ends when it is aborted). */
function serve(answer: (() => Response) | null) {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      if (url === LOG_URL) return Promise.resolve(json({}));
      if (!url.startsWith('/api/v1/chart/data')) return Promise.resolve(json({ message: 'Not found' }, 404));
      if (answer) return Promise.resolve(answer());
      return new Promise<Response>((_, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
      });
    }),
  );
}

/** The events posted to the load log so far. */
function loggedEvents(): Record<string, unknown>[] {
  return vi
    .mocked(fetch)
    .mock.calls.filter(([url]) => url === LOG_URL)
    .flatMap(([, init]) => (JSON.parse(String(init?.body)) as { events: Record<string, unknown>[] }).events);
}

function start(id: string, asked: QueryFormData = formData) {
  const store = makeStore();
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  const hook = renderHook(() => useChartQuery(id, asked, 1), { wrapper });
  return { store, hook, chart: () => store.getState().charts[id] };
}

beforeEach(() => {
  vi.useFakeTimers();
  primeCsrfToken('token');
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetCsrfToken();
});

/** A run (forced or not) in a store whose bootstrap says SUPERSET_WEBSERVER_TIMEOUT = `seconds`. */
async function startWithServerTimeout(id: string, force: boolean, seconds: number) {
  const store = makeStore();
  await store.dispatch(
    sessionApi.util.upsertQueryData('bootstrap', undefined, {
      user: null,
      feature_flags: {},
      conf: { SUPERSET_WEBSERVER_TIMEOUT: seconds },
    }),
  );
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  renderHook(() => useChartQuery(id, formData, 1, { force }), { wrapper });
  return () => store.getState().charts[id];
}

describe('chart fetch timeout (spec 000 point 9)', () => {
  it("gives a forced run the server's web server timeout, any other run 60 s", () => {
    const bootstrap = { user: null, feature_flags: {}, conf: { SUPERSET_WEBSERVER_TIMEOUT: 300 } };
    expect(chartFetchTimeoutMs(true, bootstrap)).toBe(300_000);
    expect(chartFetchTimeoutMs(false, bootstrap)).toBe(CHART_FETCH_TIMEOUT_MS);
    expect(chartFetchTimeoutMs(true, undefined)).toBe(CHART_FETCH_TIMEOUT_MS);
    expect(chartFetchTimeoutMs(true, { user: null, feature_flags: {} })).toBe(CHART_FETCH_TIMEOUT_MS);
  });

  it('lets a forced refresh run until the server timeout, then names it', async () => {
    serve(null);
    const chart = await startWithServerTimeout('forced', true, 120);
    await act(() => vi.advanceTimersByTimeAsync(CHART_FETCH_TIMEOUT_MS + 1_000));
    expect(chart()?.chartStatus).toBe('loading');
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(chart()?.chartStatus).toBe('failed');
    expect(chart()?.chartAlert).toMatch(/^Query timeout: the chart took longer than 120 seconds/);
    // The shared load log sends its batch now, not into the next test.
    await act(() => vi.advanceTimersByTimeAsync(LOG_FLUSH_MS));
  });

  it('keeps 60 s for a run that is not forced, whatever the server timeout', async () => {
    serve(null);
    const chart = await startWithServerTimeout('unforced', false, 120);
    await act(() => vi.advanceTimersByTimeAsync(CHART_FETCH_TIMEOUT_MS + 100));
    expect(chart()?.chartStatus).toBe('failed');
    expect(chart()?.chartAlert).toMatch(/longer than 60 seconds/);
    await act(() => vi.advanceTimersByTimeAsync(LOG_FLUSH_MS));
  });
});

describe('useChartQuery (spec 000 points 4 and 7)', () => {
  it('fails with the timeout message after 60 s, not before, and logs a timeout', async () => {
    serve(null);
    const { chart } = start('timeout');
    await act(() => vi.advanceTimersByTimeAsync(CHART_FETCH_TIMEOUT_MS - 100));
    expect(chart()?.chartStatus).toBe('loading');
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(chart()?.chartStatus).toBe('failed');
    expect(chart()?.chartAlert).toMatch(/^Query timeout: the chart took longer than 60 seconds/);
    await act(() => vi.advanceTimersByTimeAsync(LOG_FLUSH_MS));
    expect(loggedEvents()).toEqual([
      expect.objectContaining({
        event_name: 'load_chart',
        has_err: true,
        error_details: 'timeout',
        slice_id: 42,
        datasource: '3__table',
      }),
    ]);
  });

  it("fails an unknown chart type with 'This visualization type is not supported.', naming it in the details", async () => {
    serve(() => json({ result: [] }));
    const { chart } = start('unknown', { ...formData, viz_type: 'no_such_chart' });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(chart()?.chartStatus).toBe('failed');
    expect(chart()?.chartAlert).toBe('This visualization type is not supported.');
    expect(chart()?.chartStackTrace).toMatch(/^Unknown chart type "no_such_chart"; known: .*\btable\b/);
    // Its failure event leaves with the next flush, before the next test's.
    await act(() => vi.advanceTimersByTimeAsync(LOG_FLUSH_MS));
    expect(loggedEvents()).toEqual([
      expect.objectContaining({ has_err: true, error_details: 'This visualization type is not supported.' }),
    ]);
  });

  it("stops on Stop: status stopped, 'Updating chart was stopped', an 'abort' event, no timeout later", async () => {
    serve(null);
    const { chart, hook } = start('stop');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    const call = vi.mocked(fetch).mock.calls.find(([url]) => String(url).startsWith('/api/v1/chart/data'));
    expect(call?.[1]?.signal?.aborted).toBe(false);
    act(() => hook.result.current.stop());
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(call?.[1]?.signal?.aborted).toBe(true);
    expect(chart()?.chartStatus).toBe('stopped');
    expect(chart()?.chartAlert).toBe(messages.stopped);
    // The 60 s timer was cleared with the stopped run: the state stays stopped.
    await act(() => vi.advanceTimersByTimeAsync(CHART_FETCH_TIMEOUT_MS));
    expect(chart()?.chartStatus).toBe('stopped');
    expect(loggedEvents()).toEqual([expect.objectContaining({ has_err: true, error_details: 'abort' })]);
  });

  it('logs a successful load with its row count, cache state and duration', async () => {
    serve(() =>
      json({ result: [{ data: [{ country: 'FR', count: 3 }], rowcount: 1, is_cached: true, colnames: [] }] }),
    );
    const { chart } = start('ok');
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(chart()?.chartStatus).toBe('success');
    expect(loggedEvents()).toEqual([]); // Events go in batches, a second apart.
    await act(() => vi.advanceTimersByTimeAsync(LOG_FLUSH_MS));
    const [event] = loggedEvents();
    expect(event).toMatchObject({
      event_name: 'load_chart',
      source: 'explore',
      slice_id: 42,
      row_count: 1,
      is_cached: true,
      viz_type: 'table',
      force_refresh: false,
    });
    expect(event).not.toHaveProperty('has_err');
    expect(typeof event?.duration).toBe('number');
    // The finished run's timer went with it.
    await act(() => vi.advanceTimersByTimeAsync(CHART_FETCH_TIMEOUT_MS));
    expect(chart()?.chartStatus).toBe('success');
  });

  it('logs a failed load with the error and keeps the server’s message as the alert', async () => {
    serve(() => json({ message: 'Column "x" does not exist' }, 400));
    const { chart } = start('bad');
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(chart()?.chartStatus).toBe('failed');
    expect(chart()?.chartAlert).toContain('Column "x" does not exist');
    await act(() => vi.advanceTimersByTimeAsync(LOG_FLUSH_MS));
    expect(loggedEvents()).toEqual([
      expect.objectContaining({ has_err: true, error_details: expect.stringContaining('Column "x"') }),
    ]);
  });
});
