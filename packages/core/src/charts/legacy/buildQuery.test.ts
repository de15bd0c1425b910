import { describe, expect, test } from 'vitest';
import { queryContextErrors } from '../../query/validate';
import type { QueryFormData } from '../../wire';
import { savedSupersetCharts } from '../test-support';
import { getVizType } from '../viz-types';
import { buildLegacyQuery, legacyCoreChart } from './buildQuery';

const legacyCharts = savedSupersetCharts((chart) => {
  const vizType = (chart.params as { viz_type?: string } | undefined)?.viz_type ?? '';
  return ['horizon', 'chord', 'para'].includes(vizType);
});

describe('the query context saved with a legacy chart', () => {
  test("Superset's saved horizon, chord and parallel-coordinates charts build one the schema accepts", () => {
    expect(legacyCharts.length).toBeGreaterThanOrEqual(3);
    for (const [path, chart] of legacyCharts) {
      const params = chart.params as Record<string, unknown>;
      const formData = { ...params, datasource: '7__table' } as QueryFormData;
      const context = buildLegacyQuery(formData);
      expect(queryContextErrors(context), path).toBeNull();
      expect(context.datasource).toEqual({ id: 7, type: 'table' });
      expect(context.form_data).toBe(formData);
      expect(getVizType(formData.viz_type).legacyApi).toBe(true);
    }
  });

  test("is BaseViz's base query: metrics, dimensions, and a dashboard's filters folded in", () => {
    const context = buildLegacyQuery({
      datasource: '3__table',
      viz_type: 'chord',
      groupby: ['source'],
      columns: ['target'],
      metric: 'count',
      row_limit: 50,
      extra_form_data: { filters: [{ col: 'country', op: 'IN', val: ['France'] }] },
    });
    expect(queryContextErrors(context)).toBeNull();
    expect(context.queries[0]).toMatchObject({
      columns: ['source', 'target'],
      metrics: ['count'],
      row_limit: 50,
      filters: [expect.objectContaining({ col: 'country', op: 'IN', val: ['France'] })],
    });
  });

  test('a legacy core chart must say it reads the legacy API', () => {
    const metadata = {
      name: 'Chord Diagram',
      category: 'Flow',
      description: '',
      tags: [],
      behaviors: [],
      deprecated: false,
      useLegacyApi: true,
    };
    expect(legacyCoreChart('chord', metadata).buildQuery).toBe(buildLegacyQuery);
    expect(() => legacyCoreChart('chord', { ...metadata, useLegacyApi: false })).toThrow(/not a legacy/);
  });
});
