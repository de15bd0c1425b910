// One table-driven walk over every chart core builds queries for.
import { describe, expect, test } from 'vitest';
import { normaliseQueryContext } from '../query/context';
import { queryContextErrors } from '../query/validate';
import type { QueryFormData } from '../wire';
import { bigNumberTotalFormData } from './big-number/fixtures';
import { bubbleFormData } from './bubble/fixtures';
import { ganttFormData } from './gantt/fixtures';
import { graphFormData } from './graph/fixtures';
import { histogramFormData } from './histogram/fixtures';
import { pieFormData } from './pie/fixtures';
import { CORE_CHARTS, findCoreChart } from './registry';
import { sankeyFormData } from './sankey/fixtures';
import { tableFormData } from './table/fixtures';
import { timeseriesFormData } from './timeseries/fixtures';
import { treeFormData } from './tree/fixtures';
import { getVizType, modernVizType, VIZ_TYPES } from './viz-types';
import { wordCloudFormData } from './word-cloud/fixtures';

const FIXTURES: Readonly<Record<string, QueryFormData>> = {
  table: tableFormData,
  pie: pieFormData,
  big_number_total: bigNumberTotalFormData,
  histogram_v2: histogramFormData,
  bubble_v2: bubbleFormData,
  word_cloud: wordCloudFormData,
  graph_chart: graphFormData,
  tree_chart: treeFormData,
  sankey_v2: sankeyFormData,
  gantt_chart: ganttFormData,
};

function fixtureFor(id: string): QueryFormData {
  return FIXTURES[id] ?? { ...timeseriesFormData, viz_type: id };
}

const DASHBOARD = {
  filters: [{ col: 'country', op: 'IN', val: ['France'] }],
  time_range: 'Last month',
};

describe.each(CORE_CHARTS.map((chart) => [chart.id, chart] as const))('%s', (id, chart) => {
  test('its id is a Superset viz type and its metadata says so', () => {
    expect(getVizType(id).legacyApi).toBe(chart.metadata.useLegacyApi);
    expect(findCoreChart(id)).toBe(chart);
  });

  test("buildQuery of its fixture is a query context the server's schema accepts", () => {
    const context = chart.buildQuery(fixtureFor(id));
    expect(queryContextErrors(context)).toBeNull();
    const normalised = normaliseQueryContext(context);
    expect(normalised.queries.length).toBeGreaterThan(0);
  });

  test("a dashboard's extra form data reaches every query and still validates", () => {
    const context = chart.buildQuery({ ...fixtureFor(id), extra_form_data: DASHBOARD });
    expect(queryContextErrors(context)).toBeNull();
    for (const query of normaliseQueryContext(context).queries) {
      expect(query.filters).toContainEqual(
        expect.objectContaining({ col: 'country', op: 'IN', val: ['France'] }),
      );
    }
  });
});

describe('viz types', () => {
  test("Superset's migrated legacy ids open as their modern equivalents", () => {
    expect(modernVizType('line')).toBe('echarts_timeseries_line');
    expect(modernVizType('dual_line')).toBe('mixed_timeseries');
    expect(modernVizType('pivot_table')).toBe('pivot_table_v2');
    expect(modernVizType('table')).toBe('table');
    for (const type of VIZ_TYPES) {
      if (type.migratesTo) expect(getVizType(type.migratesTo).migratesTo).toBeUndefined();
    }
  });

  test('an unknown id is refused with the known ids', () => {
    expect(() => getVizType('nope')).toThrow(/Unknown visualization type "nope"; known: .*echarts_area/);
  });
});
