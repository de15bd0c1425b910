import type { QueryFormData } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { describeFilter, drillDatasetId, drillPayload } from './drillPayload';

const formData: QueryFormData = {
  datasource: '7__table',
  viz_type: 'pie',
  groupby: ['channel'],
  metric: 'count',
  adhoc_filters: [
    {
      expressionType: 'SIMPLE',
      clause: 'WHERE',
      subject: 'order_date',
      operator: 'TEMPORAL_RANGE',
      comparator: 'Last year',
    },
    { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'region', operator: '==', comparator: 'Europe' },
    { expressionType: 'SQL', clause: 'WHERE', sqlExpression: 'revenue > 10' },
    { expressionType: 'SQL', clause: 'HAVING', sqlExpression: 'SUM(revenue) > 100' },
  ],
};

describe('drill payload', () => {
  it("keeps the chart's filters and adds the clicked element's", () => {
    const payload = drillPayload(formData, [{ col: 'channel', op: 'IN', val: ['Online'] }]);
    expect(payload.filters).toEqual([
      { col: 'order_date', op: 'TEMPORAL_RANGE', val: 'Last year' },
      { col: 'region', op: '==', val: 'Europe' },
      { col: 'channel', op: 'IN', val: ['Online'] },
    ]);
    expect(payload.extras.where).toContain('revenue > 10');
    // Rows have no aggregate: a HAVING clause cannot apply to them.
    expect(payload.extras.having).toBe('');
  });

  it("applies the dashboard's filters (extra form data) too", () => {
    const payload = drillPayload({
      ...formData,
      extra_form_data: { filters: [{ col: 'status', op: 'IN', val: ['Shipped'] }] },
    });
    expect(payload.filters).toContainEqual(
      expect.objectContaining({ col: 'status', op: 'IN', val: ['Shipped'] }),
    );
  });

  it('reads the dataset id of table datasources only', () => {
    expect(drillDatasetId(formData)).toBe(7);
    expect(drillDatasetId({ ...formData, datasource: '3__query' })).toBeNull();
    expect(drillDatasetId({ ...formData, datasource: 'nonsense' })).toBeNull();
  });

  it('describes a filter as a person reads it, with verbose names', () => {
    expect(describeFilter({ col: 'channel', op: 'IN', val: ['Online'] }, { channel: 'Sales channel' })).toBe(
      'Sales channel = Online',
    );
    expect(describeFilter({ col: 'status', op: 'IN', val: ['Shipped', null] })).toBe(
      'status in Shipped, <NULL>',
    );
  });
});
