/**
 * The filter bar's two sets of masks, as Superset's: the values chosen in the bar (selected) stay
 * pending until Apply makes them the applied ones, which reach the charts.
 */
import type { DataMask, DataMaskState } from '../wire/data-mask';
import { isRequiredValueMissing } from './masks';
import { isNativeFilter, type NativeFilterItem } from './scope';

/** Stable text of a value: object keys sorted, so equal masks compare equal. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)),
        )
      : v,
  );
}

/** Whether two masks differ in what they apply or show (labels and validation aside). */
export function masksDiffer(a: DataMask | undefined, b: DataMask | undefined): boolean {
  const value = (mask: DataMask | undefined) => mask?.filterState?.value ?? null;
  return (
    canonical(a?.extraFormData ?? {}) !== canonical(b?.extraFormData ?? {}) ||
    canonical(value(a)) !== canonical(value(b))
  );
}

/**
 * Superset's checkIsApplyDisabled: nothing to apply when the selected masks equal the applied
 * ones, and never while a required filter has no value.
 */
export function isApplyDisabled(
  items: readonly NativeFilterItem[],
  selected: DataMaskState,
  applied: DataMaskState,
): boolean {
  const filters = items.filter(isNativeFilter);
  if (filters.some((filter) => isRequiredValueMissing(filter, selected[filter.id]))) return true;
  return !filters.some((filter) => masksDiffer(selected[filter.id], applied[filter.id]));
}
