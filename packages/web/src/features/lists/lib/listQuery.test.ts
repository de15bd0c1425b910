import rison from 'rison';
import { describe, expect, it } from 'vitest';
import { buildListQuery, defaultListState } from './listQuery';

describe('list queries', () => {
  it('asks for the first page of 25, newest first, with no filter', () => {
    const q = buildListQuery('chart', defaultListState());
    expect(q).toEqual({
      filters: [],
      order_column: 'changed_on_delta_humanized',
      order_direction: 'desc',
      page: 0,
      page_size: 25,
    });
    expect(rison.encode(q)).toBe(
      '(filters:!(),order_column:changed_on_delta_humanized,order_direction:desc,page:0,page_size:25)',
    );
  });

  it('searches each resource by its name column with "contains"', () => {
    const state = { ...defaultListState(), search: '  sales ', page: 2 };
    expect(buildListQuery('dashboard', state).filters).toEqual([
      { col: 'dashboard_title', opr: 'ct', value: 'sales' },
    ]);
    expect(buildListQuery('dataset', state).filters).toEqual([
      { col: 'table_name', opr: 'ct', value: 'sales' },
    ]);
    expect(buildListQuery('chart', state).page).toBe(2);
  });
});
