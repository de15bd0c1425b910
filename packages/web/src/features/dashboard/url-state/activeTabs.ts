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
