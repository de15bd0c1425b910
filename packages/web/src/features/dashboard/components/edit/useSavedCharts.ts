import { App } from 'antd';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { describeError } from '../../../../app/errors';
import { request } from '../../../../app/http';
import {
  initialSavedCharts,
  SAVED_CHARTS_TOAST,
  type SavedChart,
  type SavedChartsState,
  savedChartsQuery,
  savedChartsReducer,
} from '../../lib/savedCharts';

const ONLY_MINE_KEY = 'dashboard__editor_show_only_my_charts';

function storedOnlyMine(): boolean {
  try {
    return window.localStorage.getItem(ONLY_MINE_KEY) !== 'false';
  } catch {
    return true;
  }
}

export interface SavedCharts {
  readonly state: SavedChartsState;
  /** The user's own charts only (the default), or every chart they can see. */
  readonly onlyMine: boolean;
  readonly setOnlyMine: (onlyMine: boolean) => void;
  readonly reload: () => void;
}

/**
 * The saved charts of the edit pane, loaded the first time edit mode opens (lastUpdated 0) and
 * again when "only my charts" changes; a failure keeps its message and says so in a toast.
 */
export function useSavedCharts(active: boolean, userId: number | null): SavedCharts {
  const { message } = App.useApp();
  const [state, dispatch] = useReducer(savedChartsReducer, initialSavedCharts);
  const [onlyMine, setOnlyMineState] = useReducer((_: boolean, next: boolean) => next, true, storedOnlyMine);
  const latest = useRef(0);

  const load = useCallback(
    async (mine: boolean) => {
      const call = ++latest.current;
      dispatch({ type: 'fetchStarted' });
      try {
        const answer = await request<{ result?: SavedChart[] }>('/api/v1/chart/', {
          rison: savedChartsQuery(mine ? userId : null, true),
        });
        if (call === latest.current) dispatch({ type: 'set', slices: answer.result ?? [], now: Date.now() });
      } catch (failure) {
        if (call !== latest.current) return;
        const error = describeError(failure);
        dispatch({ type: 'failed', error });
        message.error(SAVED_CHARTS_TOAST + error);
      }
    },
    [userId, message],
  );

  const loaded = state.lastUpdated !== 0 || state.isLoading || state.errorMessage !== null;
  useEffect(() => {
    if (active && userId !== null && !loaded) void load(onlyMine);
  }, [active, userId, loaded, load, onlyMine]);

  const setOnlyMine = useCallback(
    (mine: boolean) => {
      setOnlyMineState(mine);
      try {
        window.localStorage.setItem(ONLY_MINE_KEY, String(mine));
      } catch {
        // Private mode: the choice lasts for this page only.
      }
      void load(mine);
    },
    [load],
  );

  return { state, onlyMine, setOnlyMine, reload: () => void load(onlyMine) };
}
