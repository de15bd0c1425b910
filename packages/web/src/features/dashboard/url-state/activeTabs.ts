/**
 * Which tab each tab set of a dashboard shows (Superset's activeTabs): a permalink saves the
 * chosen tab ids and opens the dashboard with them chosen again.
 */
import type { Position } from '@tessera/core';

/** Tab set id → the chosen tab's id. */
export type ActiveTabMap = ReadonlyMap<string, string>;

/** The chosen tab ids, as a permalink stores them. */
export function activeTabList(map: ActiveTabMap): string[] {
  return [...map.values()];
}

/** A permalink's tab ids placed on their tab sets; ids not found in the layout are ignored. */
export function activeTabMap(position: Position | null, tabIds: readonly string[]): Map<string, string> {
  const map = new Map<string, string>();
  if (!position) return map;
  for (const component of Object.values(position)) {
    if (!component || typeof component !== 'object' || (component as { type?: unknown }).type !== 'TABS')
      continue;
    const { id, children } = component as { id: string; children?: readonly string[] };
    const chosen = (children ?? []).find((child) => tabIds.includes(child));
    if (chosen) map.set(id, chosen);
  }
  return map;
}

/** Router state a permalink hands to the dashboard page. */
export interface PermalinkRouteState {
  readonly activeTabs?: readonly string[];
}

export function activeTabsOfRouteState(state: unknown): readonly string[] {
  const tabs = (state as PermalinkRouteState | null)?.activeTabs;
  return Array.isArray(tabs) ? tabs.filter((tab): tab is string => typeof tab === 'string') : [];
}

/**
 * The tabs to open so the component `id` (a deep link's `#anchor`) is in view: every TAB on the
 * path from the root to it, the component itself when it is a tab. Empty when not in the layout.
 */
export function tabsOnPathTo(position: Position | null, id: string): string[] {
  if (!position || !id) return [];
  const children = (node: unknown): readonly string[] => {
    const list = (node as { children?: unknown } | null)?.children;
    return Array.isArray(list) ? list.filter((child): child is string => typeof child === 'string') : [];
  };
  const path: string[] = [];
  const seen = new Set<string>();
  const walk = (nodeId: string): boolean => {
    if (seen.has(nodeId)) return false;
    seen.add(nodeId);
    const node = position[nodeId];
    if (!node || typeof node !== 'object') return false;
    const isTab = (node as { type?: unknown }).type === 'TAB';
    if (isTab) path.push(nodeId);
    if (nodeId === id) return true;
    for (const child of children(node)) if (walk(child)) return true;
    if (isTab) path.pop();
    return false;
  };
  return walk('ROOT_ID') ? path : [];
}
