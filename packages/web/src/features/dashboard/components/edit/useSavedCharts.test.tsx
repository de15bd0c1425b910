import '../../../../test/dom';
import { act, cleanup, renderHook, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSavedCharts } from './useSavedCharts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const wrapper = ({ children }: { readonly children: ReactNode }) => <App>{children}</App>;

describe('useSavedCharts', { timeout: 30_000 }, () => {
  it('is loading until the charts arrive, then holds them', async () => {
    let answer: (response: Response) => void = () => {};
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetch);
    const { result } = renderHook(() => useSavedCharts(true, 1), { wrapper });
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toContain('/api/v1/chart/');
    expect(result.current.state.isLoading).toBe(true);
    expect(result.current.state.errorMessage).toBeNull();

    await act(async () => answer(json(200, { result: [{ id: 7, slice_name: 'Arcs', viz_type: 'line' }] })));
    await waitFor(() => expect(result.current.state.isLoading).toBe(false));
    expect(result.current.state.slices[7]).toMatchObject({ slice_name: 'Arcs' });
    expect(result.current.state.lastUpdated).toBeGreaterThan(0);
  });

  it("keeps the server's message and toasts 'Sorry there was an error fetching saved charts: ' with it", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(500, { message: 'database is down' })),
    );
    const { result } = renderHook(() => useSavedCharts(true, 1), { wrapper });
    await waitFor(() => expect(result.current.state.errorMessage).toBe('database is down'));
    expect(result.current.state.isLoading).toBe(false);
    expect(
      await screen.findByText('Sorry there was an error fetching saved charts: database is down'),
    ).toBeTruthy();
  });

  it('asks nothing while edit mode is closed', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const { result } = renderHook(() => useSavedCharts(false, 1), { wrapper });
    expect(result.current.state.isLoading).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
  });
});
