import { describe, expect, it } from 'vitest';
import { getTimeRange } from '../shared/formData';
import {
  fillMissingControls,
  panelControls,
  panelDefaults,
  renderTriggerKeys,
  resolveControl,
  validatePanel,
} from './panel';
import type { ControlDatasource, ControlPanelConfig } from './types';

const datasource: ControlDatasource = {
  id: 3,
  main_dttm_col: 'order_date',
  columns: [
    { column_name: 'order_date', is_dttm: true, type_generic: 2 },
    { column_name: 'country', type_generic: 1 },
  ],
  metrics: [{ metric_name: 'count' }],
};
const base = { datasource: '3__table', viz_type: 'test' };

const panel: ControlPanelConfig = {
  controlPanelSections: [
    {
      label: 'Query',
      tab: 'data',
      controlSetRows: [
        ['x_axis'],
        ['metrics'],
        [{ name: 'row_limit', override: { default: 100 } }],
        ['time_range'],
      ],
    },
    { label: 'Options', tab: 'customize', controlSetRows: [['show_legend'], ['stack']] },
  ],
  controlOverrides: { metrics: { label: 'Values' }, row_limit: { default: 50, label: 'Rows' } },
};

describe('control panels as data', () => {
  it('resolves references with the panel override, then the reference override, on top', () => {
    const [xAxis, metrics, rowLimit] = panelControls(panel);
    expect(xAxis?.label).toBe('X-axis');
    expect(metrics).toMatchObject({ name: 'metrics', type: 'metrics', label: 'Values' });
    expect(rowLimit).toMatchObject({ default: 100, label: 'Rows' });
  });

  it('refuses a reference the catalogue does not hold, naming the known controls', () => {
    expect(() => resolveControl('no_such_control')).toThrow(
      /"no_such_control" is not in the control catalogue; known: metrics/,
    );
  });

  it('builds default form data from the panel only, each control writing its default in order', () => {
    const formData = panelDefaults(panel, datasource, base);
    expect(formData).toMatchObject({
      ...base,
      x_axis: 'order_date',
      metrics: ['count'],
      row_limit: 100,
      show_legend: true,
      stack: null,
    });
    expect(getTimeRange(formData)).toBe('No filter');
    // The time filter was written after the x-axis, so it sits on it.
    expect(formData.adhoc_filters).toEqual([
      expect.objectContaining({ subject: 'order_date', operator: 'TEMPORAL_RANGE' }),
    ]);
    expect(formData).not.toHaveProperty('groupby');
    expect(validatePanel(panel, formData, datasource)).toEqual([]);
  });

  it('falls back to COUNT(*) when the dataset has no saved metric', () => {
    const formData = panelDefaults(panel, { ...datasource, metrics: [] }, base);
    expect(formData.metrics).toEqual([expect.objectContaining({ aggregate: 'COUNT', label: 'COUNT(*)' })]);
  });

  it('carries a metric over between one-metric and many-metric panels and keeps what is set', () => {
    const single: ControlPanelConfig = {
      controlPanelSections: [{ label: 'Q', tab: 'data', controlSetRows: [['metric'], ['row_limit']] }],
    };
    const filled = fillMissingControls(single, datasource, { ...base, metrics: ['sum_sales'], row_limit: 7 });
    expect(filled).toMatchObject({ metric: 'sum_sales', row_limit: 7 });
    const back = fillMissingControls(panel, datasource, { ...base, metric: 'sum_sales', metrics: [] });
    expect(back.metrics).toEqual(['sum_sales']);
  });

  it('validates only visible controls and names what is missing', () => {
    const formData = { ...panelDefaults(panel, datasource, base), x_axis: null, metrics: [] };
    expect(validatePanel(panel, formData, datasource)).toEqual([
      'Control labeled X-axis: cannot be empty',
      'Control labeled Values: cannot be empty',
    ]);
  });

  it('lists the render-only controls', () => {
    expect([...renderTriggerKeys(panel)].sort()).toEqual(['show_legend', 'stack']);
  });
});
