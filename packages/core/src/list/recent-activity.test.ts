import { describe, expect, it } from 'vitest';
import { ListQueryError } from './errors';
import { parseRecentActivityQuery, RECENT_ACTIVITY_PAGE_SIZE } from './recent-activity';

describe('parseRecentActivityQuery', () => {
  it('defaults to the first page, distinct rows', () => {
    expect(parseRecentActivityQuery(undefined)).toEqual({
      page: 0,
      pageSize: RECENT_ACTIVITY_PAGE_SIZE,
      distinct: true,
      actions: null,
    });
  });

  it('reads the home page request', () => {
    expect(parseRecentActivityQuery('(page:0,page_size:5,distinct:!f,actions:!(explore,dashboard))')).toEqual(
      {
        page: 0,
        pageSize: 5,
        distinct: false,
        actions: ['explore', 'dashboard'],
      },
    );
  });

  it.each([
    ['(page:-1)', 'page must be a non-negative integer'],
    ['(distinct:yes)', 'distinct must be !t or !f'],
    ['(user:1)', 'Unknown argument: user'],
    ['(actions:explore)', 'actions must be a list'],
    ['!(1)', 'q must be a rison object'],
  ])('refuses %s', (q, message) => {
    expect(() => parseRecentActivityQuery(q)).toThrow(ListQueryError);
    expect(() => parseRecentActivityQuery(q)).toThrow(message);
  });
});
