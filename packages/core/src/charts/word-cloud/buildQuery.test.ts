import { describe, expect, test } from 'vitest';
import { queryContextErrors } from '../../query/validate';
import type { QueryFormData } from '../../wire';
import { savedSupersetCharts } from '../test-support';
import { buildWordCloudQuery } from './buildQuery';
import { wordCloudFormData } from './fixtures';

// Superset's saved word clouds, read at test time from the shared example bundles.
const saved = savedSupersetCharts(
  (chart) => (chart.params as QueryFormData | undefined)?.viz_type === 'word_cloud',
);

describe('word_cloud buildQuery', () => {
  test('the metric per word, largest first when sorting by metric', () => {
    const [query] = buildWordCloudQuery(wordCloudFormData).queries;
    expect(query).toMatchObject({
      columns: ['country'],
      metrics: ['count'],
      orderby: [['count', false]],
      row_limit: 100,
    });
  });

  test('no order without sorting, or without a row limit', () => {
    expect(
      buildWordCloudQuery({ ...wordCloudFormData, sort_by_metric: false }).queries[0],
    ).not.toHaveProperty('orderby');
    expect(buildWordCloudQuery({ ...wordCloudFormData, row_limit: 0 }).queries[0]).not.toHaveProperty(
      'orderby',
    );
    expect(buildWordCloudQuery({ ...wordCloudFormData, row_limit: undefined }).queries[0]?.row_limit).toBe(
      100,
    );
  });

  test('says what is missing', () => {
    expect(() => buildWordCloudQuery({ ...wordCloudFormData, series: null })).toThrow('words');
    expect(() => buildWordCloudQuery({ ...wordCloudFormData, metric: null })).toThrow('Choose a metric.');
  });

  test.skipIf(saved.length === 0).each(saved)(
    "%s: Superset's saved params build a valid query",
    (_path, chart) => {
      // Superset's export keeps the dataset apart from the params (datasource_uuid).
      const saved = chart.params as Partial<QueryFormData>;
      const params = { ...saved, datasource: saved.datasource ?? '1__table' } as QueryFormData;
      expect(queryContextErrors(buildWordCloudQuery(params))).toBeNull();
    },
  );
});
