import { describe, expect, it } from 'vitest';
import { linkedTab } from './linkedTab';

describe('linkedTab', () => {
  it('opens the SQL, database, schema and title of the address', () => {
    const params = new URLSearchParams({
      dbid: '3',
      schema: 'sales',
      sql: 'SELECT 1',
      title: 'orders (explore)',
    });
    expect(linkedTab(params)).toEqual({
      title: 'orders (explore)',
      sql: 'SELECT 1',
      dbId: 3,
      schema: 'sales',
    });
  });

  it('asks nothing without sql or dbid, and ignores a malformed dbid', () => {
    expect(linkedTab(new URLSearchParams('savedQueryId=4'))).toBeNull();
    expect(linkedTab(new URLSearchParams({ sql: 'SELECT 2', dbid: 'x' }))).toEqual({
      title: 'Untitled query',
      sql: 'SELECT 2',
      schema: null,
    });
  });
});
