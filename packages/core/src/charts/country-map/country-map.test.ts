import { describe, expect, test } from 'vitest';
import { queryContextErrors } from '../../query/validate';
import type { QueryFormData } from '../../wire';
import { savedSupersetCharts } from '../test-support';
import { COUNTRY_MAP_COUNTRIES, countryMapChart, countryMapKey, countryMapLabel } from '.';

const saved = savedSupersetCharts((chart) => chart.viz_type === 'country_map');

describe('country_map', () => {
  test("Superset's saved country map builds a query context and names a country we draw", () => {
    expect(saved.length).toBeGreaterThanOrEqual(1);
    for (const [path, chart] of saved) {
      const params = chart.params as Record<string, unknown>;
      const formData = { ...params, datasource: '5__table' } as QueryFormData;
      expect(queryContextErrors(countryMapChart.buildQuery(formData)), path).toBeNull();
      expect(COUNTRY_MAP_COUNTRIES).toContain(countryMapKey(params.select_country));
    }
  });

  test("labels the countries as Superset's picker", () => {
    expect(countryMapLabel('france')).toBe('France');
    expect(countryMapLabel('bosnia_and_herzegovina')).toBe('Bosnia And Herzegovina');
    expect(countryMapLabel('usa')).toBe('USA');
    expect(countryMapLabel('france_regions')).toBe('France (regions)');
  });

  test('reads select_country case-insensitively and lists each country once', () => {
    expect(countryMapKey(' France ')).toBe('france');
    expect(countryMapKey('')).toBeNull();
    expect(countryMapKey(null)).toBeNull();
    expect(new Set(COUNTRY_MAP_COUNTRIES).size).toBe(COUNTRY_MAP_COUNTRIES.length);
    expect(COUNTRY_MAP_COUNTRIES.length).toBe(198);
  });
});
