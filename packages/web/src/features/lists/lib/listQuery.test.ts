import rison from 'rison';
import { describe, expect, it } from 'vitest';
import { buildListQuery, defaultListState, withFilter } from './listQuery';

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

  it("searches each resource with its all-text operator, or by name with 'contains'", () => {
    const state = { ...defaultListState(), search: '  sales ', page: 2 };
    expect(buildListQuery('dashboard', state).filters).toEqual([
      { col: 'dashboard_title', opr: 'title_or_slug', value: 'sales' },
    ]);
    expect(buildListQuery('chart', state).filters).toEqual([
      { col: 'slice_name', opr: 'chart_all_text', value: 'sales' },
    ]);
    expect(buildListQuery('saved_query', state).filters).toEqual([
      { col: 'label', opr: 'all_text', value: 'sales' },
    ]);
    expect(buildListQuery('dataset', state).filters).toEqual([
      { col: 'table_name', opr: 'ct', value: 'sales' },
    ]);
    expect(buildListQuery('chart', state).page).toBe(2);
  });

  it('adds the filters that have a value, with their relation and custom operators', () => {
    const spec = {
      search: { col: 'slice_name', opr: 'chart_all_text' },
      filters: [
        { key: 'type', col: 'viz_type', opr: 'eq' },
        { key: 'owner', col: 'owners', opr: 'rel_m_m' },
        { key: 'modifiedBy', col: 'changed_by', opr: 'rel_o_m' },
        { key: 'favorite', col: 'id', opr: 'chart_is_favorite' },
        { key: 'certified', col: 'id', opr: 'chart_is_certified' },
      ],
    };
    let state = withFilter({ ...defaultListState(), page: 3 }, 'type', 'pie');
    expect(state.page).toBe(0);
    state = withFilter(withFilter(withFilter(state, 'owner', 7), 'favorite', true), 'certified', null);
    const q = buildListQuery(spec, state);
    expect(q.filters).toEqual([
      { col: 'viz_type', opr: 'eq', value: 'pie' },
      { col: 'owners', opr: 'rel_m_m', value: 7 },
      { col: 'id', opr: 'chart_is_favorite', value: true },
    ]);
    expect(rison.encode(q.filters)).toBe(
      '!((col:viz_type,opr:eq,value:pie),(col:owners,opr:rel_m_m,value:7),(col:id,opr:chart_is_favorite,value:!t))',
    );
  });
});
