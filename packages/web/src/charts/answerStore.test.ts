import type { QueryFormData, QueryResult } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { chartActions, chartsReducer } from './chartState';
import { storedAnswers } from './useChartQuery';

const formData: QueryFormData = { viz_type: 'table', datasource: '1__table' };

function answer(): QueryResult[] {
  const data = Array.from({ length: 3 }, (_, i) => ({ id: i, name: `row ${i}` }));
  return [{ data, colnames: ['id', 'name'], coltypes: [0, 1], rowcount: data.length }];
}

function succeed(queriesResponse: readonly QueryResult[]) {
  const started = chartsReducer(
    {},
    chartActions.chartUpdateStarted({ id: 'c', formData, requestId: 'r', startTime: 1 }),
  );
  return chartsReducer(
    started,
    chartActions.chartUpdateSucceeded({ id: 'c', queriesResponse, endTime: 2, requestId: 'r' }),
  );
}

describe('chart answers in the store', () => {
  it('the store keeps the stored answers as they are, without walking their rows', () => {
    const results = storedAnswers(answer());
    const state = succeed(results);
    expect(state.c?.queriesResponse).toBe(results);
    // Immer would have deep-frozen every row of an answer it walked.
    expect(Object.isFrozen(results[0]?.data[0])).toBe(false);
    expect(state.c?.queriesResponse?.[0]?.data[2]).toEqual({ id: 2, name: 'row 2' });
  });

  it('an answer not prepared so is walked and deep-frozen (what storedAnswers avoids)', () => {
    const results = answer();
    succeed(results);
    expect(Object.isFrozen(results[0]?.data[0])).toBe(true);
  });
});
