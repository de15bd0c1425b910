/**
 * Issue 13 finding 10: malformed chart-data fields answer 400 naming the field, never 500. A
 * fast-check fuzz turns fields of valid bodies (chart data and legacy explore_json form data)
 * into arbitrary JSON values and asserts no answer is a server error.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OrdersApp, startOrdersApp } from '../engine/orders-app';

let o: OrdersApp;
beforeAll(async () => {
  o = await startOrdersApp();
}, 60_000);
afterAll(() => o?.close());

/** A valid query object touching every field the engine reads. */
const fullQuery = () => ({
  columns: [
    'country',
    {
      sqlExpression: 'order_date',
      label: 'day',
      columnType: 'BASE_AXIS',
      timeGrain: 'P1M',
      expressionType: 'SQL',
    },
  ],
  metrics: [
    'count',
    { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'revenue' }, label: 'rev' },
    { expressionType: 'SQL', sqlExpression: 'MAX(cost)', label: 'mc' },
  ],
  filters: [
    { col: 'country', op: 'IN', val: ['France', 'Germany'] },
    { col: 'order_date', op: 'TEMPORAL_RANGE', val: 'No filter' },
  ],
  extras: { where: '1 = 1', having: 'COUNT(*) > 0', time_grain_sqla: 'P1M', relative_start: 'today' },
  orderby: [['count', false]],
  order_desc: true,
  row_limit: 10,
  row_offset: 0,
  time_range: 'No filter',
  granularity: 'order_date',
  is_timeseries: false,
  series_columns: ['country'],
  series_limit: 5,
  series_limit_metric: 'count',
  time_offsets: [],
  post_processing: [
    {
      operation: 'pivot',
      options: { index: ['day'], columns: ['country'], aggregates: { count: { operator: 'mean' } } },
    },
    { operation: 'flatten' },
  ],
  annotation_layers: [],
  applied_time_extras: {},
  url_params: {},
});

const fullContext = () =>
  o.context(fullQuery(), {
    form_data: { viz_type: 'table', slice_name: 'orders' },
    custom_cache_timeout: 10,
  });

type Path = readonly (string | number)[];

/** Every path into a JSON value (the root excluded). */
function pathsOf(value: unknown, prefix: Path = []): Path[] {
  const children: [string | number, unknown][] = Array.isArray(value)
    ? value.map((v, i) => [i, v])
    : typeof value === 'object' && value !== null
      ? Object.entries(value)
      : [];
  return children.flatMap(([key, child]) => [[...prefix, key], ...pathsOf(child, [...prefix, key])]);
}

function setAt(root: Record<string, unknown>, path: Path, value: unknown): void {
  let parent = root as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) {
    const next = parent[key];
    if (typeof next !== 'object' || next === null) return; // an earlier mutation replaced it
    parent = next as Record<string | number, unknown>;
  }
  parent[path[path.length - 1]!] = value;
}

describe('malformed chart-data fields', () => {
  it('the full body the fuzz starts from answers 200', async () => {
    expect((await o.post(fullContext())).status).toBe(200);
  });

  it('answers 400 naming extras.where when it is not a string (was 500)', async () => {
    for (const where of [{ or: ['1=1'] }, 42, ['1 = 1'], true]) {
      const { status, body } = await o.post(o.context({ metrics: ['count'], extras: { where } }));
      expect(status).toBe(400);
      const fields = { queries: { '0': { extras: { where: ['Not a valid string.'] } } } };
      expect(body.message).toBe(`Request is incorrect: ${JSON.stringify(fields)}`);
      expect(body.errors).toEqual([expect.objectContaining({ extra: { messages: fields } })]);
    }
  });

  it.each([
    ['extras.having', { extras: { having: { x: 1 } } }, { extras: { having: ['Not a valid string.'] } }],
    [
      'a metric label',
      { metrics: [{ expressionType: 'SQL', sqlExpression: 'MAX(cost)', label: [] }] },
      { metrics: { '0': { label: ['Not a valid string.'] } } },
    ],
    ['a column', { columns: [7] }, { columns: { '0': [expect.stringMatching(/^Not a valid column/)] } }],
    [
      'filters[].op',
      { filters: [{ col: 'country', op: 5, val: 'x' }] },
      { filters: { '0': { op: [expect.stringMatching(/^Must be one of/)] } } },
    ],
    [
      'filters[].col',
      { filters: [{ op: '==', val: 'x' }] },
      { filters: { '0': { col: ['Missing data for required field.'] } } },
    ],
    [
      'filters[].val',
      { filters: [{ col: 'country', op: '==', val: { a: 1 } }] },
      { filters: { '0': { val: [expect.stringMatching(/^Not a valid value/)] } } },
    ],
    ['orderby', { orderby: [['count', 'desc']] }, { orderby: { '0': { '1': ['Not a valid boolean.'] } } }],
    ['row_limit', { row_limit: 'all' }, { row_limit: ['Not a valid integer.'] }],
    ['row_offset', { row_offset: -5 }, { row_offset: ['Must be greater than or equal to 0.'] }],
    ['time_range', { time_range: ['Last week'] }, { time_range: ['Not a valid string.'] }],
    ['granularity', { granularity: 1 }, { granularity: ['Not a valid string.'] }],
    [
      'post_processing',
      { post_processing: ['pivot'] },
      { post_processing: { '0': ['Not a valid mapping type.'] } },
    ],
    [
      'result_type',
      { result_type: 'everything' },
      { result_type: [expect.stringMatching(/^Must be one of: full/)] },
    ],
  ])('answers 400 naming %s', async (_name, query, fields) => {
    const { status, body } = await o.post(o.context({ metrics: ['count'], ...query }));
    expect(status).toBe(400);
    expect(body.errors).toEqual([
      expect.objectContaining({ extra: { messages: { queries: { '0': fields } } } }),
    ]);
  });

  it.each([
    ['result_format', { result_format: 'arrow' }, { result_format: ['Must be one of: json, csv, xlsx.'] }],
    ['form_data', { form_data: 'table' }, { form_data: ['Not a valid mapping type.'] }],
    ['force', { force: 'sometimes' }, { force: ['Not a valid boolean.'] }],
    [
      'custom_cache_timeout',
      { custom_cache_timeout: '60' },
      { custom_cache_timeout: ['Not a valid integer.'] },
    ],
  ])('answers 400 naming the context field %s', async (_name, extra, fields) => {
    const { status, body } = await o.post(o.context({ metrics: ['count'] }, extra));
    expect(status).toBe(400);
    expect(body.errors).toEqual([expect.objectContaining({ extra: { messages: fields } })]);
  });

  it('no mutated field of a valid body makes a 5xx (300 bodies, any result type and format)', async () => {
    const paths = pathsOf(fullContext());
    const failures: string[] = [];
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.constantFrom(...paths), fc.jsonValue({ maxDepth: 2 })), {
          minLength: 1,
          maxLength: 3,
        }),
        fc.constantFrom('full', 'samples', 'post_processed', 'drill_detail', 'results', 'query'),
        fc.constantFrom('json', 'csv'),
        async (mutations, resultType, resultFormat) => {
          const body = { ...fullContext(), result_type: resultType, result_format: resultFormat };
          for (const [path, value] of mutations) setAt(body, path, value);
          const response = await fetch(`${o.t.baseUrl}/api/v1/chart/data`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...o.t.bearer(o.token) },
            body: JSON.stringify(body),
          });
          await response.arrayBuffer();
          if (response.status >= 500) failures.push(JSON.stringify(mutations).slice(0, 500));
          return response.status < 500;
        },
      ),
      { numRuns: 300 },
    );
    expect(failures).toEqual([]);
  }, 120_000);
});

describe('malformed explore_json form data', () => {
  const formData = (vizType: string) => ({
    datasource: `${o.ordersId}__table`,
    viz_type: vizType,
    groupby: ['region'],
    metrics: [
      'count',
      { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'revenue' }, label: 'rev' },
    ],
    metric: 'count',
    adhoc_filters: [
      { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'channel', operator: '==', comparator: 'Online' },
      { expressionType: 'SQL', clause: 'WHERE', sqlExpression: 'revenue > 100' },
    ],
    granularity_sqla: 'order_date',
    time_grain_sqla: 'P1M',
    time_range: 'No filter',
    row_limit: 10,
    order_desc: true,
    extras: { where: '' },
  });

  it('answers 400 naming a mistyped metric label in the form data', async () => {
    const metric = { expressionType: 'SQL', sqlExpression: 'MAX(cost)', label: { a: 1 } };
    const response = await fetch(`${o.t.baseUrl}/superset/explore_json/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...o.t.bearer(o.token) },
      body: JSON.stringify({ form_data: { ...formData('table'), metrics: [metric] } }),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(
      /metrics.*label.*Not a valid string/,
    );
  });

  it('no mutated form-data field makes a 5xx (150 bodies over several viz types)', async () => {
    const vizTypes = [
      'table',
      'pie',
      'line',
      'dist_bar',
      'big_number_total',
      'pivot_table',
      'echarts_timeseries_line',
    ];
    const paths = pathsOf(formData('table'));
    const failures: string[] = [];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...vizTypes),
        fc.array(fc.tuple(fc.constantFrom(...paths), fc.jsonValue({ maxDepth: 2 })), {
          minLength: 1,
          maxLength: 2,
        }),
        fc.constantFrom('', '?csv=true', '?query=true', '?samples=true'),
        async (vizType, mutations, flag) => {
          const body = formData(vizType);
          for (const [path, value] of mutations) setAt(body, path, value);
          const response = await fetch(`${o.t.baseUrl}/superset/explore_json/${flag}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...o.t.bearer(o.token) },
            body: JSON.stringify({ form_data: body }),
          });
          await response.arrayBuffer();
          if (response.status >= 500) failures.push(`${vizType} ${JSON.stringify(mutations).slice(0, 500)}`);
          return response.status < 500;
        },
      ),
      { numRuns: 150 },
    );
    expect(failures).toEqual([]);
  }, 120_000);
});
