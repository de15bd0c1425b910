/**
 * Charts off screen draw in turns, one per idle moment, after the ones on screen. A 45-chart
 * dashboard's answers arrive together; drawing every chart at once (transformProps, ECharts init)
 * held the main thread for seconds while the charts a person looks at waited among the rest.
 * A chart on screen (or scrolled to) draws at once; the others still all draw, without blocking.
 */
import { useLayoutEffect, useState } from 'react';

type Grant = () => void;

const waiting: Grant[] = [];
let scheduled = false;

function grantNext(): void {
  scheduled = false;
  waiting.shift()?.();
  scheduleTurn();
}

function scheduleTurn(): void {
  if (scheduled || waiting.length === 0) return;
  scheduled = true;
  if (typeof window.requestIdleCallback === 'function')
    window.requestIdleCallback(grantNext, { timeout: 1000 });
  else window.setTimeout(grantNext, 16);
}

/** Within this distance of the viewport a chart counts as on screen. */
const NEAR = 200;

/** Whether `element` is within `margin` px of the window (a hidden one, in an inactive tab, is not). */
export function nearViewport(element: Element, margin = NEAR): boolean {
  const box = element.getBoundingClientRect();
  if (box.width === 0 && box.height === 0) return false;
  return box.top < window.innerHeight + margin && box.bottom > -margin;
}

/** Whether the chart in `element` may draw now: at once on screen, else when scrolled to or its turn comes. */
export function useDrawTurn(element: Element | null): boolean {
  const [granted, setGranted] = useState(false);
  useLayoutEffect(() => {
    if (granted || !element) return;
    if (typeof IntersectionObserver === 'undefined' || nearViewport(element)) {
      setGranted(true);
      return;
    }
    let pending = true;
    const grant = () => {
      if (!pending) return;
      pending = false;
      setGranted(true);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) grant();
      },
      { rootMargin: `${NEAR}px` },
    );
    observer.observe(element);
    waiting.push(grant);
    scheduleTurn();
    return () => {
      pending = false;
      observer.disconnect();
      const at = waiting.indexOf(grant);
      if (at >= 0) waiting.splice(at, 1);
    };
  }, [granted, element]);
  return granted;
}
