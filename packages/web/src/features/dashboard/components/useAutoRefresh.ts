import { useEffect, useRef } from 'react';

/**
 * Calls `refresh` every `seconds` (0: never), as Superset's periodic render does; a hidden tab
 * skips its turns so a dashboard left open in the background does not query for nobody.
 */
export function useAutoRefresh(seconds: number, refresh: () => void): void {
  const latest = useRef(refresh);
  latest.current = refresh;
  useEffect(() => {
    if (seconds <= 0) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState !== 'hidden') latest.current();
    }, seconds * 1000);
    return () => window.clearInterval(timer);
  }, [seconds]);
}
