import type { Position } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { activeTabList, activeTabMap, activeTabsOfRouteState, tabsOnPathTo } from './activeTabs';

const position = {
  ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['TABS-top'] },
  'TABS-top': { id: 'TABS-top', type: 'TABS', children: ['TAB-a', 'TAB-b'] },
  'TAB-a': { id: 'TAB-a', type: 'TAB', children: [] },
  'TAB-b': { id: 'TAB-b', type: 'TAB', children: ['TABS-inner'] },
  'TABS-inner': { id: 'TABS-inner', type: 'TABS', children: ['TAB-c', 'TAB-d'] },
  'TAB-c': { id: 'TAB-c', type: 'TAB', children: [] },
  'TAB-d': { id: 'TAB-d', type: 'TAB', children: [] },
} as unknown as Position;

describe('activeTabMap', () => {
  it('places each saved tab on its tab set and ignores ids the layout lacks', () => {
    const map = activeTabMap(position, ['TAB-b', 'TAB-d', 'TAB-gone']);
    expect([...map]).toEqual([
      ['TABS-top', 'TAB-b'],
      ['TABS-inner', 'TAB-d'],
    ]);
    expect(activeTabList(map)).toEqual(['TAB-b', 'TAB-d']);
  });

  it('is empty without a layout or saved tabs', () => {
    expect(activeTabMap(null, ['TAB-b']).size).toBe(0);
    expect(activeTabMap(position, []).size).toBe(0);
  });
});

describe('activeTabsOfRouteState', () => {
  it('reads the tab ids a permalink handed over, and nothing from other state', () => {
    expect(activeTabsOfRouteState({ activeTabs: ['TAB-b', 3] })).toEqual(['TAB-b']);
    expect(activeTabsOfRouteState(null)).toEqual([]);
    expect(activeTabsOfRouteState({ activeTabs: 'TAB-b' })).toEqual([]);
  });
});

describe('tabsOnPathTo (deep links)', () => {
  it('opens every tab above an anchored component, and the tab itself', () => {
    expect(tabsOnPathTo(position, 'TAB-d')).toEqual(['TAB-b', 'TAB-d']);
    expect(tabsOnPathTo(position, 'TABS-inner')).toEqual(['TAB-b']);
    expect(tabsOnPathTo(position, 'TAB-a')).toEqual(['TAB-a']);
  });

  it('is empty for an anchor the layout lacks', () => {
    expect(tabsOnPathTo(position, 'CHART-9')).toEqual([]);
    expect(tabsOnPathTo(null, 'TAB-a')).toEqual([]);
  });
});
