import { MoreOutlined } from '@ant-design/icons';
import { type LayoutComponent, migrateFormData, type QueryFormData } from '@tessera/core';
import { Button, Dropdown, Tooltip } from 'antd';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ChartView, type DatasourceDecorations, truncateLabel } from '../../../charts';
import { useChartQuery } from '../../../charts/useChartQuery';
import { EmptyState } from '../../../components/EmptyState';
import type { DashboardChart } from '../api/dashboardApi';
import { heightPx } from '../lib/layout';

export interface ChartHolderProps {
  readonly component: LayoutComponent;
  readonly chart: DashboardChart | undefined;
  readonly decorations?: DatasourceDecorations;
  readonly refreshToken: number;
}

function chartFormData(chart: DashboardChart, decorations: DatasourceDecorations | undefined): QueryFormData {
  // A legacy viz type Superset migrates draws as its modern chart.
  const vizType = chart.viz_type || chart.form_data?.viz_type || '';
  const migrated = migrateFormData(vizType, { ...chart.form_data, viz_type: vizType });
  const formData = (migrated?.formData as QueryFormData | undefined) ?? chart.form_data ?? {};
  const datasource =
    typeof formData.datasource === 'string' && formData.datasource
      ? formData.datasource
      : `${chart.datasource_id ?? ''}__table`;
  return {
    ...formData,
    ...decorations,
    viz_type: migrated?.vizType ?? (chart.viz_type || formData.viz_type),
    datasource,
    slice_id: chart.id,
  };
}

/** One chart on a dashboard: title, menu, and its own query, so a slow or failing chart stays local. */
export function ChartHolder({ component, chart, decorations, refreshToken }: ChartHolderProps) {
  const chartId = component.meta?.chartId;
  const [forced, setForced] = useState(0);
  const formData = useMemo(() => (chart ? chartFormData(chart, decorations) : null), [chart, decorations]);
  const key = String(chartId ?? component.id);
  useChartQuery(key, formData, formData ? refreshToken + forced : 0);
  const title =
    component.meta?.sliceNameOverride || chart?.slice_name || component.meta?.sliceName || 'Untitled chart';
  const height = heightPx(component.meta);

  return (
    <div className="chart-holder" style={{ height }} data-test="dashboard-chart" data-chart-id={chartId}>
      <div className="chart-holder-header">
        <Tooltip title={title.length > 42 ? title : undefined}>
          {chart ? (
            <Link
              to={`/explore/?slice_id=${chart.id}`}
              className="chart-holder-title"
              data-test="dashboard-chart-title"
            >
              {truncateLabel(title)}
            </Link>
          ) : (
            <span className="chart-holder-title">{truncateLabel(title)}</span>
          )}
        </Tooltip>
        {chart ? (
          <Dropdown
            trigger={['click']}
            placement="bottomRight"
            menu={{
              items: [
                { key: 'refresh', label: 'Force refresh', onClick: () => setForced((n) => n + 1) },
                { key: 'explore', label: <Link to={`/explore/?slice_id=${chart.id}`}>Edit chart</Link> },
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
          <ChartView chartId={key} />
        ) : (
          <EmptyState
            compact
            title="This chart is not available"
            description="It may have been deleted, or you may not have access to it."
          />
        )}
      </div>
    </div>
  );
}
