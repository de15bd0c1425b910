import { useCallback, useEffect, useMemo, useState } from 'react';
import { refreshFrequencyOf, refreshImmuneCharts } from '../lib/autoRefresh';
import { useAutoRefresh } from './useAutoRefresh';

/**
 * The dashboard's refreshes: "Refresh dashboard" (every chart, forced) and auto-refresh, whose
 * interval starts from the saved refresh_frequency (0 by default, the hydration rule) and may be
 * changed for this visit; its turns skip `timed_refresh_immune_slices`.
 */
export function useDashboardRefresh(jsonMetadata: string | null | undefined, enabled: boolean) {
  const [refreshToken, setRefreshToken] = useState(1);
  const refresh = useCallback(() => setRefreshToken((n) => n + 1), []);
  const savedFrequency = refreshFrequencyOf(jsonMetadata);
  const [refreshFrequency, setRefreshFrequency] = useState(savedFrequency);
  useEffect(() => setRefreshFrequency(savedFrequency), [savedFrequency]);
  const [count, setCount] = useState(0);
  useAutoRefresh(enabled ? refreshFrequency : 0, () => setCount((n) => n + 1));
  const autoRefresh = useMemo(
    () => ({ count, immune: refreshImmuneCharts(jsonMetadata) }),
    [count, jsonMetadata],
  );
  return { refreshToken, refresh, refreshFrequency, setRefreshFrequency, autoRefresh };
}
