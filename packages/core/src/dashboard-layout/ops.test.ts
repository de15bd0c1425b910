import { describe, expect, it } from 'vitest';
import type { LayoutComponent, Position } from '../wire/layout';
import { canRedo, canUndo, pushHistory, redoHistory, startHistory, undoHistory } from './history';
import {
  canDrop,
  chartIdsOf,
  componentOf,
  deleteComponent,
  freeColumns,
  insertComponent,
  moveBy,
  moveComponent,
  newComponents,
  resizeComponent,
  updateComponentMeta,
} from './ops';

function ids() {
  let n = 0;
  return (type: string) => `${type}-n${++n}`;
}

const base = (): Position => ({
  DASHBOARD_VERSION_KEY: 'v2',
  ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
  GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['ROW-a'], parents: ['ROOT_ID'] },
  'ROW-a': {
    id: 'ROW-a',
    type: 'ROW',
    children: ['CHART-1', 'CHART-2'],
    parents: ['ROOT_ID', 'GRID_ID'],
    meta: {},
  },
  'CHART-1': {
    id: 'CHART-1',
    type: 'CHART',
    children: [],
    parents: ['ROOT_ID', 'GRID_ID', 'ROW-a'],
    meta: { chartId: 1, width: 4, height: 50 },
  },
  'CHART-2': {
    id: 'CHART-2',
    type: 'CHART',
    children: [],
    parents: ['ROOT_ID', 'GRID_ID', 'ROW-a'],
    meta: { chartId: 2, width: 6, height: 50 },
  },
});

const at = (position: Position, id: string) => componentOf(position, id) as LayoutComponent;

describe('dashboard layout operations', () => {
  it('makes components with Superset defaults; tabs come with a tab', () => {
    const make = ids();
    const [chart] = newComponents('CHART', make, { chartId: 9, sliceName: 'Nine' });
    expect(chart).toEqual({
      id: 'CHART-n1',
      type: 'CHART',
      children: [],
      meta: { width: 4, height: 50, chartId: 9, sliceName: 'Nine' },
    });
    const tabs = newComponents('TABS', make);
    expect(tabs.map((c) => c.type)).toEqual(['TABS', 'TAB']);
    expect(tabs[0]?.children).toEqual([tabs[1]?.id]);
    expect(newComponents('HEADER', make)[0]?.meta?.headerSize).toBe('MEDIUM_HEADER');
    const [tab] = newComponents('TAB', make);
    const withTab = insertComponent(
      { ...base(), [tabs[0]?.id as string]: tabs[0] as LayoutComponent },
      tabs[0]?.id as string,
      1,
      [tab as LayoutComponent],
      make,
    );
    expect(componentOf(withTab, tabs[0]?.id as string)?.children).toEqual([tabs[1]?.id, tab?.id]);
  });

  it('wraps a chart dropped on the grid in a new row and sets parents', () => {
    const make = ids();
    const chart = newComponents('CHART', make, { chartId: 3 });
    const next = insertComponent(base(), 'GRID_ID', 0, chart, make);
    const grid = at(next, 'GRID_ID');
    expect(grid.children).toHaveLength(2);
    const row = at(next, grid.children[0] as string);
    expect(row.type).toBe('ROW');
    expect(row.children).toEqual(['CHART-n1']);
    expect(at(next, 'CHART-n1').parents).toEqual(['ROOT_ID', 'GRID_ID', row.id]);
    expect(chartIdsOf(next).sort()).toEqual([1, 2, 3]);
  });

  it('refuses a chart in a row without room, and anything in a place that cannot hold it', () => {
    const make = ids();
    const position = base();
    expect(freeColumns(position, 'ROW-a')).toBe(2);
    const wide = newComponents('CHART', make, { chartId: 3, width: 4 });
    expect(insertComponent(position, 'ROW-a', 0, wide, make)).toBe(position);
    const narrow = newComponents('CHART', make, { chartId: 4, width: 2 });
    expect(at(insertComponent(position, 'ROW-a', 1, narrow, make), 'ROW-a').children).toEqual([
      'CHART-1',
      narrow[0]?.id,
      'CHART-2',
    ]);
    const tabs = newComponents('TABS', make);
    expect(canDrop(position, 'ROW-a', 'TABS')).toBe(false);
    expect(insertComponent(position, 'ROW-a', 0, tabs, make)).toBe(position);
  });

  it('puts tabs on the grid and rows into a tab', () => {
    const make = ids();
    const tabs = newComponents('TABS', make);
    let position = insertComponent(base(), 'GRID_ID', 1, tabs, make);
    const tabId = tabs[1]?.id as string;
    position = moveComponent(position, 'ROW-a', tabId, 0, make);
    expect(at(position, 'GRID_ID').children).toEqual([tabs[0]?.id]);
    expect(at(position, tabId).children).toEqual(['ROW-a']);
    expect(at(position, 'CHART-1').parents).toEqual(['ROOT_ID', 'GRID_ID', tabs[0]?.id, tabId, 'ROW-a']);
  });

  it('moves within a row and between rows, dropping rows left empty', () => {
    const make = ids();
    let position = moveComponent(base(), 'CHART-2', 'ROW-a', 0, make);
    expect(at(position, 'ROW-a').children).toEqual(['CHART-2', 'CHART-1']);
    position = moveComponent(position, 'CHART-1', 'ROW-a', 2, make);
    expect(at(position, 'ROW-a').children).toEqual(['CHART-2', 'CHART-1']);
    // To the grid: the chart gets its own row.
    position = moveComponent(position, 'CHART-1', 'GRID_ID', 1, make);
    expect(at(position, 'GRID_ID').children).toHaveLength(2);
    expect(at(position, 'ROW-a').children).toEqual(['CHART-2']);
    position = moveComponent(position, 'CHART-2', at(position, 'GRID_ID').children[1] as string, 1, make);
    expect(componentOf(position, 'ROW-a')).toBeNull();
    expect(at(position, 'GRID_ID').children).toHaveLength(1);
  });

  it('refuses to move a component into itself', () => {
    const make = ids();
    const position = base();
    expect(moveComponent(position, 'ROW-a', 'ROW-a', 0, make)).toBe(position);
    expect(moveComponent(position, 'GRID_ID', 'ROW-a', 0, make)).toBe(position);
  });

  it('moves by one place with the keyboard', () => {
    const position = moveBy(base(), 'CHART-1', 1);
    expect(at(position, 'ROW-a').children).toEqual(['CHART-2', 'CHART-1']);
    expect(moveBy(position, 'CHART-1', 1)).toBe(position);
  });

  it('resizes within the room its row has, and clamps heights', () => {
    let position = resizeComponent(base(), 'CHART-1', { width: 12, height: 500 });
    expect(at(position, 'CHART-1').meta).toMatchObject({ width: 6, height: 100 });
    position = resizeComponent(position, 'CHART-1', { width: 0, height: 1 });
    expect(at(position, 'CHART-1').meta).toMatchObject({ width: 1, height: 5 });
  });

  it('deletes a component with its subtree, and the row it leaves empty', () => {
    let position = deleteComponent(base(), 'CHART-1');
    expect(componentOf(position, 'CHART-1')).toBeNull();
    position = deleteComponent(position, 'CHART-2');
    expect(componentOf(position, 'ROW-a')).toBeNull();
    expect(at(position, 'GRID_ID').children).toEqual([]);
    expect(deleteComponent(position, 'GRID_ID')).toBe(position);
  });

  it('updates meta without touching the rest', () => {
    const position = updateComponentMeta(base(), 'ROW-a', { background: 'BACKGROUND_WHITE' });
    expect(at(position, 'ROW-a').meta).toEqual({ background: 'BACKGROUND_WHITE' });
    expect(at(base(), 'ROW-a').meta).toEqual({});
  });
});

describe('layout history', () => {
  it('undoes and redoes, forgets the future on a new change, ignores refused operations', () => {
    let history = startHistory(1);
    history = pushHistory(history, 2);
    history = pushHistory(history, 3);
    expect(pushHistory(history, 3)).toBe(history);
    history = undoHistory(history);
    expect(history.present).toBe(2);
    expect(canRedo(history)).toBe(true);
    history = redoHistory(history);
    expect(history.present).toBe(3);
    history = undoHistory(undoHistory(history));
    expect(history.present).toBe(1);
    expect(canUndo(history)).toBe(false);
    expect(undoHistory(history)).toBe(history);
    history = pushHistory(redoHistory(history), 5);
    expect(history.present).toBe(5);
    expect(canRedo(history)).toBe(false);
    expect(history.past).toEqual([1, 2]);
  });

  it('keeps at most the limit', () => {
    let history = startHistory(0);
    for (let n = 1; n <= 10; n += 1) history = pushHistory(history, n, 3);
    expect(history.past).toEqual([7, 8, 9]);
  });
});
