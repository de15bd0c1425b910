/**
 * Pure editing operations on a dashboard layout (position_json v2, SUPERSET_FACTS §7.1): create,
 * insert, move, resize, update and delete components. Every operation returns a new position and
 * leaves its input untouched; an operation that is not allowed returns the input itself.
 */

import type { LayoutComponent, LayoutMeta, Position } from '../wire/layout';
import {
  DEFAULT_CHART_HEIGHT,
  GRID_COLUMN_COUNT,
  GRID_DEFAULT_CHART_WIDTH,
  GRID_ID,
  GRID_MAX_ROW_UNITS,
  GRID_MIN_ROW_UNITS,
  ROOT_ID,
} from '../wire/layout-constants';

type Mutable = Record<string, LayoutComponent | string>;
export type MakeId = (type: string) => string;

/** Types a side pane can add: layout elements, plus charts. */
export type NewComponentType =
  | 'TABS'
  | 'TAB'
  | 'ROW'
  | 'COLUMN'
  | 'HEADER'
  | 'MARKDOWN'
  | 'DIVIDER'
  | 'CHART';

export const DEFAULT_MARKDOWN_TEXT =
  '# ✨Header 1\n## ✨Header 2\n### ✨Header 3\n\n<br />\n\nClick here to learn more about [markdown formatting](https://bit.ly/1dQOfRK)';

/** Which child types each container accepts. CHART, MARKDOWN and COLUMN dropped on a grid or tab get a row. */
const ACCEPTS: Readonly<Record<string, readonly string[]>> = {
  ROOT: ['GRID', 'TABS'],
  GRID: ['ROW', 'TABS', 'HEADER', 'DIVIDER'],
  TAB: ['ROW', 'TABS', 'HEADER', 'DIVIDER'],
  TABS: ['TAB'],
  ROW: ['CHART', 'MARKDOWN', 'COLUMN'],
  COLUMN: ['CHART', 'MARKDOWN', 'HEADER', 'DIVIDER'],
};
const NEEDS_ROW = new Set(['CHART', 'MARKDOWN', 'COLUMN']);
/** Components that take columns of their row. */
const SIZED = new Set(['CHART', 'MARKDOWN', 'COLUMN']);

function isComponent(value: unknown): value is LayoutComponent {
  return Boolean(value && typeof value === 'object' && 'type' in value && 'id' in value);
}

export function componentOf(position: Position, id: string): LayoutComponent | null {
  const value = position[id];
  return isComponent(value) ? value : null;
}

/** The component holding `id` among its children. */
export function parentOf(position: Position, id: string): LayoutComponent | null {
  for (const value of Object.values(position)) {
    if (isComponent(value) && value.children.includes(id)) return value;
  }
  return null;
}

/** A new component with Superset's default meta; TABS come with one TAB. Returns every new component, the top one first. */
export function newComponents(
  type: NewComponentType,
  makeId: MakeId,
  meta: LayoutMeta = {},
): LayoutComponent[] {
  const id = makeId(type);
  const base = (m: LayoutMeta, children: string[] = []): LayoutComponent => ({
    id,
    type,
    children,
    meta: { ...m, ...meta },
  });
  switch (type) {
    case 'CHART':
      return [base({ width: GRID_DEFAULT_CHART_WIDTH, height: DEFAULT_CHART_HEIGHT })];
    case 'MARKDOWN':
      return [
        base({ width: GRID_DEFAULT_CHART_WIDTH, height: DEFAULT_CHART_HEIGHT, code: DEFAULT_MARKDOWN_TEXT }),
      ];
    case 'HEADER':
      return [
        base({ text: 'New header', headerSize: 'MEDIUM_HEADER', background: 'BACKGROUND_TRANSPARENT' }),
      ];
    case 'ROW':
      return [base({ background: 'BACKGROUND_TRANSPARENT' })];
    case 'COLUMN':
      return [base({ width: GRID_DEFAULT_CHART_WIDTH, background: 'BACKGROUND_TRANSPARENT' })];
    case 'TABS': {
      const tabId = makeId('TAB');
      return [
        { id, type, children: [tabId], meta: { ...meta } },
        { id: tabId, type: 'TAB', children: [], meta: { text: 'New tab', defaultText: 'Tab title' } },
      ];
    }
    case 'TAB':
      return [base({ text: 'New tab', defaultText: 'Tab title' })];
    case 'DIVIDER':
      return [{ id, type, children: [] }];
  }
}

/** Columns a component takes in its row (0 for components that do not take any). */
export function widthOf(component: LayoutComponent | null): number {
  if (!component || !SIZED.has(String(component.type))) return 0;
  const width = component.meta?.width;
  return typeof width === 'number' && width > 0 ? width : GRID_DEFAULT_CHART_WIDTH;
}

/** Columns left in a row once `except` is taken out of it. */
export function freeColumns(position: Position, rowId: string, except?: string): number {
  const row = componentOf(position, rowId);
  if (!row) return 0;
  const used = row.children
    .filter((child) => child !== except)
    .reduce((sum, child) => sum + widthOf(componentOf(position, child)), 0);
  return GRID_COLUMN_COUNT - used;
}

function descendants(position: Position, id: string, into: string[] = []): string[] {
  const component = componentOf(position, id);
  if (!component) return into;
  for (const child of component.children) {
    if (into.includes(child)) continue;
    into.push(child);
    descendants(position, child, into);
  }
  return into;
}

/** Rewrites `parents` (ancestors from ROOT_ID) of a component and everything under it. */
function reparent(position: Mutable, id: string, parents: readonly string[]): void {
  const component = componentOf(position, id);
  if (!component) return;
  position[id] = { ...component, parents: [...parents] };
  for (const child of component.children) reparent(position, child, [...parents, id]);
}

function ancestorsOf(position: Position, id: string): string[] {
  const chain: string[] = [];
  let current = parentOf(position, id);
  while (current && !chain.includes(current.id)) {
    chain.unshift(current.id);
    current = parentOf(position, current.id);
  }
  return chain;
}

function canHold(parent: LayoutComponent, childType: string): boolean {
  return (ACCEPTS[String(parent.type)] ?? []).includes(childType);
}

/** Whether `type` can be dropped into `parentId` (directly, or wrapped in a new row). */
export function canDrop(
  position: Position,
  parentId: string,
  type: string,
  width = 0,
  movingId?: string,
): boolean {
  const parent = componentOf(position, parentId);
  if (!parent) return false;
  if (canHold(parent, type)) {
    if (parent.type === 'ROW' && SIZED.has(type))
      return freeColumns(position, parentId, movingId) >= Math.max(1, width);
    return true;
  }
  return NEEDS_ROW.has(type) && canHold(parent, 'ROW');
}

function placeIn(position: Mutable, parentId: string, index: number, childId: string): void {
  const parent = componentOf(position, parentId);
  if (!parent) return;
  const children = [...parent.children];
  const at = Math.max(0, Math.min(index, children.length));
  children.splice(at, 0, childId);
  position[parentId] = { ...parent, children };
  reparent(position, childId, [...ancestorsOf(position, parentId), parentId]);
}

function takeOut(position: Mutable, id: string): void {
  const parent = parentOf(position, id);
  if (!parent) return;
  position[parent.id] = { ...parent, children: parent.children.filter((child) => child !== id) };
}

/** Removes rows, and tab sets, left without children by a move or a delete. */
function pruneEmpty(position: Mutable, containerId: string | undefined): void {
  if (!containerId) return;
  const container = componentOf(position, containerId);
  if (!container || container.children.length > 0) return;
  if (container.type !== 'ROW' && container.type !== 'TABS') return;
  const above = parentOf(position, containerId);
  takeOut(position, containerId);
  delete position[containerId];
  pruneEmpty(position, above?.id);
}

/**
 * Inserts new components (from `newComponents`) into `parentId` at `index`. A chart, markdown or
 * column dropped on a grid or tab is wrapped in a new row; a row without room refuses.
 */
export function insertComponent(
  position: Position,
  parentId: string,
  index: number,
  components: readonly LayoutComponent[],
  makeId: MakeId,
): Position {
  const [top] = components;
  if (!top) return position;
  const parent = componentOf(position, parentId);
  if (!parent || !canDrop(position, parentId, String(top.type), widthOf(top))) return position;
  const next: Mutable = { ...position };
  for (const component of components) next[component.id] = component;
  if (canHold(parent, String(top.type))) {
    placeIn(next, parentId, index, top.id);
  } else {
    const [row] = newComponents('ROW', makeId);
    if (!row) return position;
    next[row.id] = row;
    placeIn(next, parentId, index, row.id);
    placeIn(next, row.id, 0, top.id);
  }
  return next;
}

/**
 * Moves a component (with everything under it) to `parentId` at `index` (an index among the
 * target's children as they are before the move). Moving into itself or a descendant is refused.
 */
export function moveComponent(
  position: Position,
  id: string,
  parentId: string,
  index: number,
  makeId: MakeId,
): Position {
  const component = componentOf(position, id);
  const source = parentOf(position, id);
  const target = componentOf(position, parentId);
  if (!component || !source || !target) return position;
  if (id === parentId || descendants(position, id).includes(parentId)) return position;
  const type = String(component.type);
  if (!canDrop(position, parentId, type, widthOf(component), id)) return position;
  const next: Mutable = { ...position };
  let at = index;
  if (source.id === parentId) {
    const from = source.children.indexOf(id);
    if (from < index) at -= 1;
  }
  takeOut(next, id);
  const targetNow = componentOf(next, parentId);
  if (!targetNow) return position;
  if (canHold(targetNow, type)) {
    placeIn(next, parentId, at, id);
  } else {
    const [row] = newComponents('ROW', makeId);
    if (!row) return position;
    next[row.id] = row;
    placeIn(next, parentId, at, row.id);
    placeIn(next, row.id, 0, id);
  }
  if (source.id !== parentId) pruneEmpty(next, source.id);
  return next;
}

/** Moves a component one place earlier (-1) or later (+1) among its siblings: the keyboard alternative to dragging. */
export function moveBy(position: Position, id: string, delta: -1 | 1): Position {
  const parent = parentOf(position, id);
  if (!parent) return position;
  const from = parent.children.indexOf(id);
  const to = from + delta;
  if (to < 0 || to >= parent.children.length) return position;
  const children = [...parent.children];
  children.splice(from, 1);
  children.splice(to, 0, id);
  return { ...position, [parent.id]: { ...parent, children } };
}

/** Deletes a component and everything under it; a row or tab set left empty goes too. */
export function deleteComponent(position: Position, id: string): Position {
  if (id === ROOT_ID || id === GRID_ID || !componentOf(position, id)) return position;
  const parent = parentOf(position, id);
  const next: Mutable = { ...position };
  for (const child of descendants(position, id)) delete next[child];
  takeOut(next, id);
  delete next[id];
  pruneEmpty(next, parent?.id);
  return next;
}

/**
 * Resizes a chart, markdown or column: width in grid columns (1 to what its row has free),
 * height in grid units (GRID_MIN_ROW_UNITS to GRID_MAX_ROW_UNITS).
 */
export function resizeComponent(
  position: Position,
  id: string,
  size: { readonly width?: number; readonly height?: number },
): Position {
  const component = componentOf(position, id);
  if (!component || !SIZED.has(String(component.type))) return position;
  const meta: LayoutMeta = { ...component.meta };
  if (size.width !== undefined) {
    const parent = parentOf(position, id);
    const room = parent?.type === 'ROW' ? freeColumns(position, parent.id, id) : GRID_COLUMN_COUNT;
    meta.width = Math.max(1, Math.min(Math.round(size.width), room, GRID_COLUMN_COUNT));
  }
  if (size.height !== undefined && component.type !== 'COLUMN') {
    meta.height = Math.max(GRID_MIN_ROW_UNITS, Math.min(Math.round(size.height), GRID_MAX_ROW_UNITS));
  }
  return { ...position, [id]: { ...component, meta } };
}

/** Merges a patch into a component's meta (texts, markdown code, header size, background). */
export function updateComponentMeta(position: Position, id: string, patch: LayoutMeta): Position {
  const component = componentOf(position, id);
  if (!component) return position;
  return { ...position, [id]: { ...component, meta: { ...component.meta, ...patch } } };
}

/** Chart ids placed anywhere in the layout. */
export function chartIdsOf(position: Position): number[] {
  const ids: number[] = [];
  for (const value of Object.values(position)) {
    if (isComponent(value) && value.type === 'CHART' && typeof value.meta?.chartId === 'number') {
      ids.push(value.meta.chartId);
    }
  }
  return ids;
}
