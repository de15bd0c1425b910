/**
 * Native filters → each chart's extra form data, as Superset's getFormDataWithExtraFilters does:
 * the filters whose scope holds the chart (getAllActiveFilters) are merged in the order of the
 * dashboard's data masks (getExtraFormData), then the chart's cross-filters after them. A chart
 * outside a filter's scope gets nothing from it.
 */
import { combineExtraFormData } from '../data-mask/extra-form-data';
import type { DataMask, DataMaskState, ExtraFormData } from '../wire/data-mask';

export type NativeFilterScopes = ReadonlyMap<string, ReadonlySet<number>>;

/** A mask that changes a query: some extra form data key with a value. */
export function isMaskActive(mask: DataMask | undefined): boolean {
  const extra = mask?.extraFormData;
  if (!extra) return false;
  return Object.values(extra).some((value) =>
    Array.isArray(value) ? value.length > 0 : value !== undefined && value !== null,
  );
}

/** Ids of the native filters in scope of the chart whose mask changes its query, in mask order. */
export function nativeFiltersApplied(
  chartId: number,
  scopes: NativeFilterScopes,
  dataMask: DataMaskState,
): string[] {
  return Object.keys(dataMask).filter(
    (filterId) => scopes.get(filterId)?.has(chartId) === true && isMaskActive(dataMask[filterId]),
  );
}

/** The native filters' extra form data for one chart. */
export function nativeFilterExtraFormData(
  chartId: number,
  scopes: NativeFilterScopes,
  dataMask: DataMaskState,
): ExtraFormData {
  let extra: ExtraFormData = {};
  for (const filterId of nativeFiltersApplied(chartId, scopes, dataMask))
    extra = combineExtraFormData(extra, dataMask[filterId]?.extraFormData);
  return extra;
}

/**
 * Superset's getExtraFormData over the filters of a child's `cascadeParentIds`: the parents'
 * selected values narrow the child's options (its query's extra form data).
 */
export function cascadeExtraFormData(
  parentIds: readonly string[] | undefined,
  dataMask: DataMaskState,
): ExtraFormData {
  let extra: ExtraFormData = {};
  for (const parentId of parentIds ?? [])
    extra = combineExtraFormData(extra, dataMask[parentId]?.extraFormData);
  return extra;
}
