import type { ExtraFilter, ExtraFormData } from '../wire/data-mask';

/** Keys whose values add up across filters (Superset's EXTRA_FORM_DATA_APPEND_KEYS). */
const APPEND_KEYS = [
  'filters',
  'adhoc_filters',
  'interactive_groupby',
  'interactive_highlight',
  'interactive_drilldown',
] as const;

/** Keys a later filter replaces (Superset's EXTRA_FORM_DATA_OVERRIDE_KEYS). */
const OVERRIDE_KEYS = [
  'granularity',
  'granularity_sqla',
  'time_column',
  'time_grain',
  'time_range',
  'time_grain_sqla',
  'relative_start',
  'relative_end',
] as const;

/**
 * Two extra form datas as one, as Superset's dashboard merges the filters in scope of a chart:
 * lists are appended, time settings of `next` replace those of `base`, custom form data is merged.
 * Keys left empty are left out, so nothing to apply merges to `{}`.
 */
export function combineExtraFormData(base: ExtraFormData = {}, next: ExtraFormData = {}): ExtraFormData {
  const merged: Record<string, unknown> = {};
  for (const key of APPEND_KEYS) {
    const values = [...(base[key] ?? []), ...(next[key] ?? [])];
    if (values.length > 0) merged[key] = values;
  }
  for (const key of OVERRIDE_KEYS) {
    const value = next[key] !== undefined ? next[key] : base[key];
    if (value !== undefined) merged[key] = value;
  }
  if (base.custom_form_data || next.custom_form_data)
    merged.custom_form_data = { ...base.custom_form_data, ...next.custom_form_data };
  return merged as ExtraFormData;
}

/** The column a filter is on: its name, or the label of an SQL expression. */
export function filterColumn(filter: ExtraFilter): string | null {
  if (typeof filter.col === 'string') return filter.col;
  const label = (filter.col as { label?: unknown }).label;
  return typeof label === 'string' ? label : null;
}
