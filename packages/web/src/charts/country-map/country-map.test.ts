import { COUNTRY_MAP_COUNTRIES, type QueryFormData, type QueryResult } from '@tessera/core';
import { describe, expect, test } from 'vitest';
import { type ChartProps, EMPTY_DATASOURCE, NO_HOOKS } from '../types';
import { COUNTRIES_WITH_GEOMETRY, loadCountryRegions } from './geometry';
import { countryMapOption } from './option';
import { transformCountryMapProps } from './transformProps';

// Misc Charts' "Birth in France by department in 2016" and what CountryMapViz answers for it.
const formData: QueryFormData = {
  datasource: '3__table',
  viz_type: 'country_map',
  entity: 'DEPT_ID',
  metric: {
    aggregate: 'AVG',
    column: { column_name: '2004', type: 'INT' },
    expressionType: 'SIMPLE',
    label: 'Boys',
  },
  select_country: 'France',
  number_format: ',d',
};
const answer = {
  data: [
    { country_id: 'FR-01', metric: 6706 },
    { country_id: 'FR-75', metric: 31000.4 },
    { country_id: 'FR-2A', metric: null },
  ],
} as unknown as QueryResult;

const props = (form: QueryFormData = formData): ChartProps => ({
  formData: form,
  queriesData: [answer],
  datasource: EMPTY_DATASOURCE,
  width: 800,
  height: 600,
  filterState: {},
  hooks: NO_HOOKS,
  emitCrossFilters: false,
});

describe('country_map', () => {
  test('shades each region by its ISO code over the answer’s range', () => {
    const out = transformCountryMapProps(props());
    expect(out.country).toBe('france');
    expect(out.countryLabel).toBe('France');
    expect(out.regions).toEqual([
      { code: 'FR-01', value: 6706 },
      { code: 'FR-75', value: 31000.4 },
      { code: 'FR-2A', value: null },
    ]);
    expect([out.min, out.max]).toEqual([6706, 31000.4]);
    expect(out.metricLabel).toBe('Boys');
    const option = countryMapOption(out, new Map([['FR-75', 'Paris']])) as {
      visualMap: { text: string[] };
      series: { nameProperty: string; data: { name: string; value: number }[] }[];
      tooltip: { formatter: (p: unknown) => string };
    };
    expect(option.visualMap.text).toEqual(['31,000', '6,706']);
    expect(option.series[0]!.nameProperty).toBe('ISO');
    expect(option.tooltip.formatter({ name: 'FR-75', value: 31000.4 })).toBe(
      '<strong>Paris</strong> <span style="color:#8c8c8c">FR-75</span><br>Boys: 31,000',
    );
    expect(option.tooltip.formatter({ name: 'FR-2A', value: Number.NaN })).toContain('No data');
  });

  test('has geometry for every country the picker offers, and only those', () => {
    expect(COUNTRIES_WITH_GEOMETRY).toEqual([...COUNTRY_MAP_COUNTRIES].sort());
    expect(loadCountryRegions('atlantis')).toBeNull();
  });

  test("France's departments carry the ISO codes Superset's example data uses", async () => {
    const france = await loadCountryRegions('france')!;
    const codes = france.features.map((f) => f.properties.ISO);
    expect(codes).toHaveLength(101);
    for (const code of ['FR-01', 'FR-2A', 'FR-2B', 'FR-75', 'FR-95', 'FR-GF']) expect(codes).toContain(code);
    expect(france.features.find((f) => f.properties.ISO === 'FR-75')?.properties.NAME_1).toBe('Paris');
  });
});
