import type { QueryFormData } from '@tessera/core';
import { buildBigNumberQuery, CategoricalColorNamespace } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { transformBigNumberProps } from '../big-number/transformProps';
import { testChartProps } from '../shared/chartProps-testing';
import { rendered, XSS } from '../shared/html-testing';
import { buildPieQuery } from './buildQuery';
import { pieChartEvents, pieLabel, pieOption, pieRadius, pieTooltip } from './option';
import { transformPieProps } from './transformProps';

const pie: QueryFormData = {
  viz_type: 'pie',
  datasource: '1__table',
  metric: 'count',
  groupby: ['channel'],
  row_limit: 100,
};

describe('pie and big number phases', () => {
  it('pie: one metric by the dimensions, largest first', () => {
    expect(buildPieQuery(pie).queries[0]).toMatchObject({
      columns: ['channel'],
      metrics: ['count'],
      orderby: [['count', false]],
    });
    expect(() => buildPieQuery({ ...pie, groupby: [] })).toThrow('Add a dimension');
    expect(() => buildPieQuery({ ...pie, metric: null })).toThrow('Choose a metric.');
  });

  it('pie: slices named by dimension values, labels by label type', () => {
    const props = transformPieProps(
      testChartProps({ ...pie, donut: true, label_type: 'key_percent' }, [
        {
          colnames: ['channel', 'count'],
          coltypes: [1, 0],
          rowcount: 2,
          data: [
            { channel: 'Web', count: 30 },
            { channel: null, count: 10 },
          ],
        },
      ]),
    );
    expect(props.slices).toEqual([
      { name: 'Web', value: 30, color: '#1FA8C9' },
      { name: '<NULL>', value: 10, color: '#454E7C' },
    ]);
    expect(props.donut).toBe(true);
    expect(pieLabel(props.labelType, { name: 'Web', value: 30, percent: 75 })).toBe('Web: 75%');
    expect(pieLabel('key_value_percent', { name: 'Web', value: 1234, percent: 5 })).toBe('Web: 1,234 (5.0%)');
  });

  it("pie: slices take the dashboard's label colours and scheme", () => {
    const answer = {
      colnames: ['channel', 'count'],
      coltypes: [1, 0],
      rowcount: 2,
      data: [
        { channel: 'Web', count: 30 },
        { channel: 'Store', count: 10 },
      ],
    };
    const colorNamespace = CategoricalColorNamespace.fromDashboardMetadata({
      color_scheme: 'd3Category10',
      label_colors: { Store: '#ff69b4' },
    });
    const props = transformPieProps(testChartProps(pie, [answer], { colorNamespace }));
    expect(props.slices.map((s) => s.color)).toEqual(['#1f77b4', '#ff69b4']);
    const series = pieOption(props, 400).series[0]!;
    expect(series.data[1]!.itemStyle.color).toBe('#ff69b4');
  });

  it('big number: one metric, no dimensions; the value of the single row', () => {
    const formData: QueryFormData = {
      viz_type: 'big_number_total',
      datasource: '1__table',
      metric: 'sum__revenue',
      subheader: 'all orders',
    };
    expect(buildBigNumberQuery(formData).queries[0]).toMatchObject({
      columns: [],
      metrics: ['sum__revenue'],
    });
    expect(
      transformBigNumberProps(
        testChartProps(formData, [
          { colnames: ['sum__revenue'], coltypes: [0], rowcount: 1, data: [{ sum__revenue: 123.5 }] },
        ]),
      ),
    ).toEqual({ value: 123.5, format: null, label: 'sum__revenue', subheader: 'all orders', rowcount: 1 });
    expect(
      transformBigNumberProps(
        testChartProps(formData, [{ colnames: [], coltypes: [], rowcount: 0, data: [] }]),
      ).value,
    ).toBeNull();
  });

  it('pie: the tooltip shows a category value as text, never as HTML', () => {
    const marker = '<span style="background-color:#1f77b4"></span>';
    const out = pieTooltip({ marker, name: XSS, value: 30, percent: 75 });
    expect(out).not.toContain('<img');
    expect(rendered(out)).toEqual({ tags: ['span', 'br', 'b'], text: `${XSS}30 (75.0%)` });
    // A value that is not a number is shown as given: as text too.
    expect(rendered(pieTooltip({ marker, name: 'Web', value: XSS as never, percent: 1 })).tags).toEqual([
      'span',
      'br',
      'b',
    ]);
    const props = transformPieProps(
      testChartProps(pie, [
        { colnames: ['channel', 'count'], coltypes: [1, 0], rowcount: 1, data: [{ channel: XSS, count: 1 }] },
      ]),
    );
    expect(pieOption(props, 300).tooltip.formatter).toBe(pieTooltip);
  });

  it('big number: the metric format comes from the dataset', () => {
    const formData: QueryFormData = {
      viz_type: 'big_number_total',
      datasource: '1__table',
      metric: 'revenue',
    };
    const props = transformBigNumberProps(
      testChartProps(
        formData,
        [{ colnames: ['revenue'], coltypes: [0], rowcount: 1, data: [{ revenue: 2 }] }],
        {
          datasource: { verboseMap: {}, columnFormats: { revenue: '$,.2f' }, temporalColumns: [] },
        },
      ),
    );
    expect(props.format).toBe('$,.2f');
  });
});

describe('pie cross-filters', () => {
  const answer = [
    {
      colnames: ['channel', 'region', 'count'],
      coltypes: [1, 1, 0],
      rowcount: 2,
      data: [
        { channel: 'Web', region: 'EU', count: 30 },
        { channel: null, region: 'US', count: 10 },
      ],
    },
  ];
  const twoDims = { ...pie, groupby: ['channel', 'region'] };

  it('a click on a slice filters on its dimension values; clicking it again clears', () => {
    const masks: unknown[] = [];
    const hooks = { setDataMask: (mask: unknown) => masks.push(mask), onContextMenu: () => {} };
    const props = transformPieProps(testChartProps(twoDims, answer, { hooks, emitCrossFilters: true }));
    pieChartEvents(props).click?.({ name: 'Web, EU' });
    expect(masks[0]).toEqual({
      extraFormData: {
        filters: [
          { col: 'channel', op: 'IN', val: ['Web'] },
          { col: 'region', op: 'IN', val: ['EU'] },
        ],
      },
      filterState: { value: [['Web', 'EU']], selectedValues: ['Web, EU'] },
    });
    pieChartEvents(props).click?.({ name: '<NULL>, US' });
    expect((masks[1] as { extraFormData: unknown }).extraFormData).toEqual({
      filters: [
        { col: 'channel', op: 'IS NULL' },
        { col: 'region', op: 'IN', val: ['US'] },
      ],
    });

    const selected = transformPieProps(
      testChartProps(twoDims, answer, {
        hooks,
        emitCrossFilters: true,
        filterState: { value: [['Web', 'EU']], selectedValues: ['Web, EU'] },
      }),
    );
    pieChartEvents(selected).click?.({ name: 'Web, EU' });
    expect(masks[2]).toEqual({ extraFormData: {}, filterState: { value: null, selectedValues: null } });
    // The slices left out are dimmed.
    const data = pieOption(selected, 400).series[0]?.data ?? [];
    expect(data.map((slice) => slice.itemStyle.opacity)).toEqual([1, 0.3]);
  });

  it('emits nothing where the host does not cross-filter (Explore); a right click drills', () => {
    const masks: unknown[] = [];
    const menus: unknown[] = [];
    const hooks = {
      setDataMask: (mask: unknown) => masks.push(mask),
      onContextMenu: (...args: unknown[]) => menus.push(args),
    };
    const props = transformPieProps(testChartProps(twoDims, answer, { hooks, emitCrossFilters: false }));
    const events = pieChartEvents(props);
    events.click?.({ name: 'Web, EU' });
    expect(masks).toEqual([]);
    events.contextmenu?.({ name: 'Web, EU', event: { event: { clientX: 5, clientY: 7 } as MouseEvent } });
    expect(menus).toEqual([
      [
        5,
        7,
        [
          { col: 'channel', op: '==', val: 'Web', formattedVal: 'Web' },
          { col: 'region', op: '==', val: 'EU', formattedVal: 'EU' },
        ],
      ],
    ]);
    expect(pieOption(props, 400).series[0]?.data.every((slice) => slice.itemStyle.opacity === 1)).toBe(true);
  });

  it('pie: a narrow cell keeps room beside the pie for its labels, which end at the edges', () => {
    // A tall, narrow dashboard cell: the height would allow a 133 px radius.
    const radius = pieRadius(340, 420, true, true);
    expect(340 / 2 - radius).toBeGreaterThanOrEqual(340 * 0.25);
    // Without labels the pie takes the room.
    expect(pieRadius(340, 420, false, true)).toBeGreaterThan(radius);
    // A wide cell is bounded by its height.
    expect(pieRadius(1200, 300, true, false)).toBe(Math.floor(150 * 0.78));
    const props = transformPieProps(
      testChartProps(pie, [
        {
          colnames: ['channel', 'count'],
          coltypes: [1, 0],
          rowcount: 1,
          data: [{ channel: 'Web', count: 3 }],
        },
      ]),
    );
    const series = pieOption({ ...props, showLabels: true }, 420, 340).series[0];
    expect(series?.label).toMatchObject({ alignTo: 'labelLine', overflow: 'truncate' });
  });
});
