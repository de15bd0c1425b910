import { type ComponentType, lazy } from 'react';
import type { ChartPlugin, ChartRenderProps, LazyChartComponent } from './types';

/**
 * A loader run at most once at a time: every chart of a type shares its chunk. A failed load
 * (a dropped connection) is forgotten, so the next chart tries again instead of failing forever.
 */
export function lazyPhase<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}

/** React.lazy with a `preload()`, so a chart's code downloads while its query runs. */
export function lazyChart<P>(
  load: () => Promise<{ default: ComponentType<ChartRenderProps<P>> }>,
): LazyChartComponent<P> {
  const once = lazyPhase(load);
  return Object.assign(lazy(once), { preload: once });
}

/** Starts fetching a chart type's drawing half (transformProps and component) without waiting. */
export function preloadChart(plugin: ChartPlugin): void {
  // Errors surface when the chart draws; a preload only warms the cache.
  plugin.loadTransformProps().catch(() => undefined);
  plugin.component.preload?.().catch(() => undefined);
}
