import { EditOutlined, ExclamationCircleOutlined, SaveOutlined } from '@ant-design/icons';
import type { QueryResult } from '@tessera/core';
import { Button, Input, Tooltip } from 'antd';
import { useMemo } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { ChartView, chartRegistry } from '../../../charts';
import { type ChartDatasource, type ChartHooks, NO_HOOKS } from '../../../charts/types';
import { formatElapsed } from '../../../components/Loading';
import { useDrillToDetail } from '../../drill';
import { formatMs, timingRows } from '../lib/timing';
import { ShareChartMenu } from '../url-state';
import { CachedTag } from './CachedTag';
import { ResultsPanel } from './ResultsPanel';

export const EXPLORE_CHART_ID = 'explore';

export interface ChartPaneProps {
  readonly sliceName: string;
  readonly vizType: string;
  readonly stale: boolean;
  readonly hasRun: boolean;
  readonly onNameChange: (name: string) => void;
  readonly onSave: () => void;
  /** Runs the chart again, bypassing the server's cache. */
  readonly onForceRefresh: () => void;
  /** Opens the saved chart's properties (name, description, cache timeout, certification, owners). */
  readonly onEditProperties?: (() => void) | null;
  /** The dataset's display facts (verbose names, number formats, temporal columns) for the chart. */
  readonly datasource: ChartDatasource;
}

function RunSummary({ onForceRefresh }: { onForceRefresh: () => void }) {
  const chart = useAppSelector((state) => state.charts[EXPLORE_CHART_ID]);
  if (!chart?.chartUpdateEndTime || (chart.chartStatus !== 'rendered' && chart.chartStatus !== 'success'))
    return null;
  const result = chart.queriesResponse?.[0];
  const elapsed = chart.chartUpdateEndTime - chart.chartUpdateStartTime;
  return (
    <span className="run-summary" data-test="run-summary">
      {(result?.rowcount ?? 0).toLocaleString('en-US')} rows ·{' '}
      <ElapsedWithTiming elapsed={elapsed} timing={result?.timing} />
      {result?.is_cached ? (
        <CachedTag cachedDttm={result.cached_dttm} onForceRefresh={onForceRefresh} />
      ) : null}
    </span>
  );
}

/** The wall time of the run; hovering or focusing it shows where the server spent it. */
function ElapsedWithTiming({ elapsed, timing }: { elapsed: number; timing: QueryResult['timing'] }) {
  const rows = timingRows(timing);
  if (rows.length === 0) return <>{formatElapsed(elapsed)}</>;
  const title = (
    <table className="timing-table" data-test="run-timing">
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row">{row.label}</th>
            <td>{formatMs(row.ms)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
  return (
    <Tooltip title={title} trigger={['hover', 'focus']}>
      {/* A button, so keyboard users reach the breakdown too. */}
      <button type="button" className="run-elapsed" aria-label={`${formatElapsed(elapsed)}; time per phase`}>
        {formatElapsed(elapsed)}
      </button>
    </Tooltip>
  );
}

/** Right column: the chart header (name, save), the chart, and the results panel. */
export function ChartPane({
  sliceName,
  vizType,
  stale,
  hasRun,
  onNameChange,
  onSave,
  onForceRefresh,
  onEditProperties,
  datasource,
}: ChartPaneProps) {
  const typeName = chartRegistry.has(vizType) ? chartRegistry.get(vizType).metadata.name : vizType;
  const formData = useAppSelector((state) => state.charts[EXPLORE_CHART_ID]?.latestQueryFormData ?? null);
  const drill = useDrillToDetail({
    chartName: sliceName || typeName,
    formData,
    verboseMap: datasource.verboseMap,
  });
  const hooks = useMemo<ChartHooks>(
    () => ({ ...NO_HOOKS, onContextMenu: drill.onContextMenu }),
    [drill.onContextMenu],
  );
  return (
    <section className="explore-chart" aria-label="Chart">
      <header className="explore-chart-header">
        <Input
          variant="borderless"
          className="chart-name-input"
          aria-label="Chart name"
          placeholder="Add the name of the chart"
          value={sliceName}
          onChange={(event) => onNameChange(event.target.value)}
          data-test="explore-chart-name"
        />
        <div className="explore-chart-actions">
          {onEditProperties ? (
            <Button icon={<EditOutlined />} onClick={onEditProperties} data-test="explore-edit-properties">
              Edit chart properties
            </Button>
          ) : null}
          <ShareChartMenu />
          <Button type="primary" icon={<SaveOutlined />} onClick={onSave} data-test="explore-save">
            Save
          </Button>
        </div>
      </header>
      <div className="explore-chart-meta">
        <span className="muted">{typeName}</span>
        <RunSummary onForceRefresh={onForceRefresh} />
        {stale && hasRun ? (
          <span className="stale-indicator" role="status" data-test="explore-stale">
            <ExclamationCircleOutlined /> Settings changed — run to update the chart
          </span>
        ) : null}
      </div>
      <div className={stale && hasRun ? 'explore-chart-body is-stale' : 'explore-chart-body'}>
        {hasRun ? (
          // Explore draws the chart without cross-filters (Superset's emitCrossFilters is false here).
          <ChartView
            chartId={EXPLORE_CHART_ID}
            className="explore-chart-view"
            datasource={datasource}
            hooks={hooks}
            emitCrossFilters={false}
          />
        ) : (
          <div className="explore-chart-placeholder">
            <div className="tessera-empty-title">Your chart will appear here</div>
            <div className="tessera-empty-description">Choose metrics and dimensions, then press Run.</div>
          </div>
        )}
      </div>
      <ResultsPanel chartId={EXPLORE_CHART_ID} />
      {drill.node}
    </section>
  );
}
