import '../test/dom';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EmptyState } from './EmptyState';
import { ErrorBoundary } from './ErrorBoundary';
import { formatElapsed, Loading } from './Loading';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Boom(): never {
  throw new Error('kaboom');
}

describe('shared components', { timeout: 30_000 }, () => {
  it("error boundary: heading 'Unexpected error', the text, and the stack behind a toggle", () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const onError = vi.fn();
    render(
      <ErrorBoundary onError={onError}>
        <Boom />
      </ErrorBoundary>,
    );
    spy.mockRestore();
    expect(screen.getByText('Unexpected error')).toBeTruthy();
    expect(screen.getByText('kaboom')).toBeTruthy();
    expect(onError).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByText('Show details'));
    const details = document.querySelector('.tessera-error-details')?.textContent ?? '';
    expect(details).toContain('kaboom');
    // React's component stack names where it happened.
    expect(details).toContain('Component stack:');
    expect(details).toContain('Boom');
  });

  it('error boundary: copies "Unexpected error: <error>", or says the browser will not copy', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    render(
      <ErrorBoundary>
        <Boom />
      </ErrorBoundary>,
    );
    spy.mockRestore();
    fireEvent.click(screen.getByRole('button', { name: 'Copy message' }));
    expect(await screen.findByText('Copied!')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('Unexpected error: Error: kaboom');
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
    document.execCommand = vi.fn(() => false);
    fireEvent.click(screen.getByRole('button', { name: 'Copy message' }));
    expect(await screen.findByText('Sorry, your browser does not support copying.')).toBeTruthy();
    vi.unstubAllGlobals();
  });

  it('loading: no time at first, the elapsed time once a second has passed', () => {
    vi.useFakeTimers();
    const start = Date.now();
    render(<Loading startTime={start} label="Loading chart" />);
    expect(screen.getByRole('status').textContent).toBe('Loading chart…');
    act(() => {
      vi.advanceTimersByTime(1500);
    });
    expect(screen.getByRole('status').textContent).toMatch(/Loading chart · 1\.\d s/);
  });

  it('formats elapsed time in seconds, then minutes', () => {
    expect(formatElapsed(1234)).toBe('1.2 s');
    expect(formatElapsed(75_000)).toBe('1 min 15 s');
  });

  it('empty state: says what is missing and offers the next step', () => {
    render(
      <EmptyState
        title="No charts yet"
        description="Build one."
        action={<button type="button">New chart</button>}
      />,
    );
    expect(screen.getByText('No charts yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New chart' })).toBeTruthy();
  });
});
