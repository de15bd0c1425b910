import { type ReactNode, useRef } from 'react';

/**
 * Renders a dialog's content only once it has been opened, then keeps it (for its closing
 * animation and its state). A page holding several closed dialogs (a dashboard has five) no longer
 * builds each of their forms on its first render.
 */
export function MountWhenOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const opened = useRef(open);
  if (open) opened.current = true;
  return opened.current ? children : null;
}
