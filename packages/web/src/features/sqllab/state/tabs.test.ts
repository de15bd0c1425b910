import { describe, expect, it } from 'vitest';
import { initialTabs, loadTabs, saveTabs, type TabsState, tabsReducer } from './tabs';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('tabs reducer', () => {
  it('adds a tab on the database and schema in use, with the next untitled name', () => {
    let state: TabsState = initialTabs();
    state = tabsReducer(state, { type: 'update', id: state.activeId, patch: { dbId: 3, schema: 'main' } });
    state = tabsReducer(state, { type: 'add' });
    expect(state.tabs.map((t) => t.title)).toEqual(['Untitled Query 1', 'Untitled Query 2']);
    expect(state.tabs[1]).toMatchObject({ dbId: 3, schema: 'main', savedQueryId: null });
    expect(state.activeId).toBe(state.tabs[1]!.id);
  });

  it('closes to the neighbour, and never to no tab at all', () => {
    let state = tabsReducer(initialTabs(), { type: 'add', tab: { title: 'B' } });
    const [first, second] = state.tabs;
    state = tabsReducer(state, { type: 'close', id: second!.id });
    expect(state.activeId).toBe(first!.id);
    state = tabsReducer(state, { type: 'close', id: first!.id });
    expect(state.tabs).toHaveLength(1);
    expect(state.tabs[0]!.id).not.toBe(first!.id);
  });

  it('ignores a blank rename', () => {
    const state = initialTabs();
    expect(tabsReducer(state, { type: 'rename', id: state.activeId, title: '  ' })).toBe(state);
  });

  it('survives a reload through storage, and falls back on unreadable data', () => {
    const storage = memoryStorage();
    const state = tabsReducer(initialTabs(), {
      type: 'add',
      tab: { sql: 'SELECT 2', dbId: 1, schema: 'main' },
    });
    saveTabs(state, storage);
    expect(loadTabs(storage)).toEqual(state);
    storage.setItem('tessera.sqllab.tabs.v1', '{"tabs": [{"id": 1}]}');
    expect(loadTabs(storage).tabs).toHaveLength(1);
    expect(loadTabs(storage).tabs[0]!.title).toBe('Untitled Query 1');
  });
});
