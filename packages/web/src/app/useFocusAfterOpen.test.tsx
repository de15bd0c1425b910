import '../test/dom';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_FOCUS_DELAY_MS, useFocusAfterOpen } from './useFocusAfterOpen';

function Dialog({ open }: { readonly open: boolean }) {
  const ref = useFocusAfterOpen<HTMLInputElement>(open);
  // The box stays in the page while closed, as in a dialog that hides rather than unmounts.
  return <input ref={ref} aria-label="Search" data-open={open} />;
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useFocusAfterOpen', () => {
  it('puts the cursor in the search box 200 ms after the dialog opens', () => {
    vi.useFakeTimers();
    const { rerender } = render(<Dialog open={false} />);
    rerender(<Dialog open />);
    const box = screen.getByLabelText('Search');
    act(() => vi.advanceTimersByTime(SEARCH_FOCUS_DELAY_MS - 1));
    expect(document.activeElement).not.toBe(box);
    act(() => vi.advanceTimersByTime(1));
    expect(document.activeElement).toBe(box);
    expect(SEARCH_FOCUS_DELAY_MS).toBe(200);
  });

  it('leaves the focus alone when the dialog closed before the delay ran out', () => {
    vi.useFakeTimers();
    const { rerender } = render(<Dialog open />);
    rerender(<Dialog open={false} />);
    act(() => vi.advanceTimersByTime(SEARCH_FOCUS_DELAY_MS));
    expect(document.activeElement).not.toBe(screen.getByLabelText('Search'));
  });
});
