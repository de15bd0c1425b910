import type { QueryFormData } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { buildTableQuery, tableQueryMode } from './buildQuery';
import { transformTableProps } from './transformProps';

const base: QueryFormData = { viz_type: 'table', datasource: '3__table', row_limit: 50 };

describe('table phases', () => {
  it('raw mode selects columns with no metrics key (no GROUP BY)', () => {
    const query = buildTableQuery({ ...base, query_mode: 'raw', all_columns: ['a', 'b'] }).queries[0]!;
    expect(query.columns).toEqual(['a', 'b']);
    expect(query).not.toHaveProperty('metrics');
    expect(query.row_limit).toBe(50);
    expect(() => buildTableQuery({ ...base, query_mode: 'raw', all_columns: [] })).toThrow(
      'Choose at least one column.',
    );
  });

  it('aggregate mode groups by dimensions and sorts by the sort metric, else the first metric', () => {
    const query = buildTableQuery({
      ...base,
      query_mode: 'aggregate',
      groupby: ['country'],
      metrics: ['count', 'sum__x'],
    }).queries[0]!;
    expect(query).toMatchObject({
      columns: ['country'],
      metrics: ['count', 'sum__x'],
      orderby: [['count', false]],
    });
    const sorted = buildTableQuery({
      ...base,
      groupby: ['c'],
      metrics: ['count'],
      timeseries_limit_metric: 'sum__x',
    }).queries[0]!;
    expect(sorted.orderby).toEqual([['sum__x', false]]);
    expect(() => buildTableQuery({ ...base, query_mode: 'aggregate' })).toThrow(
      'Add a metric or a dimension.',
    );
  });

  it('infers the mode of charts saved without query_mode', () => {
    expect(tableQueryMode({ ...base, all_columns: ['a'] })).toBe('raw');
    expect(tableQueryMode({ ...base, metrics: ['count'] })).toBe('aggregate');
  });

  it('types columns from coltypes and labels them with verbose names', () => {
    const props = transformTableProps({ ...base, verbose_map: { n: 'Orders' } }, [
      {
        colnames: ['d', 'n', 's', 'b'],
        coltypes: [2, 0, 1, 3],
        rowcount: 1,
        data: [{ d: 0, n: 1, s: 'x', b: true }],
      },
    ]);
    expect(props.columns).toEqual([
      { key: 'd', label: 'd', kind: 'time' },
      { key: 'n', label: 'Orders', kind: 'number' },
      { key: 's', label: 's', kind: 'string' },
      { key: 'b', label: 'b', kind: 'boolean' },
    ]);
    expect(props.rowcount).toBe(1);
  });
});
