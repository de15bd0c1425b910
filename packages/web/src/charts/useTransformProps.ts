import { useEffect, useState } from 'react';
import { preloadChart } from './lazy';
import type { ChartPlugin, ChartProps } from './types';

type TransformProps = (chartProps: ChartProps) => unknown;

const loaded = new WeakMap<ChartPlugin, TransformProps>();

export interface LoadedTransformProps {
  /** Null while the chart type's code downloads. */
  readonly transformProps: TransformProps | null;
  readonly error: Error | null;
}

/**
 * A chart type's transformProps, loaded on demand. The download starts as soon as the chart knows
 * its type (while its query still runs), together with its component's chunk.
 */
export function useTransformProps(plugin: ChartPlugin | null): LoadedTransformProps {
  const [, setLoadedCount] = useState(0);
  const [failure, setFailure] = useState<{ plugin: ChartPlugin; error: Error } | null>(null);
  useEffect(() => {
    if (!plugin || loaded.has(plugin)) return;
    let current = true;
    preloadChart(plugin);
    plugin.loadTransformProps().then(
      (transformProps) => {
        loaded.set(plugin, transformProps);
        if (current) setLoadedCount((count) => count + 1);
      },
      (error: unknown) => {
        if (current) setFailure({ plugin, error: error instanceof Error ? error : new Error(String(error)) });
      },
    );
    return () => {
      current = false;
    };
  }, [plugin]);
  return {
    transformProps: plugin ? (loaded.get(plugin) ?? null) : null,
    error: failure && failure.plugin === plugin ? failure.error : null,
  };
}
