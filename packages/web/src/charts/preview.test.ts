import type { QueryContextRequest, QueryResult } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { chartActions, chartsReducer } from './chartState';
import { PREVIEW_FROM_ROWS, previewQuery } from './previewQuery';

const context = (queries: QueryContextRequest['queries']): QueryContextRequest => ({
  datasource: { id: 1, type: 'table' },
  queries,
});

describe('previewQuery', () => {
  it('cuts a big raw query to the first screen', () => {
    const query = context([{ columns: ['a', 'b'], row_limit: 100_000 }]);
    expect(previewQuery(query, 100)?.queries).toEqual([{ columns: ['a', 'b'], row_limit: 100 }]);
  });

  it('leaves small queries and post-processed ones alone', () => {
    expect(previewQuery(context([{ columns: ['a'], row_limit: PREVIEW_FROM_ROWS }]), 100)).toBeNull();
    expect(
      previewQuery(
        context([
          { columns: ['a'], row_limit: 50_000, post_processing: [{ operation: 'cum', options: {} }] },
        ]),
        100,
      ),
    ).toBeNull();
  });
});

const answer = (rows: number): QueryResult[] =>
  [{ data: Array.from({ length: rows }, (_, i) => ({ i })), rowcount: rows }] as unknown as QueryResult[];

describe('chart preview state', () => {
  const started = chartsReducer(
    {},
    chartActions.chartUpdateStarted({
      id: 'c',
      formData: { viz_type: 'table', datasource: '1__table' },
      requestId: 'r1',
      startTime: 1,
    }),
  );

  it('holds the first rows while loading, then the whole answer replaces them', () => {
    const previewed = chartsReducer(
      started,
      chartActions.chartPreviewReceived({ id: 'c', requestId: 'r1', queriesResponse: answer(100) }),
    );
    expect(previewed.c?.chartStatus).toBe('loading');
    expect(previewed.c?.preview).toBe(true);
    expect(previewed.c?.queriesResponse?.[0]?.rowcount).toBe(100);
    const done = chartsReducer(
      previewed,
      chartActions.chartUpdateSucceeded({
        id: 'c',
        requestId: 'r1',
        queriesResponse: answer(1000),
        endTime: 2,
      }),
    );
    expect(done.c?.preview).toBe(false);
    expect(done.c?.queriesResponse?.[0]?.rowcount).toBe(1000);
  });

  it('ignores a preview that arrives after the whole answer, or for an older run', () => {
    const done = chartsReducer(
      started,
      chartActions.chartUpdateSucceeded({
        id: 'c',
        requestId: 'r1',
        queriesResponse: answer(1000),
        endTime: 2,
      }),
    );
    const late = chartsReducer(
      done,
      chartActions.chartPreviewReceived({ id: 'c', requestId: 'r1', queriesResponse: answer(100) }),
    );
    expect(late.c?.queriesResponse?.[0]?.rowcount).toBe(1000);
    const stale = chartsReducer(
      started,
      chartActions.chartPreviewReceived({ id: 'c', requestId: 'r0', queriesResponse: answer(100) }),
    );
    expect(stale.c?.preview).toBe(false);
  });
});
