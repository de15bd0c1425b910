import type { Position } from '@tessera/core';
import { useEffect, useMemo, useState } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import {
  chartDatasetKey,
  type DashboardChart,
  type DashboardDataset,
  dashboardApi,
} from '../api/dashboardApi';
import { chartIdsInLayout } from '../lib/layout';

/** The datasource keys of the layout's charts that `known` has no dataset for, each once. */
export function missingDatasetKeys(
  position: Position | null,
  charts: ReadonlyMap<number, DashboardChart>,
  known: Readonly<Record<string, DashboardDataset>>,
): string[] {
  if (!position) return [];
  const keys = new Set<string>();
  for (const id of chartIdsInLayout(position)) {
    const chart = charts.get(id);
    const key = chart ? chartDatasetKey(chart) : null;
    if (key && /^\d+__\w+$/.test(key) && !known[key]) keys.add(key);
  }
  return [...keys];
}

/**
 * The dashboard's datasets plus those of charts dragged in while editing (Superset's
 * addSliceToDashboard → fetchDatasourceMetadata): a chart on a dataset the dashboard did not use
 * gets its verbose names, formats and columns from /superset/fetch_datasource_metadata, unless
 * they are already at hand (the dashboard's own datasets, or the store's cache of that call).
 * Nothing is fetched until the dashboard's datasets have loaded; a failure leaves the chart
 * drawing with its raw names, as before.
 */
export function useAddedChartDatasets(
  position: Position | null,
  charts: ReadonlyMap<number, DashboardChart>,
  known: Readonly<Record<string, DashboardDataset>> | undefined,
): Readonly<Record<string, DashboardDataset>> | undefined {
  const dispatch = useAppDispatch();
  const [fetched, setFetched] = useState<Readonly<Record<string, DashboardDataset>>>({});
  const missing = useMemo(
    () => (known ? missingDatasetKeys(position, charts, { ...fetched, ...known }) : []),
    [position, charts, known, fetched],
  );
  const missingKey = missing.join(',');

  useEffect(() => {
    if (!missingKey) return;
    const calls = missingKey.split(',').map((key) => {
      const call = dispatch(dashboardApi.endpoints.datasourceMetadata.initiate(key));
      call
        .unwrap()
        .then((dataset) => setFetched((current) => ({ ...current, [key]: dataset })))
        .catch(() => undefined);
      return call;
    });
    return () => {
      for (const call of calls) call.unsubscribe();
    };
  }, [missingKey, dispatch]);

  return useMemo(() => (known ? { ...fetched, ...known } : known), [known, fetched]);
}
