import { BarChartOutlined } from '@ant-design/icons';
import type { LayoutComponent } from '@tessera/core';
import { heightPx } from '../../lib/layout';

/** A chart dragged in during this edit: it holds its place and draws once the dashboard is saved. */
export function PendingChart({ component }: { component: LayoutComponent }) {
  return (
    <div
      className="chart-holder pending-chart"
      data-test="dashboard-chart"
      style={{ height: heightPx(component.meta) }}
    >
      <div className="chart-holder-header">
        <span className="chart-holder-title">{String(component.meta?.sliceName ?? 'Chart')}</span>
      </div>
      <div className="pending-chart-body">
        <BarChartOutlined aria-hidden="true" />
        <span>Added to the layout: the chart draws once the dashboard is saved.</span>
      </div>
    </div>
  );
}
