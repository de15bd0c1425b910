import '../../../test/dom';
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAutoRefresh } from './useAutoRefresh';

afterEach(() => vi.useRealTimers());

describe('useAutoRefresh', () => {
  it('refreshes every interval, never at 0, and stops when unmounted', () => {
    vi.useFakeTimers();
    const refresh = vi.fn();
    const { rerender, unmount } = renderHook(({ seconds }) => useAutoRefresh(seconds, refresh), {
      initialProps: { seconds: 0 },
    });
    vi.advanceTimersByTime(60_000);
    expect(refresh).not.toHaveBeenCalled();
    rerender({ seconds: 10 });
    vi.advanceTimersByTime(30_000);
    expect(refresh).toHaveBeenCalledTimes(3);
    unmount();
    vi.advanceTimersByTime(30_000);
    expect(refresh).toHaveBeenCalledTimes(3);
  });
});
