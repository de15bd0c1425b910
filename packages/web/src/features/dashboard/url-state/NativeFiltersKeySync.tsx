import type { DataMaskState } from '@tessera/core';
import { useEffect, useRef } from 'react';
import { browserTabId } from '../../../app/tabId';
import { useAppliedNativeFilters } from '../components/filters';
import { NATIVE_FILTERS_KEY_PARAM, urlWithFilterStateKey } from './dashboardUrl';
import { storeFilterState } from './stateApi';

const SYNC_DELAY_MS = 500;

/**
 * Keeps `native_filters_key` in the address naming the applied native filters on the server, from
 * the first change on, so a reload or a copied address opens with the same filter values.
 */
export function NativeFiltersKeySync({ dashboardId }: { readonly dashboardId: string }) {
  const { applied } = useAppliedNativeFilters();
  const opened = useRef<DataMaskState>(applied);
  const key = useRef<string | null>(
    new URLSearchParams(window.location.search).get(NATIVE_FILTERS_KEY_PARAM),
  );

  useEffect(() => {
    if (applied === opened.current) return;
    let cancelled = false;
    const timer = window.setTimeout(() => {
      storeFilterState(dashboardId, applied, browserTabId(), key.current)
        .then((stored) => {
          key.current = stored;
          if (cancelled) return;
          const next = urlWithFilterStateKey(window.location.href, stored);
          if (next !== window.location.href) window.history.replaceState(window.history.state, '', next);
        })
        .catch((error: unknown) => {
          // The address keeps its native_filters; only the short key is missing. A trace, not a toast.
          console.warn('Dashboard: the filter values could not be stored for the address', error);
        });
    }, SYNC_DELAY_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [applied, dashboardId]);
  return null;
}
