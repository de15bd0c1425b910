import ExcelJS from 'exceljs';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OrdersApp, startOrdersApp } from './orders-app';

let o: OrdersApp;

// A small row cap, so the cap is testable on 5,000 rows.
beforeAll(async () => {
  o = await startOrdersApp({ env: { TESSERA_ROW_CAP: '1200' } });
});
afterAll(() => o?.close());

const PHASES = ['validate', 'cache_lookup', 'compile', 'execute', 'post_process', 'serialise', 'total'];

async function download(body: unknown) {
  const response = await fetch(`${o.t.baseUrl}/api/v1/chart/data`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...o.t.bearer(o.token) },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    disposition: response.headers.get('content-disposition'),
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

const byRegion = { columns: ['region'], metrics: ['sum__revenue', 'count'], orderby: [['region', true]] };

describe('result formats', () => {
  it('answers csv as a file named after the chart', async () => {
    const file = await download(
      o.context(byRegion, { result_format: 'csv', form_data: { slice_name: 'Revenue / region' } }),
    );
    expect(file.status).toBe(200);
    expect(file.type).toBe('text/csv; charset=utf-8');
    expect(file.disposition).toBe('attachment; filename=Revenue_region.csv');
    const expected = await o.direct(
      'SELECT region, SUM(revenue) AS s, COUNT(*) AS c FROM tessera_orders GROUP BY 1 ORDER BY 1',
    );
    const lines = file.bytes.toString('utf8').trimEnd().split('\n');
    expect(lines[0]).toBe('region,sum__revenue,count');
    expect(lines.slice(1)).toEqual(expected.map((r) => `${r.region},${r.s},${r.c}`));
  });

  it('writes dates as pandas does: the date alone when every value is at midnight', async () => {
    const file = await download(
      o.context(
        {
          columns: [
            { sqlExpression: 'order_date', label: 'month', columnType: 'BASE_AXIS', timeGrain: 'P1M' },
          ],
          metrics: ['count'],
          orderby: [['month', true]],
          row_limit: 2,
        },
        { result_format: 'csv' },
      ),
    );
    const lines = file.bytes.toString('utf8').trimEnd().split('\n');
    expect(lines[1]).toMatch(/^\d{4}-\d{2}-01,\d+$/);
    expect(file.disposition).toMatch(/^attachment; filename=\d{8}_\d{6}\.csv$/);
  });

  it('answers xlsx with real dates, readable by a spreadsheet library', async () => {
    const file = await download(
      o.context(
        {
          columns: ['order_id', 'order_date', 'country'],
          metrics: null,
          orderby: [['order_id', true]],
          row_limit: 3,
        },
        { result_format: 'xlsx' },
      ),
    );
    expect(file.status).toBe(200);
    expect(file.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'order_id', 'order_date', 'country']);
    const expected = await o.direct(
      'SELECT order_id, order_date, country FROM tessera_orders ORDER BY 1 LIMIT 3',
    );
    for (const [i, row] of expected.entries()) {
      const cells = sheet.getRow(i + 2);
      expect(cells.getCell(1).value).toBe(row.order_id);
      expect(cells.getCell(2).value).toBeInstanceOf(Date);
      expect((cells.getCell(2).value as Date).getTime()).toBe(row.order_date);
      expect(cells.getCell(3).value).toBe(row.country);
    }
  });

  it('bundles several queries as a ZIP of query_1.csv, query_2.csv', async () => {
    const file = await download(
      o.context([byRegion, { columns: [], metrics: ['count'] }], { result_format: 'csv' }),
    );
    expect(file.type).toBe('application/zip');
    const files = unzipSync(new Uint8Array(file.bytes));
    expect(Object.keys(files).sort()).toEqual(['query_1.csv', 'query_2.csv']);
    expect(Buffer.from(files['query_2.csv']!).toString()).toBe('count\n5000\n');
  });

  it('accepts a CSV export posted as the form field form_data', async () => {
    const response = await fetch(`${o.t.baseUrl}/api/v1/chart/data`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...o.t.bearer(o.token) },
      body: new URLSearchParams({
        form_data: JSON.stringify(o.context({ columns: [], metrics: ['count'] }, { result_format: 'csv' })),
      }).toString(),
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('count\n5000\n');
  });
});

describe('result types', () => {
  it('answers results, columns, samples and drill_detail in their shapes, each with timing', async () => {
    const { body } = await o.post(
      o.context([
        { ...byRegion, result_type: 'results' },
        { columns: [], metrics: null, result_type: 'columns' },
        { columns: [], metrics: null, result_type: 'samples', row_limit: 4 },
        {
          columns: [],
          metrics: null,
          result_type: 'drill_detail',
          filters: [{ col: 'region', op: '==', val: 'Europe' }],
          row_limit: 3,
        },
      ]),
    );
    const [results, columns, samples, drill] = body.result;
    expect(Object.keys(results!).sort()).toEqual([
      'colnames',
      'coltypes',
      'data',
      'rowcount',
      'sql_rowcount',
      'timing',
    ]);
    expect(results!.rowcount).toBe(5);
    expect((columns!.data as { column_name: string }[]).map((c) => c.column_name)).toContain('order_date');
    expect(samples!.rowcount).toBe(4);
    expect(samples!.colnames).toContain('revenue');
    const expected = await o.direct(
      "SELECT * FROM tessera_orders WHERE region = 'Europe' ORDER BY order_id LIMIT 3",
    );
    expect(drill!.data.map((r) => r.order_id)).toEqual(expected.map((r) => r.order_id));
    for (const entry of [results, samples, drill])
      expect(Object.keys(entry!.timing)).toEqual(expect.arrayContaining(PHASES));
  });

  it('post_processed pivots a pivot_table_v2 chart as the browser would', async () => {
    const formData = {
      viz_type: 'pivot_table_v2',
      groupbyRows: ['region'],
      groupbyColumns: ['channel'],
      metrics: ['count'],
      aggregateFunction: 'Sum',
    };
    const { status, body } = await o.post(
      o.context(
        { columns: ['region', 'channel'], metrics: ['count'] },
        { result_type: 'post_processed', form_data: formData },
      ),
    );
    expect(status).toBe(200);
    const result = body.result[0]!;
    const channels = await o.direct('SELECT DISTINCT channel FROM tessera_orders ORDER BY 1');
    // Superset's shape: colnames are the pivot's column tuples (verbose names first: the count
    // metric's is "COUNT(*)"), data is pandas' to_dict() keyed by the flattened labels.
    expect(result.colnames).toEqual(channels.map((c) => ['COUNT(*)', c.channel]));
    const cell = await o.direct(
      "SELECT COUNT(*) AS c FROM tessera_orders WHERE region = 'Europe' AND channel = ?",
      [String(channels[0]!.channel)],
    );
    const byColumn = result.data as unknown as Record<string, Record<string, unknown>>;
    expect(byColumn[`COUNT(*) ${channels[0]!.channel}`]!.Europe).toBe(cell[0]!.c);

    // A table keeps its rows; columns take the dataset's verbose names.
    const table = await o.post(
      o.context(byRegion, { result_type: 'post_processed', form_data: { viz_type: 'table' } }),
    );
    expect(table.body.result[0]!.colnames).toEqual(['region', 'Revenue', 'COUNT(*)']);
  });
});

describe('limits', () => {
  it('clamps a row limit above the server cap, and "no limit" too', async () => {
    const over = await o.post(o.context({ columns: ['order_id'], metrics: null, row_limit: 4000 }));
    expect(over.body.result[0]!.rowcount).toBe(1200);
    const none = await o.post(o.context({ columns: ['order_id'], metrics: null, row_limit: 0 }));
    expect(none.body.result[0]!.rowcount).toBe(1200);
    const under = await o.post(o.context({ columns: ['order_id'], metrics: null, row_limit: 7 }));
    expect(under.body.result[0]!.rowcount).toBe(7);
  });
});
