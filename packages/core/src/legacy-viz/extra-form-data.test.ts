import { describe, expect, it } from 'vitest';
import { legacyQueryObject } from './base-query';
import { mergeExtraFormData } from './extra-form-data';

const chart = {
  datasource: '3__table',
  viz_type: 'world_map',
  granularity_sqla: 'ds',
  time_range: 'No filter',
  adhoc_filters: [{ expressionType: 'SQL', clause: 'WHERE', sqlExpression: 'population > 0' }],
  metric: 'count',
  entity: 'country_code',
};

describe('merge_extra_form_data (dashboard filters on legacy charts)', () => {
  it('turns a select filter into an extra WHERE filter and drops extra_form_data', () => {
    const merged = mergeExtraFormData({
      ...chart,
      extra_form_data: { filters: [{ col: 'region', op: 'IN', val: ['Europe', 'Asia'] }] },
    });
    expect(merged.extra_form_data).toBeUndefined();
    expect(merged.adhoc_filters).toEqual([
      chart.adhoc_filters[0],
      {
        expressionType: 'SIMPLE',
        clause: 'WHERE',
        subject: 'region',
        operator: 'IN',
        comparator: ['Europe', 'Asia'],
        isExtra: true,
      },
    ]);
    expect(legacyQueryObject(merged).filters).toEqual([
      { col: 'region', op: 'IN', val: ['Europe', 'Asia'], isExtra: true },
    ]);
  });

  it('overrides the time range, time column and grain, and sets the relative anchors', () => {
    const merged = mergeExtraFormData({
      ...chart,
      extra_form_data: {
        time_range: 'Last week',
        granularity_sqla: 'updated_at',
        time_grain_sqla: 'P1D',
        relative_start: 'now',
      },
    });
    expect(merged).toMatchObject({
      time_range: 'Last week',
      granularity: 'updated_at',
      granularity_sqla: 'ds',
      time_grain_sqla: 'P1D',
      extras: { relative_start: 'now' },
    });
    const query = legacyQueryObject(merged);
    expect(query).toMatchObject({ granularity: 'updated_at', time_range: 'Last week' });
  });

  it('gives a time filter to TEMPORAL_RANGE adhoc filters when the chart has no time column', () => {
    const { granularity_sqla: _none, ...noTimeColumn } = chart;
    const merged = mergeExtraFormData({
      ...noTimeColumn,
      adhoc_filters: [
        { expressionType: 'SIMPLE', subject: 'ds', operator: 'TEMPORAL_RANGE', comparator: 'No filter' },
      ],
      extra_form_data: { time_range: 'Last year' },
    });
    expect(merged.adhoc_filters).toEqual([
      { expressionType: 'SIMPLE', subject: 'ds', operator: 'TEMPORAL_RANGE', comparator: 'Last year' },
    ]);
  });

  it('leaves form data without extra_form_data as it is', () => {
    expect(mergeExtraFormData(chart)).toBe(chart);
    const empty = { ...chart, extra_form_data: {} };
    expect(mergeExtraFormData(empty)).toBe(empty);
  });
});

describe('relative anchors of a dashboard time filter', () => {
  it('reach the query extras', () => {
    const merged = mergeExtraFormData({ ...chart, extra_form_data: { relative_end: 'now' } });
    expect(legacyQueryObject(merged).extras).toMatchObject({ relative_end: 'now' });
  });
});
