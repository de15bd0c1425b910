/**
 * Explore's state in the address, as Superset keeps it: `form_data_key` names the unsaved form
 * data in the server's cache (replaced as the user edits), `permalink_key` a shared permalink.
 */
import type { QueryFormData } from '@tessera/core';

export const FORM_DATA_KEY_PARAM = 'form_data_key';
export const PERMALINK_KEY_PARAM = 'permalink_key';

/** What stored state the address names: a permalink wins over a form-data key. */
export type StoredStateRef =
  | { readonly kind: 'permalink'; readonly key: string }
  | { readonly kind: 'form_data'; readonly key: string }
  | null;

export function storedStateRef(params: URLSearchParams): StoredStateRef {
  const permalink = params.get(PERMALINK_KEY_PARAM);
  if (permalink) return { kind: 'permalink', key: permalink };
  const formDataKey = params.get(FORM_DATA_KEY_PARAM);
  return formDataKey ? { kind: 'form_data', key: formDataKey } : null;
}

/** The address with `form_data_key` set (a permalink key, now stale, is dropped). */
export function urlWithFormDataKey(href: string, key: string): string {
  const url = new URL(href);
  url.searchParams.delete(PERMALINK_KEY_PARAM);
  url.searchParams.set(FORM_DATA_KEY_PARAM, key);
  return url.toString();
}

export interface FormDataCacheBody {
  readonly datasource_id: number;
  readonly datasource_type: string;
  readonly chart_id?: number;
  readonly form_data: string;
}

/** The body of POST/PUT /api/v1/explore/form_data; null when the form data names no dataset. */
export function formDataCacheBody(formData: QueryFormData, chartId: number | null): FormDataCacheBody | null {
  const match = /^(\d+)__(\w+)$/.exec(String(formData.datasource ?? ''));
  if (!match) return null;
  return {
    datasource_id: Number(match[1]),
    datasource_type: String(match[2]),
    ...(chartId !== null ? { chart_id: chartId } : {}),
    form_data: JSON.stringify(chartId !== null ? { ...formData, slice_id: chartId } : formData),
  };
}

/** The address's other parameters, kept in a permalink (Superset's urlParams). */
export function permalinkUrlParams(search: string): [string, string][] {
  const skip = new Set([FORM_DATA_KEY_PARAM, PERMALINK_KEY_PARAM, 'slice_id', 'dataset_id', 'datasource_id']);
  return [...new URLSearchParams(search).entries()].filter(([name]) => !skip.has(name));
}

/** The chart a restored form data belongs to (its slice_id), if any. */
export function sliceIdOf(formData: QueryFormData | null): number | null {
  const raw = formData?.slice_id;
  const id = typeof raw === 'string' ? Number(raw) : raw;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
}
