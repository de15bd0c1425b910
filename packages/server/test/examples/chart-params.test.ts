import { normaliseQueryContext, queryContextErrors } from '@tessera/core';
import { describe, expect, test } from 'vitest';
import { buildFormData, buildQueryContext } from '../../src/examples/chart-params';
import { TESSERA_CHARTS, TIME_COLUMN } from '../../src/examples/tessera-catalogue';

describe("example charts' saved query contexts", () => {
  test.each(TESSERA_CHARTS.map((def) => [def.sliceName, def] as const))(
    '%s: built by core, accepted by the chart-data schema',
    (_name, def) => {
      const form = buildFormData(def, 5, TIME_COLUMN[def.dataset], null);
      const context = buildQueryContext(form);
      expect(context.datasource).toEqual({ id: 5, type: 'table' });
      expect(context.form_data).toBe(form);
      expect(queryContextErrors(context)).toBeNull();
      const [query] = normaliseQueryContext(context).queries;
      expect(query?.filters).toContainEqual({
        col: TIME_COLUMN[def.dataset],
        op: 'TEMPORAL_RANGE',
        val: 'No filter',
      });
    },
  );

  test('a monthly line buckets its time axis; a category bar does not', () => {
    const query = (name: string) => {
      const def = TESSERA_CHARTS.find((chart) => chart.sliceName === name)!;
      return buildQueryContext(buildFormData(def, 5, TIME_COLUMN[def.dataset], null)).queries[0]!;
    };
    expect(query('Monthly Revenue').columns?.[0]).toMatchObject({
      columnType: 'BASE_AXIS',
      timeGrain: 'P1M',
    });
    expect(query('Conversion Rate by Traffic Source').columns?.[0]).not.toHaveProperty('timeGrain');
  });

  test('a chart type core cannot build is refused by name', () => {
    expect(() => buildQueryContext({ datasource: '5__table', viz_type: 'nope' })).toThrow('"nope"');
  });
});
