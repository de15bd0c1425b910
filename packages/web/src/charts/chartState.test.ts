import type { QueryFormData, QueryResult } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { chartActions as a, type ChartsState, chartsReducer, initialChartState } from './chartState';

const formData: QueryFormData = { viz_type: 'table', datasource: '1__table' };
const result: QueryResult = { data: [{ a: 1 }], colnames: ['a'], coltypes: [0], rowcount: 1 };

function started(state: ChartsState = {}, requestId = 'r1'): ChartsState {
  return chartsReducer(state, a.chartUpdateStarted({ id: 'c', formData, requestId, startTime: 100 }));
}

describe('chart status reducer (spec 000 point 4)', () => {
  it('update started → loading, clearing alert, stack trace and end time', () => {
    const failed = chartsReducer(
      started(),
      a.chartUpdateFailed({ id: 'c', alert: 'boom', stackTrace: 'trace', endTime: 150, requestId: 'r1' }),
    );
    const next = started(failed, 'r2');
    expect(next.c).toMatchObject({
      chartStatus: 'loading',
      chartAlert: null,
      chartStackTrace: null,
      chartUpdateEndTime: null,
      chartUpdateStartTime: 100,
      latestQueryFormData: formData,
      triggerQuery: false,
    });
  });

  it('update succeeded → success with the responses', () => {
    const next = chartsReducer(
      started(),
      a.chartUpdateSucceeded({ id: 'c', queriesResponse: [result], endTime: 200, requestId: 'r1' }),
    );
    expect(next.c?.chartStatus).toBe('success');
    expect(next.c?.queriesResponse).toEqual([result]);
    expect(next.c?.chartUpdateEndTime).toBe(200);
  });

  it('update failed → failed with the alert, or "Network error." when there is none', () => {
    const withAlert = chartsReducer(
      started(),
      a.chartUpdateFailed({ id: 'c', alert: 'bad column', endTime: 1 }),
    );
    expect(withAlert.c).toMatchObject({ chartStatus: 'failed', chartAlert: 'bad column' });
    const noAnswer = chartsReducer(started(), a.chartUpdateFailed({ id: 'c', endTime: 1 }));
    expect(noAnswer.c?.chartAlert).toBe('Network error.');
  });

  it("update stopped → stopped with 'Updating chart was stopped'", () => {
    const next = chartsReducer(started(), a.chartUpdateStopped({ id: 'c', endTime: 1 }));
    expect(next.c).toMatchObject({ chartStatus: 'stopped', chartAlert: 'Updating chart was stopped' });
  });

  it('rendering succeeded → rendered, only after a success', () => {
    const loading = started();
    expect(chartsReducer(loading, a.chartRenderingSucceeded({ id: 'c', time: 5 })).c?.chartStatus).toBe(
      'loading',
    );
    const success = chartsReducer(
      loading,
      a.chartUpdateSucceeded({ id: 'c', queriesResponse: [result], endTime: 2 }),
    );
    const rendered = chartsReducer(success, a.chartRenderingSucceeded({ id: 'c', time: 5 }));
    expect(rendered.c).toMatchObject({ chartStatus: 'rendered', lastRendered: 5 });
  });

  it('rendering failed → failed with the stack trace and the rendering message', () => {
    const next = chartsReducer(
      started(),
      a.chartRenderingFailed({ id: 'c', error: 'no canvas', stackTrace: 'at x' }),
    );
    expect(next.c).toMatchObject({
      chartStatus: 'failed',
      chartAlert: 'An error occurred while rendering the visualization: no canvas',
      chartStackTrace: 'at x',
    });
  });

  it('trigger query → loading', () => {
    const rendered: ChartsState = {
      c: { ...initialChartState('c'), chartStatus: 'rendered', triggerQuery: false },
    };
    const next = chartsReducer(rendered, a.triggerQuery({ id: 'c', value: true }));
    expect(next.c).toMatchObject({ chartStatus: 'loading', triggerQuery: true });
  });

  it('datasources set → failed charts with a stack trace reset to empty, others untouched', () => {
    const state: ChartsState = {
      x: { ...initialChartState('x'), chartStatus: 'failed', chartStackTrace: 'trace' },
      y: { ...initialChartState('y'), chartStatus: 'failed', chartStackTrace: null },
      z: { ...initialChartState('z'), chartStatus: 'rendered' },
    };
    const next = chartsReducer(state, a.datasourcesSet());
    expect([next.x?.chartStatus, next.y?.chartStatus, next.z?.chartStatus]).toEqual([
      'empty',
      'failed',
      'rendered',
    ]);
  });

  it('remove chart → state removed', () => {
    expect(chartsReducer(started(), a.removeChart({ id: 'c' }))).toEqual({});
  });

  it('ignores answers to a request that a newer one replaced', () => {
    const second = started(started(), 'r2');
    const late = chartsReducer(
      second,
      a.chartUpdateSucceeded({ id: 'c', queriesResponse: [], endTime: 9, requestId: 'r1' }),
    );
    expect(late.c?.chartStatus).toBe('loading');
    expect(late.c?.requestId).toBe('r2');
  });
});
