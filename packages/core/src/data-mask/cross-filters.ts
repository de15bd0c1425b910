import type { QueryFormData } from '../wire';
import type { DataMaskState, ExtraFormData } from '../wire/data-mask';
import { combineExtraFormData, filterColumn } from './extra-form-data';

export interface CrossFilterTarget {
  /** The chart's key in the data mask state (its slice id as text). */
  readonly chartId: string;
  /** The columns of the chart's dataset: a cross-filter applies where its column is one of them. */
  readonly columns: ReadonlySet<string> | readonly string[];
  /**
   * Per emitting chart, the charts its cross-filters reach (crossFilterScopes, from
   * `chart_configuration`); an emitter not listed reaches every chart.
   */
  readonly scopes?: ReadonlyMap<string, ReadonlySet<number>>;
}

/** Each other chart's cross-filters that reach `target`: in its scope, on columns it has. */
function reachingFilters(target: CrossFilterTarget, dataMask: DataMaskState): [string, ExtraFormData][] {
  const columns = target.columns instanceof Set ? target.columns : new Set(target.columns);
  const out: [string, ExtraFormData][] = [];
  for (const [owner, mask] of Object.entries(dataMask)) {
    if (owner === target.chartId) continue;
    const reached = target.scopes?.get(owner);
    if (reached && !reached.has(Number(target.chartId))) continue;
    const filters = (mask.extraFormData?.filters ?? []).filter((filter) => {
      const column = filterColumn(filter);
      return column !== null && columns.has(column);
    });
    if (filters.length > 0) out.push([owner, { filters }]);
  }
  return out;
}

/**
 * The cross-filters a chart receives from the others on its dashboard, as one extra form data.
 * Superset's rule: the charts in the emitter's scope (every other chart by default), each filter
 * applied where the chart's dataset has its column (the server would reject it elsewhere). The
 * emitting chart keeps only its own filter state, to show the selection.
 */
export function crossFilterExtraFormData(target: CrossFilterTarget, dataMask: DataMaskState): ExtraFormData {
  let extra: ExtraFormData = {};
  for (const [, filters] of reachingFilters(target, dataMask)) extra = combineExtraFormData(extra, filters);
  return extra;
}

/** The charts (their data mask keys) whose cross-filters reach `target`: for its indicator. */
export function crossFilterOwners(target: CrossFilterTarget, dataMask: DataMaskState): string[] {
  return reachingFilters(target, dataMask).map(([owner]) => owner);
}

/** The chart's form data with dashboard filters added to its own extra form data. */
export function withDashboardExtraFormData(formData: QueryFormData, extra: ExtraFormData): QueryFormData {
  if (Object.keys(extra).length === 0) return formData;
  const own = (formData.extra_form_data ?? {}) as ExtraFormData;
  return { ...formData, extra_form_data: combineExtraFormData(own, extra) };
}
