import type { QueryFormData } from '@tessera/core';
import { useEffect, useRef } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { browserTabId } from '../../../app/tabId';
import { selectExplore } from '../state/exploreSlice';
import { FORM_DATA_KEY_PARAM, formDataCacheBody, urlWithFormDataKey } from './exploreUrl';
import { storeFormData } from './stateApi';

/** How long edits settle before the form data is stored and the address updated. */
export const URL_SYNC_DELAY_MS = 800;

/**
 * Keeps the address naming the current form data: after each change (not the opening one) the
 * form data goes to the server's cache and `form_data_key` is replaced in place, so a reload or a
 * copied address opens the same settings.
 */
export function useExploreUrlSync(): void {
  const { formData, sourceKey, slice } = useAppSelector(selectExplore);
  const key = useRef<string | null>(new URLSearchParams(window.location.search).get(FORM_DATA_KEY_PARAM));
  const opened = useRef<{ sourceKey: string | null; formData: QueryFormData | null }>({
    sourceKey: null,
    formData: null,
  });
  const chartId = slice?.id ?? null;

  useEffect(() => {
    if (!formData || !sourceKey) return;
    if (opened.current.sourceKey !== sourceKey) {
      opened.current = { sourceKey, formData };
      return;
    }
    if (formData === opened.current.formData) return;
    const body = formDataCacheBody(formData, chartId);
    if (!body) return;
    let cancelled = false;
    const timer = window.setTimeout(() => {
      storeFormData(body, browserTabId(), key.current)
        .then((stored) => {
          key.current = stored;
          if (cancelled) return;
          const next = urlWithFormDataKey(window.location.href, stored);
          if (next !== window.location.href) window.history.replaceState(window.history.state, '', next);
        })
        .catch((error: unknown) => {
          // The address keeps its last key; editing goes on. Worth a trace, not an interruption.
          console.warn('Explore: the chart settings could not be kept in the address', error);
        });
    }, URL_SYNC_DELAY_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [formData, sourceKey, chartId]);
}
