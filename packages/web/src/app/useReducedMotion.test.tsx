import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lightTheme, themeWithMotion } from './theme';
import { useReducedMotion } from './useReducedMotion';

/** A matchMedia whose answer the test flips, telling its listeners as a browser would. */
function fakeMatchMedia(initially: boolean) {
  let matches = initially;
  const listeners = new Set<() => void>();
  const media = {
    get matches() {
      return matches;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', (query: string) => {
    expect(query).toBe('(prefers-reduced-motion: reduce)');
    return media;
  });
  return {
    set(next: boolean) {
      matches = next;
      for (const listener of listeners) listener();
    },
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('useReducedMotion', () => {
  it('follows the system setting as it changes', () => {
    const media = fakeMatchMedia(false);
    const { result } = renderHook(() => useReducedMotion());
    expect(result.current).toBe(false);
    act(() => media.set(true));
    expect(result.current).toBe(true);
  });
});

describe('themeWithMotion', () => {
  it('turns antd motion off and keeps every other token', () => {
    const still = themeWithMotion(lightTheme, false);
    expect(still.token?.motion).toBe(false);
    expect(still.token?.colorPrimary).toBe(lightTheme.token?.colorPrimary);
    expect(still.components).toBe(lightTheme.components);
    expect(themeWithMotion(lightTheme, true)).toBe(lightTheme);
  });
});
