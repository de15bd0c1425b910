import { describe, expect, it } from 'vitest';
import { chartRegistry } from '../../../charts';
import { controlDefault, panelControls, panelDefaults, validatePanel } from '../../../charts/controls';
import type { DatasetDetail } from '../api/exploreApi';
import { CONTROL_TYPES } from '../components/controls/controlTypes';
import { defaultFormData } from './formData';

const dataset: DatasetDetail = {
  id: 3,
  table_name: 'orders',
  main_dttm_col: 'order_date',
  columns: [
    { column_name: 'order_date', is_dttm: true, type_generic: 2 },
    { column_name: 'country', type_generic: 1, groupby: true },
  ],
  metrics: [{ metric_name: 'count', expression: 'COUNT(*)' }],
};

const isEmpty = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

describe.each(chartRegistry.list().map((plugin) => [plugin.id, plugin] as const))(
  'the %s panel',
  (_id, plugin) => {
    const controls = panelControls(plugin.controlPanel);

    it('refers only to catalogue controls whose types Explore can draw', () => {
      expect(controls.length).toBeGreaterThan(0);
      for (const control of controls) expect(CONTROL_TYPES, control.name).toHaveProperty([control.type]);
      expect(new Set(controls.map((c) => c.name)).size).toBe(controls.length);
    });

    it('has defaults that validate, except choices left to the user', () => {
      const formData = panelDefaults(plugin.controlPanel, dataset, {
        datasource: '3__table',
        viz_type: plugin.id,
      });
      const allowed = controls
        .filter((c) => isEmpty(controlDefault(c, dataset)))
        .flatMap((c) =>
          (c.validators ?? []).flatMap((v) => {
            const error = v(undefined, formData);
            // The run bar names the control before a generic fragment such as 'cannot be empty'.
            return error === null ? [] : [error, `Control labeled ${c.label}: ${error}`];
          }),
        );
      for (const error of validatePanel(plugin.controlPanel, formData, dataset))
        expect(allowed).toContain(error);
    });

    it('starts a chart from its defaults that builds a query once the user choices are made', () => {
      const formData = { ...defaultFormData(dataset, plugin.id), groupby: ['country'] };
      const context = plugin.buildQuery(formData);
      expect(context.datasource).toEqual({ id: 3, type: 'table' });
      expect(context.queries.length).toBeGreaterThan(0);
    });
  },
);
