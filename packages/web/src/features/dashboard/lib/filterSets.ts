import { type DataMaskState, isNativeFilter, type NativeFilterItem } from '@tessera/core';
import type { FilterSet, FilterSetParams } from '../api/filterSetsApi';

/** A set made from the applied filters: each native filter's configuration and its mask. */
export function filterSetParams(
  name: string,
  items: readonly NativeFilterItem[],
  applied: DataMaskState,
): FilterSetParams {
  const filters = items.filter(isNativeFilter);
  return {
    name,
    nativeFilters: Object.fromEntries(filters.map((filter) => [filter.id, filter])),
    dataMask: Object.fromEntries(
      filters.map((filter) => [filter.id, { ...(applied[filter.id] ?? {}), id: filter.id }]),
    ),
  };
}

function valueText(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (Array.isArray(value)) return value.length === 0 ? null : value.map((v) => String(v ?? '∅')).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** "Filter: values" lines of a set, for the filters it gives a value to; names as they are now. */
export function filterSetSummary(
  set: FilterSet,
  items: readonly NativeFilterItem[],
): { readonly id: string; readonly name: string; readonly value: string }[] {
  const names = new Map(items.filter(isNativeFilter).map((filter) => [filter.id, filter.name]));
  return Object.entries(set.params?.dataMask ?? {}).flatMap(([id, mask]) => {
    const value = mask.filterState?.label || valueText(mask.filterState?.value);
    if (!value) return [];
    const name = names.get(id) ?? set.params?.nativeFilters?.[id]?.name ?? id;
    return [{ id, name: String(name), value }];
  });
}

/** Whether the set's values are the ones applied now (the set shows as current). */
export function isFilterSetApplied(set: FilterSet, applied: DataMaskState): boolean {
  const masks = Object.entries(set.params?.dataMask ?? {});
  if (masks.length === 0) return false;
  return masks.every(
    ([id, mask]) =>
      JSON.stringify(mask.filterState?.value ?? null) ===
      JSON.stringify(applied[id]?.filterState?.value ?? null),
  );
}
