import { describe, expect, it } from 'vitest';
import { dataOf, queryOf } from '../test-support';
import type { LegacyFormData } from '../types';
import { pivotHtml } from './pivot-html';
import { pivotTableViz } from './pivot-table';

const formData: LegacyFormData = {
  viz_type: 'pivot_table',
  groupby: ['name'],
  columns: ['gender'],
  metrics: ['sum__num'],
  pandas_aggfunc: 'sum',
  time_range: 'No filter',
};

const TABLE =
  '<table border="1" class="dataframe dataframe table table-striped table-bordered table-condensed table-hover">';

describe('pivot_table query', () => {
  it('groups by rows and columns together', () => {
    const q = queryOf(pivotTableViz, formData);
    expect(q.columns).toEqual(['name', 'gender']);
    expect(q.metrics).toEqual(['sum__num']);
  });

  it('refuses incomplete or overlapping controls with Superset words', () => {
    expect(() => queryOf(pivotTableViz, { ...formData, groupby: [] })).toThrow(
      "Please choose at least one 'Group by' field ",
    );
    expect(() => queryOf(pivotTableViz, { ...formData, columns: [], transpose_pivot: true })).toThrow(
      "Please choose at least one 'Columns' field when select 'Transpose Pivot' option",
    );
    expect(() => queryOf(pivotTableViz, { ...formData, metrics: [] })).toThrow(
      'Please choose at least one metric',
    );
    expect(() => queryOf(pivotTableViz, { ...formData, columns: ['name'] })).toThrow(
      "Group By' and 'Columns' can't overlap",
    );
  });
});

describe('pivot_table data', () => {
  it('answers the column keys and the table pandas writes', () => {
    const rows = [
      { name: 'Aaron', gender: 'boy', sum__num: 10 },
      { name: 'Abby', gender: 'girl', sum__num: 7 },
    ];
    const html = [
      TABLE,
      '  <thead>',
      '    <tr>',
      '      <th></th>',
      '      <th colspan="2" halign="left">sum__num</th>',
      '    </tr>',
      '    <tr>',
      '      <th>gender</th>',
      '      <th>boy</th>',
      '      <th>girl</th>',
      '    </tr>',
      '    <tr>',
      '      <th>name</th>',
      '      <th></th>',
      '      <th></th>',
      '    </tr>',
      '  </thead>',
      '  <tbody>',
      '    <tr>',
      '      <th>Aaron</th>',
      '      <td>10.0</td>',
      '      <td>null</td>',
      '    </tr>',
      '    <tr>',
      '      <th>Abby</th>',
      '      <td>null</td>',
      '      <td>7.0</td>',
      '    </tr>',
      '  </tbody>',
      '</table>',
    ].join('\n');
    expect(dataOf(pivotTableViz, formData, rows)).toEqual({
      columns: [
        ['sum__num', 'boy'],
        ['sum__num', 'girl'],
      ],
      html,
    });
  });

  it('merges repeated outer row labels and prints integer columns without decimals', () => {
    const fd = { ...formData, groupby: ['state', 'name'], columns: [] };
    const rows = [
      { state: 'CA', name: 'Aaron', sum__num: 1 },
      { state: 'NY', name: 'Aaron', sum__num: 3 },
      { state: 'CA', name: 'Bob', sum__num: 2 },
    ];
    const out = dataOf(pivotTableViz, fd, rows) as { columns: unknown[]; html: string };
    expect(out.columns).toEqual(['sum__num']);
    expect(out.html).toContain(
      [
        '    <tr style="text-align: right;">',
        '      <th></th>',
        '      <th></th>',
        '      <th>sum__num</th>',
        '    </tr>',
        '    <tr>',
        '      <th>state</th>',
        '      <th>name</th>',
        '      <th></th>',
        '    </tr>',
      ].join('\n'),
    );
    expect(out.html).toContain(
      [
        '    <tr>',
        '      <th rowspan="2" valign="top">CA</th>',
        '      <th>Aaron</th>',
        '      <td>1</td>',
        '    </tr>',
        '    <tr>',
        '      <th>Bob</th>',
        '      <td>2</td>',
        '    </tr>',
        '    <tr>',
        '      <th>NY</th>',
        '      <th>Aaron</th>',
        '      <td>3</td>',
        '    </tr>',
      ].join('\n'),
    );
  });

  it('adds the All margins', () => {
    const fd = { ...formData, columns: [], pivot_margins: true };
    const rows = [
      { name: 'Aaron', sum__num: 1 },
      { name: 'Bob', sum__num: 2 },
    ];
    const out = dataOf(pivotTableViz, fd, rows) as { html: string };
    expect(out.html).toContain('      <th>All</th>\n      <td>3</td>');
  });

  it('puts the metric last with combine_metric', () => {
    const fd = { ...formData, metrics: ['a', 'b'], combine_metric: true };
    const rows = [{ name: 'Aaron', gender: 'boy', a: 1, b: 2 }];
    const out = dataOf(pivotTableViz, fd, rows) as { columns: unknown[] };
    expect(out.columns).toEqual([
      ['boy', 'a'],
      ['boy', 'b'],
    ]);
  });
});

describe('pivot html number format', () => {
  const frame = (values: number[]) => ({
    indexNames: ['k'],
    columnNames: [null],
    rowKeys: values.map((_, i) => [i]),
    colKeys: [['m']],
    cells: values.map((v) => [v]),
    integerColumns: [false],
  });
  const tds = (html: string) => [...html.matchAll(/<td>([^<]*)<\/td>/g)].map((m) => m[1]);

  it('prints a float column with the decimals its values need', () => {
    expect(tds(pivotHtml(frame([10, 1.25])))).toEqual(['10.00', '1.25']);
    expect(tds(pivotHtml(frame([12345678.5])))).toEqual(['12345678.5']);
  });

  it('switches to scientific notation for long or tiny values', () => {
    expect(tds(pivotHtml(frame([123456789012.25])))).toEqual(['1.234568e+11']);
    expect(tds(pivotHtml(frame([0.0000001])))).toEqual(['1.000000e-07']);
  });
});
