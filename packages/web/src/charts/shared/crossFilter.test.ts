import type { DataMask, ExtraFilter, QueryFormData } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { boxPlotOption } from '../box-plot/option';
import { transformBoxPlotProps } from '../box-plot/transformProps';
import { funnelOption } from '../funnel/option';
import { transformFunnelProps } from '../funnel/transformProps';
import { gaugeOption } from '../gauge/option';
import { transformGaugeProps } from '../gauge/transformProps';
import { radarOption } from '../radar/option';
import { transformRadarProps } from '../radar/transformProps';
import { arcOpacity, sunburstEvents } from '../sunburst/option';
import { transformSunburstProps } from '../sunburst/transformProps';
import { treemapEvents, treemapOption } from '../treemap/option';
import { transformTreemapProps } from '../treemap/transformProps';
import type { ChartProps } from '../types';
import { testChartProps } from './chartProps-testing';
import {
  type ChartInteraction,
  CLEARED_MASK,
  crossFilterEvents,
  crossFilterMask,
  drillFilters,
} from './crossFilter';
import type { EchartsEventParams, EchartsEvents } from './useEcharts';

const answer = (rows: Record<string, unknown>[]) => [
  { colnames: Object.keys(rows[0] ?? {}), coltypes: [], rowcount: rows.length, data: rows },
];

describe('crossFilterMask', () => {
  const spec = { groupby: ['country', 'city'], labelMap: { 'FR, Paris': ['FR', 'Paris'], FR: ['FR'] } };

  it('filters on every dimension value of the element, selecting it', () => {
    expect(crossFilterMask(spec, null, 'FR, Paris')).toEqual({
      extraFormData: {
        filters: [
          { col: 'country', op: 'IN', val: ['FR'] },
          { col: 'city', op: 'IN', val: ['Paris'] },
        ],
      },
      filterState: { value: [['FR', 'Paris']], selectedValues: ['FR, Paris'] },
    });
  });

  it('filters an element of fewer values (an inner ring) on the leading dimensions only', () => {
    expect(crossFilterMask(spec, ['FR, Paris'], 'FR')?.extraFormData).toEqual({
      filters: [{ col: 'country', op: 'IN', val: ['FR'] }],
    });
  });

  it('clears when the selected element is clicked again; nothing for an unknown element', () => {
    expect(crossFilterMask(spec, ['FR'], 'FR')).toBe(CLEARED_MASK);
    expect(crossFilterMask(spec, null, 'Elsewhere')).toBeNull();
    expect(crossFilterMask({ groupby: [], labelMap: { x: [] } }, null, 'x')).toBeNull();
  });

  it('drill filters identify the element with ==', () => {
    expect(drillFilters(spec, 'FR, Paris')).toEqual([
      { col: 'country', op: '==', val: 'FR', formattedVal: 'FR' },
      { col: 'city', op: '==', val: 'Paris', formattedVal: 'Paris' },
    ]);
  });
});

/** Runs a click (and a right click) through a chart's handlers and records what reaches the host. */
function host(extra: Partial<ChartProps> = {}) {
  const masks: DataMask[] = [];
  const menus: (readonly ExtraFilter[])[] = [];
  const props: Partial<ChartProps> = {
    emitCrossFilters: true,
    hooks: {
      setDataMask: (mask) => masks.push(mask),
      onContextMenu: (_x, _y, filters) => menus.push(filters),
    },
    ...extra,
  };
  return { masks, menus, props };
}

interface Case {
  readonly chart: string;
  readonly formData: QueryFormData;
  readonly rows: Record<string, unknown>[];
  readonly transform: (chartProps: ChartProps) => { interaction: ChartInteraction };
  readonly events?: (props: never) => EchartsEvents;
  /** What ECharts hands the handler for the element clicked. */
  readonly click: EchartsEventParams;
  readonly filters: readonly ExtraFilter[];
  readonly selected: string;
  /** The opacities of the drawn elements with `selected` chosen. */
  readonly opacities: (props: never) => unknown[];
  readonly dimmed: unknown[];
}

const cases: readonly Case[] = [
  {
    chart: 'funnel',
    formData: { viz_type: 'funnel', datasource: '1__table', metric: 'count', groupby: ['channel'] },
    rows: [
      { channel: 'Web', count: 3 },
      { channel: 'Shop', count: 2 },
    ],
    transform: transformFunnelProps,
    click: { name: 'Shop' },
    filters: [{ col: 'channel', op: 'IN', val: ['Shop'] }],
    selected: 'Shop',
    opacities: (props) =>
      funnelOption(props).series[0]!.data.map((d: { itemStyle: { opacity: number } }) => d.itemStyle.opacity),
    dimmed: [0.3, 1],
  },
  {
    chart: 'gauge',
    formData: { viz_type: 'gauge_chart', datasource: '1__table', metric: 'count', groupby: ['channel'] },
    rows: [
      { channel: 'Web', count: 3 },
      { channel: null, count: 2 },
    ],
    transform: transformGaugeProps,
    click: { name: '<NULL>' },
    filters: [{ col: 'channel', op: 'IS NULL' }],
    selected: '<NULL>',
    opacities: (props) =>
      (gaugeOption(props).series.at(-1)!.data as { itemStyle: { opacity: number } }[]).map(
        (d) => d.itemStyle.opacity,
      ),
    dimmed: [0.3, 1],
  },
  {
    chart: 'radar',
    formData: { viz_type: 'radar', datasource: '1__table', metrics: ['count'], groupby: ['region'] },
    rows: [
      { region: 'EU', count: 3 },
      { region: 'US', count: 2 },
    ],
    transform: transformRadarProps,
    click: { name: 'EU' },
    filters: [{ col: 'region', op: 'IN', val: ['EU'] }],
    selected: 'EU',
    opacities: (props) =>
      radarOption(props).series[0]!.data.map((d: { lineStyle: { opacity: number } }) => d.lineStyle.opacity),
    dimmed: [1, 0.3],
  },
  {
    chart: 'box plot',
    formData: {
      viz_type: 'box_plot',
      datasource: '1__table',
      columns: ['order_date'],
      groupby: ['product_line'],
      metrics: ['count'],
    },
    rows: ['Ships', 'Cars'].map((product_line) => ({
      product_line,
      count__min: 1,
      count__q1: 2,
      count__median: 3,
      count__q3: 4,
      count__max: 5,
    })),
    transform: transformBoxPlotProps,
    click: { name: 'Cars' },
    filters: [{ col: 'product_line', op: 'IN', val: ['Cars'] }],
    selected: 'Cars',
    opacities: (props) =>
      (boxPlotOption(props).series[0]!.data as { itemStyle: { opacity: number } }[]).map(
        (d) => d.itemStyle.opacity,
      ),
    dimmed: [0.3, 1],
  },
  {
    chart: 'treemap',
    formData: {
      viz_type: 'treemap_v2',
      datasource: '1__table',
      metric: 'count',
      groupby: ['region', 'country'],
    },
    rows: [
      { region: 'EU', country: 'FR', count: 3 },
      { region: 'EU', country: 'DE', count: 2 },
    ],
    transform: transformTreemapProps,
    events: treemapEvents,
    click: { data: { key: 'EU,DE' } },
    filters: [
      { col: 'region', op: 'IN', val: ['EU'] },
      { col: 'country', op: 'IN', val: ['DE'] },
    ],
    selected: 'EU,DE',
    opacities: (props) => {
      const root = treemapOption(props).series[0]!.data[0] as unknown as {
        children: { children: unknown[] }[];
      };
      return root.children[0]!.children.map(
        (leaf) => (leaf as { itemStyle: { colorAlpha: number } }).itemStyle.colorAlpha,
      );
    },
    dimmed: [0.3, 1],
  },
  {
    chart: 'sunburst',
    formData: {
      viz_type: 'sunburst_v2',
      datasource: '1__table',
      metric: 'count',
      columns: ['region', 'country'],
    },
    rows: [
      { region: 'EU', country: 'FR', count: 3 },
      { region: 'US', country: 'CA', count: 2 },
    ],
    transform: transformSunburstProps,
    events: sunburstEvents,
    click: { data: { key: 'EU' } },
    filters: [{ col: 'region', op: 'IN', val: ['EU'] }],
    selected: 'EU',
    opacities: () => ['EU', 'EU,FR', 'US', 'US,CA'].map((key) => arcOpacity(['EU'], key)),
    dimmed: [1, 1, 0.3, 0.3],
  },
];

describe.each(cases)('$chart cross-filters', (c) => {
  const eventsOf = (props: { interaction: ChartInteraction }) =>
    c.events ? c.events(props as never) : crossFilterEvents(props.interaction);

  it('a click emits the element’s filter; clicking it again clears; a right click drills', () => {
    const { masks, menus, props } = host();
    const transformed = c.transform(testChartProps(c.formData, answer(c.rows), props));
    eventsOf(transformed).click?.(c.click);
    expect(masks).toEqual([
      {
        extraFormData: { filters: c.filters },
        filterState: expect.objectContaining({ selectedValues: [c.selected] }),
      },
    ]);
    eventsOf(transformed).contextmenu?.(c.click);
    expect(menus[0]?.map((f) => f.col)).toEqual(c.filters.map((f) => f.col));

    const selected = c.transform(
      testChartProps(c.formData, answer(c.rows), { ...props, filterState: masks[0]!.filterState! }),
    );
    eventsOf(selected).click?.(c.click);
    expect(masks[1]).toEqual(CLEARED_MASK);
    expect(c.opacities(selected as never)).toEqual(c.dimmed);
  });

  it('emits nothing where the host does not cross-filter', () => {
    const { masks, props } = host({ emitCrossFilters: false });
    eventsOf(c.transform(testChartProps(c.formData, answer(c.rows), props))).click?.(c.click);
    expect(masks).toEqual([]);
  });
});
