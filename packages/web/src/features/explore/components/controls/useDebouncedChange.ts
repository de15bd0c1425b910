import { useCallback, useEffect, useRef } from 'react';

/**
 * How long a text or number control waits after the last keystroke before it passes the value on
 * (spec 001 point 5 says the value is debounced but shows no delay; this is Superset's
 * FAST_DEBOUNCE, which its TextControl uses).
 */
export const TEXT_CONTROL_DEBOUNCE_MS = 250;

/**
 * `push` passes a value on once `delayMs` pass without another; `flush` passes a pending one on
 * now. Blur and unmount flush, so nothing typed is lost when the user leaves the control.
 */
export function useDebouncedChange<T>(onChange: (value: T) => void, delayMs = TEXT_CONTROL_DEBOUNCE_MS) {
  const latest = useRef(onChange);
  latest.current = onChange;
  const pending = useRef<{ readonly value: T } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const flush = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const next = pending.current;
    pending.current = null;
    if (next) latest.current(next.value);
  }, []);
  const push = useCallback(
    (value: T) => {
      pending.current = { value };
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(flush, delayMs);
    },
    [delayMs, flush],
  );
  useEffect(() => flush, [flush]);
  return { push, flush };
}
