/**
 * Result type `post_processed` (Superset's client_processing): the pivot table's totals,
 * subtotals, fractions and metrics-on-rows layout, and the table's column_config formats, on the
 * orders examples. CSV goes through POST /api/v1/chart/data; the JSON shape is checked by running
 * `applyClientProcessing` on the app's own `full` answer, as Superset runs it on the payload.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyClientProcessing } from '../../src/engine/client-processing';
import { type LoadedDatasource, loadDatasource } from '../../src/engine/datasource';
import { type OrdersApp, startOrdersApp } from './orders-app';

let o: OrdersApp;
let source: LoadedDatasource;

beforeAll(async () => {
  o = await startOrdersApp();
  source = (await loadDatasource(o.t.app.store, o.ordersId))!;
});
afterAll(() => o?.close());

/** pandas sorts group keys by code point. */
const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

async function csvOf(query: Record<string, unknown>, formData: Record<string, unknown>) {
  const response = await fetch(`${o.t.baseUrl}/api/v1/chart/data`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...o.t.bearer(o.token) },
    body: JSON.stringify(
      o.context(query, { result_type: 'post_processed', result_format: 'csv', form_data: formData }),
    ),
  });
  expect(response.status).toBe(200);
  return (await response.text()).trimEnd().split('\n');
}

/** Orders per region × channel, straight from DuckDB. */
async function countsByRegionChannel() {
  const rows = await o.direct('SELECT region, channel, COUNT(*) AS c FROM tessera_orders GROUP BY 1, 2');
  const regions = [...new Set(rows.map((r) => String(r.region)))].sort(byCodePoint);
  const channels = [...new Set(rows.map((r) => String(r.channel)))].sort(byCodePoint);
  const count = (region: string, channel: string) =>
    Number(rows.find((r) => r.region === region && r.channel === channel)?.c ?? 0);
  return { regions, channels, count };
}

const pivotForm = {
  viz_type: 'pivot_table_v2',
  groupbyRows: ['region'],
  groupbyColumns: ['channel'],
  metrics: ['count'],
  aggregateFunction: 'Sum',
};
const byRegionChannel = { columns: ['region', 'channel'], metrics: ['count'] };

describe('pivot_table_v2 as CSV', () => {
  it('adds the "Subtotal" and "Total (Sum)" columns and the total row', async () => {
    const lines = await csvOf(byRegionChannel, { ...pivotForm, rowTotals: true, colTotals: true });
    const { regions, channels, count } = await countsByRegionChannel();
    // The first header cell is the unnamed row labels; the metric takes its verbose name.
    expect(lines[0]).toBe(`,${channels.map((c) => `COUNT(*) ${c}`).join(',')},COUNT(*) Subtotal,Total (Sum)`);
    for (const [i, region] of regions.entries()) {
      const cells = channels.map((c) => count(region, c));
      const sum = cells.reduce((a, b) => a + b, 0);
      expect(lines[i + 1]).toBe([region, ...cells, sum, sum].join(','));
    }
    const columnSums = channels.map((c) => regions.reduce((a, r) => a + count(r, c), 0));
    expect(lines.at(-1)).toBe(['Total (Sum)', ...columnSums, 5000, 5000].join(','));
    expect(lines).toHaveLength(regions.length + 2);
  });

  it('"Sum as Fraction of Total" divides every cell by the grand total', async () => {
    const lines = await csvOf(
      { columns: ['region'], metrics: ['count'] },
      { ...pivotForm, groupbyColumns: [], aggregateFunction: 'Sum as Fraction of Total', colTotals: true },
    );
    const { regions, channels, count } = await countsByRegionChannel();
    expect(lines[0]).toBe(',COUNT(*)');
    const first = channels.reduce((a, c) => a + count(regions[0]!, c), 0);
    expect(lines[1]).toBe(`${regions[0]},${first / 5000}`);
    const [label, total] = lines.at(-1)!.split(',');
    expect(label).toBe('Total (Sum as Fraction of Total)');
    expect(Number(total)).toBeCloseTo(1, 12);
  });

  it('with metricsLayout ROWS, subtotals each metric on its own row', async () => {
    const quantities = await o.direct('SELECT region, SUM(quantity) AS q FROM tessera_orders GROUP BY 1');
    const lines = await csvOf(
      { columns: ['region'], metrics: ['count', 'sum__quantity'] },
      {
        ...pivotForm,
        groupbyColumns: [],
        metrics: ['count', 'sum__quantity'],
        metricsLayout: 'ROWS',
        rowTotals: true,
      },
    );
    const { regions, channels, count } = await countsByRegionChannel();
    const orders = (r: string) => channels.reduce((a, c) => a + count(r, c), 0);
    const units = (r: string) => Number(quantities.find((q) => q.region === r)!.q);
    const totalUnits = regions.reduce((a, r) => a + units(r), 0);
    expect(lines).toEqual([
      ',Total (Sum)',
      ...regions.map((r) => `COUNT(*) ${r},${orders(r)}`),
      'COUNT(*) Subtotal,5000',
      ...regions.map((r) => `Units sold ${r},${units(r)}`),
      `Units sold Subtotal,${totalUnits}`,
      `Total (Sum),${5000 + totalUnits}`,
    ]);
  });
});

describe('table as CSV', () => {
  it('formats the columns named in column_config with their d3NumberFormat, Python-style', async () => {
    const lines = await csvOf(
      { columns: ['region'], metrics: ['sum__quantity', 'count'], orderby: [['region', true]] },
      {
        viz_type: 'table',
        // Keys are matched after the verbose rename, as in Superset: `count` is now "COUNT(*)".
        column_config: { 'Units sold': { d3NumberFormat: ',d' }, count: { d3NumberFormat: ',d' } },
      },
    );
    const expected = await o.direct(
      'SELECT region, SUM(quantity) AS q, COUNT(*) AS c FROM tessera_orders GROUP BY 1 ORDER BY 1',
    );
    expect(lines[0]).toBe('region,Units sold,COUNT(*)');
    expect(lines.slice(1)).toEqual(
      expected.map((r) => `${r.region},"${Number(r.q).toLocaleString('en-US')}",${r.c}`),
    );
  });
});

describe('the JSON shape, by applyClientProcessing on the full answer', () => {
  async function full(query: Record<string, unknown>) {
    const { status, body } = await o.post(o.context(query));
    expect(status).toBe(200);
    return body.result[0]!;
  }

  it('answers pandas to_dict() keyed by flattened labels, with label tuples', async () => {
    const entry = await full(byRegionChannel);
    const formData = { ...pivotForm, colTotals: true, combineMetric: true };
    const out = applyClientProcessing(entry, { formData, source, resultFormat: 'json' });
    const { regions, channels, count } = await countsByRegionChannel();
    expect(out.colnames).toEqual(channels.map((c) => [c, 'COUNT(*)']));
    expect(out.indexnames).toEqual([...regions.map((r) => [r]), ['Total (Sum)']]);
    expect(out.rowcount).toBe(regions.length + 1);
    expect(out.coltypes).toEqual(channels.map(() => 0));
    const data = out.data as Record<string, Record<string, number>>;
    const channel = channels[0]!;
    expect(data[`${channel} COUNT(*)`]![regions[0]!]).toBe(count(regions[0]!, channel));
    expect(data[`${channel} COUNT(*)`]!['Total (Sum)']).toBe(
      regions.reduce((a, r) => a + count(r, channel), 0),
    );
    // What describes the query as it ran stays.
    expect(out.sql_rowcount).toBe(entry.sql_rowcount);
    expect(out.query).toBe(entry.query);
  });

  it('answers a table as {column: {row number: value}}, formatted columns as text', async () => {
    const entry = await full({ columns: ['region'], metrics: ['count'], orderby: [['region', true]] });
    const out = applyClientProcessing(entry, {
      formData: { viz_type: 'table', column_config: { 'COUNT(*)': { d3NumberFormat: '.1f' } } },
      source,
      resultFormat: 'json',
    });
    const rows = entry.data;
    expect(out.colnames).toEqual(['region', 'COUNT(*)']);
    expect(out.indexnames).toEqual(rows.map((_, i) => i));
    expect(out.coltypes).toEqual([1, 1]);
    expect((out.data as Record<string, Record<string, unknown>>)['COUNT(*)']!['0']).toBe(
      `${rows[0]!.count}.0`,
    );
  });

  it('leaves other viz types and empty answers as they are', async () => {
    const entry = await full({ columns: ['region'], metrics: ['count'] });
    const line = applyClientProcessing(entry, {
      formData: { viz_type: 'line' },
      source,
      resultFormat: 'json',
    });
    expect(line).toEqual(entry);
    const empty = { ...entry, data: [], rowcount: 0 };
    expect(applyClientProcessing(empty, { formData: pivotForm, source, resultFormat: 'csv' })).toEqual(empty);
  });
});
