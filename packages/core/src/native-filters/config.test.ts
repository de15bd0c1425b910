import { describe, expect, it } from 'vitest';
import type { NativeFilter } from '../wire/dashboard-metadata';
import type { Position } from '../wire/layout';
import {
  configurationToSave,
  filterIdSuffix,
  filterItemErrors,
  firstInvalidItem,
  moveItem,
  newFilterDivider,
  newNativeFilter,
  scopeFromCheckedCharts,
  scopeTree,
  tabsInScope,
  wouldCycle,
} from './config';

// ROOT → GRID → (TABS-1: TAB-A with charts 1, 2; TAB-B with chart 3), and chart 4 in a row.
const position: Position = {
  DASHBOARD_VERSION_KEY: 'v2',
  ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
  GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['TABS-1', 'ROW-2'] },
  'TABS-1': { id: 'TABS-1', type: 'TABS', children: ['TAB-A', 'TAB-B'] },
  'TAB-A': { id: 'TAB-A', type: 'TAB', children: ['ROW-1'], meta: { text: 'Sales' } },
  'TAB-B': { id: 'TAB-B', type: 'TAB', children: ['COLUMN-1'], meta: { text: 'Stock' } },
  'ROW-1': { id: 'ROW-1', type: 'ROW', children: ['CHART-1', 'CHART-2'] },
  'COLUMN-1': { id: 'COLUMN-1', type: 'COLUMN', children: ['CHART-3'] },
  'ROW-2': { id: 'ROW-2', type: 'ROW', children: ['CHART-4'] },
  'CHART-1': { id: 'CHART-1', type: 'CHART', children: [], meta: { chartId: 1, sliceName: 'Orders' } },
  'CHART-2': { id: 'CHART-2', type: 'CHART', children: [], meta: { chartId: 2, sliceNameOverride: 'Top' } },
  'CHART-3': { id: 'CHART-3', type: 'CHART', children: [], meta: { chartId: 3 } },
  'CHART-4': { id: 'CHART-4', type: 'CHART', children: [], meta: { chartId: 4 } },
};

const named = (over: Partial<NativeFilter>): NativeFilter => ({
  ...newNativeFilter('x'),
  name: 'Country',
  targets: [{ datasetId: 7, column: { name: 'country' } }],
  ...over,
});

describe('new items', () => {
  it('starts a Value filter on all panels and a divider, with Superset id prefixes', () => {
    const filter = newNativeFilter('abc');
    expect(filter.id).toBe('NATIVE_FILTER-abc');
    expect(filter.filterType).toBe('filter_select');
    expect(filter.scope).toEqual({ rootPath: ['ROOT_ID'], excluded: [] });
    expect(newFilterDivider('d').id).toBe('NATIVE_FILTER_DIVIDER-d');
    expect(filterIdSuffix(() => 0.5, 4)).toHaveLength(4);
  });
});

describe('validation', () => {
  it('names each missing field as Superset does', () => {
    expect(filterItemErrors(newNativeFilter('a'))).toEqual({
      name: 'Name is required',
      dataset: 'Dataset is required',
      column: 'Column is required',
    });
    expect(filterItemErrors(named({}))).toEqual({});
    expect(filterItemErrors(named({ filterType: 'filter_time', targets: [{}] }))).toEqual({});
    expect(filterItemErrors(named({ filterType: 'filter_timegrain', targets: [{ datasetId: 1 }] }))).toEqual(
      {},
    );
    expect(filterItemErrors(newFilterDivider('d'))).toEqual({ title: 'Title is required' });
  });

  it('finds the first invalid item, skipping removed ones', () => {
    const bad1 = named({ id: 'NATIVE_FILTER-1', name: ' ' });
    const bad2 = named({ id: 'NATIVE_FILTER-2', targets: [{ datasetId: 1 }] });
    expect(firstInvalidItem([named({}), bad1, bad2])?.id).toBe('NATIVE_FILTER-1');
    expect(firstInvalidItem([bad1, bad2], new Set(['NATIVE_FILTER-1']))).toEqual({
      id: 'NATIVE_FILTER-2',
      errors: { column: 'Column is required' },
    });
    expect(firstInvalidItem([named({})])).toBeNull();
  });
});

describe('scope', () => {
  it('shows tabs and charts, flattening rows and columns', () => {
    const tree = scopeTree(position);
    expect(tree.key).toBe('ROOT_ID');
    expect(tree.children.map((n) => n.title)).toEqual(['Sales', 'Stock', 'Chart 4']);
    expect(tree.children[0]?.children.map((n) => [n.title, n.chartId])).toEqual([
      ['Orders', 1],
      ['Top', 2],
    ]);
  });

  it('turns the checked charts into the narrowest tab root and exclusions', () => {
    expect(scopeFromCheckedCharts(position, [1, 2, 3, 4])).toEqual({ rootPath: ['ROOT_ID'], excluded: [] });
    expect(scopeFromCheckedCharts(position, [1, 4])).toEqual({ rootPath: ['ROOT_ID'], excluded: [2, 3] });
    expect(scopeFromCheckedCharts(position, [1, 2])).toEqual({ rootPath: ['TAB-A'], excluded: [] });
    expect(scopeFromCheckedCharts(position, [2])).toEqual({ rootPath: ['TAB-A'], excluded: [1] });
  });

  it('lists the tabs in scope', () => {
    expect(tabsInScope({ rootPath: ['ROOT_ID'], excluded: [] }, position)).toEqual(['TAB-A', 'TAB-B']);
    expect(tabsInScope({ rootPath: ['TAB-B'], excluded: [] }, position)).toEqual(['TAB-B']);
  });
});

describe('saving', () => {
  it('drops removed items and stale parents, and recomputes charts and tabs in scope', () => {
    const parent = named({ id: 'NATIVE_FILTER-p' });
    const child = named({
      id: 'NATIVE_FILTER-c',
      name: ' Region ',
      cascadeParentIds: ['NATIVE_FILTER-p', 'NATIVE_FILTER-gone'],
      scope: { rootPath: ['TAB-A'], excluded: [2] },
    });
    const saved = configurationToSave(
      [parent, newFilterDivider('d'), child],
      new Set(['NATIVE_FILTER-p']),
      position,
    );
    expect(saved.map((item) => item.id)).toEqual(['NATIVE_FILTER_DIVIDER-d', 'NATIVE_FILTER-c']);
    expect(saved[1]).toMatchObject({
      name: 'Region',
      cascadeParentIds: [],
      chartsInScope: [1],
      tabsInScope: ['TAB-A'],
    });
  });

  it('reorders and refuses cascade cycles', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    const a = named({ id: 'A', cascadeParentIds: ['B'] });
    const b = named({ id: 'B' });
    expect(wouldCycle([a, b], 'B', 'A')).toBe(true);
    expect(wouldCycle([a, b], 'A', 'B')).toBe(false);
  });
});
