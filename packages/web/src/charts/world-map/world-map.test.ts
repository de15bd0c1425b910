import type { QueryFormData, QueryResult } from '@tessera/core';
import { describe, expect, test, vi } from 'vitest';
import { type ChartProps, EMPTY_DATASOURCE, NO_HOOKS } from '../types';
import { worldMapOption } from './option';
import { bubbleRadii, transformWorldMapProps } from './transformProps';

// Featured Charts' "World Map" as Superset saved it, and what WorldMapViz answers for it.
const formData: QueryFormData = {
  datasource: '1__table',
  viz_type: 'world_map',
  entity: 'country_name',
  country_fieldtype: 'name',
  metric: 'sum__SP_POP_TOTL',
  secondary_metric: 'sum__SP_RUR_TOTL',
  max_bubble_size: '25',
  show_bubbles: true,
  color_picker: { r: 0, g: 122, b: 135, a: 1 },
  color_by: 'metric',
  linear_color_scheme: 'schemeYlOrBr',
  y_axis_format: ',d',
};
const answer = {
  data: [
    { country: 'FRA', m1: 66000000, m2: 13000000, latitude: 46, longitude: 2, name: 'France' },
    { country: 'USA', m1: 320000000, m2: 60000000, latitude: 38, longitude: -97, name: 'United States' },
    { country: 'LUX', m1: 600000, m2: 60000, latitude: 49.75, longitude: 6.17, name: 'Luxembourg' },
    { country: 'XXX', m1: 5, m2: 1 },
  ],
} as unknown as QueryResult;

const props = (form: QueryFormData = formData, extra: Partial<ChartProps> = {}): ChartProps => ({
  formData: form,
  queriesData: [answer],
  datasource: EMPTY_DATASOURCE,
  width: 800,
  height: 500,
  filterState: {},
  hooks: NO_HOOKS,
  emitCrossFilters: false,
  ...extra,
});

describe('world_map transformProps', () => {
  test('places the known countries, counts the others, spreads the metric over the scheme', () => {
    const out = transformWorldMapProps(props());
    expect(out.countries.map((c) => c.code)).toEqual(['FRA', 'USA', 'LUX']);
    expect(out.unmatched).toBe(1);
    expect([out.min, out.max]).toEqual([600000, 320000000]);
    expect(out.colors[0]).toBe('#feeaa1');
    expect(out.bubbleColor).toBe('#007a87');
    expect(out.formatValue(66000000)).toBe('66,000,000');
    expect(out.metricLabel).toBe('sum__SP_POP_TOTL');
  });

  test('sizes bubbles as Superset: sqrt of the bubble metric onto 1..max size', () => {
    expect(bubbleRadii([0, 25, 100], 25)).toEqual([1, 13, 25]);
    expect(bubbleRadii([4, 4], 10)).toEqual([10, 10]);
    expect(bubbleRadii([null, 9], 10)).toEqual([0, 10]);
    const [fra, usa, lux] = transformWorldMapProps(props()).countries;
    expect(usa!.radius).toBe(25);
    expect(lux!.radius).toBe(1);
    expect(fra!.radius).toBeGreaterThan(1);
  });

  test('colour by country gives each country a colour of the categorical scheme', () => {
    const out = transformWorldMapProps(props({ ...formData, color_by: 'country' }));
    expect(out.countries.map((c) => c.color)).toEqual(['#1FA8C9', '#454E7C', '#5AC189']);
    const option = worldMapOption(out, new Map()) as { visualMap?: unknown; geo: { regions: unknown[] } };
    expect(option.visualMap).toBeUndefined();
    expect(option.geo.regions[0]).toEqual({ name: 'FRA', itemStyle: { areaColor: '#1FA8C9', opacity: 1 } });
  });

  test('a click filters the country column by the value it holds; a second click clears it', () => {
    const setDataMask = vi.fn();
    const hooks = { ...NO_HOOKS, setDataMask };
    const byName = transformWorldMapProps(props(formData, { emitCrossFilters: true, hooks }));
    expect(byName.interaction.labelMap.USA).toEqual(['United States']);
    const byCode = transformWorldMapProps(props({ ...formData, country_fieldtype: 'cca2' }));
    expect(byCode.interaction.labelMap.USA).toEqual(['US']);
    const selected = transformWorldMapProps(
      props(formData, { filterState: { selectedValues: ['USA'] }, emitCrossFilters: true, hooks }),
    );
    const option = worldMapOption(selected, new Map()) as {
      geo: { regions: { itemStyle: { opacity: number } }[] };
    };
    expect(option.geo.regions.map((r) => r.itemStyle.opacity)).toEqual([0.3, 1, 0.3]);
  });
});

describe('world_map option', () => {
  const option = worldMapOption(transformWorldMapProps(props()), new Map([['DEU', 'Germany']])) as {
    visualMap: { min: number; max: number; text: string[]; inRange: { color: string[] } };
    series: { type: string; data: { name: string; symbolSize?: number; value: unknown }[] }[];
    tooltip: { formatter: (p: unknown) => string };
  };

  test('a continuous colour legend with formatted ends, and bubbles largest first', () => {
    expect(option.visualMap).toMatchObject({ min: 600000, max: 320000000, text: ['320,000,000', '600,000'] });
    expect(option.series.map((s) => s.type)).toEqual(['map', 'scatter']);
    expect(option.series[1]!.data.map((d) => [d.name, d.symbolSize])).toEqual([
      ['USA', 50],
      ['FRA', expect.any(Number)],
      ['LUX', 2],
    ]);
  });

  test('tooltips name the country with its formatted value, escaped, or say it has no data', () => {
    const country = { name: '<b>France</b>', m1: 1234567, m2: 2 };
    expect(option.tooltip.formatter({ seriesType: 'map', name: 'FRA', data: { country } })).toBe(
      '<strong>&#60;b&#62;France&#60;/b&#62;</strong><br>sum__SP_POP_TOTL: 1,234,567',
    );
    expect(option.tooltip.formatter({ seriesType: 'scatter', name: 'FRA', data: { country } })).toBe(
      '<strong>&#60;b&#62;France&#60;/b&#62;</strong><br>sum__SP_RUR_TOTL: 2',
    );
    expect(option.tooltip.formatter({ componentType: 'geo', name: 'DEU' })).toContain(
      '<strong>Germany</strong>',
    );
    expect(option.tooltip.formatter({ componentType: 'geo', name: 'DEU' })).toContain('No data');
  });

  test('no bubbles unless asked', () => {
    const plain = worldMapOption(
      transformWorldMapProps(props({ ...formData, show_bubbles: false })),
      new Map(),
    ) as {
      series: unknown[];
    };
    expect(plain.series).toHaveLength(1);
  });
});
