import { describe, expect, it } from 'vitest';
import { projectColumns } from './columns';
import { ListQueryError } from './errors';
import { MAX_PAGE_SIZE, parseListQuery, wantsKey } from './list-query';
import { encodeRison, parseIdList } from './rison';
import { parseInfoQuery, parseRelatedQuery } from './side-queries';

const spec = {
  filters: { slice_name: ['ct', 'sw', 'eq'], owners: ['rel_m_m'], id: ['chart_is_favorite'] },
  orderColumns: ['slice_name', 'changed_on_delta_humanized'],
  columns: ['id', 'slice_name', 'owners.first_name', 'owners.id'],
  defaultOrder: { column: 'changed_on_delta_humanized', direction: 'desc' as const },
};

describe('parseListQuery', () => {
  it('decodes the example from the Superset list API', () => {
    const q =
      '(columns:!(id,slice_name),filters:!((col:slice_name,opr:ct,value:sales)),order_column:slice_name,order_direction:asc,page:2,page_size:10)';
    expect(parseListQuery(q, spec)).toEqual({
      columns: ['id', 'slice_name'],
      filters: [{ col: 'slice_name', opr: 'ct', value: 'sales' }],
      orderColumn: 'slice_name',
      orderDirection: 'asc',
      page: 2,
      pageSize: 10,
      keys: null,
    });
  });

  it('uses the defaults when q is missing', () => {
    const query = parseListQuery(undefined, spec);
    expect(query).toMatchObject({ page: 0, pageSize: 25, orderColumn: 'changed_on_delta_humanized' });
    expect(query.orderDirection).toBe('desc');
    expect(wantsKey(query, 'list_columns')).toBe(true);
  });

  it('caps page_size at the documented maximum and allows 200', () => {
    expect(parseListQuery('(page_size:200)', spec).pageSize).toBe(200);
    expect(parseListQuery('(page_size:100000)', spec).pageSize).toBe(MAX_PAGE_SIZE);
  });

  it.each([
    ['(page:', /Not a valid rison argument/],
    ['(page:-1)', /page must be a non-negative integer/],
    ['(page:1e100)', /page must be a non-negative integer/],
    ['(page_size:1e100)', /page_size must be a non-negative integer/],
    ['(page:9007199254740991,page_size:10)', /page is too large/],
    ['(page_size:0)', /page_size must be at least 1/],
    ['(order_column:secret)', /order_column must be one of: slice_name, changed_on_delta_humanized/],
    ['(order_direction:up)', /order_direction must be asc or desc/],
    ['(filters:!((col:params,opr:ct,value:x)))', /Filter column not allowed: params/],
    ['(filters:!((col:slice_name,opr:gt,value:x)))', /Filter operator gt not allowed on slice_name/],
    ['(filters:!((col:slice_name,opr:ct)))', /has no value/],
    ['(columns:!(id,password_hash))', /Unknown columns: password_hash/],
    ['(keys:!(everything))', /Unknown keys: everything/],
    ['(bogus:1)', /Unknown list argument: bogus/],
    ['!(1,2)', /q must be a rison object/],
  ])('rejects %s', (q, message) => {
    expect(() => parseListQuery(q, spec)).toThrow(ListQueryError);
    expect(() => parseListQuery(q, spec)).toThrow(message);
  });

  it('honours keys', () => {
    const query = parseListQuery('(keys:!(none))', spec);
    expect(wantsKey(query, 'list_columns')).toBe(false);
  });

  it('round-trips what the web client encodes', () => {
    const value = { filters: [{ col: 'slice_name', opr: 'sw', value: "it's (a) test!" }], page: 1 };
    expect(parseListQuery(encodeRison(value), spec).filters[0]?.value).toBe("it's (a) test!");
  });
});

describe('side queries', () => {
  it('parses id lists', () => {
    expect(parseIdList('!(1,2,3)')).toEqual([1, 2, 3]);
    expect(() => parseIdList('(a:1)')).toThrow(/rison list of ids/);
    expect(() => parseIdList("!('x')")).toThrow(/Not a valid id/);
  });

  it('parses _info keys', () => {
    expect(parseInfoQuery('(keys:!(permissions))')).toEqual(['permissions']);
    expect(parseInfoQuery(undefined)).toBeNull();
    expect(() => parseInfoQuery('(keys:!(x))')).toThrow(/keys must be a list of/);
  });

  it('parses related queries', () => {
    expect(parseRelatedQuery("(filter:'ad',page:0,page_size:25)")).toEqual({
      filter: 'ad',
      page: 0,
      pageSize: 25,
      includeIds: [],
    });
    expect(() => parseRelatedQuery('(filter:1)')).toThrow(/filter must be a string/);
  });
});

describe('projectColumns', () => {
  it('keeps requested columns and merges dotted relation fields', () => {
    const item = {
      id: 1,
      slice_name: 'A',
      secret: 'x',
      owners: [{ id: 3, first_name: 'Ann', last_name: 'B' }],
      database: { id: 2, database_name: 'examples', backend: 'duckdb' },
    };
    expect(projectColumns(item, ['id', 'owners.first_name', 'owners.id', 'database.database_name'])).toEqual({
      id: 1,
      owners: [{ first_name: 'Ann', id: 3 }],
      database: { database_name: 'examples' },
    });
  });
});
