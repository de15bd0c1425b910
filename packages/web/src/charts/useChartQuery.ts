import type { QueryContextRequest, QueryFormData, QueryResult } from '@tessera/core';
import { useCallback, useEffect, useRef } from 'react';
import { describeError } from '../app/errors';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { openStream, request } from '../app/http';
import { type Bootstrap, sessionApi } from '../app/session';
import { type AsyncJob, asyncEventClient, isAsyncJob } from './asyncEvents';
import { chartDataBody } from './chartDataAnswer';
import { chartDataBatcher } from './chartDataBatch';
import { chartDataUrl } from './chartDataUrl';
import { chartActions } from './chartState';
import { dynamicPluginPending } from './dynamic/dynamicPluginState';
import { legacyChartDataRequest } from './legacy/request';
import { createEventLogger, LOG_URL, type LogEvent, loadFailedEvent, loadSucceededEvent } from './loadLog';
import { readAnswerOffThread } from './offThread/readAnswerOffThread';
import { chartRegistry } from './plugins';
import { bigAnswer, previewQuery } from './previewQuery';
import { chartQueryScheduler } from './queryScheduler';
import { type ChartRegistry, UnsupportedVizTypeError } from './registry';

const STOPPED = 'stopped-by-user';
/** Spec 000 point 9: chart fetches time out after 60 s by default. */
export const CHART_FETCH_TIMEOUT_MS = 60_000;

/**
 * How long a run may take: a forced refresh waits the server's web server timeout (the
 * bootstrap's SUPERSET_WEBSERVER_TIMEOUT, as Superset's refreshChart does), any other run 60 s.
 */
export function chartFetchTimeoutMs(force: boolean | undefined, bootstrap: Bootstrap | undefined): number {
  const seconds = bootstrap?.conf?.SUPERSET_WEBSERVER_TIMEOUT;
  return force && typeof seconds === 'number' && seconds > 0 ? seconds * 1000 : CHART_FETCH_TIMEOUT_MS;
}

const selectBootstrap = sessionApi.endpoints.bootstrap.select();

function stackOf(error: unknown): string | null {
  if (error instanceof UnsupportedVizTypeError) return error.detail;
  const body = (error as { body?: { stacktrace?: unknown; errors?: unknown } } | null)?.body;
  if (body && typeof body.stacktrace === 'string') return body.stacktrace;
  if (body?.errors) return JSON.stringify(body.errors, null, 2);
  return null;
}

export interface ChartQueryOptions {
  /** Bypass the server's cache for the next run. */
  readonly force?: boolean;
  /** The dashboard the chart is on (legacy charts send it as `dashboard_id`). */
  readonly dashboardId?: number | null;
  /** The chart's own state (a table's page, sort, search), handed to buildQuery. */
  readonly ownState?: Readonly<Record<string, unknown>>;
  /** Whether the chart is on screen now; charts in view query first (queryScheduler.ts). */
  readonly isInView?: () => boolean;
}

/**
 * The chart's answers: a legacy chart (metadata `useLegacyApi`) posts its form data to
 * /superset/explore_json/; any other posts buildQuery's query context to /api/v1/chart/data.
 */
export function fetchChartData(
  formData: QueryFormData,
  options: ChartQueryOptions,
  signal: AbortSignal,
  registry: Pick<ChartRegistry, 'get'> = chartRegistry,
): Promise<readonly QueryResult[]> {
  // A chart type a dynamic plugin brings may still be on its way (charts/dynamic): wait for it.
  const waiting = chartRegistry.has(formData.viz_type) ? null : dynamicPluginPending(formData.viz_type);
  if (waiting) return waiting.then(() => fetchChartData(formData, options, signal, registry));
  const plugin = registry.get(formData.viz_type);
  if (plugin.metadata.useLegacyApi)
    return legacyChartDataRequest(formData, { ...options, signal }).then((results) =>
      isAsyncJob(results[0]) ? awaitJob(results[0], signal) : results,
    );
  return sendQuery(
    plugin.buildQuery(formData, { ownState: options.ownState ?? {} }),
    formData,
    options,
    signal,
    registry,
  );
}

function sendQuery(
  query: QueryContextRequest,
  formData: QueryFormData,
  options: ChartQueryOptions,
  signal: AbortSignal,
  registry: Pick<ChartRegistry, 'get'>,
): Promise<readonly QueryResult[]> {
  const body = options.force ? { ...query, force: true } : query;
  const url = chartDataUrl('/api/v1/chart/data', formData, options);
  const answer = batched(formData, options, registry)
    ? chartDataBatcher.call(url, body, {
        signal,
        ...(options.isInView ? { isUrgent: options.isInView } : {}),
      })
    : openStream(url, { method: 'POST', body, signal }).then(async (response) =>
        chartDataBody(
          response.status,
          // A big answer is parsed off the main thread (offThread/); a small one at once.
          bigAnswer(query) ? await readAnswerOffThread(response) : await response.json().catch(() => null),
        ),
      );
  return answer.then((value) =>
    isAsyncJob(value)
      ? awaitJob(value, signal)
      : ((value as { result?: QueryResult[] } | null)?.result ?? []),
  );
}

/**
 * The first rows of a big answer (ChartPlugin.previewRows), or null when the chart has no preview
 * or its query is small. Legacy charts have none.
 */
export function fetchChartPreview(
  formData: QueryFormData,
  options: ChartQueryOptions,
  signal: AbortSignal,
  registry: Pick<ChartRegistry, 'get'> = chartRegistry,
): Promise<readonly QueryResult[]> | null {
  // A dynamic plugin's type may not be registered yet: no preview then (fetchChartData waits for
  // the plugin), rather than an "Unknown chart type" thrown out of the query effect.
  if (registry === chartRegistry && !chartRegistry.has(formData.viz_type)) return null;
  const plugin = registry.get(formData.viz_type);
  if (!plugin.previewRows || plugin.metadata.useLegacyApi) return null;
  const full = plugin.buildQuery(formData, { ownState: options.ownState ?? {} });
  const query = previewQuery(full, plugin.previewRows);
  return query ? sendQuery(query, formData, options, signal, registry) : null;
}

/**
 * A dashboard's charts share one streamed batch call (chartDataBatch.ts) instead of queueing for
 * the browser's six connections; Explore's single chart and legacy charts call directly.
 */
export function batched(
  formData: QueryFormData,
  options: ChartQueryOptions,
  registry: Pick<ChartRegistry, 'get'> = chartRegistry,
): boolean {
  return Boolean(options.dashboardId) && !registry.get(formData.viz_type).metadata.useLegacyApi;
}

/** A 202 answer (GLOBAL_ASYNC_QUERIES): the results come with the job's event (asyncEvents.ts). */
function awaitJob(job: AsyncJob, signal: AbortSignal): Promise<QueryResult[]> {
  // The client is shared by every chart, so its own calls carry no chart's abort signal.
  const client = asyncEventClient((url) => request<unknown>(url));
  return client.waitForAsyncData(job, signal) as Promise<QueryResult[]>;
}

/** The app's event log of chart loads (Superset's logEvent(LOG_ACTIONS_LOAD_CHART, …)). */
export const chartLoadLog = createEventLogger((events: readonly LogEvent[]) =>
  request(LOG_URL, { method: 'POST', body: { events } }),
);

/**
 * The answers as the chart state keeps them: frozen at the top, so the store's Immer does not
 * walk (and deep-freeze) every row of a large answer — a second or more for 100,000 rows.
 * Nothing mutates an answer once it arrived.
 */
export function storedAnswers(results: readonly QueryResult[]): readonly QueryResult[] {
  return Object.freeze(results);
}

/**
 * Runs a chart's query each time `runToken` changes (fetchChartData), reporting every step to
 * the chart-state reducer. Returns `stop`, which aborts the running query (status `stopped`).
 */
export function useChartQuery(
  id: string,
  formData: QueryFormData | null,
  runToken: number,
  options: ChartQueryOptions = {},
): { stop: () => void } {
  const dispatch = useAppDispatch();
  const latest = useRef(formData);
  latest.current = formData;
  const latestOptions = useRef(options);
  latestOptions.current = options;
  const controller = useRef<AbortController | null>(null);
  // A change of the chart's own state (e.g. a table's page) runs the query again.
  const ownState = useAppSelector((state) => state.charts[id]?.ownState);
  const bootstrap = useAppSelector((state) => selectBootstrap(state).data);
  const latestBootstrap = useRef(bootstrap);
  latestBootstrap.current = bootstrap;

  useEffect(() => {
    const current = latest.current;
    if (!runToken || !current) return;
    const abort = new AbortController();
    controller.current = abort;
    const requestId = `${id}:${runToken}:${Date.now()}`;
    const startTime = Date.now();
    const { force, dashboardId } = latestOptions.current;
    const logContext = () => ({
      formData: current,
      startTime,
      now: Date.now(),
      force,
      source: dashboardId ? 'dashboard' : 'explore',
    });
    dispatch(chartActions.chartUpdateStarted({ id, formData: current, requestId, startTime }));
    const fail = (alert: string, stackTrace: string | null = null, logged: string = alert) => {
      chartLoadLog.log(loadFailedEvent(logContext(), logged));
      dispatch(chartActions.chartUpdateFailed({ id, alert, stackTrace, endTime: Date.now(), requestId }));
    };
    // The timeout runs from when the query leaves, not while it waits for a connection.
    const timeoutMs = chartFetchTimeoutMs(force, latestBootstrap.current);
    let timeout: number | undefined;
    const run = () => {
      timeout = window.setTimeout(() => abort.abort('timeout'), timeoutMs);
      return fetchChartData(current, { ...latestOptions.current, ownState }, abort.signal);
    };
    // A big table's first rows come first, drawn while the whole answer is on its way.
    fetchChartPreview(current, { ...latestOptions.current, ownState }, abort.signal)
      ?.then((results) => {
        if (!results.some((r) => r.error))
          dispatch(
            chartActions.chartPreviewReceived({ id, queriesResponse: storedAnswers(results), requestId }),
          );
      })
      .catch(() => undefined); // The whole query reports any failure.
    // Batched calls share one connection, so they need no turn for one.
    const answers = batched(current, latestOptions.current)
      ? run()
      : chartQueryScheduler.schedule(run, {
          signal: abort.signal,
          ...(latestOptions.current.isInView ? { isUrgent: latestOptions.current.isInView } : {}),
        });
    answers
      .then((results) => {
        const failedQuery = results.find((r) => r.error);
        if (failedQuery?.error) fail(failedQuery.error, failedQuery.stacktrace ?? null);
        else {
          chartLoadLog.log(loadSucceededEvent(logContext(), results));
          dispatch(
            chartActions.chartUpdateSucceeded({
              id,
              queriesResponse: storedAnswers(results),
              endTime: Date.now(),
              requestId,
            }),
          );
        }
      })
      .catch((error: unknown) => {
        if (abort.signal.aborted) {
          if (abort.signal.reason === STOPPED) {
            chartLoadLog.log(loadFailedEvent(logContext(), 'abort'));
            dispatch(chartActions.chartUpdateStopped({ id, endTime: Date.now(), requestId }));
          } else if (abort.signal.reason === 'timeout') {
            fail(
              `Query timeout: the chart took longer than ${Math.round(timeoutMs / 1000)} seconds. Try a narrower time range or fewer rows.`,
              null,
              'timeout',
            );
          }
          // Otherwise a newer run or an unmount replaced this one: nothing to report.
          return;
        }
        fail(describeError(error), stackOf(error));
      })
      .finally(() => window.clearTimeout(timeout));
    return () => {
      window.clearTimeout(timeout);
      abort.abort('superseded');
    };
  }, [id, runToken, ownState, dispatch]);

  const stop = useCallback(() => controller.current?.abort(STOPPED), []);
  return { stop };
}
