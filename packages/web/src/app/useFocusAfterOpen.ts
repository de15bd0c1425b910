import { useEffect, useRef } from 'react';

/**
 * How long a dialog waits after opening before it puts the cursor in its search box (spec 000
 * point 9: search focus delay 200 ms). The dialog's opening animation and its own focus handling
 * run first, so a box focused at once would lose the focus again.
 */
export const SEARCH_FOCUS_DELAY_MS = 200;

/** A ref for a dialog's search input, focused SEARCH_FOCUS_DELAY_MS after `open` turns true. */
export function useFocusAfterOpen<T extends { focus: () => void }>(open: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => ref.current?.focus(), SEARCH_FOCUS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [open]);
  return ref;
}
