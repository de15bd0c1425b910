import { describe, expect, test } from 'vitest';
import { queryContextErrors } from '../../query/validate';
import type { QueryFormData } from '../../wire';
import { findCoreChart } from '../registry';
import { savedSupersetCharts } from '../test-support';
import { getVizType } from '../viz-types';
import { LEGACY_FORM_DATA } from './fixtures';
import { migrateChartConfig, migrateFormData } from './migrate';
import { VIZ_MIGRATIONS } from './processors';

const timeFilter = (subject: string, comparator: string) => ({
  clause: 'WHERE',
  subject,
  operator: 'TEMPORAL_RANGE',
  comparator,
  expressionType: 'SIMPLE',
});

const migrated = (id: string) => migrateFormData(id, LEGACY_FORM_DATA[id]!)!;

describe('viz migrations as Superset processors.py converts them', () => {
  test('area → echarts_area: stack style, opacity, brush, contribution, margins, ticks, time shift', () => {
    expect(migrated('area')).toEqual({
      vizType: 'echarts_area',
      formData: {
        viz_type: 'echarts_area',
        metrics: ['sum__num'],
        groupby: ['gender'],
        x_axis_title: 'Day',
        x_axis_title_margin: 30,
        xAxisLabelRotation: 45,
        time_compare: ['1 week ago'],
        comparison_type: 'difference',
        contributionMode: 'row',
        zoomable: true,
        markerEnabled: false,
        truncateYAxis: true,
        stack: 'Expand',
        opacity: 0.7,
        x_axis: 'ds',
        time_grain_sqla: 'P1D',
        adhoc_filters: [timeFilter('ds', 'Last week')],
      },
    });
  });

  test('bar → echarts_timeseries_bar: stacked, values shown, log axis, markers', () => {
    expect(migrated('bar').formData).toEqual({
      viz_type: 'echarts_timeseries_bar',
      metrics: ['count'],
      show_value: true,
      logAxis: true,
      stack: 'Stack',
      contributionMode: null,
      zoomable: false,
      markerEnabled: true,
      truncateYAxis: true,
      comparison_type: 'values',
      x_axis: 'ds',
      time_grain_sqla: 'P1D',
      adhoc_filters: [timeFilter('ds', 'Last week')],
    });
  });

  test('bubble → bubble_v2: limit becomes the row limit (the old row limit gives way), log x, margins', () => {
    expect(migrated('bubble').formData).toEqual({
      viz_type: 'bubble_v2',
      entity: 'country',
      series: 'region',
      x: 'sum__SP_RUR_TOTL_ZS',
      y: 'sum__SP_DYN_LE00_IN',
      size: 'sum__SP_POP_TOTL',
      row_limit: 50,
      logXAxis: true,
      x_axis_label: 'Rural',
      x_axis_title_margin: 30,
      xAxisLabelRotation: 0,
      truncateYAxis: true,
    });
  });

  test('dual_line → mixed_timeseries: the two metrics as queries A and B on two axes, filters on both', () => {
    const filters = [
      LEGACY_FORM_DATA.dual_line!.adhoc_filters as unknown[],
      timeFilter('ds', 'Last week'),
    ].flat();
    expect(migrated('dual_line').formData).toEqual({
      viz_type: 'mixed_timeseries',
      x_axis_time_format: 'smart_date',
      y_axis_format_secondary: '.2f',
      y_axis_bounds_secondary: [0, 10],
      yAxisIndex: 0,
      yAxisIndexB: 1,
      truncateYAxis: true,
      metrics: ['sum__num'],
      metrics_b: ['count'],
      x_axis: 'ds',
      time_grain_sqla: 'P1D',
      adhoc_filters: filters,
      adhoc_filters_b: filters,
    });
  });

  test('heatmap → heatmap_v2: x and y columns, value bounds, percentages, a continuous legend', () => {
    expect(migrated('heatmap').formData).toEqual({
      viz_type: 'heatmap_v2',
      x_axis: 'clinical_stage',
      groupby: 'product_category',
      metric: 'count',
      value_bounds: [null, null],
      show_percentage: true,
      legend_type: 'continuous',
    });
  });

  test('histogram → histogram_v2: the column, bins from the link length, normalise', () => {
    expect(migrated('histogram').formData).toEqual({
      viz_type: 'histogram_v2',
      column: 'num',
      bins: 25,
      x_axis_title: 'Births',
      normalize: true,
      groupby: [],
    });
    expect(
      migrateFormData('histogram', { viz_type: 'histogram', all_columns_x: ['num'] })!.formData.bins,
    ).toBe(5);
  });

  test('line → echarts_timeseries_line, or a step or smooth chart by its interpolation', () => {
    expect(migrated('line')).toEqual({
      vizType: 'echarts_timeseries_step',
      formData: {
        viz_type: 'echarts_timeseries_step',
        metrics: ['sum__num'],
        seriesType: 'end',
        truncateYAxis: true,
        rolling_type: 'mean',
        rolling_periods: 7,
        contributionMode: null,
        zoomable: false,
        markerEnabled: false,
        comparison_type: 'values',
        x_axis: 'ds',
        time_grain_sqla: 'P1D',
        adhoc_filters: [timeFilter('ds', 'Last week')],
      },
    });
    const line = LEGACY_FORM_DATA.line!;
    expect(migrateFormData('line', { ...line, line_interpolation: 'cardinal' })!.vizType).toBe(
      'echarts_timeseries_smooth',
    );
    expect(migrateFormData('line', { ...line, line_interpolation: 'linear' })!.vizType).toBe(
      'echarts_timeseries_line',
    );
  });

  test('pivot_table → pivot_table_v2: rows and columns, totals from the margins, the aggregate by name', () => {
    expect(migrated('pivot_table').formData).toEqual({
      viz_type: 'pivot_table_v2',
      groupbyRows: ['name'],
      groupbyColumns: ['state'],
      metrics: ['sum__num'],
      aggregateFunction: 'Sum',
      colTotals: true,
      colSubTotals: true,
      combineMetric: false,
      valueFormat: '.3s',
      series_limit: 100,
      transposePivot: true,
      rowOrder: 'value_z_to_a',
    });
  });

  test('sankey → sankey_v2: source and target from the first two columns', () => {
    expect(migrated('sankey').formData).toEqual({
      viz_type: 'sankey_v2',
      source: 'source',
      target: 'target',
      metric: 'sum__value',
      row_limit: 5000,
    });
  });

  test('sunburst → sunburst_v2: the hierarchy as columns', () => {
    expect(migrated('sunburst').formData).toEqual({
      viz_type: 'sunburst_v2',
      columns: ['region', 'country'],
      metric: 'sum__pop',
    });
  });

  test('treemap → treemap_v2: one metric, sorted by it, the time range as a filter', () => {
    expect(migrated('treemap').formData).toEqual({
      viz_type: 'treemap_v2',
      groupby: ['genre'],
      metric: 'count',
      sort_by_metric: true,
      adhoc_filters: [timeFilter('ds', 'Last week')],
    });
  });

  test('dist_bar → echarts_timeseries_bar: the first column as the x-axis, the rest as dimensions', () => {
    expect(migrated('dist_bar').formData).toEqual({
      viz_type: 'echarts_timeseries_bar',
      x_axis: 'genre',
      groupby: ['platform', 'publisher'],
      metrics: ['count'],
      show_value: true,
      stack: null,
      xAxisLabelRotation: 45,
      contributionMode: null,
      zoomable: false,
      markerEnabled: false,
      truncateYAxis: true,
      comparison_type: 'values',
      // dist_bar has no x-axis control: the time column only filters.
      adhoc_filters: [timeFilter('ds', 'Last week')],
    });
  });

  test('a time column given as an expression filters by SQL; a chart not migrated is left alone', () => {
    const expression = { label: 'day', sqlExpression: 'CAST(ts AS DATE)' };
    const { formData } = migrateFormData('treemap', { viz_type: 'treemap', granularity_sqla: expression })!;
    expect(formData.adhoc_filters).toEqual([
      {
        clause: 'WHERE',
        subject: 'day',
        operator: 'TEMPORAL_RANGE',
        comparator: null,
        expressionType: 'SQL',
        sqlExpression: 'CAST(ts AS DATE)',
      },
    ]);
    expect(migrateFormData('pie', { viz_type: 'pie' })).toBeNull();
  });

  test('the input is not changed, and every migration targets the id viz-types.ts names', () => {
    const input = JSON.parse(JSON.stringify(LEGACY_FORM_DATA.dist_bar)) as Record<string, unknown>;
    migrateFormData('dist_bar', input);
    expect(input).toEqual(LEGACY_FORM_DATA.dist_bar);
    for (const migration of VIZ_MIGRATIONS) {
      expect(getVizType(migration.source).migratesTo).toBe(migration.target);
      expect(LEGACY_FORM_DATA[migration.source]).toBeDefined();
    }
  });
});

describe('migrateChartConfig (import)', () => {
  test('moves viz_type and params, and the saved query context takes the migrated form data', () => {
    const params = LEGACY_FORM_DATA.sunburst!;
    const config = {
      slice_name: 'Regions',
      viz_type: 'sunburst',
      params,
      query_context: JSON.stringify({ datasource: { id: 1, type: 'table' }, form_data: params, queries: [] }),
    };
    const out = migrateChartConfig(config);
    expect(out.slice_name).toBe('Regions');
    expect(out.viz_type).toBe('sunburst_v2');
    expect(out.params).toMatchObject({ viz_type: 'sunburst_v2', columns: ['region', 'country'] });
    expect(JSON.parse(out.query_context!)).toEqual({
      datasource: { id: 1, type: 'table' },
      form_data: out.params,
      queries: [],
    });
    const table = { viz_type: 'table', params: { viz_type: 'table' }, query_context: null };
    expect(migrateChartConfig(table)).toBe(table);
  });
});

// Superset's example charts that still carry legacy ids: migrated, they build queries the
// chart-data schema accepts through the modern chart's own buildQuery.
const legacyExamples = savedSupersetCharts((chart) =>
  VIZ_MIGRATIONS.some((m) => m.source === chart.viz_type),
);

describe("Superset's example charts with legacy ids", () => {
  test('the bundles hold dist_bar, heatmap and treemap charts', () => {
    const ids = new Set(legacyExamples.map(([, chart]) => chart.viz_type));
    expect([...ids].sort()).toEqual(['dist_bar', 'heatmap', 'treemap']);
  });

  test.each(legacyExamples)('%s migrates to a chart whose query the schema accepts', (_path, chart) => {
    const { vizType, formData } = migrateFormData(
      String(chart.viz_type),
      chart.params as Record<string, unknown>,
    )!;
    const core = findCoreChart(vizType);
    expect(core, `${vizType} has a core chart`).not.toBeNull();
    const context = core!.buildQuery(formData as QueryFormData);
    expect(queryContextErrors(context)).toBeNull();
    expect(formData).not.toHaveProperty('granularity_sqla');
    expect(formData).not.toHaveProperty('time_range');
  });

  test('Video Game Sales: the stacked market bars by genre, the genre treemap, the genre × platform heatmap', () => {
    const byName = new Map(legacyExamples.map(([path, chart]) => [path, chart]));
    const bars = byName.get('Video_Game_Sales/charts/Total_Sales_per_Market_Grouped_by_Genre.yaml')!;
    const barsMigrated = migrateFormData('dist_bar', bars.params as Record<string, unknown>)!.formData;
    expect(barsMigrated).toMatchObject({
      viz_type: 'echarts_timeseries_bar',
      x_axis: 'genre',
      groupby: [],
      stack: 'Stack',
      x_axis_title: 'Genre',
      x_axis_title_margin: 30,
      xAxisLabelRotation: 45,
      show_extra_controls: true,
      adhoc_filters: [timeFilter('year', 'No filter')],
    });
    expect(barsMigrated).not.toHaveProperty('columns');
    const treemap = byName.get('Video_Game_Sales/charts/Games_per_Genre.yaml')!;
    expect(migrateFormData('treemap', treemap.params as Record<string, unknown>)!.formData).toMatchObject({
      viz_type: 'treemap_v2',
      metric: 'count',
      groupby: ['genre'],
      adhoc_filters: [timeFilter('year', 'No filter')],
    });
  });
});
