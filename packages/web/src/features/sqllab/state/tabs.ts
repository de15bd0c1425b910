/**
 * SQL Lab's editor tabs as a closed union of actions on plain state (the editor-command pattern of
 * CONVENTIONS.md), kept in localStorage so tabs, their SQL, database and schema survive a reload.
 */

export interface EditorTab {
  readonly id: string;
  readonly title: string;
  readonly sql: string;
  readonly dbId: number | null;
  readonly schema: string | null;
  readonly queryLimit: number;
  /** The saved query this tab edits, when opened from one. */
  readonly savedQueryId: number | null;
}

export interface TabsState {
  readonly tabs: readonly EditorTab[];
  readonly activeId: string;
}

export type TabsAction =
  | { readonly type: 'add'; readonly tab?: Partial<Omit<EditorTab, 'id'>> }
  | { readonly type: 'close'; readonly id: string }
  | { readonly type: 'activate'; readonly id: string }
  | { readonly type: 'rename'; readonly id: string; readonly title: string }
  | { readonly type: 'update'; readonly id: string; readonly patch: Partial<Omit<EditorTab, 'id'>> };

export const DEFAULT_LIMIT = 1000;
export const LIMIT_OPTIONS = [10, 100, 1000, 10_000, 100_000] as const;
const STORAGE_KEY = 'tessera.sqllab.tabs.v1';

let counter = 0;
export function newTabId(): string {
  counter += 1;
  return `tab-${Date.now().toString(36)}-${counter}`;
}

function untitled(tabs: readonly EditorTab[]): string {
  const used = new Set(tabs.map((t) => t.title));
  for (let n = 1; ; n++) {
    const title = `Untitled Query ${n}`;
    if (!used.has(title)) return title;
  }
}

export function blankTab(tabs: readonly EditorTab[], base: Partial<Omit<EditorTab, 'id'>> = {}): EditorTab {
  return {
    id: newTabId(),
    title: base.title ?? untitled(tabs),
    sql: base.sql ?? 'SELECT ...',
    dbId: base.dbId ?? null,
    schema: base.schema ?? null,
    queryLimit: base.queryLimit ?? DEFAULT_LIMIT,
    savedQueryId: base.savedQueryId ?? null,
  };
}

export function initialTabs(): TabsState {
  const first = blankTab([]);
  return { tabs: [first], activeId: first.id };
}

export function tabsReducer(state: TabsState, action: TabsAction): TabsState {
  switch (action.type) {
    case 'add': {
      const active = state.tabs.find((t) => t.id === state.activeId);
      // A new tab starts on the database and schema in use, as Superset's does.
      const tab = blankTab(state.tabs, {
        dbId: active?.dbId ?? null,
        schema: active?.schema ?? null,
        ...action.tab,
      });
      return { tabs: [...state.tabs, tab], activeId: tab.id };
    }
    case 'close': {
      const index = state.tabs.findIndex((t) => t.id === action.id);
      if (index === -1) return state;
      const rest = state.tabs.filter((t) => t.id !== action.id);
      if (rest.length === 0) {
        const tab = blankTab([], {
          dbId: state.tabs[index]?.dbId ?? null,
          schema: state.tabs[index]?.schema ?? null,
        });
        return { tabs: [tab], activeId: tab.id };
      }
      const activeId =
        state.activeId === action.id
          ? (rest[Math.min(index, rest.length - 1)]?.id ?? rest[0]!.id)
          : state.activeId;
      return { tabs: rest, activeId };
    }
    case 'activate':
      return state.tabs.some((t) => t.id === action.id) ? { ...state, activeId: action.id } : state;
    case 'rename': {
      const title = action.title.trim();
      if (!title) return state;
      return { ...state, tabs: state.tabs.map((t) => (t.id === action.id ? { ...t, title } : t)) };
    }
    case 'update':
      return { ...state, tabs: state.tabs.map((t) => (t.id === action.id ? { ...t, ...action.patch } : t)) };
  }
}

function isTab(value: unknown): value is EditorTab {
  const t = value as EditorTab;
  return (
    typeof t === 'object' &&
    t !== null &&
    typeof t.id === 'string' &&
    typeof t.title === 'string' &&
    typeof t.sql === 'string' &&
    (t.dbId === null || typeof t.dbId === 'number') &&
    (t.schema === null || typeof t.schema === 'string') &&
    typeof t.queryLimit === 'number'
  );
}

/** The saved tabs, or fresh ones when there are none or they cannot be read. */
export function loadTabs(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): TabsState {
  try {
    const raw = storage?.getItem(STORAGE_KEY);
    if (!raw) return initialTabs();
    const parsed = JSON.parse(raw) as { tabs?: unknown; activeId?: unknown };
    const tabs = Array.isArray(parsed.tabs)
      ? parsed.tabs.filter(isTab).map((t) => ({ ...t, savedQueryId: t.savedQueryId ?? null }))
      : [];
    if (tabs.length === 0) return initialTabs();
    const activeId = tabs.some((t) => t.id === parsed.activeId) ? String(parsed.activeId) : tabs[0]!.id;
    return { tabs, activeId };
  } catch {
    return initialTabs();
  }
}

export function saveTabs(
  state: TabsState,
  storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage,
) {
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify(state));
  } catch {
    // Storage full or disabled: tabs live for this page only.
  }
}
