import { useEffect, useSyncExternalStore } from 'react';
import { useBootstrapQuery } from '../../app/session';
import {
  dynamicPluginListSettled,
  dynamicPluginStatuses,
  expectDynamicPluginList,
  subscribeDynamicPlugins,
} from './dynamicPluginState';

/**
 * Starts the dynamic plugin loader when DYNAMIC_PLUGINS is on: after the first paint, in its own
 * chunk (it brings the chart registry), so the shell never waits for it.
 */
export function useDynamicPlugins(): void {
  const enabled = useBootstrapQuery().data?.feature_flags.DYNAMIC_PLUGINS === true;
  // Marked while rendering (idempotent): the page's charts query in effects that run before this
  // component's own, and a chart of a plugin's type must wait for the list rather than fail.
  if (enabled) expectDynamicPluginList();
  useEffect(() => {
    if (!enabled) return;
    import('./loadDynamicPlugins').then(
      (module) => module.loadDynamicPlugins(),
      (error: unknown) => {
        // The loader's own chunk did not come: no plugin will, so no chart should wait for one.
        console.error('The dynamic plugin loader could not load.', error);
        dynamicPluginListSettled();
      },
    );
  }, [enabled]);
}

/** Each dynamic plugin's state (mounting, or complete with its error or none), re-read on change. */
export function useDynamicPluginStatuses() {
  return useSyncExternalStore(subscribeDynamicPlugins, dynamicPluginStatuses);
}
