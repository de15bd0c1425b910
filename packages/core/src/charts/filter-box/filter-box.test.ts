import { describe, expect, test } from 'vitest';
import { queryContextErrors } from '../../query/validate';
import { filterBoxChart, filterBoxDataMask } from '.';

describe('filter_box', () => {
  test('is a legacy chart whose saved query context the schema accepts', () => {
    expect(filterBoxChart.metadata.useLegacyApi).toBe(true);
    const context = filterBoxChart.buildQuery({
      datasource: '3__table',
      viz_type: 'filter_box',
      filter_configs: [{ column: 'genre', label: 'Genre', multiple: true }],
      time_range: 'No filter',
    });
    expect(queryContextErrors(context)).toBeNull();
  });

  test('emits an IN filter per column with values, and the time choices as overrides', () => {
    const selection = {
      values: { genre: ['Action', 'Sports'], platform: [] },
      timeRange: 'Last year',
      timeGrain: 'P1M',
      timeColumn: 'release_date',
    };
    expect(filterBoxDataMask(selection)).toEqual({
      extraFormData: {
        filters: [{ col: 'genre', op: 'IN', val: ['Action', 'Sports'] }],
        time_range: 'Last year',
        time_grain_sqla: 'P1M',
        granularity_sqla: 'release_date',
      },
      filterState: { value: selection },
    });
    expect(filterBoxDataMask({ values: { genre: [] } })).toEqual({
      extraFormData: {},
      filterState: { value: { values: { genre: [] } } },
    });
  });
});
