import { MoreOutlined, ReloadOutlined } from '@ant-design/icons';
import type { DataMask, DataMaskState } from '@tessera/core';
import { Button, Dropdown, Tag, Tooltip, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { failureMessage } from '../../../app/api';
import { DashboardColorProvider } from '../../../charts/shared/colorNamespace';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { Loading } from '../../../components/Loading';
import {
  type DashboardChart,
  useDashboardChartsQuery,
  useDashboardDatasetsQuery,
  useDashboardQuery,
} from '../api/dashboardApi';
import { withChartDataMask } from '../lib/dataMask';
import { parsePosition, withMissingCharts } from '../lib/layout';
import { FilterBar, NativeFiltersProvider } from './filters';
import { LayoutRenderer } from './LayoutRenderer';

function ownerNames(
  owners: readonly { first_name?: string; last_name?: string; username?: string }[] | undefined,
) {
  return (owners ?? [])
    .map((o) => [o.first_name, o.last_name].filter(Boolean).join(' ') || o.username || '')
    .filter(Boolean);
}

/** A dashboard: the header at once, then each chart filling in on its own. */
export default function DashboardPage() {
  const { idOrSlug = '' } = useParams();
  const dashboard = useDashboardQuery(idOrSlug);
  const charts = useDashboardChartsQuery(idOrSlug);
  // Names and number formats of the datasets; charts wait for them (or their failure) to query.
  const datasets = useDashboardDatasetsQuery(idOrSlug);
  const [refreshToken, setRefreshToken] = useState(1);
  // Each chart's cross-filter (Superset's dataMask state); issue 9's filter bar builds on it.
  const [dataMask, setDataMask] = useState<DataMaskState>({});
  const emitDataMask = useCallback(
    (chartId: string, mask: DataMask) => setDataMask((state) => withChartDataMask(state, chartId, mask)),
    [],
  );
  const crossFilters = useMemo(() => ({ dataMask, setDataMask: emitDataMask }), [dataMask, emitDataMask]);

  const chartMap = useMemo(
    () => new Map<number, DashboardChart>((charts.data ?? []).map((chart) => [chart.id, chart])),
    [charts.data],
  );
  const position = useMemo(() => {
    if (!dashboard.data || !charts.data) return null;
    return withMissingCharts(
      parsePosition(dashboard.data.position_json),
      charts.data,
      dashboard.data.dashboard_title,
    );
  }, [dashboard.data, charts.data]);

  useEffect(() => {
    if (dashboard.data) document.title = `${dashboard.data.dashboard_title} · Tessera`;
  }, [dashboard.data]);

  if (dashboard.error) {
    const missing = (dashboard.error as { status?: number }).status === 404;
    return (
      <div className="page-center narrow">
        <ErrorMessage
          title={missing ? 'Dashboard not found' : 'This dashboard could not load'}
          message={
            missing
              ? `There is no dashboard “${idOrSlug}”, or you do not have access to it.`
              : failureMessage(dashboard.error)
          }
          action={
            <Link to="/dashboard/list/">
              <Button>All dashboards</Button>
            </Link>
          }
        />
      </div>
    );
  }
  if (!dashboard.data) {
    return (
      <div className="page-center">
        <Loading label="Loading dashboard" />
      </div>
    );
  }
  const info = dashboard.data;
  const owners = ownerNames(info.owners);
  const page = (
    <div className="dashboard-page">
      <header className="dashboard-header">
        <div className="dashboard-heading">
          <Typography.Title level={3} className="dashboard-title" data-test="dashboard-title">
            {info.dashboard_title || '[ untitled dashboard ]'}
          </Typography.Title>
          {info.published ? <Tag color="green">Published</Tag> : <Tag>Draft</Tag>}
        </div>
        <div className="dashboard-meta">
          {owners.length > 0 ? <span className="muted">Owned by {owners.join(', ')}</span> : null}
          {info.changed_on_delta_humanized ? (
            <span className="muted">Modified {info.changed_on_delta_humanized}</span>
          ) : null}
          <Tooltip title="Refresh all charts">
            <Button
              icon={<ReloadOutlined />}
              onClick={() => setRefreshToken((n) => n + 1)}
              aria-label="Refresh dashboard"
            />
          </Tooltip>
          <Dropdown
            trigger={['click']}
            placement="bottomRight"
            menu={{
              items: [
                { key: 'refresh', label: 'Refresh dashboard', onClick: () => setRefreshToken((n) => n + 1) },
                { key: 'charts', label: <Link to="/chart/list/">Add charts from the chart list</Link> },
              ],
            }}
          >
            <Button icon={<MoreOutlined />} aria-label="More dashboard actions" />
          </Dropdown>
        </div>
      </header>
      <div className="dashboard-body">
        {charts.error ? (
          <ErrorMessage
            title="The charts of this dashboard could not load"
            message={failureMessage(charts.error)}
          />
        ) : !position || datasets.isLoading ? (
          <Loading label="Loading charts" />
        ) : chartMap.size === 0 && !hasContent(position) ? (
          <EmptyState
            title="This dashboard is empty"
            description="Open a chart in Explore and save it to this dashboard."
            action={
              <Link to="/chart/list/">
                <Button type="primary">Go to charts</Button>
              </Link>
            }
          />
        ) : (
          <DashboardColorProvider jsonMetadata={info.json_metadata}>
            <LayoutRenderer
              position={position}
              charts={chartMap}
              datasets={datasets.data ?? NO_DATASETS}
              refreshToken={refreshToken}
              crossFilters={crossFilters}
              dashboardId={dashboard.data?.id}
            />
          </DashboardColorProvider>
        )}
      </div>
    </div>
  );
  // The native filter bar folds out on the left; its applied filters reach the charts in scope.
  return (
    <NativeFiltersProvider jsonMetadata={info.json_metadata} position={position}>
      <div className="dashboard-frame">
        <FilterBar />
        {page}
      </div>
    </NativeFiltersProvider>
  );
}

const NO_DATASETS = {};

function hasContent(position: Record<string, unknown>): boolean {
  return Object.values(position).some(
    (c) =>
      c && typeof c === 'object' && ['CHART', 'MARKDOWN'].includes(String((c as { type?: unknown }).type)),
  );
}
