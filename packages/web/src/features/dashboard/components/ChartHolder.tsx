import { MoreOutlined } from '@ant-design/icons';
import {
  combineExtraFormData,
  crossFilterExtraFormData,
  crossFilterOwners,
  type DataMask,
  type DataMaskState,
  type ExtraFormData,
  type LayoutComponent,
  migrateFormData,
  nativeFilterExtraFormData,
  type QueryFormData,
  withDashboardExtraFormData,
} from '@tessera/core';
import { Button, Dropdown, Tooltip } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ChartView, truncateLabel } from '../../../charts';
import type { ChartHooks } from '../../../charts/types';
import { useChartQuery } from '../../../charts/useChartQuery';
import { EmptyState } from '../../../components/EmptyState';
import { useInView } from '../../../components/useInView';
import { useDrillToDetail } from '../../drill';
import type { DashboardChart, DashboardDataset } from '../api/dashboardApi';
import { useChartMenu } from '../chart-menu/useChartMenu';
import { useFilterBoxFilters } from '../filter-box/filterBoxStore';
import { heightPx } from '../lib/layout';
import { FiltersBadge, useAppliedNativeFilters } from './filters';
import { useDashboardPermissionFlags } from './permissions';

/** The dashboard's cross-filters: every chart's data mask, and how a chart emits its own. */
export interface DashboardCrossFilters {
  readonly dataMask: DataMaskState;
  readonly setDataMask: (chartId: string, mask: DataMask) => void;
  /** Per emitting chart, the charts its cross-filters reach (chart_configuration); all when absent. */
  readonly scopes?: ReadonlyMap<string, ReadonlySet<number>>;
  /** `cross_filters_enabled`: off, charts emit no cross-filters on click. */
  readonly enabled?: boolean;
  /** Chart titles by data mask key, for the indicators that name a cross-filter's chart. */
  readonly titles?: ReadonlyMap<string, string>;
}

export interface ChartHolderProps {
  readonly component: LayoutComponent;
  readonly chart: DashboardChart | undefined;
  /** The chart's dataset: its display facts and its columns (for cross-filter scope). */
  readonly dataset?: DashboardDataset;
  readonly refreshToken: number;
  readonly crossFilters?: DashboardCrossFilters;
  /** The dashboard's id, sent with each chart's query so the server's log names the dashboard. */
  readonly dashboardId?: number;
}

function chartFormData(chart: DashboardChart, extra: ExtraFormData): QueryFormData {
  // A legacy viz type Superset migrates draws as its modern chart.
  const vizType = chart.viz_type || chart.form_data?.viz_type || '';
  const migrated = migrateFormData(vizType, { ...chart.form_data, viz_type: vizType });
  const formData = (migrated?.formData as QueryFormData | undefined) ?? chart.form_data ?? {};
  const datasource =
    typeof formData.datasource === 'string' && formData.datasource
      ? formData.datasource
      : `${chart.datasource_id ?? ''}__table`;
  return withDashboardExtraFormData(
    {
      ...formData,
      viz_type: migrated?.vizType ?? (chart.viz_type || formData.viz_type),
      datasource,
      slice_id: chart.id,
    },
    extra,
  );
}

/** A number that goes up each time `value` changes, so a change re-runs the chart's query. */
function useChangeCount(value: string): number {
  const seen = useRef({ value, count: 0 });
  if (seen.current.value !== value) seen.current = { value, count: seen.current.count + 1 };
  return seen.current.count;
}

const NO_MASKS: DataMaskState = {};

/**
 * Whether the next run bypasses the cache: yes after "Force refresh" or "Refresh dashboard" (the
 * refresh count went up), no when a filter change caused it (the filtered count went up).
 */
function useForceOnRefresh(refreshes: number, filterChanges: number): boolean {
  const seen = useRef({ refreshes, filterChanges, force: false });
  if (seen.current.refreshes !== refreshes) seen.current = { refreshes, filterChanges, force: true };
  else if (seen.current.filterChanges !== filterChanges)
    seen.current = { refreshes, filterChanges, force: false };
  return seen.current.force;
}

/** The title a dashboard shows for a chart: the layout's override, else the chart's name. */
export function chartTitle(component: LayoutComponent, chart: DashboardChart | undefined): string {
  return (
    component.meta?.sliceNameOverride || chart?.slice_name || component.meta?.sliceName || 'Untitled chart'
  );
}

/** One chart on a dashboard: title, menu, and its own query, so a slow or failing chart stays local. */
export function ChartHolder({
  component,
  chart,
  dataset,
  refreshToken,
  crossFilters,
  dashboardId,
}: ChartHolderProps) {
  const chartId = component.meta?.chartId;
  const [forced, setForced] = useState(0);
  const key = String(chartId ?? component.id);
  const dataMask = crossFilters?.dataMask ?? NO_MASKS;
  const nativeFilters = useAppliedNativeFilters();
  // The native filters in scope, then the other charts' cross-filters on columns of this chart's
  // dataset (Superset's order), as text: a selection that does not reach this chart neither
  // changes its form data nor re-runs its query.
  // Legacy filter boxes reach only the charts in their scopes (features/dashboard/filter-box).
  const filterBoxes = useFilterBoxFilters(
    typeof chartId === 'number' ? chartId : undefined,
    dataMask,
    dataset?.columns,
  );
  const crossTarget = {
    chartId: key,
    columns: dataset?.columns ?? [],
    ...(crossFilters?.scopes ? { scopes: crossFilters.scopes } : {}),
  };
  const extraJson = JSON.stringify(
    combineExtraFormData(
      typeof chartId === 'number'
        ? combineExtraFormData(
            nativeFilterExtraFormData(chartId, nativeFilters.scopes, nativeFilters.applied),
            filterBoxes.extraFormData,
          )
        : {},
      crossFilterExtraFormData(crossTarget, filterBoxes.crossFilterMasks),
    ),
  );
  const formData = useMemo(
    () => (chart ? chartFormData(chart, JSON.parse(extraJson) as ExtraFormData) : null),
    [chart, extraJson],
  );
  const filtered = useChangeCount(extraJson);
  const force = useForceOnRefresh(refreshToken + forced, filtered);
  const holder = useRef<HTMLDivElement>(null);
  const isInView = useInView(holder);
  useChartQuery(key, formData, formData ? refreshToken + forced + filtered : 0, {
    force,
    dashboardId,
    isInView,
  });
  const emit = crossFilters?.setDataMask;
  const title = chartTitle(component, chart);
  const drill = useDrillToDetail({
    chartName: title,
    formData,
    verboseMap: dataset?.datasource?.verboseMap,
  });
  const hooks = useMemo<ChartHooks>(
    () => ({ setDataMask: (mask) => emit?.(key, mask), onContextMenu: drill.onContextMenu }),
    [emit, key, drill.onContextMenu],
  );
  const height = heightPx(component.meta);
  // superset_can_explore opens the chart in Explore; slice_can_edit (with it) offers "Edit chart".
  const {
    superset_can_explore: canExplore,
    slice_can_edit: canEditChart,
    superset_can_csv: canCsv,
    superset_can_share: canShare,
  } = useDashboardPermissionFlags();
  const menu = useChartMenu({
    title,
    formData,
    dashboardId: dashboardId ?? 0,
    anchorId: component.id,
    canCsv,
    canShare,
  });

  const titleNode =
    chart && canExplore ? (
      <Link
        to={`/explore/?slice_id=${chart.id}`}
        className="chart-holder-title"
        data-test="dashboard-chart-title"
      >
        {truncateLabel(title)}
      </Link>
    ) : (
      <span className="chart-holder-title" data-test="dashboard-chart-title">
        {truncateLabel(title)}
      </span>
    );

  return (
    <div
      ref={holder}
      id={component.id}
      className={menu.fullscreen ? 'chart-holder is-fullscreen' : 'chart-holder'}
      style={menu.fullscreen ? undefined : { height }}
      data-test="dashboard-chart"
      data-chart-id={chartId}
    >
      <div className="chart-holder-header">
        {/* A tooltip only for a title cut short: an antd Tooltip on each of 45 holders cost their mount. */}
        {title.length > 42 ? <Tooltip title={title}>{titleNode}</Tooltip> : titleNode}
        <FiltersBadge
          chartId={typeof chartId === 'number' ? chartId : undefined}
          crossFilters={crossFilterOwners(crossTarget, filterBoxes.crossFilterMasks).map((owner) => ({
            id: owner,
            name: crossFilters?.titles?.get(owner) ?? `Chart ${owner}`,
            mask: filterBoxes.crossFilterMasks[owner],
          }))}
        />
        {chart ? (
          <Dropdown
            trigger={['click']}
            placement="bottomRight"
            menu={{
              items: [
                { key: 'refresh', label: 'Force refresh', onClick: () => setForced((n) => n + 1) },
                ...(canExplore && canEditChart
                  ? [{ key: 'explore', label: <Link to={`/explore/?slice_id=${chart.id}`}>Edit chart</Link> }]
                  : []),
                ...(drill.canDrill
                  ? [{ key: 'drill', label: 'Drill to detail', onClick: () => drill.openDrill() }]
                  : []),
                ...menu.items,
              ],
            }}
          >
            <Button
              type="text"
              size="small"
              icon={<MoreOutlined />}
              aria-label={`More actions for ${title}`}
            />
          </Dropdown>
        ) : null}
      </div>
      <div className="chart-holder-body">
        {chart ? (
          <ChartView
            chartId={key}
            datasource={dataset?.datasource}
            hooks={hooks}
            filterState={dataMask[key]?.filterState}
            emitCrossFilters={crossFilters !== undefined && crossFilters.enabled !== false}
          />
        ) : (
          <EmptyState
            compact
            title="This chart is not available"
            description={`The layout names "${title}", which is not among the charts you can see: it was left out of the imported dashboard, deleted, or not shared with you.`}
          />
        )}
      </div>
      {drill.node}
      {menu.node}
    </div>
  );
}
