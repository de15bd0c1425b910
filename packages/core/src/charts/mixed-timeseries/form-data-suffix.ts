import type { QueryFormData } from '../../wire';

/** The controls of query B carry this suffix (`metrics_b`, `groupby_b`, `adhoc_filters_b`, …). */
export const QUERY_B_SUFFIX = '_b';

/** Query A's form data: every key without the suffix (Superset's removeFormDataSuffix). */
export function removeFormDataSuffix(formData: QueryFormData, suffix = QUERY_B_SUFFIX): QueryFormData {
  return Object.fromEntries(
    Object.entries(formData).filter(([key]) => !key.endsWith(suffix)),
  ) as QueryFormData;
}

/**
 * Query B's form data (Superset's retainFormDataSuffix): a suffixed key takes the place of its
 * unsuffixed twin (`metrics_b` becomes `metrics`), the shared keys stay.
 */
export function retainFormDataSuffix(formData: QueryFormData, suffix = QUERY_B_SUFFIX): QueryFormData {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(formData)) {
    if (key.endsWith(suffix)) out[key.slice(0, -suffix.length)] = value;
  }
  for (const [key, value] of Object.entries(formData)) {
    if (!key.endsWith(suffix) && !(key in out)) out[key] = value;
  }
  return out as QueryFormData;
}
