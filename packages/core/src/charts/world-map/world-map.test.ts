import { describe, expect, test } from 'vitest';
import { queryContextErrors } from '../../query/validate';
import type { QueryFormData } from '../../wire';
import { savedSupersetCharts } from '../test-support';
import { getVizType } from '../viz-types';
import { alpha3OfAtlasShape, worldMapChart } from '.';

const saved = savedSupersetCharts((chart) => chart.viz_type === 'world_map');

describe('world_map', () => {
  test("Superset's saved world maps build a query context the schema accepts", () => {
    expect(saved.length).toBeGreaterThanOrEqual(4);
    for (const [path, chart] of saved) {
      const formData = { ...(chart.params as object), datasource: '5__table' } as QueryFormData;
      expect(queryContextErrors(worldMapChart.buildQuery(formData)), path).toBeNull();
    }
    expect(worldMapChart.metadata.useLegacyApi).toBe(getVizType('world_map').legacyApi);
  });

  test("names the atlas' shapes by ISO alpha-3, from their numeric code or, for Kosovo, its name", () => {
    expect(alpha3OfAtlasShape('250')).toBe('FRA');
    expect(alpha3OfAtlasShape('840')).toBe('USA');
    expect(alpha3OfAtlasShape(4)).toBe('AFG');
    expect(alpha3OfAtlasShape('036')).toBe('AUS');
    expect(alpha3OfAtlasShape(undefined, 'Kosovo')).toBe('UNK');
    expect(alpha3OfAtlasShape(undefined, 'N. Cyprus')).toBeNull();
    expect(alpha3OfAtlasShape('999')).toBeNull();
  });
});
