import { useState } from 'react';
import { truncateLabel } from '../../../charts';
import { TurnQueue, useTurn } from '../../../charts/drawTurns';
import { heightPx } from '../lib/layout';
import { ChartHolder, type ChartHolderProps, chartTitle } from './ChartHolder';

/**
 * Charts away from the screen mount two rows (six) at a time when the page is idle. A full holder
 * (menu, tooltip, filter badge, drill, query) costs a few milliseconds to mount; a 45-chart
 * dashboard mounted them all before the first query left, so the charts in view waited seconds
 * for the ones below the fold. A chart on screen, or scrolled to, mounts at once.
 */
const mountQueue = new TurnQueue(6);

export function DeferredChartHolder(props: ChartHolderProps) {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const mounted = useTurn(element, mountQueue);
  if (mounted) return <ChartHolder {...props} />;
  const { component, chart } = props;
  const chartId = component.meta?.chartId;
  const title = chartTitle(component, chart);
  return (
    <div
      ref={setElement}
      id={component.id}
      className="chart-holder"
      style={{ height: heightPx(component.meta) }}
      data-test="dashboard-chart"
      data-chart-id={chartId}
    >
      <div className="chart-holder-header">
        <span className="chart-holder-title">{truncateLabel(title)}</span>
      </div>
      <div className="chart-holder-body">
        {/* Not asked for yet: the chart's query leaves when it mounts. */}
        <div
          className="tessera-chart"
          data-test-chart-id={typeof chartId === 'number' ? String(chartId) : component.id}
          data-test-chart-status="loading"
          aria-busy
        />
      </div>
    </div>
  );
}
