// The wire schemas refuse malformed values with the path of what is wrong, and keep unknown keys.
import { describe, expect, test } from 'vitest';
import type { z } from 'zod';
import { chartStatusSchema } from './chart-status';
import { dashboardMetadataSchema } from './dashboard-metadata';
import { dataMaskSchema } from './data-mask';
import { formDataSchema } from './form-data';
import { describeIssues } from './issues';
import { positionSchema } from './layout';
import { queryContextRequestSchema } from './query-context';
import { queryResultSchema } from './query-result';

function problems(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : describeIssues(result.error);
}

const chart = (meta: Record<string, unknown>) => ({
  DASHBOARD_VERSION_KEY: 'v2',
  ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
  GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['CHART-a'], parents: ['ROOT_ID'] },
  'CHART-a': { id: 'CHART-a', type: 'CHART', children: [], parents: ['ROOT_ID', 'GRID_ID'], meta },
});

describe('position_json', () => {
  test('a chart component with a text width is refused at its meta field', () => {
    expect(problems(positionSchema, chart({ chartId: 1, width: 'wide' }))).toEqual([
      'CHART-a.meta.width: Invalid input: expected number, received string',
    ]);
  });

  test('a component without children is refused unless it may omit them', () => {
    const position = { ...chart({ chartId: 1 }), 'ROW-b': { id: 'ROW-b', type: 'ROW', children: 'CHART-a' } };
    expect(problems(positionSchema, position)).toEqual([
      'ROW-b.children: Invalid input: expected array, received string',
    ]);
    const header = positionSchema.parse({
      HEADER_ID: { id: 'HEADER_ID', type: 'HEADER', meta: { text: 'T' } },
    });
    expect(header.HEADER_ID).toEqual({ id: 'HEADER_ID', type: 'HEADER', children: [], meta: { text: 'T' } });
  });

  test('unknown component types and meta keys survive', () => {
    const position = chart({ chartId: 1, '0': 'ROOT_ID' });
    const dynamic = { id: 'DYNAMIC-x', type: 'SOMETHING_NEW', children: [], meta: { extra: 1 } };
    expect(positionSchema.parse({ ...position, 'DYNAMIC-x': dynamic })).toMatchObject({
      'CHART-a': { meta: { chartId: 1, '0': 'ROOT_ID' } },
      'DYNAMIC-x': dynamic,
    });
  });
});

describe('json_metadata', () => {
  const filter = {
    id: 'NATIVE_FILTER-1',
    name: 'Country',
    filterType: 'filter_select',
    targets: [{ datasetId: 1, column: { name: 'country' } }],
    scope: { rootPath: ['ROOT_ID'], excluded: [] },
  };

  test('native filters, dividers and cross-filter scoping parse', () => {
    const metadata = {
      native_filter_configuration: [
        filter,
        { id: 'NATIVE_FILTER_DIVIDER-1', type: 'DIVIDER', title: 'Time' },
      ],
      chart_configuration: { '7': { id: 7, crossFilters: { scope: 'global', chartsInScope: [8] } } },
      cross_filters_enabled: true,
      color_scheme: 'supersetColors',
      label_colors: { France: '#1FA8C9' },
      refresh_frequency: 0,
      some_future_key: { kept: true },
    };
    expect(dashboardMetadataSchema.parse(metadata)).toEqual(metadata);
  });

  test.each([
    [
      { native_filter_configuration: [{ ...filter, targets: 'country' }] },
      'native_filter_configuration.0.targets: Invalid input: expected array, received string',
    ],
    [{ refresh_frequency: -5 }, 'refresh_frequency: Too small: expected number to be >=0'],
    [{ label_colors: { France: 3 } }, 'label_colors.France: Invalid input: expected string, received number'],
    [
      {
        chart_configuration: {
          '7': { id: 7, crossFilters: { scope: { rootPath: 'ROOT_ID', excluded: [] } } },
        },
      },
      'chart_configuration.7.crossFilters.scope.rootPath: Invalid input: expected array, received string',
    ],
  ])('%j is refused: %s', (metadata, message) => {
    expect(problems(dashboardMetadataSchema, metadata)).toEqual([message]);
  });
});

describe('form data', () => {
  const base = { datasource: '22__table', viz_type: 'pie' };

  test('keys it does not know pass through', () => {
    expect(formDataSchema.parse({ ...base, donut: true, metric: 'count' })).toEqual({
      ...base,
      donut: true,
      metric: 'count',
    });
  });

  test.each([
    [{ viz_type: 'pie' }, 'datasource: Invalid input: expected string, received undefined'],
    [
      { ...base, metrics: [{ expressionType: 'MAGIC', aggregate: 'SUM' }] },
      'metrics.0.expressionType: Invalid option: expected one of "SIMPLE"|"SQL"',
    ],
    [
      { ...base, adhoc_filters: [{ expressionType: 'SIMPLE', clause: 'WHERE', subject: 7 }] },
      'adhoc_filters.0.subject: Invalid input: expected string, received number',
    ],
    [
      { ...base, extra_form_data: { filters: [{ col: 'country', val: ['France'] }] } },
      'extra_form_data.filters.0.op: Invalid input: expected string, received undefined',
    ],
  ])('%j is refused: %s', (formData, message) => {
    expect(problems(formDataSchema, formData)).toEqual([message]);
  });
});

describe('data mask, query result and chart status', () => {
  test('a native select filter’s data mask parses', () => {
    const mask = {
      id: 'NATIVE_FILTER-1',
      extraFormData: { filters: [{ col: 'country', op: 'IN', val: ['France'] }] },
      filterState: { value: ['France'], label: 'France' },
      ownState: {},
    };
    expect(dataMaskSchema.parse(mask)).toEqual(mask);
    expect(problems(dataMaskSchema, { extraFormData: { time_range: 7 } })).toEqual([
      'extraFormData.time_range: Invalid input: expected string, received number',
    ]);
  });

  test('a query result needs its rows and their column names and types', () => {
    const result = { data: [{ a: 1 }], colnames: ['a'], coltypes: [0], rowcount: 1, status: 'success' };
    expect(queryResultSchema.parse(result)).toEqual(result);
    expect(problems(queryResultSchema, { ...result, coltypes: ['NUMERIC'] })).toEqual([
      'coltypes.0: Invalid input: expected number, received string',
    ]);
    expect(problems(queryResultSchema, { data: [], coltypes: [], rowcount: 0 })).toEqual([
      'colnames: Invalid input: expected array, received undefined',
    ]);
  });

  test('chart statuses are the six of spec 000 point 4', () => {
    expect(chartStatusSchema.options).toEqual([
      'loading',
      'success',
      'rendered',
      'failed',
      'stopped',
      'empty',
    ]);
    expect(chartStatusSchema.safeParse('drawn').success).toBe(false);
  });
});

describe('chart-data request body', () => {
  const body = {
    datasource: { id: 1, type: 'table' },
    queries: [{ columns: ['region'], metrics: ['count'], orderby: [['count', false]], future_key: 1 }],
    result_format: 'json',
    result_type: 'full',
    unknown_top: true,
  };

  test('keeps keys it does not know, at the top and in a query', () => {
    expect(queryContextRequestSchema.parse(body)).toEqual(body);
  });

  test('refuses a mistyped field at its path', () => {
    expect(problems(queryContextRequestSchema, { ...body, queries: [{ row_limit: 'ten' }] })).toEqual([
      'queries.0.row_limit: Invalid input: expected number, received string',
    ]);
    expect(problems(queryContextRequestSchema, { ...body, result_format: 'pdf' })).toHaveLength(1);
  });
});
