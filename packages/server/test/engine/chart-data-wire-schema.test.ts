/**
 * The chart-data answers are what core's wire schema says a client may rely on: every `full` and
 * `results` entry parses as a QueryResult, so the web app's typed reading of them holds.
 */
import { chartDataResponseSchema, describeIssues, type QueryContextRequest } from '@tessera/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OrdersApp, startOrdersApp } from './orders-app';

let orders: OrdersApp;
beforeAll(async () => {
  orders = await startOrdersApp();
});
afterAll(() => orders?.close());

function request(resultType: 'full' | 'results'): QueryContextRequest {
  return {
    datasource: { id: orders.ordersId, type: 'table' },
    result_type: resultType,
    queries: [
      {
        columns: [
          { sqlExpression: 'order_date', label: 'order_date', columnType: 'BASE_AXIS', timeGrain: 'P1M' },
        ],
        metrics: ['count'],
        filters: [{ col: 'order_date', op: 'TEMPORAL_RANGE', val: 'No filter' }],
        orderby: [['count', false]],
        row_limit: 10,
      },
      { columns: ['region'], metrics: ['count'], row_limit: 5 },
    ],
  };
}

describe('POST /api/v1/chart/data answers against the wire schema', () => {
  it.each(['full', 'results'] as const)('a %s answer parses as QueryResult entries', async (resultType) => {
    const { status, body } = await orders.post(request(resultType));
    expect(status).toBe(200);
    const parsed = chartDataResponseSchema.safeParse(body);
    expect(parsed.success ? [] : describeIssues(parsed.error)).toEqual([]);
    expect(parsed.data?.result).toHaveLength(2);
    expect(parsed.data?.result[0]?.rowcount).toBeGreaterThan(0);
  });

  it('a full answer carries the fields Superset’s client reads', async () => {
    const { body } = await orders.post(request('full'));
    const entry = chartDataResponseSchema.parse(body).result[0]!;
    expect(entry.status).toBe('success');
    expect(entry.colnames).toEqual(['order_date', 'count']);
    expect(entry.coltypes).toEqual([2, 0]);
    expect(entry.label_map).toEqual({ order_date: ['order_date'], count: ['count'] });
    expect(typeof entry.query).toBe('string');
  });
});
