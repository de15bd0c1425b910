import rison from 'rison';
import { describe, expect, it } from 'vitest';
import { homeListQuery } from './homeApi';

describe('homeListQuery', () => {
  it("asks for the user's favourite dashboards, 5 newest first", () => {
    expect(rison.encode(homeListQuery('dashboard', 'favorite', 3))).toBe(
      '(columns:!(id,dashboard_title,slug,changed_on_delta_humanized),filters:!((col:id,opr:dashboard_is_favorite,value:!t)),order_column:changed_on_delta_humanized,order_direction:desc,page:0,page_size:5)',
    );
  });
  it('asks for what the user created through the created_by relation', () => {
    expect(homeListQuery('chart', 'mine', 3).filters).toEqual([
      { col: 'created_by', opr: 'rel_o_m', value: 3 },
    ]);
    expect(homeListQuery('saved_query', 'favorite', 3).filters).toEqual([
      { col: 'created_by', opr: 'rel_o_m', value: 3 },
    ]);
  });
});
