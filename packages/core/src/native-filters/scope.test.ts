import { describe, expect, it } from 'vitest';
import type { NativeFilter } from '../wire/dashboard-metadata';
import type { Position } from '../wire/layout';
import { allChartIds, chartIdsInScope, nativeFilterChartIds, nativeFilterScopes } from './scope';

// ROOT → TABS → (TAB-A: row with charts 1, 2; TAB-B: column with chart 3), and chart 4 under the grid.
const position: Position = {
  DASHBOARD_VERSION_KEY: 'v2',
  ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
  GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['TABS-1', 'ROW-2'], parents: ['ROOT_ID'] },
  'TABS-1': { id: 'TABS-1', type: 'TABS', children: ['TAB-A', 'TAB-B'] },
  'TAB-A': { id: 'TAB-A', type: 'TAB', children: ['ROW-1'] },
  'TAB-B': { id: 'TAB-B', type: 'TAB', children: ['COLUMN-1'] },
  'ROW-1': { id: 'ROW-1', type: 'ROW', children: ['CHART-1', 'CHART-2'] },
  'COLUMN-1': { id: 'COLUMN-1', type: 'COLUMN', children: ['CHART-3'] },
  'ROW-2': { id: 'ROW-2', type: 'ROW', children: ['CHART-4', 'MARKDOWN-1'] },
  'CHART-1': { id: 'CHART-1', type: 'CHART', children: [], meta: { chartId: 1 } },
  'CHART-2': { id: 'CHART-2', type: 'CHART', children: [], meta: { chartId: 2 } },
  'CHART-3': { id: 'CHART-3', type: 'CHART', children: [], meta: { chartId: 3 } },
  'CHART-4': { id: 'CHART-4', type: 'CHART', children: [], meta: { chartId: 4 } },
  'MARKDOWN-1': { id: 'MARKDOWN-1', type: 'MARKDOWN', children: [], meta: { code: '# hi' } },
};

const filter = (over: Partial<NativeFilter>): NativeFilter => ({
  id: 'NATIVE_FILTER-a',
  name: 'Country',
  filterType: 'filter_select',
  targets: [{ datasetId: 1, column: { name: 'country' } }],
  ...over,
});

describe('chartIdsInScope', () => {
  it('takes every chart under the root path, in layout order', () => {
    expect(allChartIds(position)).toEqual([1, 2, 3, 4]);
    expect(chartIdsInScope({ rootPath: ['ROOT_ID'], excluded: [] }, position)).toEqual([1, 2, 3, 4]);
  });

  it('leaves out the excluded charts and whatever is outside the chosen tabs', () => {
    expect(chartIdsInScope({ rootPath: ['ROOT_ID'], excluded: [2, 4] }, position)).toEqual([1, 3]);
    expect(chartIdsInScope({ rootPath: ['TAB-A'], excluded: [] }, position)).toEqual([1, 2]);
    expect(chartIdsInScope({ rootPath: ['TAB-B', 'ROW-2'], excluded: [3] }, position)).toEqual([4]);
  });

  it('ignores unknown components and survives a layout that loops', () => {
    const looping: Position = {
      ...position,
      'ROW-2': { id: 'ROW-2', type: 'ROW', children: ['CHART-4', 'GRID_ID'] },
    };
    expect(chartIdsInScope({ rootPath: ['NOPE', 'ROW-2'], excluded: [] }, looping)).toEqual([4, 1, 2, 3]);
  });
});

describe('nativeFilterChartIds', () => {
  it('recomputes the scope from the layout rather than trusting a saved chartsInScope', () => {
    const saved = filter({ scope: { rootPath: ['TAB-A'], excluded: [] }, chartsInScope: [9, 10] });
    expect(nativeFilterChartIds(saved, position)).toEqual([1, 2]);
  });

  it('falls back on chartsInScope, then on every chart, when there is no scope', () => {
    expect(nativeFilterChartIds(filter({ chartsInScope: [3] }), position)).toEqual([3]);
    expect(nativeFilterChartIds(filter({}), position)).toEqual([1, 2, 3, 4]);
  });

  it('maps each filter to its charts and skips dividers', () => {
    const scopes = nativeFilterScopes(
      [
        filter({ scope: { rootPath: ['ROOT_ID'], excluded: [1] } }),
        { id: 'NATIVE_FILTER_DIVIDER-x', type: 'DIVIDER', title: 'Time' },
      ],
      position,
    );
    expect([...scopes.keys()]).toEqual(['NATIVE_FILTER-a']);
    expect([...(scopes.get('NATIVE_FILTER-a') ?? [])]).toEqual([2, 3, 4]);
  });
});
