import { describe, expect, test } from 'vitest';
import { queryContextErrors } from '../../query/validate';
import type { QueryFormData } from '../../wire';
import { savedSupersetCharts } from '../test-support';
import { buildTreeQuery } from './buildQuery';
import { treeFormData } from './fixtures';

// Superset's saved tree charts, read at test time from the shared example bundles.
const saved = savedSupersetCharts((chart) => chart.viz_type === 'tree_chart');

describe('tree_chart buildQuery', () => {
  test('id, parent and name with the metric', () => {
    expect(buildTreeQuery(treeFormData).queries).toEqual([
      {
        filters: [],
        extras: { where: '', having: '' },
        row_limit: 1000,
        series_limit: 0,
        order_desc: true,
        annotation_layers: [],
        applied_time_extras: {},
        url_params: {},
        post_processing: [],
        columns: ['id', 'parent', 'name'],
        metrics: ['count'],
        orderby: [],
      },
    ]);
  });

  test('without a name or a metric: the id names the nodes, no aggregate', () => {
    const [query] = buildTreeQuery({ ...treeFormData, name: null, metric: undefined }).queries;
    expect(query).toMatchObject({ columns: ['id', 'parent'], metrics: [] });
  });

  test('a dashboard filter reaches the query', () => {
    const [query] = buildTreeQuery({
      ...treeFormData,
      extra_form_data: { filters: [{ col: 'name', op: 'IN', val: ['CA'] }] },
    }).queries;
    expect(query?.filters).toContainEqual({ col: 'name', op: 'IN', val: ['CA'], isExtra: true });
  });

  test('says what is missing', () => {
    expect(() => buildTreeQuery({ ...treeFormData, id: undefined })).toThrow('Choose the id column.');
    expect(() => buildTreeQuery({ ...treeFormData, parent: '' })).toThrow('Choose the parent column.');
  });

  test.skipIf(saved.length === 0)(
    "Superset's saved tree charts build query contexts the server accepts",
    () => {
      for (const [path, chart] of saved) {
        const params = chart.params as QueryFormData;
        const context = buildTreeQuery({ ...params, datasource: params.datasource ?? '1__table' });
        expect(queryContextErrors(context), path).toBeNull();
        expect(context.queries[0]?.columns, path).toEqual([params.id, params.parent, params.name]);
      }
    },
  );
});
