import type { FilterState } from '@tessera/core';
import { type ErrorInfo, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { EmptyState } from '../components/EmptyState';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { ErrorMessage } from '../components/ErrorMessage';
import { Loading } from '../components/Loading';
import { useElementSize } from '../components/useElementSize';
import { chartActions, initialChartState } from './chartState';
import { useDrawTurn } from './drawTurns';
import { chartRegistry } from './plugins';
import { useColorNamespace } from './shared/colorNamespace';
import { type ChartDatasource, type ChartHooks, EMPTY_DATASOURCE, NO_HOOKS } from './types';
import { useTransformProps } from './useTransformProps';

export interface ChartViewProps {
  /** Key of the chart's state: a slice id on dashboards, `explore` in the chart builder. */
  readonly chartId: string;
  readonly className?: string;
  /** The chart's dataset for display (verbose names, number formats, temporal columns). */
  readonly datasource?: ChartDatasource;
  /** Calls back into the host: cross-filters (dashboards) and the drill menu. */
  readonly hooks?: ChartHooks;
  /** This chart's own cross-filter state. */
  readonly filterState?: FilterState;
  readonly emitCrossFilters?: boolean;
}

interface ChartBodyProps extends Omit<ChartViewProps, 'className'> {
  readonly width: number;
  readonly height: number;
}

function ChartBody({
  chartId,
  width,
  height,
  datasource,
  hooks,
  filterState,
  emitCrossFilters,
}: ChartBodyProps) {
  const dispatch = useAppDispatch();
  const chart = useAppSelector((state) => state.charts[chartId]) ?? initialChartState(chartId);
  const colorNamespace = useColorNamespace();
  const formData = chart.latestQueryFormData;
  const ownState = chart.ownState;
  // setDataMask({ownState}) keeps the chart's own state (its query runs again); the rest goes to the host.
  const chartHooks = useMemo<ChartHooks>(() => {
    const host = hooks ?? NO_HOOKS;
    return {
      ...host,
      setDataMask: (mask) => {
        if (mask.ownState) dispatch(chartActions.ownStateUpdated({ id: chartId, ownState: mask.ownState }));
        if (mask.extraFormData || mask.filterState) host.setDataMask(mask);
      },
    };
  }, [hooks, dispatch, chartId]);
  const plugin =
    formData && chartRegistry.has(formData.viz_type) ? chartRegistry.get(formData.viz_type) : null;
  const loadedPhase = useTransformProps(plugin);
  const { transformProps } = loadedPhase;
  const transformed = useMemo(() => {
    if (loadedPhase.error) return { props: null, error: loadedPhase.error };
    if (!transformProps || !formData || !chart.queriesResponse) return { props: null, error: null };
    try {
      const props = transformProps({
        formData,
        queriesData: chart.queriesResponse,
        datasource: datasource ?? EMPTY_DATASOURCE,
        width,
        height,
        filterState: filterState ?? {},
        hooks: chartHooks,
        emitCrossFilters: emitCrossFilters ?? false,
        colorNamespace,
        ownState: ownState ?? {},
      });
      return { props, error: null };
    } catch (error) {
      return { props: null, error: error instanceof Error ? error : new Error(String(error)) };
    }
  }, [
    loadedPhase.error,
    transformProps,
    formData,
    chart.queriesResponse,
    datasource,
    width,
    height,
    filterState,
    chartHooks,
    emitCrossFilters,
    ownState,
    colorNamespace,
  ]);

  const onRendered = useCallback(
    () => dispatch(chartActions.chartRenderingSucceeded({ id: chartId, time: Date.now() })),
    [dispatch, chartId],
  );
  const onRenderFailed = useCallback(
    (error: Error, info?: ErrorInfo) =>
      dispatch(
        chartActions.chartRenderingFailed({
          id: chartId,
          error: error.message,
          stackTrace: info?.componentStack ?? error.stack ?? null,
        }),
      ),
    [dispatch, chartId],
  );
  const rowcount = chart.queriesResponse?.[0]?.rowcount ?? chart.queriesResponse?.[0]?.data.length ?? 0;
  const noRows = chart.chartStatus === 'success' && chart.queriesResponse !== null && rowcount === 0;
  useEffect(() => {
    if (transformed.error) onRenderFailed(transformed.error);
    else if (noRows) onRendered();
  }, [transformed.error, noRows, onRendered, onRenderFailed]);

  switch (chart.chartStatus) {
    case 'loading':
      // A chart paging through its own state keeps its last answer on screen while the next loads;
      // a big table shows its first rows while the whole answer is on its way.
      if ((ownState || chart.preview) && transformed.props) break;
      return <Loading startTime={chart.chartUpdateStartTime} label="Loading chart" />;
    case 'failed':
      return (
        <div className="tessera-chart-message">
          <ErrorMessage
            title="This chart could not load"
            message={chart.chartAlert}
            hint="Check the chart's settings and try again. If it keeps failing, the details below help an administrator."
            details={chart.chartStackTrace}
          />
        </div>
      );
    case 'stopped':
      return (
        <EmptyState
          compact
          title={chart.chartAlert ?? 'Updating chart was stopped'}
          description="Run the query again when you are ready."
        />
      );
    case 'empty':
      return <EmptyState compact title="Nothing to show yet" description="Run the query to see the chart." />;
    default:
      break;
  }
  // The answer is here but the chart type's code is still on its way.
  if (rowcount > 0 && plugin && !transformProps && !transformed.error)
    return <Loading label="Preparing chart" />;
  if (rowcount === 0 || !transformed.props) {
    return (
      <EmptyState
        compact
        title="No results were returned for this query"
        description="Try a wider time range, fewer filters, or other dimensions."
      />
    );
  }
  const Renderer = plugin?.component;
  if (!Renderer) return null;
  return (
    <ErrorBoundary key={chart.requestId ?? ''} onError={onRenderFailed} fallback={null}>
      <Suspense fallback={<Loading label="Preparing chart" />}>
        {width > 0 && height > 0 ? (
          <Renderer
            props={transformed.props}
            width={width}
            height={height}
            onRendered={onRendered}
            onRenderFailed={onRenderFailed}
          />
        ) : null}
      </Suspense>
      {chart.preview && chart.chartStatus === 'loading' ? (
        <div className="tessera-chart-preview-note" role="status" data-test="chart-preview-note">
          Loading all rows…
        </div>
      ) : null}
    </ErrorBoundary>
  );
}

/** Shows one chart's state: loading with elapsed time, error, empty, or the drawn chart. */
export function ChartView({ chartId, className, ...context }: ChartViewProps) {
  const status = useAppSelector((state) => state.charts[chartId]?.chartStatus ?? 'loading');
  // The saved chart's id where there is one (Explore keys its state `explore`), as Superset marks it.
  const sliceId = useAppSelector((state) => state.charts[chartId]?.latestQueryFormData?.slice_id);
  const [sizeRef, size] = useElementSize<HTMLDivElement>();
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const ref = useCallback(
    (node: HTMLDivElement | null) => {
      sizeRef(node);
      setElement(node);
    },
    [sizeRef],
  );
  const mayDraw = useDrawTurn(element);
  return (
    <div
      ref={ref}
      className={`tessera-chart ${className ?? ''}`}
      data-test="chart-container"
      data-status={status}
      data-test-chart-id={typeof sliceId === 'number' ? String(sliceId) : chartId}
      data-test-chart-status={status}
      aria-busy={status === 'loading'}
    >
      {mayDraw ? <ChartBody chartId={chartId} width={size.width} height={size.height} {...context} /> : null}
    </div>
  );
}
