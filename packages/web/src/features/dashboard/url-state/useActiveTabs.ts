import type { Position } from '@tessera/core';
import { useCallback, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import {
  type ActiveTabMap,
  activeTabList,
  activeTabMap,
  activeTabsOfRouteState,
  tabsOnPathTo,
} from './activeTabs';

export interface ActiveTabs {
  readonly map: ActiveTabMap;
  readonly list: readonly string[];
  readonly choose: (tabsId: string, tabId: string) => void;
}

/**
 * The dashboard's chosen tabs: from a permalink when it opened one, and the tabs holding the
 * address's `#anchor` (a deep link to a tab, header or chart), then as the user picks them.
 */
export function useActiveTabs(position: Position | null): ActiveTabs {
  const location = useLocation();
  const [opened] = useState(() => activeTabsOfRouteState(location.state));
  const [chosen, setChosen] = useState<ReadonlyMap<string, string>>(new Map());
  const [anchor] = useState(() => decodeURIComponent(location.hash.replace(/^#/, '')));
  const fromLink = useMemo(
    () => activeTabMap(position, [...opened, ...tabsOnPathTo(position, anchor)]),
    [position, opened, anchor],
  );
  const map = useMemo(() => new Map([...fromLink, ...chosen]), [fromLink, chosen]);
  const choose = useCallback(
    (tabsId: string, tabId: string) => setChosen((state) => new Map(state).set(tabsId, tabId)),
    [],
  );
  return useMemo(() => ({ map, list: activeTabList(map), choose }), [map, choose]);
}
