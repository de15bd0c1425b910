import type { DataMask, ExtraFilter, FilterState } from '@tessera/core';
import type { ChartHooks, ChartProps } from '../types';
import type { EchartsEventParams, EchartsEvents } from './useEcharts';

/** A dimension value as the answer holds it. */
export type DataValue = string | number | boolean | null;

/** Opacity of the elements a cross-filter leaves out (Superset's OpacityEnum.SemiTransparent). */
export const DIMMED_OPACITY = 0.3;

/**
 * What a chart needs to turn a click into a cross-filter, in Superset's terms: the dimensions
 * (`groupby`), and for each clickable element its key (the label the chart shows, e.g. "Web, EU")
 * mapped to its dimension values (`labelMap`). A key may carry fewer values than there are
 * dimensions (an inner ring of a sunburst): it then filters on the leading dimensions only.
 */
export interface CrossFilterSpec {
  readonly groupby: readonly string[];
  readonly labelMap: Readonly<Record<string, readonly DataValue[]>>;
}

/** The interaction a chart component receives from transformProps. */
export interface ChartInteraction extends CrossFilterSpec {
  readonly emitCrossFilters: boolean;
  /** The keys this chart's own cross-filter selects; null when nothing is selected. */
  readonly selectedValues: readonly string[] | null;
  readonly hooks: ChartHooks;
}

/** The keys a chart's filter state selects (Superset keeps them as `filterState.selectedValues`). */
export function selectedValuesOf(filterState: FilterState): string[] | null {
  const selected = filterState.selectedValues;
  return Array.isArray(selected) && selected.length > 0 ? selected.map(String) : null;
}

/** Whether an element is left out by the chart's own selection (and so drawn dimmed). */
export function isDimmed(selectedValues: readonly string[] | null, key: string): boolean {
  return selectedValues !== null && !selectedValues.includes(key);
}

/** The element's opacity under the chart's own selection. */
export function selectionOpacity(selectedValues: readonly string[] | null, key: string): number {
  return isDimmed(selectedValues, key) ? DIMMED_OPACITY : 1;
}

export const CLEARED_MASK: DataMask = {
  extraFormData: {},
  filterState: { value: null, selectedValues: null },
};

/**
 * The data mask a click on `key` emits: a filter on each of its dimension values (IS NULL for a
 * null), selecting it; a click on the element already selected clears the filter, as in Superset.
 * Null when the key stands for no dimension values (nothing to filter on).
 */
export function crossFilterMask(
  spec: CrossFilterSpec,
  selectedValues: readonly string[] | null,
  key: string,
): DataMask | null {
  if (selectedValues?.includes(key)) return CLEARED_MASK;
  const values = spec.labelMap[key];
  if (!values || values.length === 0 || spec.groupby.length === 0) return null;
  const columns = spec.groupby.slice(0, values.length);
  const filters: ExtraFilter[] = columns.map((col, index) => {
    const value = values[index] ?? null;
    return value === null ? { col, op: 'IS NULL' } : { col, op: 'IN', val: [value] };
  });
  return {
    extraFormData: { filters },
    filterState: { value: [values.slice(0, columns.length)], selectedValues: [key] },
  };
}

/** The filters that identify an element, for drill to detail (`==` on each dimension value). */
export function drillFilters(spec: CrossFilterSpec, key: string): ExtraFilter[] {
  const values = spec.labelMap[key] ?? [];
  return spec.groupby.slice(0, values.length).map((col, index) => {
    const value = values[index] ?? null;
    return value === null
      ? { col, op: 'IS NULL', formattedVal: 'NULL' }
      : { col, op: '==', val: value, formattedVal: String(value) };
  });
}

/** The interaction of a chart from its chart props and its clickable elements. */
export function chartInteraction(chartProps: ChartProps, spec: CrossFilterSpec): ChartInteraction {
  return {
    ...spec,
    emitCrossFilters: chartProps.emitCrossFilters,
    selectedValues: selectedValuesOf(chartProps.filterState),
    hooks: chartProps.hooks,
  };
}

/** Where a chart without interaction stands (tests and charts that do not cross-filter). */
export const NO_INTERACTION: ChartInteraction = {
  groupby: [],
  labelMap: {},
  emitCrossFilters: false,
  selectedValues: null,
  hooks: { setDataMask: () => {}, onContextMenu: () => {} },
};

/** A click on an element: emits its cross-filter where the host allows it. */
export function clickElement(interaction: ChartInteraction, key: string | null): void {
  if (!interaction.emitCrossFilters || key === null) return;
  const mask = crossFilterMask(interaction, interaction.selectedValues, key);
  if (mask) interaction.hooks.setDataMask(mask);
}

/** A right click on an element: the drill menu at the pointer, with the element's filters. */
export function contextMenuElement(
  interaction: ChartInteraction,
  key: string | null,
  clientX: number,
  clientY: number,
  extraFilters: readonly ExtraFilter[] = [],
): void {
  const filters = [...extraFilters, ...(key === null ? [] : drillFilters(interaction, key))];
  interaction.hooks.onContextMenu(clientX, clientY, filters);
}

/** The element an ECharts event is on, by default its data item's name. */
export type ElementKey = (params: EchartsEventParams) => string | null;

const byName: ElementKey = (params) => (typeof params.name === 'string' ? params.name : null);

/**
 * ECharts click and right-click handlers for a chart's elements: a click cross-filters by the
 * element (`keyOf`), a right click opens the drill menu with its filters (plus `extraFilters`).
 */
export function crossFilterEvents(
  interaction: ChartInteraction,
  keyOf: ElementKey = byName,
  extraFilters?: (params: EchartsEventParams) => readonly ExtraFilter[],
): EchartsEvents {
  return {
    click: (params) => clickElement(interaction, keyOf(params)),
    contextmenu: (params) => {
      const pointer = params.event?.event;
      contextMenuElement(
        interaction,
        keyOf(params),
        pointer?.clientX ?? 0,
        pointer?.clientY ?? 0,
        extraFilters?.(params),
      );
    },
  };
}

/** A row's dimension values as its element key (joined with ", ", nulls as <NULL>) and as data. */
export function rowGroup(
  row: Readonly<Record<string, unknown>>,
  groupby: readonly string[],
): { readonly key: string; readonly values: DataValue[] } {
  const values = groupby.map((column) => (row[column] ?? null) as DataValue);
  return { key: values.map((value) => String(value ?? '<NULL>')).join(', '), values };
}
