// Superset's own example bundles (../shared/superset-examples, read at test time) satisfy the wire
// schemas: every dashboard's position and json_metadata and every chart's params.

import { describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { dashboardMetadataSchema } from './dashboard-metadata';
import { chartParamsSchema, formDataSchema } from './form-data';
import { describeIssues } from './issues';
import { positionSchema } from './layout';
import { queryContextRequestSchema } from './query-context';

const files = (kind: 'charts' | 'dashboards'): [string, Record<string, unknown>][] =>
  Object.entries(
    kind === 'charts'
      ? import.meta.glob<string>('../../../../../shared/superset-examples/*/charts/*.yaml', {
          query: '?raw',
          import: 'default',
          eager: true,
        })
      : import.meta.glob<string>('../../../../../shared/superset-examples/*/dashboards/*.yaml', {
          query: '?raw',
          import: 'default',
          eager: true,
        }),
  ).map(([path, text]) => [path.split('superset-examples/')[1]!, parse(text) as Record<string, unknown>]);

const dashboards = files('dashboards');
const charts = files('charts');
// Without the shared folder next to the repository there is nothing to read: the suite is skipped.
const missing = dashboards.length === 0;

/** The schema's problems with a value, as readable lines (empty when it parses). */
function problems(
  schema: { safeParse: (v: unknown) => { success: boolean; error?: unknown } },
  value: unknown,
) {
  const result = schema.safeParse(value);
  return result.success ? [] : describeIssues(result.error as Parameters<typeof describeIssues>[0]);
}

describe.skipIf(missing)("Superset's example bundles", () => {
  test('are all there: ten dashboards and their charts', () => {
    expect(dashboards).toHaveLength(10);
    expect(charts.length).toBeGreaterThan(100);
  });

  test.each(dashboards)('%s: position parses as a layout', (_path, dashboard) => {
    expect(problems(positionSchema, dashboard.position)).toEqual([]);
  });

  test.each(dashboards.filter(([, d]) => d.metadata))('%s: metadata parses as json_metadata', (_path, d) => {
    expect(problems(dashboardMetadataSchema, d.metadata)).toEqual([]);
  });

  test.each(charts)('%s: params parse as chart params', (_path, chart) => {
    expect(problems(chartParamsSchema, chart.params)).toEqual([]);
  });

  test('params that name their datasource are whole form data', () => {
    const named = charts.filter(([, chart]) => (chart.params as { datasource?: unknown }).datasource);
    expect(named.length).toBeGreaterThan(80);
    for (const [, chart] of named) expect(problems(formDataSchema, chart.params)).toEqual([]);
  });

  const contexts = charts.filter(([, chart]) => typeof chart.query_context === 'string');
  test.each(contexts)('%s: query_context parses as a chart-data body', (_path, chart) => {
    expect(problems(queryContextRequestSchema, JSON.parse(chart.query_context as string))).toEqual([]);
  });
});
