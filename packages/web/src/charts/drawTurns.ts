/**
 * Charts off screen draw in turns, one per idle moment, after the ones on screen. A 45-chart
 * dashboard's answers arrive together; drawing every chart at once (transformProps, ECharts init)
 * held the main thread for seconds while the charts a person looks at waited among the rest.
 * A chart on screen (or scrolled to) draws at once; the others still all draw, without blocking.
 */
import { useLayoutEffect, useState } from 'react';

type Grant = () => void;

/**
 * Waiting elements served `perTurn` at a time, one turn per idle moment of the page (or within a
 * second when it is never idle).
 */
export class TurnQueue {
  private readonly waiting: Grant[] = [];
  private scheduled = false;

  constructor(private readonly perTurn: number) {}

  enqueue(grant: Grant): () => void {
    this.waiting.push(grant);
    this.schedule();
    return () => {
      const at = this.waiting.indexOf(grant);
      if (at >= 0) this.waiting.splice(at, 1);
    };
  }

  private readonly next = (): void => {
    this.scheduled = false;
    for (const grant of this.waiting.splice(0, this.perTurn)) grant();
    this.schedule();
  };

  private schedule(): void {
    if (this.scheduled || this.waiting.length === 0) return;
    this.scheduled = true;
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(this.next, { timeout: 1000 });
    else window.setTimeout(this.next, 16);
  }
}

/**
 * Charts draw two per turn: a chart's first draw (transformProps, ECharts init) takes 10–25 ms,
 * and a turn comes at most once a frame, so one per turn held the last of a 45-chart dashboard
 * back by the frame rate rather than by the work (bench:web, warm: ~300 ms sooner all drawn).
 */
const drawQueue = new TurnQueue(2);

/** Within this distance of the viewport a chart counts as on screen. */
const NEAR = 200;

/** Whether `element` is within `margin` px of the window (a hidden one, in an inactive tab, is not). */
export function nearViewport(element: Element, margin = NEAR): boolean {
  const box = element.getBoundingClientRect();
  if (box.width === 0 && box.height === 0) return false;
  return box.top < window.innerHeight + margin && box.bottom > -margin;
}

/**
 * Whether `element` may go ahead now: at once when on screen, else when scrolled to or when its
 * turn in `queue` comes.
 */
export function useTurn(element: Element | null, queue: TurnQueue): boolean {
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
    const leave = queue.enqueue(grant);
    return () => {
      pending = false;
      observer.disconnect();
      leave();
    };
  }, [granted, element, queue]);
  return granted;
}

/** Whether the chart in `element` may draw now: at once on screen, else when scrolled to or its turn comes. */
export function useDrawTurn(element: Element | null): boolean {
  return useTurn(element, drawQueue);
}
