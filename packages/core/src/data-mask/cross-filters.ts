import type { QueryFormData } from '../wire';
import type { DataMaskState, ExtraFormData } from '../wire/data-mask';
import { combineExtraFormData, filterColumn } from './extra-form-data';

export interface CrossFilterTarget {
  /** The chart's key in the data mask state (its slice id as text). */
  readonly chartId: string;
  /** The columns of the chart's dataset: a cross-filter applies where its column is one of them. */
  readonly columns: ReadonlySet<string> | readonly string[];
}

/**
 * The cross-filters a chart receives from the others on its dashboard, as one extra form data.
 * Superset's default cross-filter scope: every chart but the emitting one, each filter applied
 * where the chart's dataset has its column (the server would reject it elsewhere). The emitting
 * chart keeps only its own filter state, to show the selection.
 */
export function crossFilterExtraFormData(target: CrossFilterTarget, dataMask: DataMaskState): ExtraFormData {
  const columns = target.columns instanceof Set ? target.columns : new Set(target.columns);
  let extra: ExtraFormData = {};
  for (const [owner, mask] of Object.entries(dataMask)) {
    if (owner === target.chartId) continue;
    const filters = (mask.extraFormData?.filters ?? []).filter((filter) => {
      const column = filterColumn(filter);
      return column !== null && columns.has(column);
    });
    if (filters.length > 0) extra = combineExtraFormData(extra, { filters });
  }
  return extra;
}

/** The chart's form data with dashboard filters added to its own extra form data. */
export function withDashboardExtraFormData(formData: QueryFormData, extra: ExtraFormData): QueryFormData {
  if (Object.keys(extra).length === 0) return formData;
  const own = (formData.extra_form_data ?? {}) as ExtraFormData;
  return { ...formData, extra_form_data: combineExtraFormData(own, extra) };
}
