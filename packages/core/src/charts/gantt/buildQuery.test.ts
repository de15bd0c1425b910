import { describe, expect, test } from 'vitest';
import { queryContextErrors } from '../../query/validate';
import { buildGanttQuery, parseOrderByCols } from './buildQuery';
import { ganttFormData } from './fixtures';

// Superset's example bundles hold no Gantt chart, so only our fixture is built here.
describe('gantt_chart buildQuery', () => {
  test('one row per event: times, Y-axis, series, tooltip and sort columns; tooltip metrics', () => {
    const context = buildGanttQuery(ganttFormData);
    expect(queryContextErrors(context)).toBeNull();
    expect(context.queries).toEqual([
      {
        filters: [],
        extras: { where: '', having: '' },
        row_limit: 10000,
        series_limit: 0,
        order_desc: true,
        annotation_layers: [],
        applied_time_extras: {},
        url_params: {},
        post_processing: [],
        columns: ['started_at', 'ended_at', 'channel', 'kind', 'title'],
        metrics: ['count'],
        orderby: [['started_at', true]],
        series_columns: ['kind'],
      },
    ]);
  });

  test('without a series or tooltip metrics', () => {
    const [query] = buildGanttQuery({
      ...ganttFormData,
      series: null,
      tooltip_metrics: [],
      tooltip_columns: [],
      order_by_cols: ['["title", false]'],
    }).queries;
    expect(query).toMatchObject({
      columns: ['started_at', 'ended_at', 'channel', 'title'],
      metrics: [],
      orderby: [['title', false]],
      series_columns: [],
    });
  });

  test('sort pairs as Superset saves them; a broken one is named', () => {
    expect(parseOrderByCols(['["a", true]', '["b", false]'])).toEqual([
      ['a', true],
      ['b', false],
    ]);
    expect(() => parseOrderByCols(['[a'])).toThrow('The sort "[a" is not a ["column", ascending] pair.');
  });

  test('a dashboard filter and time range reach the query', () => {
    const [query] = buildGanttQuery({
      ...ganttFormData,
      extra_form_data: { filters: [{ col: 'channel', op: 'IN', val: ['general'] }] },
    }).queries;
    expect(query?.filters).toContainEqual({ col: 'channel', op: 'IN', val: ['general'], isExtra: true });
  });

  test('says what is missing', () => {
    expect(() => buildGanttQuery({ ...ganttFormData, start_time: null })).toThrow(
      'Choose the start time column.',
    );
    expect(() => buildGanttQuery({ ...ganttFormData, end_time: '' })).toThrow('Choose the end time column.');
    expect(() => buildGanttQuery({ ...ganttFormData, y_axis: undefined })).toThrow(
      'Choose the Y-axis dimension.',
    );
  });
});
