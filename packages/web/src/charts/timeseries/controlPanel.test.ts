import type { QueryFormData } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { controlCatalogue, isVisible, panelControls, resolveControl, validatePanel } from '../controls';
import type { ControlDatasource } from '../controls/types';
import { tableControlPanel } from '../table/controlPanel';
import { timeseriesControlPanel } from './controlPanel';

// Fixtures: the three quick-tile time-series types.
const TYPES = ['echarts_timeseries_line', 'echarts_timeseries_bar', 'echarts_area'];
const datasource: ControlDatasource = {
  id: 1,
  main_dttm_col: 'ds',
  columns: [{ column_name: 'ds', is_dttm: true, type_generic: 2 }],
  metrics: [{ metric_name: 'count' }],
};
const line = {
  datasource: '1__table',
  viz_type: 'echarts_timeseries_line',
  x_axis: 'ds',
  metrics: ['count'],
  row_limit: 10000,
} as QueryFormData;

const queryNames = (vizType: string) =>
  timeseriesControlPanel(vizType)
    .controlPanelSections[0]!.controlSetRows.flat()
    .map((ref) => (typeof ref === 'string' ? ref : ref.name));

describe('the time-series panels’ series limit and sort-by (Superset’s Timeseries panel)', () => {
  it.each(TYPES)('%s has the series limit, sort-by and direction before the row limit', (vizType) => {
    const names = queryNames(vizType);
    expect(names.slice(names.indexOf('adhoc_filters'))).toEqual([
      'adhoc_filters',
      'limit',
      'timeseries_limit_metric',
      'order_desc',
      'row_limit',
    ]);
  });

  it('takes one shared definition for each (no per-chart copies)', () => {
    const controls = panelControls(timeseriesControlPanel(TYPES[0]!));
    const limit = controls.find((c) => c.name === 'limit')!;
    expect(limit).toMatchObject({ type: 'select', label: 'Series limit', freeForm: true, clearable: true });
    expect(limit.choices).toEqual([5, 10, 25, 50, 100, 500].map((n) => ({ value: n, label: String(n) })));
    expect(resolveControl('limit')).toEqual(controlCatalogue.limit);
    const sort = controls.find((c) => c.name === 'timeseries_limit_metric')!;
    expect(sort).toMatchObject({ type: 'metric', label: 'Sort by', default: null });
  });

  it('shows Sort descending only once a sort-by metric is chosen', () => {
    const orderDesc = panelControls(timeseriesControlPanel(TYPES[0]!)).find((c) => c.name === 'order_desc')!;
    expect(isVisible(orderDesc, line, datasource)).toBe(false);
    expect(isVisible(orderDesc, { ...line, timeseries_limit_metric: 'count' }, datasource)).toBe(true);
  });

  it('keeps the table’s Sort by hidden in raw-records mode (its own visibility, not the mixed chart’s)', () => {
    const sort = panelControls(tableControlPanel).find((c) => c.name === 'timeseries_limit_metric')!;
    const table = { datasource: '1__table', viz_type: 'table' } as QueryFormData;
    expect(isVisible(sort, { ...table, query_mode: 'aggregate' }, datasource)).toBe(true);
    expect(isVisible(sort, { ...table, query_mode: 'raw' }, datasource)).toBe(false);
  });
});

describe('row and series limit validators (spec 000 point 5)', () => {
  const panel = timeseriesControlPanel(TYPES[0]!);

  it('accepts whole numbers, as numbers or text, and an empty series limit', () => {
    expect(validatePanel(panel, { ...line, limit: 25, row_limit: '500' }, datasource)).toEqual([]);
    expect(validatePanel(panel, { ...line, limit: null }, datasource)).toEqual([]);
  });

  it('names the control before Superset’s message, for the run bar', () => {
    expect(validatePanel(panel, { ...line, row_limit: 1.5 }, datasource)).toEqual([
      'Control labeled Row limit: is expected to be an integer',
    ]);
    expect(validatePanel(panel, { ...line, limit: 'ten' }, datasource)).toEqual([
      'Control labeled Series limit: is expected to be an integer',
    ]);
  });

  it('validates the row limit of every chart that has one (the shared definition)', () => {
    expect(
      validatePanel(tableControlPanel, { ...line, viz_type: 'table', row_limit: 'abc' }, datasource),
    ).toContain('Control labeled Row limit: is expected to be an integer');
  });
});
