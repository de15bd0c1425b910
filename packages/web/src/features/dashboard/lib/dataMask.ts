import type { DataMask, DataMaskState } from '@tessera/core';

/**
 * The dashboard's data masks after a chart emits one (a cross-filter, or its clearing): each chart
 * owns the mask under its id, as Superset's `dataMask` state; a cleared mask is dropped.
 */
export function withChartDataMask(state: DataMaskState, chartId: string, mask: DataMask): DataMaskState {
  const cleared =
    Object.keys(mask.extraFormData ?? {}).length === 0 &&
    (mask.filterState?.value === null || mask.filterState?.value === undefined);
  if (cleared) {
    if (!(chartId in state)) return state;
    const { [chartId]: _dropped, ...rest } = state;
    return rest;
  }
  return { ...state, [chartId]: { ...mask, id: chartId } };
}
