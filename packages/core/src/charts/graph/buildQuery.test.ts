import { describe, expect, test } from 'vitest';
import { queryContextErrors } from '../../query/validate';
import type { QueryFormData } from '../../wire';
import { savedSupersetCharts } from '../test-support';
import { buildGraphQuery } from './buildQuery';
import { graphFormData } from './fixtures';

// Superset's saved graph charts, read at test time from the shared example bundles.
const saved = savedSupersetCharts((chart) => chart.viz_type === 'graph_chart');

describe('graph_chart buildQuery', () => {
  test('the edge weight by source and target', () => {
    expect(buildGraphQuery(graphFormData).queries).toEqual([
      {
        filters: [{ col: 'order_date', op: 'TEMPORAL_RANGE', val: 'No filter' }],
        extras: { where: '', having: '' },
        row_limit: 10000,
        series_limit: 0,
        order_desc: true,
        annotation_layers: [],
        applied_time_extras: {},
        url_params: {},
        post_processing: [],
        columns: ['deal_size', 'product_line'],
        metrics: ['count'],
        orderby: [],
      },
    ]);
  });

  test('the categories follow, each column once; a null row limit is the default', () => {
    const [query] = buildGraphQuery({
      ...graphFormData,
      source_category: 'status',
      target_category: 'status',
      row_limit: null,
    }).queries;
    expect(query).toMatchObject({ columns: ['deal_size', 'product_line', 'status'], row_limit: 10000 });
  });

  test('an adhoc source column is kept as it is', () => {
    const source = { sqlExpression: 'upper(deal_size)', label: 'size', expressionType: 'SQL' as const };
    const [query] = buildGraphQuery({ ...graphFormData, source }).queries;
    expect(query?.columns).toEqual([source, 'product_line']);
  });

  test('a cross-filter reaches the query', () => {
    const [query] = buildGraphQuery({
      ...graphFormData,
      extra_form_data: { filters: [{ col: 'deal_size', op: 'IN', val: ['Small'] }] },
    }).queries;
    expect(query?.filters).toContainEqual({ col: 'deal_size', op: 'IN', val: ['Small'], isExtra: true });
  });

  test('says what is missing', () => {
    expect(() => buildGraphQuery({ ...graphFormData, source: '' })).toThrow('Choose the source column.');
    expect(() => buildGraphQuery({ ...graphFormData, target: undefined })).toThrow(
      'Choose the target column.',
    );
    expect(() => buildGraphQuery({ ...graphFormData, metric: undefined })).toThrow('Choose a metric.');
  });

  test.skipIf(saved.length === 0)(
    "Superset's saved graph charts build query contexts the server accepts",
    () => {
      for (const [path, chart] of saved) {
        const params = chart.params as QueryFormData;
        const context = buildGraphQuery({ ...params, datasource: params.datasource ?? '1__table' });
        expect(queryContextErrors(context), path).toBeNull();
        expect(context.queries[0]?.columns, path).toEqual([params.source, params.target]);
      }
    },
  );
});
