import { describe, expect, it } from 'vitest';
import type { Position } from '../wire/layout';
import { crossFilterScopeOf, crossFilterScopes, withChartCrossFilterScope } from './cross-filter-scope';
import { crossFilterExtraFormData, crossFilterOwners } from './cross-filters';

// ROOT → GRID → TABS → TAB-A (charts 1, 2) | TAB-B (chart 3)
const position = {
  ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
  GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['TABS-1'] },
  'TABS-1': { id: 'TABS-1', type: 'TABS', children: ['TAB-A', 'TAB-B'] },
  'TAB-A': { id: 'TAB-A', type: 'TAB', children: ['CHART-1', 'CHART-2'] },
  'TAB-B': { id: 'TAB-B', type: 'TAB', children: ['CHART-3'] },
  'CHART-1': { id: 'CHART-1', type: 'CHART', children: [], meta: { chartId: 1 } },
  'CHART-2': { id: 'CHART-2', type: 'CHART', children: [], meta: { chartId: 2 } },
  'CHART-3': { id: 'CHART-3', type: 'CHART', children: [], meta: { chartId: 3 } },
} as unknown as Position;
const ids = [1, 2, 3];
const set = (...values: number[]) => new Set(values);

describe('cross-filter scopes from chart_configuration', () => {
  it('without configuration a chart reaches every other chart', () => {
    const scopes = crossFilterScopes(ids, {}, position);
    expect(scopes.get('1')).toEqual(set(2, 3));
    expect(scopes.get('3')).toEqual(set(1, 2));
  });

  it('a global scope follows global_chart_configuration', () => {
    const metadata = {
      global_chart_configuration: { scope: { rootPath: ['ROOT_ID'], excluded: [3] } },
      chart_configuration: { '1': { id: 1, crossFilters: { scope: 'global' as const } } },
    };
    expect(crossFilterScopes(ids, metadata, position).get('1')).toEqual(set(2));
    // Chart 2 has no configuration: it also follows the global scope.
    expect(crossFilterScopes(ids, metadata, position).get('2')).toEqual(set(1));
  });

  it('a chart’s own scope wins over the global one', () => {
    const metadata = {
      global_chart_configuration: { scope: { rootPath: ['ROOT_ID'], excluded: [] } },
      chart_configuration: {
        '3': { id: 3, crossFilters: { scope: { rootPath: ['TAB-A'], excluded: [2] } } },
      },
    };
    expect(crossFilterScopeOf(3, metadata)).toEqual({ rootPath: ['TAB-A'], excluded: [2] });
    expect(crossFilterScopes(ids, metadata, position).get('3')).toEqual(set(1));
  });

  it('saves a custom scope with its charts, and global without a list', () => {
    const custom = withChartCrossFilterScope(undefined, 1, { rootPath: ['TAB-A'], excluded: [] }, position);
    expect(custom).toEqual({
      '1': { id: 1, crossFilters: { scope: { rootPath: ['TAB-A'], excluded: [] }, chartsInScope: [2] } },
    });
    expect(withChartCrossFilterScope(custom, 1, 'global', position)).toEqual({
      '1': { id: 1, crossFilters: { scope: 'global' } },
    });
  });

  it('a chart outside the emitter’s scope receives no clause for it', () => {
    const scopes = crossFilterScopes(
      ids,
      {
        chart_configuration: {
          '1': { id: 1, crossFilters: { scope: { rootPath: ['TAB-A'], excluded: [] } } },
        },
      },
      position,
    );
    const masks = { '1': { extraFormData: { filters: [{ col: 'country', op: 'IN', val: ['FR'] }] } } };
    expect(crossFilterExtraFormData({ chartId: '2', columns: ['country'], scopes }, masks)).toEqual({
      filters: [{ col: 'country', op: 'IN', val: ['FR'] }],
    });
    expect(crossFilterExtraFormData({ chartId: '3', columns: ['country'], scopes }, masks)).toEqual({});
    expect(crossFilterOwners({ chartId: '2', columns: ['country'], scopes }, masks)).toEqual(['1']);
    expect(crossFilterOwners({ chartId: '3', columns: ['country'], scopes }, masks)).toEqual([]);
  });
});
