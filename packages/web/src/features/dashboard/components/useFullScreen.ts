import { type RefObject, useCallback, useEffect, useState } from 'react';

/** The browser's full-screen mode for one element: whether it is on, and a toggle. */
export function useFullScreen(target: RefObject<HTMLElement | null>) {
  const [on, setOn] = useState(false);
  useEffect(() => {
    const update = () =>
      setOn(document.fullscreenElement !== null && document.fullscreenElement === target.current);
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, [target]);
  const toggle = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void target.current?.requestFullscreen?.();
  }, [target]);
  return { on, toggle, supported: typeof document !== 'undefined' && document.fullscreenEnabled !== false };
}
