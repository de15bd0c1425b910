import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ChartStatus, QueryFormData, QueryResult } from '@tessera/core';
import { messages } from '../app/errors';

export interface ChartState {
  readonly id: string;
  readonly chartStatus: ChartStatus;
  readonly chartAlert: string | null;
  readonly chartStackTrace: string | null;
  readonly chartUpdateStartTime: number;
  readonly chartUpdateEndTime: number | null;
  readonly latestQueryFormData: QueryFormData | null;
  readonly queriesResponse: readonly QueryResult[] | null;
  readonly triggerQuery: boolean;
  readonly lastRendered: number;
  /** Which request the state belongs to; answers to older requests are ignored. */
  readonly requestId: string | null;
  /** The chart's own state (Superset's dataMask `ownState`, e.g. a table's page); part of its query. */
  readonly ownState?: Readonly<Record<string, unknown>>;
  /** `queriesResponse` holds only the first rows (ChartPlugin.previewRows); the whole answer is on its way. */
  readonly preview?: boolean;
}

export type ChartsState = Readonly<Record<string, ChartState>>;

export function initialChartState(id: string): ChartState {
  return {
    id,
    chartStatus: 'loading',
    chartAlert: null,
    chartStackTrace: null,
    chartUpdateStartTime: 0,
    chartUpdateEndTime: null,
    latestQueryFormData: null,
    queriesResponse: null,
    triggerQuery: true,
    lastRendered: 0,
    requestId: null,
  };
}

interface Keyed {
  readonly id: string;
}
interface ForRequest extends Keyed {
  readonly requestId?: string;
}

type Draft = Record<string, ChartState>;

function update(state: Draft, id: string, change: (chart: ChartState) => ChartState, requestId?: string) {
  const current = state[id] ?? initialChartState(id);
  // An answer to a request that has since been replaced must not overwrite the newer state.
  if (requestId !== undefined && current.requestId !== null && current.requestId !== requestId) return;
  state[id] = change(current);
}

export const chartsSlice = createSlice({
  name: 'charts',
  initialState: {} as ChartsState,
  reducers: {
    chartUpdateStarted(
      state,
      action: PayloadAction<Keyed & { formData: QueryFormData; requestId: string; startTime: number }>,
    ) {
      const { id, formData, requestId, startTime } = action.payload;
      update(state, id, (chart) => ({
        ...chart,
        chartStatus: 'loading',
        chartAlert: null,
        chartStackTrace: null,
        chartUpdateEndTime: null,
        chartUpdateStartTime: startTime,
        latestQueryFormData: formData,
        triggerQuery: false,
        lastRendered: 0,
        requestId,
        preview: false,
      }));
    },
    /** The first rows of a big answer arrived: drawn while the query still runs (status stays loading). */
    chartPreviewReceived(
      state,
      action: PayloadAction<ForRequest & { queriesResponse: readonly QueryResult[] }>,
    ) {
      const { id, queriesResponse, requestId } = action.payload;
      update(
        state,
        id,
        (chart) => (chart.chartStatus === 'loading' ? { ...chart, queriesResponse, preview: true } : chart),
        requestId,
      );
    },
    chartUpdateSucceeded(
      state,
      action: PayloadAction<ForRequest & { queriesResponse: readonly QueryResult[]; endTime: number }>,
    ) {
      const { id, queriesResponse, endTime, requestId } = action.payload;
      update(
        state,
        id,
        (chart) => ({
          ...chart,
          chartStatus: 'success',
          chartAlert: null,
          queriesResponse,
          chartUpdateEndTime: endTime,
          preview: false,
        }),
        requestId,
      );
    },
    chartUpdateFailed(
      state,
      action: PayloadAction<ForRequest & { alert?: string; stackTrace?: string | null; endTime: number }>,
    ) {
      const { id, alert, stackTrace, endTime, requestId } = action.payload;
      update(
        state,
        id,
        (chart) => ({
          ...chart,
          chartStatus: 'failed',
          chartAlert: alert || messages.network,
          chartStackTrace: stackTrace ?? null,
          chartUpdateEndTime: endTime,
          queriesResponse: null,
          preview: false,
        }),
        requestId,
      );
    },
    chartUpdateStopped(state, action: PayloadAction<ForRequest & { endTime: number }>) {
      const { id, endTime, requestId } = action.payload;
      update(
        state,
        id,
        (chart) => ({
          ...chart,
          chartStatus: 'stopped',
          chartAlert: messages.stopped,
          chartUpdateEndTime: endTime,
        }),
        requestId,
      );
    },
    chartRenderingSucceeded(state, action: PayloadAction<Keyed & { time: number }>) {
      const { id, time } = action.payload;
      const chart = state[id];
      // Only a chart that holds data can have been drawn.
      if (chart?.chartStatus !== 'success') return;
      state[id] = { ...chart, chartStatus: 'rendered', lastRendered: time };
    },
    chartRenderingFailed(state, action: PayloadAction<Keyed & { error: string; stackTrace: string | null }>) {
      const { id, error, stackTrace } = action.payload;
      update(state, id, (chart) => ({
        ...chart,
        chartStatus: 'failed',
        chartAlert: messages.renderFailed.replace('%s', error),
        chartStackTrace: stackTrace,
      }));
    },
    /** Superset's UPDATE_QUERY_FORM_DATA: render-only changes redraw the last answer, no new query. */
    queryFormDataUpdated(state, action: PayloadAction<Keyed & { formData: QueryFormData }>) {
      const chart = state[action.payload.id];
      if (chart?.chartStatus !== 'success' && chart?.chartStatus !== 'rendered') return;
      state[action.payload.id] = { ...chart, latestQueryFormData: action.payload.formData };
    },
    triggerQuery(state, action: PayloadAction<Keyed & { value: boolean }>) {
      const { id, value } = action.payload;
      update(state, id, (chart) => ({ ...chart, triggerQuery: value, chartStatus: 'loading' }));
    },
    /** A chart changed its own state (a table's page, sort, search): its query runs again. */
    ownStateUpdated(state, action: PayloadAction<Keyed & { ownState: Readonly<Record<string, unknown>> }>) {
      const { id, ownState } = action.payload;
      update(state, id, (chart) => ({ ...chart, ownState: { ...chart.ownState, ...ownState } }));
    },
    datasourcesSet(state) {
      for (const [id, chart] of Object.entries(state)) {
        if (chart.chartStatus === 'failed' && chart.chartStackTrace) {
          state[id] = { ...chart, chartStatus: 'empty' };
        }
      }
    },
    removeChart(state, action: PayloadAction<Keyed>) {
      delete state[action.payload.id];
    },
  },
});

export const chartActions = chartsSlice.actions;
export const chartsReducer = chartsSlice.reducer;
