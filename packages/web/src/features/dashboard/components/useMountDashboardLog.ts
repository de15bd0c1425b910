import { useEffect, useRef } from 'react';
import { chartLoadLog } from '../../../charts/useChartQuery';

export const MOUNT_DASHBOARD = 'mount_dashboard';

/**
 * Logs `mount_dashboard` once when a dashboard opens (Superset's Dashboard componentDidMount),
 * through the same batched POST /superset/log/ as the charts' `load_chart` events, so the log
 * row names the dashboard (`source: 'dashboard'`, `source_id`).
 */
export function useMountDashboardLog(dashboardId: number | undefined, impressionId: string): void {
  const logged = useRef<number | null>(null);
  useEffect(() => {
    if (dashboardId === undefined || logged.current === dashboardId) return;
    logged.current = dashboardId;
    chartLoadLog.log({
      event_name: MOUNT_DASHBOARD,
      event_type: 'timing',
      source: 'dashboard',
      source_id: dashboardId,
      dashboard_id: dashboardId,
      impression_id: impressionId,
      version: 'v2',
      ts: Date.now(),
    });
  }, [dashboardId, impressionId]);
}
