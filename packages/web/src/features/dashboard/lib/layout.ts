/** Dashboard layout, position_json v2 (SUPERSET_FACTS §7.1): a flat map of components. */
import {
  DASHBOARD_VERSION_KEY,
  DEFAULT_CHART_HEIGHT,
  GRID_BASE_UNIT,
  GRID_COLUMN_COUNT,
  GRID_ID,
  HEADER_ID,
  type LayoutComponent,
  type LayoutMeta,
  type Position,
  ROOT_ID,
} from '@tessera/core';

/** New charts from Explore take half a row so two sit side by side (Superset's default is 4 of 12). */
export const NEW_CHART_WIDTH = 6;

const ALPHABET = 'useandom-26T198340PX75pxJACKVERYMINDBUSHWOLF_GQZbfghjklqvwyzrict';

/** `${TYPE}-${nanoid}` ids, as Superset's newComponentFactory makes them. */
export function componentId(type: string, random: (size: number) => Uint8Array = defaultRandom): string {
  const bytes = random(10);
  let id = '';
  for (const byte of bytes) id += ALPHABET[byte & 63];
  return `${type}-${id}`;
}

function defaultRandom(size: number): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(size));
}

export function isComponent(value: unknown): value is LayoutComponent {
  return Boolean(value && typeof value === 'object' && 'type' in value && 'id' in value);
}

/** position_json (a JSON string, an object or nothing) → a position, or null when absent or broken. */
export function parsePosition(value: unknown): Position | null {
  let parsed = value;
  if (typeof value === 'string') {
    if (!value.trim()) return null;
    try {
      parsed = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
  const position = parsed as Record<string, unknown>;
  return isComponent(position[ROOT_ID]) ? (position as Position) : null;
}

export function getComponent(position: Position, id: string): LayoutComponent | null {
  const value = position[id];
  return isComponent(value) ? value : null;
}

/** The layout of a new dashboard: ROOT → GRID, plus the title header. */
export function emptyPosition(title: string): Position {
  return {
    [DASHBOARD_VERSION_KEY]: 'v2',
    [ROOT_ID]: { id: ROOT_ID, type: 'ROOT', children: [GRID_ID] },
    [GRID_ID]: { id: GRID_ID, type: 'GRID', children: [], parents: [ROOT_ID] },
    [HEADER_ID]: { id: HEADER_ID, type: 'HEADER', children: [], meta: { text: title } },
  };
}

/** Chart ids placed anywhere in the layout. */
export function chartIdsInLayout(position: Position): number[] {
  const ids: number[] = [];
  for (const value of Object.values(position)) {
    if (isComponent(value) && value.type === 'CHART' && typeof value.meta?.chartId === 'number')
      ids.push(value.meta.chartId);
  }
  return ids;
}

function rowWidth(position: Position, row: LayoutComponent): number {
  return row.children.reduce((sum, child) => sum + (getComponent(position, child)?.meta?.width ?? 0), 0);
}

/**
 * Adds a chart to the layout: into the last top-level row when it has room, else into a new row
 * at the end of the grid. A chart already placed leaves the layout unchanged.
 */
export function addChartToPosition(
  source: Position | null,
  chart: { id: number; sliceName: string; title?: string },
  makeId: (type: string) => string = (type) => componentId(type),
): Position {
  if (source && chartIdsInLayout(source).includes(chart.id)) return source;
  const position: Record<string, LayoutComponent | string> = {
    ...(source ?? emptyPosition(chart.title ?? '')),
  };
  let grid = getComponent(position, GRID_ID);
  if (!grid) {
    grid = { id: GRID_ID, type: 'GRID', children: [], parents: [ROOT_ID] };
    const root = getComponent(position, ROOT_ID);
    position[ROOT_ID] = root
      ? { ...root, children: [...root.children, GRID_ID] }
      : { id: ROOT_ID, type: 'ROOT', children: [GRID_ID] };
  }
  const lastRowId = grid.children.at(-1);
  const lastRow = lastRowId ? getComponent(position, lastRowId) : null;
  const fits = lastRow?.type === 'ROW' && rowWidth(position, lastRow) + NEW_CHART_WIDTH <= GRID_COLUMN_COUNT;
  const rowId = fits && lastRow ? lastRow.id : makeId('ROW');
  const chartId = makeId('CHART');
  position[chartId] = {
    id: chartId,
    type: 'CHART',
    children: [],
    parents: [ROOT_ID, GRID_ID, rowId],
    meta: {
      chartId: chart.id,
      width: NEW_CHART_WIDTH,
      height: DEFAULT_CHART_HEIGHT,
      sliceName: chart.sliceName,
    },
  };
  if (fits && lastRow) {
    position[rowId] = { ...lastRow, children: [...lastRow.children, chartId] };
  } else {
    position[rowId] = {
      id: rowId,
      type: 'ROW',
      children: [chartId],
      parents: [ROOT_ID, GRID_ID],
      meta: { background: 'BACKGROUND_TRANSPARENT' },
    };
    position[GRID_ID] = { ...grid, children: [...grid.children, rowId] };
  }
  if (!position[DASHBOARD_VERSION_KEY]) position[DASHBOARD_VERSION_KEY] = 'v2';
  return position;
}

/** Height of a component in pixels: grid units × 8 px. */
export function heightPx(meta: LayoutMeta | undefined, fallbackUnits = DEFAULT_CHART_HEIGHT): number {
  const units = typeof meta?.height === 'number' && meta.height > 0 ? meta.height : fallbackUnits;
  return units * GRID_BASE_UNIT;
}

/** Width as a share of its row, from 1–12 columns. */
export function widthShare(meta: LayoutMeta | undefined, fallback = 4): number {
  const width = typeof meta?.width === 'number' && meta.width > 0 ? meta.width : fallback;
  return Math.min(GRID_COLUMN_COUNT, width) / GRID_COLUMN_COUNT;
}

/**
 * Charts that belong to the dashboard but are missing from its layout go into rows at the end,
 * GRID_DEFAULT_CHART_WIDTH (4) wide, as Superset does on load.
 */
export function withMissingCharts(
  source: Position | null,
  charts: readonly { id: number; slice_name: string }[],
  title: string,
): Position {
  let position: Position = source ?? emptyPosition(title);
  const placed = new Set(chartIdsInLayout(position));
  const missing = charts.filter((chart) => !placed.has(chart.id));
  let counter = 0;
  for (let index = 0; index < missing.length; index += 3) {
    const rowId = `ROW-N-${index / 3}`;
    const next: Record<string, LayoutComponent | string> = { ...position };
    const ids: string[] = [];
    for (const chart of missing.slice(index, index + 3)) {
      counter += 1;
      const id = `CHART-missing-${chart.id}-${counter}`;
      ids.push(id);
      next[id] = {
        id,
        type: 'CHART',
        children: [],
        parents: [ROOT_ID, GRID_ID, rowId],
        meta: { chartId: chart.id, width: 4, height: DEFAULT_CHART_HEIGHT, sliceName: chart.slice_name },
      };
    }
    next[rowId] = { id: rowId, type: 'ROW', children: ids, parents: [ROOT_ID, GRID_ID], meta: {} };
    const grid = getComponent(next, GRID_ID) ?? { id: GRID_ID, type: 'GRID', children: [] };
    next[GRID_ID] = { ...grid, children: [...grid.children, rowId] };
    position = next;
  }
  return position;
}
