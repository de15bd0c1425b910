import { describe, expect, it } from 'vitest';
import { queryContextErrors } from '../query/validate';
import type { NativeFilter } from '../wire/dashboard-metadata';
import { buildRangeFilterQuery, buildSelectFilterQuery } from './queries';

const country: NativeFilter = {
  id: 'NATIVE_FILTER-8jS1fx4hl',
  name: 'Country',
  filterType: 'filter_select',
  targets: [{ datasetId: 14, column: { name: 'country_name' } }],
  controlValues: {
    enableEmptyFilter: false,
    multiSelect: true,
    searchAllOptions: false,
    inverseSelection: false,
  },
};

describe('buildSelectFilterQuery', () => {
  it('asks for the distinct values of the column, nulls left out, sorted, at most 1000', () => {
    const context = buildSelectFilterQuery(country);
    expect(context.datasource).toEqual({ id: 14, type: 'table' });
    expect(context.form_data?.viz_type).toBe('filter_select');
    expect(context.queries).toHaveLength(1);
    const query = context.queries[0];
    expect(query).toMatchObject({
      columns: ['country_name'],
      metrics: [],
      filters: [{ col: 'country_name', op: 'IS NOT NULL' }],
      orderby: [['country_name', true]],
      row_limit: 1000,
      apply_fetch_values_predicate: true,
    });
    expect(queryContextErrors(context)).toBeNull();
  });

  it('narrows the options by the cascade parents and a search text', () => {
    const query = buildSelectFilterQuery(country, {
      dependencies: { filters: [{ col: 'product_category', op: 'IN', val: ['RNA-based vaccine'] }] },
      search: ' fra ',
    }).queries[0];
    expect(query?.filters).toEqual([
      { col: 'product_category', op: 'IN', val: ['RNA-based vaccine'], isExtra: true },
      { col: 'country_name', op: 'IS NOT NULL' },
      { col: 'country_name', op: 'ILIKE', val: '%fra%' },
    ]);
  });

  it('sorts descending, by a metric, or not at all as the filter says', () => {
    const descending = { ...country, controlValues: { sortAscending: false } };
    expect(buildSelectFilterQuery(descending).queries[0]?.orderby).toEqual([]);
    const byMetric = { ...country, sortMetric: 'count', controlValues: { sortAscending: false } };
    expect(buildSelectFilterQuery(byMetric).queries[0]).toMatchObject({
      metrics: ['count'],
      orderby: [['count', false]],
    });
  });

  it('carries the pre-filters: adhoc filters and a time range on a time column', () => {
    const query = buildSelectFilterQuery({
      ...country,
      adhoc_filters: [
        { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'year', operator: '>=', comparator: 2020 },
      ],
      time_range: 'Last year',
      granularity_sqla: 'ds',
    }).queries[0];
    expect(query?.filters?.[0]).toEqual({ col: 'year', op: '>=', val: 2020 });
    expect(query).toMatchObject({ granularity: 'ds', time_range: 'Last year' });
  });

  it('refuses a filter without a dataset or a column', () => {
    expect(() => buildSelectFilterQuery({ ...country, targets: [{ column: { name: 'x' } }] })).toThrow(
      /no dataset/,
    );
    expect(() => buildSelectFilterQuery({ ...country, targets: [{ datasetId: 1 }] })).toThrow(/no column/);
  });
});

describe('buildRangeFilterQuery', () => {
  it('asks for MIN and MAX of the column as min and max', () => {
    const context = buildRangeFilterQuery({
      ...country,
      filterType: 'filter_range',
      targets: [{ datasetId: 3, column: { name: 'age' } }],
    });
    const query = context.queries[0];
    expect(query?.columns).toEqual([]);
    expect(query?.metrics).toEqual([
      {
        expressionType: 'SIMPLE',
        aggregate: 'MIN',
        column: { column_name: 'age' },
        hasCustomLabel: true,
        label: 'min',
      },
      {
        expressionType: 'SIMPLE',
        aggregate: 'MAX',
        column: { column_name: 'age' },
        hasCustomLabel: true,
        label: 'max',
      },
    ]);
    expect(queryContextErrors(context)).toBeNull();
  });
});
