import { describe, expect, test } from 'vitest';
import { queryContextErrors } from '../../query/validate';
import type { QueryFormData } from '../../wire';
import { savedSupersetCharts } from '../test-support';
import { buildSankeyQuery } from './buildQuery';
import { sankeyFormData } from './fixtures';

// Superset's saved sankey charts (FCC New Coder Survey), read at test time from the example bundles.
const saved = savedSupersetCharts((chart) => chart.viz_type === 'sankey_v2');

describe('sankey_v2 buildQuery', () => {
  test('the metric by source and target, largest flows first, then by the columns', () => {
    expect(buildSankeyQuery(sankeyFormData).queries).toEqual([
      {
        filters: [{ col: 'gender', op: '!=', val: 'NULL' }],
        extras: { where: '', having: '' },
        row_limit: 10000,
        series_limit: 0,
        order_desc: true,
        annotation_layers: [],
        applied_time_extras: {},
        url_params: {},
        post_processing: [],
        columns: ['ethnic_minority', 'gender'],
        metrics: ['count'],
        orderby: [
          ['count', false],
          ['ethnic_minority', true],
          ['gender', true],
        ],
      },
    ]);
  });

  test('unsorted by the metric when sort_by_metric is off; a null row limit is the default', () => {
    const [query] = buildSankeyQuery({ ...sankeyFormData, sort_by_metric: false, row_limit: null }).queries;
    expect(query).toMatchObject({
      row_limit: 10000,
      orderby: [
        ['ethnic_minority', true],
        ['gender', true],
      ],
    });
  });

  test('a dashboard filter reaches the query', () => {
    const [query] = buildSankeyQuery({
      ...sankeyFormData,
      extra_form_data: { filters: [{ col: 'gender', op: 'IN', val: ['Female'] }] },
    }).queries;
    expect(query?.filters).toContainEqual({ col: 'gender', op: 'IN', val: ['Female'], isExtra: true });
  });

  test('says what is missing', () => {
    expect(() => buildSankeyQuery({ ...sankeyFormData, source: null })).toThrow('Choose the source column.');
    expect(() => buildSankeyQuery({ ...sankeyFormData, target: '' })).toThrow('Choose the target column.');
    expect(() => buildSankeyQuery({ ...sankeyFormData, metric: undefined })).toThrow('Choose a metric.');
  });

  test.skipIf(saved.length === 0)(
    "Superset's saved sankey charts build query contexts the server accepts",
    () => {
      expect(saved).toHaveLength(2);
      for (const [path, chart] of saved) {
        const params = chart.params as QueryFormData;
        const context = buildSankeyQuery({ ...params });
        expect(queryContextErrors(context), path).toBeNull();
        expect(context.queries[0]?.columns, path).toEqual([params.source, params.target]);
        expect(context.queries[0]?.row_limit, path).toBe(10000);
      }
    },
  );
});
