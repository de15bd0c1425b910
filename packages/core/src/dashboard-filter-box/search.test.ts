import { describe, expect, it } from 'vitest';
import { FILTER_ROW_LIMIT, filterBoxViz } from '../legacy-viz/misc/filter-box';
import { filterBoxSearchFormData, rankSearchedValues } from './search';

const formData = {
  viz_type: 'filter_box',
  datasource: '3__table',
  adhoc_filters: [{ clause: 'WHERE', expressionType: 'SQL', sqlExpression: 'year > 2000' }],
  filter_configs: [
    { column: 'genre', metric: 'count', asc: false, searchAllOptions: true },
    { column: 'platform' },
  ],
};

describe('filter box search all options', () => {
  it("asks only the searched filter's values, with ILIKE '%term%' beside the chart's filters", () => {
    expect(filterBoxSearchFormData(formData, 'genre', 'act')).toEqual({
      ...formData,
      filter_configs: [{ column: 'genre', metric: 'count', asc: false, searchAllOptions: true }],
      adhoc_filters: [
        formData.adhoc_filters[0],
        {
          clause: 'WHERE',
          expressionType: 'SIMPLE',
          subject: 'genre',
          operator: 'ILIKE',
          comparator: '%act%',
        },
      ],
    });
  });

  it('keeps the query limit of a filter box query (FILTER_ROW_LIMIT)', () => {
    const search = filterBoxSearchFormData(formData, 'genre', 'act');
    const query = filterBoxViz.queryObject?.(
      { columns: [], metrics: [], row_limit: 10 } as never,
      search as never,
    );
    expect(FILTER_ROW_LIMIT).toBe(1000);
    expect(query).toMatchObject({ columns: ['genre'], row_limit: FILTER_ROW_LIMIT });
  });

  it('lists values starting with the term first, then by metric in the filter direction', () => {
    const found = [
      { id: 'Reaction', metric: 50 },
      { id: null, metric: 99 },
      { id: 'Action', metric: 10 },
      { id: 'Action RPG', metric: 30 },
    ];
    expect(rankSearchedValues(found, 'act', false).map((v) => v.id)).toEqual([
      'Action RPG',
      'Action',
      'Reaction',
    ]);
    expect(rankSearchedValues(found, 'act', true).map((v) => v.id)).toEqual([
      'Action',
      'Action RPG',
      'Reaction',
    ]);
  });
});
