import '../../../test/dom';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../app/store';
import { useDashboardSave } from './useDashboardSave';

const info = { id: 4, dashboard_title: 'Sales', json_metadata: '{}', changed_on_dttm: 1_000_000 };
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('dashboard safe save', { timeout: 30_000 }, () => {
  it('keeps a save that met a 409 waiting, and settles it with the overwrite', async () => {
    let puts = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = String(input);
        if (url.includes('csrf_token')) return json(200, { result: 'token' });
        puts += 1;
        return puts === 1
          ? json(409, { message: 'This dashboard was changed recently.' })
          : json(200, { result: info, last_modified_time: 2000 });
      }),
    );
    const store = makeStore();
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const { result } = renderHook(() => useDashboardSave(info), { wrapper });
    let outcome: boolean | undefined;
    act(() => {
      void result.current.save({ metadata: { native_filter_configuration: [] } }).then((saved) => {
        outcome = saved;
      });
    });
    await waitFor(() => expect(result.current.conflict).not.toBeNull());
    expect(outcome).toBeUndefined();
    await act(async () => {
      await result.current.overwrite();
    });
    await waitFor(() => expect(outcome).toBe(true));
    expect(result.current.conflict).toBeNull();
  });

  it('settles the waiting save as not saved when the conflict is dismissed', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        String(input).includes('csrf_token')
          ? json(200, { result: 'token' })
          : json(409, { message: 'stale' }),
      ),
    );
    const store = makeStore();
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const { result } = renderHook(() => useDashboardSave(info), { wrapper });
    let outcome: boolean | undefined;
    act(() => {
      void result.current.save({ dashboard_title: 'New' }).then((saved) => {
        outcome = saved;
      });
    });
    await waitFor(() => expect(result.current.conflict).not.toBeNull());
    act(() => result.current.dismissConflict());
    await waitFor(() => expect(outcome).toBe(false));
  });

  it('reports a failure other than 409 as its error, without the conflict dialog', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        String(input).includes('csrf_token')
          ? json(200, { result: 'token' })
          : json(500, { message: 'The database is read-only' }),
      ),
    );
    const store = makeStore();
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const { result } = renderHook(() => useDashboardSave(info), { wrapper });
    let outcome: boolean | undefined;
    await act(async () => {
      outcome = await result.current.save({ published: true });
    });
    expect(outcome).toBe(false);
    expect(result.current.error).toContain('The database is read-only');
    expect(result.current.conflict).toBeNull();
    expect(result.current.saving).toBe(false);
    act(() => result.current.clearError());
    expect(result.current.error).toBeNull();
  });
});
