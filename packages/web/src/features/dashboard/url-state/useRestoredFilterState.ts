import { App } from 'antd';
import { useEffect, useState } from 'react';
import { failureMessage } from '../../../app/api';
import { dataMaskFromStored, filterStateKeyToRestore, urlWithRestoredFilters } from './dashboardUrl';
import { readFilterState } from './stateApi';

export interface RestoredFilterState {
  /** False while the stored filters named by `native_filters_key` are being read. */
  readonly ready: boolean;
}

/**
 * Opening an address with `native_filters_key`: reads the stored masks and puts them in the
 * address the filter bar opens from, before the bar mounts. A key that is gone leaves the
 * defaults, with a warning.
 */
export function useRestoredFilterState(dashboardId: string): RestoredFilterState {
  const { message } = App.useApp();
  const [key] = useState(() => filterStateKeyToRestore(window.location.search));
  const [ready, setReady] = useState(key === null);
  useEffect(() => {
    if (key === null) return;
    let live = true;
    readFilterState(dashboardId, key)
      .then((value) => {
        const next = urlWithRestoredFilters(window.location.href, dataMaskFromStored(value));
        if (next !== window.location.href) window.history.replaceState(window.history.state, '', next);
      })
      .catch((error: unknown) => {
        if (live)
          void message.warning(`The saved filter values could not be restored: ${failureMessage(error)}`);
      })
      .finally(() => {
        if (live) setReady(true);
      });
    return () => {
      live = false;
    };
  }, [dashboardId, key, message]);
  return { ready };
}
