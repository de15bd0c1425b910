/**
 * A dashboard's state in the address, as Superset keeps it: `native_filters_key` names the
 * applied native filters stored on the server (the filter_state API); a permalink opens the
 * dashboard with its saved data mask, url parameters and anchor.
 */
import { type DataMask, type DataMaskState, dataMaskSchema } from '@tessera/core';
import { NATIVE_FILTERS_PARAM, urlWithDataMask } from '../components/filters/urlState';

export const NATIVE_FILTERS_KEY_PARAM = 'native_filters_key';

/** The filter-state key in the address, unless the address already carries the filters themselves. */
export function filterStateKeyToRestore(search: string): string | null {
  const params = new URLSearchParams(search);
  if (params.get(NATIVE_FILTERS_PARAM)) return null;
  return params.get(NATIVE_FILTERS_KEY_PARAM) || null;
}

export function urlWithFilterStateKey(href: string, key: string): string {
  const url = new URL(href);
  url.searchParams.set(NATIVE_FILTERS_KEY_PARAM, key);
  return url.toString();
}

/** A stored data mask (JSON text or object) as masks keyed by filter id; malformed entries are dropped. */
export function dataMaskFromStored(value: unknown): DataMaskState {
  let decoded: unknown = value;
  if (typeof value === 'string') {
    try {
      decoded = JSON.parse(value);
    } catch {
      // Not JSON: nothing to restore; the filters keep their defaults.
      return {};
    }
  }
  if (!decoded || typeof decoded !== 'object' || Array.isArray(decoded)) return {};
  const masks: Record<string, DataMask> = {};
  for (const [id, raw] of Object.entries(decoded as Record<string, unknown>)) {
    const mask = dataMaskSchema.safeParse(raw);
    if (mask.success) masks[id] = { ...mask.data, id };
  }
  return masks;
}

/** `href` with the masks as the `native_filters` parameter the filter bar reads when it opens. */
export function urlWithRestoredFilters(href: string, masks: DataMaskState): string {
  return urlWithDataMask(href, masks);
}

export interface DashboardPermalinkState {
  readonly dataMask?: Record<string, unknown>;
  readonly activeTabs?: readonly string[];
  readonly anchor?: string;
  readonly urlParams?: readonly (readonly [string, string])[];
}

/** Where a dashboard permalink leads: the dashboard with its filters, url parameters and anchor. */
export function permalinkTarget(origin: string, dashboardId: string, state: DashboardPermalinkState): string {
  const url = new URL(`/superset/dashboard/${encodeURIComponent(dashboardId)}/`, origin);
  for (const [name, value] of state.urlParams ?? []) url.searchParams.set(name, value);
  const target = new URL(urlWithRestoredFilters(url.toString(), dataMaskFromStored(state.dataMask ?? {})));
  if (state.anchor) target.hash = state.anchor;
  return `${target.pathname}${target.search}${target.hash}`;
}

/** The address's parameters worth keeping in a permalink (not the state keys it replaces). */
export function dashboardUrlParams(search: string): [string, string][] {
  const skip = new Set([NATIVE_FILTERS_KEY_PARAM, NATIVE_FILTERS_PARAM, 'permalink_key']);
  return [...new URLSearchParams(search).entries()].filter(([name]) => !skip.has(name));
}
