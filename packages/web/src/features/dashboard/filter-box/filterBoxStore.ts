import {
  type ActiveFilterBoxFilter,
  type DataMaskState,
  type ExtraFormData,
  filterBoxExtraFormData,
  withoutFilterBoxMasks,
} from '@tessera/core';
import { useMemo, useSyncExternalStore } from 'react';

/**
 * The open dashboard's filter boxes, as FilterBoxMigration computes them: which chart ids are
 * filter boxes (their masks never act as cross-filters) and, while they filter (the migration is
 * not converted or under review), the active columns with the charts each reaches.
 */
export interface FilterBoxSnapshot {
  readonly boxIds: ReadonlySet<string>;
  readonly active: Readonly<Record<string, ActiveFilterBoxFilter>>;
}

const EMPTY: FilterBoxSnapshot = { boxIds: new Set(), active: {} };
let snapshot: FilterBoxSnapshot = EMPTY;
const listeners = new Set<() => void>();

export function publishFilterBoxes(next: FilterBoxSnapshot | null): void {
  snapshot = next ?? EMPTY;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useFilterBoxSnapshot(): FilterBoxSnapshot {
  return useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => EMPTY,
  );
}

/**
 * What a dashboard chart gets from the filter boxes: the extra form data of the active columns
 * whose scope reaches it, and the dashboard's data masks without the boxes' own (so a box's
 * choice reaches only the charts in its scope, not every chart with the column).
 */
export function useFilterBoxFilters(
  chartId: number | undefined,
  dataMask: DataMaskState,
  columns: readonly string[] | undefined,
): { readonly extraFormData: ExtraFormData; readonly crossFilterMasks: DataMaskState } {
  const { boxIds, active } = useFilterBoxSnapshot();
  return useMemo(
    () => ({
      extraFormData: chartId === undefined ? {} : filterBoxExtraFormData(chartId, active, columns),
      crossFilterMasks: boxIds.size === 0 ? dataMask : withoutFilterBoxMasks(dataMask, boxIds),
    }),
    [chartId, active, columns, boxIds, dataMask],
  );
}
