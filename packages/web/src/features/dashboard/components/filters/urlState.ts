import { type DataMask, type DataMaskState, dataMaskSchema } from '@tessera/core';
import rison from 'rison';

/**
 * The applied filters in the address, as Superset's `native_filters` parameter: the data masks in
 * rison, keyed by filter id. A reload or a shared link opens the dashboard with the same filters.
 */
export const NATIVE_FILTERS_PARAM = 'native_filters';

/** The masks saved in the current address for the dashboard's filters; unknown ids are dropped. */
export function readUrlDataMask(
  filterIds: ReadonlySet<string>,
  search = window.location.search,
): DataMaskState {
  const text = new URLSearchParams(search).get(NATIVE_FILTERS_PARAM);
  if (!text) return {};
  let decoded: unknown;
  try {
    decoded = rison.decode(text);
  } catch {
    // A hand-edited or truncated parameter: the filters keep their defaults.
    return {};
  }
  if (!decoded || typeof decoded !== 'object') return {};
  const masks: Record<string, DataMask> = {};
  for (const [id, value] of Object.entries(decoded as Record<string, unknown>)) {
    const mask = dataMaskSchema.safeParse(value);
    if (filterIds.has(id) && mask.success) masks[id] = { ...mask.data, id };
  }
  return masks;
}

function hasValue(mask: DataMask): boolean {
  const value = mask.filterState?.value;
  return (
    Object.keys(mask.extraFormData ?? {}).length > 0 ||
    (value !== null && value !== undefined && !(Array.isArray(value) && value.length === 0))
  );
}

/** The address with the applied masks (only those with a value); other parameters are kept. */
export function urlWithDataMask(href: string, masks: DataMaskState): string {
  const url = new URL(href);
  const kept = Object.fromEntries(
    Object.entries(masks)
      .filter(([, mask]) => hasValue(mask))
      .map(([id, mask]) => [
        id,
        { extraFormData: mask.extraFormData ?? {}, filterState: mask.filterState ?? {} },
      ]),
  );
  if (Object.keys(kept).length === 0) url.searchParams.delete(NATIVE_FILTERS_PARAM);
  // Through JSON first: rison cannot encode undefined (a label left out).
  else url.searchParams.set(NATIVE_FILTERS_PARAM, rison.encode(JSON.parse(JSON.stringify(kept))));
  return url.toString();
}

/** Replaces the address (no new history entry), keeping the router's state. */
export function writeUrlDataMask(masks: DataMaskState): void {
  const next = urlWithDataMask(window.location.href, masks);
  if (next !== window.location.href) window.history.replaceState(window.history.state, '', next);
}
