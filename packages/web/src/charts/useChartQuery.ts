import type { QueryFormData, QueryResult } from '@tessera/core';
import { useCallback, useEffect, useRef } from 'react';
import { describeError } from '../app/errors';
import { useAppDispatch } from '../app/hooks';
import { request } from '../app/http';
import { chartActions } from './chartState';
import { chartRegistry } from './plugins';

const STOPPED = 'stopped-by-user';
/** Spec 000 point 9: chart fetches time out after 60 s by default. */
export const CHART_FETCH_TIMEOUT_MS = 60_000;

function stackOf(error: unknown): string | null {
  const body = (error as { body?: { stacktrace?: unknown; errors?: unknown } } | null)?.body;
  if (body && typeof body.stacktrace === 'string') return body.stacktrace;
  if (body?.errors) return JSON.stringify(body.errors, null, 2);
  return null;
}

/**
 * Runs a chart's query each time `runToken` changes: form data → buildQuery →
 * POST /api/v1/chart/data, reporting every step to the chart-state reducer.
 * Returns `stop`, which aborts the running query (status `stopped`).
 */
export function useChartQuery(
  id: string,
  formData: QueryFormData | null,
  runToken: number,
): { stop: () => void } {
  const dispatch = useAppDispatch();
  const latest = useRef(formData);
  latest.current = formData;
  const controller = useRef<AbortController | null>(null);

  useEffect(() => {
    const current = latest.current;
    if (!runToken || !current) return;
    const abort = new AbortController();
    controller.current = abort;
    const requestId = `${id}:${runToken}:${Date.now()}`;
    dispatch(chartActions.chartUpdateStarted({ id, formData: current, requestId, startTime: Date.now() }));
    const fail = (alert: string, stackTrace: string | null = null) =>
      dispatch(chartActions.chartUpdateFailed({ id, alert, stackTrace, endTime: Date.now(), requestId }));
    let body: unknown;
    try {
      body = chartRegistry.get(current.viz_type).buildQuery(current);
    } catch (error) {
      fail(describeError(error));
      return;
    }
    const timeout = window.setTimeout(() => abort.abort('timeout'), CHART_FETCH_TIMEOUT_MS);
    request<{ result?: QueryResult[] }>('/api/v1/chart/data', { method: 'POST', body, signal: abort.signal })
      .then((answer) => {
        const results = answer?.result ?? [];
        const failedQuery = results.find((r) => r.error);
        if (failedQuery?.error) fail(failedQuery.error);
        else
          dispatch(
            chartActions.chartUpdateSucceeded({
              id,
              queriesResponse: results,
              endTime: Date.now(),
              requestId,
            }),
          );
      })
      .catch((error: unknown) => {
        if (abort.signal.aborted) {
          if (abort.signal.reason === STOPPED) {
            dispatch(chartActions.chartUpdateStopped({ id, endTime: Date.now(), requestId }));
          } else if (abort.signal.reason === 'timeout') {
            fail(
              'Query timeout: the chart took longer than 60 seconds. Try a narrower time range or fewer rows.',
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
  }, [id, runToken, dispatch]);

  const stop = useCallback(() => controller.current?.abort(STOPPED), []);
  return { stop };
}
