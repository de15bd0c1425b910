/**
 * The filter configuration dialog's pure logic (spec 000 screen 13, SUPERSET_FACTS §7.2): new
 * filters and dividers, validation in Superset's words, the scope tree of tabs and charts and
 * its conversion to `{rootPath, excluded}`, reordering, and the list that is saved.
 */
import type { FilterScope, NativeFilter, NativeFilterDivider } from '../wire/dashboard-metadata';
import type { LayoutComponent, Position } from '../wire/layout';
import { ROOT_ID } from '../wire/layout-constants';
import { allChartIds, chartIdsInScope, isNativeFilter, type NativeFilterItem } from './scope';

export const NATIVE_FILTER_PREFIX = 'NATIVE_FILTER-';
export const NATIVE_FILTER_DIVIDER_PREFIX = 'NATIVE_FILTER_DIVIDER-';
/** Spec 000: a removed filter stays pending this long, with its undo. */
export const FILTER_REMOVAL_UNDO_MS = 5000;

export const FILTER_TYPES = [
  { value: 'filter_select', label: 'Value' },
  { value: 'filter_range', label: 'Numerical range' },
  { value: 'filter_time', label: 'Time range' },
  { value: 'filter_timecolumn', label: 'Time column' },
  { value: 'filter_timegrain', label: 'Time grain' },
] as const;

const ID_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** A nanoid-like suffix; `random` returns numbers in [0, 1). */
export function filterIdSuffix(random: () => number = Math.random, length = 9): string {
  let out = '';
  for (let i = 0; i < length; i += 1) out += ID_ALPHABET[Math.floor(random() * ID_ALPHABET.length)];
  return out;
}

export const ALL_PANELS_SCOPE: FilterScope = { rootPath: [ROOT_ID], excluded: [] };

/** A new Value filter as Superset's dialog starts it: unnamed, on every panel. */
export function newNativeFilter(suffix: string): NativeFilter {
  return {
    id: `${NATIVE_FILTER_PREFIX}${suffix}`,
    type: 'NATIVE_FILTER',
    name: '',
    filterType: 'filter_select',
    targets: [{}],
    controlValues: {
      enableEmptyFilter: false,
      defaultToFirstItem: false,
      multiSelect: true,
      searchAllOptions: false,
      inverseSelection: false,
    },
    defaultDataMask: { extraFormData: {}, filterState: {}, ownState: {} },
    cascadeParentIds: [],
    scope: ALL_PANELS_SCOPE,
    description: '',
  };
}

export function newFilterDivider(suffix: string): NativeFilterDivider {
  return { id: `${NATIVE_FILTER_DIVIDER_PREFIX}${suffix}`, type: 'DIVIDER', title: '', description: '' };
}

/** Which filter types take a dataset, and which a column as well. */
export function needsDataset(filterType: string): boolean {
  return filterType !== 'filter_time';
}
export function needsColumn(filterType: string): boolean {
  return filterType === 'filter_select' || filterType === 'filter_range';
}

export type FilterFieldErrors = Partial<Record<'name' | 'dataset' | 'column' | 'title', string>>;

/** Superset's messages for a filter's or a divider's missing fields (none when valid). */
export function filterItemErrors(item: NativeFilterItem): FilterFieldErrors {
  const errors: FilterFieldErrors = {};
  if (!isNativeFilter(item)) {
    if (!item.title.trim()) errors.title = 'Title is required';
    return errors;
  }
  if (!item.name.trim()) errors.name = 'Name is required';
  const target = item.targets[0];
  if (needsDataset(item.filterType) && typeof target?.datasetId !== 'number')
    errors.dataset = 'Dataset is required';
  if (needsColumn(item.filterType) && !target?.column?.name) errors.column = 'Column is required';
  return errors;
}

/** The first item (in order, removed ones skipped) with an error: the dialog focuses it. */
export function firstInvalidItem(
  items: readonly NativeFilterItem[],
  removed: ReadonlySet<string> = new Set(),
): { id: string; errors: FilterFieldErrors } | null {
  for (const item of items) {
    if (removed.has(item.id)) continue;
    const errors = filterItemErrors(item);
    if (Object.keys(errors).length > 0) return { id: item.id, errors };
  }
  return null;
}

/** Moves the item at `from` to `to` (both clamped), returning a new list. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  if (from < 0 || from >= next.length) return next;
  const [moved] = next.splice(from, 1) as [T];
  next.splice(Math.max(0, Math.min(to, next.length)), 0, moved);
  return next;
}

/** A node of the scope tree: a tab or a chart (rows, columns and grids are flattened away). */
export interface ScopeTreeNode {
  readonly key: string;
  readonly title: string;
  readonly chartId?: number;
  readonly children: readonly ScopeTreeNode[];
}

function componentOf(position: Position, id: string): LayoutComponent | null {
  const value = position[id];
  return value && typeof value === 'object' && 'type' in value ? value : null;
}

function chartTitle(node: LayoutComponent, chartId: number): string {
  const meta = (node.meta ?? {}) as { sliceNameOverride?: unknown; sliceName?: unknown };
  const name = meta.sliceNameOverride ?? meta.sliceName;
  return typeof name === 'string' && name.trim() ? name : `Chart ${chartId}`;
}

function scopeChildren(position: Position, id: string, seen: Set<string>): ScopeTreeNode[] {
  const node = componentOf(position, id);
  if (!node || seen.has(node.id)) return [];
  seen.add(node.id);
  if (node.type === 'CHART') {
    const chartId = node.meta?.chartId;
    return typeof chartId === 'number'
      ? [{ key: `chart-${chartId}`, title: chartTitle(node, chartId), chartId, children: [] }]
      : [];
  }
  const children = (node.children ?? []).flatMap((child) => scopeChildren(position, child, seen));
  if (node.type === 'TAB') {
    const text = (node.meta as { text?: unknown } | undefined)?.text;
    return [{ key: node.id, title: typeof text === 'string' && text ? text : 'Tab', children }];
  }
  return children;
}

/** The dashboard's tabs and charts under "All panels", as the scope tree shows them. */
export function scopeTree(position: Position): ScopeTreeNode {
  return { key: ROOT_ID, title: 'All panels', children: scopeChildren(position, ROOT_ID, new Set()) };
}

/** The chart ids a scope leaves checked in the tree. */
export function checkedChartIds(scope: FilterScope | undefined, position: Position): number[] {
  return scope ? chartIdsInScope(scope, position) : allChartIds(position);
}

function chartsOf(node: ScopeTreeNode): number[] {
  return node.chartId !== undefined ? [node.chartId] : node.children.flatMap(chartsOf);
}

/**
 * The scope of the checked charts: the smallest tabs holding them all (ROOT_ID when they are
 * spread over the top level), minus the charts under those roots that were left unchecked.
 */
export function scopeFromCheckedCharts(position: Position, checked: Iterable<number>): FilterScope {
  const want = new Set(checked);
  const root = narrowestTab(scopeTree(position), want);
  const inRoot = chartIdsInScope({ rootPath: [root], excluded: [] }, position);
  return { rootPath: [root], excluded: inRoot.filter((id) => !want.has(id)) };
}

/** The deepest tab (or ROOT_ID) whose subtree holds every checked chart. */
function narrowestTab(tree: ScopeTreeNode, want: ReadonlySet<number>): string {
  if (want.size === 0) return ROOT_ID;
  let best = tree.key;
  let node: ScopeTreeNode | undefined = tree;
  while (node) {
    const holders: ScopeTreeNode[] = node.children.filter((child) =>
      chartsOf(child).some((id) => want.has(id)),
    );
    const [only] = holders;
    if (holders.length !== 1 || !only || only.chartId !== undefined) break;
    best = only.key;
    node = only;
  }
  return best;
}

/** The tabs a scope reaches (Superset's tabsInScope): those under or on the root path. */
export function tabsInScope(scope: FilterScope, position: Position): string[] {
  const out: string[] = [];
  const walk = (id: string, inside: boolean, seen: Set<string>) => {
    const node = componentOf(position, id);
    if (!node || seen.has(id)) return;
    seen.add(id);
    const within = inside || scope.rootPath.includes(id);
    if (within && node.type === 'TAB') out.push(id);
    for (const child of node.children ?? []) walk(child, within, seen);
  };
  walk(ROOT_ID, false, new Set());
  return out;
}

/**
 * The native_filter_configuration to save: removed items left out, each filter's
 * chartsInScope and tabsInScope recomputed from its scope and the layout, cascade parents that
 * no longer exist dropped.
 */
export function configurationToSave(
  items: readonly NativeFilterItem[],
  removed: ReadonlySet<string>,
  position: Position,
): NativeFilterItem[] {
  const kept = items.filter((item) => !removed.has(item.id));
  const ids = new Set(kept.filter(isNativeFilter).map((item) => item.id));
  return kept.map((item) => {
    if (!isNativeFilter(item)) return { ...item };
    const scope = item.scope ?? ALL_PANELS_SCOPE;
    return {
      ...item,
      name: item.name.trim(),
      scope,
      cascadeParentIds: (item.cascadeParentIds ?? []).filter((id) => ids.has(id) && id !== item.id),
      chartsInScope: chartIdsInScope(scope, position),
      tabsInScope: tabsInScope(scope, position),
    };
  });
}

/** Whether a filter's parents would lead back to it (Superset refuses such a cycle). */
export function wouldCycle(items: readonly NativeFilterItem[], filterId: string, parentId: string): boolean {
  const parents = new Map(
    items.filter(isNativeFilter).map((item) => [item.id, item.cascadeParentIds ?? []] as const),
  );
  const stack = [parentId];
  const seen = new Set<string>();
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (id === filterId) return true;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(parents.get(id) ?? []));
  }
  return false;
}
