/**
 * The legacy datasource views explore's dataset dialogs call: /datasource/get,
 * /superset/fetch_datasource_metadata, /datasource/save/ (spec 000 point 7's payload) and the
 * "View in SQL Lab" form post to /superset/sqllab/.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../platform/harness';
import { type Client, client } from './client';

describe('datasource views', () => {
  let t: TestApp;
  let admin: Client;
  let gamma: Client;
  let alpha: Client;
  let alphaId: number;
  let datasetId: number;

  const formPost = async (path: string, fields: Record<string, string>, token: string | null) =>
    fetch(`${t.baseUrl}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        ...(token ? t.bearer(token) : {}),
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams(fields).toString(),
    });

  beforeAll(async () => {
    t = await startTestApp();
    admin = client(t, await t.login());
    await t.createUser('gam', 'gamma-pass-1', ['Gamma']);
    gamma = client(t, await t.login('gam', 'gamma-pass-1'));
    alphaId = await t.createUser('alf', 'alpha-pass-1', ['Alpha', 'sql_lab']);
    alpha = client(t, await t.login('alf', 'alpha-pass-1'));
    mkdirSync(join(t.home, 'uploads'), { recursive: true });
    const dataFile = join(t.home, 'uploads', 'shop.db');
    const data = new SQLite(dataFile);
    data.exec('create table orders (id integer, region text, amount real);');
    data.close();
    const database = await admin.post('/api/v1/database/', {
      database_name: 'shop',
      sqlalchemy_uri: `sqlite:///${dataFile}`,
      expose_in_sqllab: true,
    });
    expect(database.status).toBe(201);
    const dataset = await admin.post('/api/v1/dataset/', {
      database: database.body.id,
      table_name: 'orders',
    });
    expect(dataset.status).toBe(201);
    datasetId = dataset.body.id;
    const metric = await admin.put(`/api/v1/dataset/${datasetId}`, {
      metrics: [{ metric_name: 'revenue', expression: 'SUM(amount)', verbose_name: 'Revenue' }],
    });
    expect(metric.status).toBe(200);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('answers the datasource JSON explore uses by type and id, and by datasourceKey', async () => {
    const byPath = await admin.get(`/datasource/get/table/${datasetId}/`);
    expect(byPath.status).toBe(200);
    expect(byPath.body).toMatchObject({
      id: datasetId,
      type: 'table',
      uid: `${datasetId}__table`,
      table_name: 'orders',
      datasource_name: 'orders',
      database: { database_name: 'shop' },
      owners: [expect.objectContaining({ username: 'admin' })],
      verbose_map: { revenue: 'Revenue', amount: 'amount' },
    });
    expect(byPath.body.columns.map((c: { column_name: string }) => c.column_name)).toEqual([
      'id',
      'region',
      'amount',
    ]);
    expect(byPath.body.metrics[0]).toMatchObject({ metric_name: 'revenue', expression: 'SUM(amount)' });
    const byKey = await admin.get(`/superset/fetch_datasource_metadata?datasourceKey=${datasetId}__table`);
    expect(byKey.status).toBe(200);
    expect(byKey.body).toEqual(byPath.body);
  });

  it('lists the columns the source has now (sync columns from source)', async () => {
    const columns = await admin.get(`/datasource/external_metadata/table/${datasetId}/`);
    expect(columns.status).toBe(200);
    expect(columns.body.map((c: { column_name: string }) => c.column_name)).toEqual([
      'id',
      'region',
      'amount',
    ]);
    expect(columns.body[2]).toMatchObject({ type: expect.stringMatching(/REAL/i), is_dttm: false });
    expect((await gamma.get(`/datasource/external_metadata/table/${datasetId}/`)).status).toBe(403);
  });

  it('refuses unknown, malformed and unreadable datasources', async () => {
    expect((await admin.get('/datasource/get/table/9999/')).status).toBe(404);
    expect((await admin.get('/datasource/get/query/1/')).status).toBe(404);
    const badType = await admin.get(`/datasource/get/druid/${datasetId}/`);
    expect(badType.status).toBe(400);
    expect(badType.body.message).toBe('Invalid datasource type: druid');
    const badKey = await admin.get('/superset/fetch_datasource_metadata?datasourceKey=orders');
    expect(badKey.status).toBe(400);
    expect(badKey.body.message).toMatch(/expected \{id\}__\{type\}/);
    expect((await admin.get('/superset/fetch_datasource_metadata')).status).toBe(400);
    // Gamma has no access to the dataset: forbidden, not shown.
    expect((await gamma.get(`/datasource/get/table/${datasetId}/`)).status).toBe(403);
    expect((await client(t, null).get(`/datasource/get/table/${datasetId}/`)).status).toBe(401);
  });

  it('saves the editor payload of spec 000 point 7: owners as ids, certification and warnings in extra', async () => {
    const current = (await admin.get(`/datasource/get/table/${datasetId}/`)).body;
    const certification = JSON.stringify({
      certification: { certified_by: 'Data team', details: 'Checked weekly' },
      warning_markdown: 'Excludes refunds',
    });
    const data = {
      ...current,
      extra: JSON.stringify({ warning_markdown: 'Test data', disallow_adhoc_metrics: true }),
      owners: [1, alphaId],
      metrics: current.metrics.map((m: Record<string, unknown>) => ({
        ...m,
        expression: 'SUM(amount) * 2',
        d3format: ',.2f',
        extra: certification,
      })),
      columns: current.columns.map((c: Record<string, unknown>) =>
        c.column_name === 'region' ? { ...c, verbose_name: 'Region', extra: certification } : c,
      ),
    };
    const response = await formPost('/datasource/save/', { data: JSON.stringify(data) }, await t.login());
    expect(response.status).toBe(200);
    const saved = (await response.json()) as Record<string, unknown>;
    expect(saved).toMatchObject({
      id: datasetId,
      extra: data.extra,
      verbose_map: { region: 'Region', revenue: 'Revenue' },
      column_formats: { revenue: ',.2f' },
      metrics: [expect.objectContaining({ expression: 'SUM(amount) * 2', extra: certification })],
    });
    expect((saved.owners as { id: number }[]).map((o) => o.id).sort()).toEqual([1, alphaId].sort());
    const shown = (await admin.get(`/api/v1/dataset/${datasetId}`)).body.result;
    expect(shown.metrics[0].expression).toBe('SUM(amount) * 2');
    // The new owner may read it now.
    expect((await alpha.get(`/datasource/get/table/${datasetId}/`)).status).toBe(200);
  });

  it('refuses duplicate names, unknown owners, bad extra JSON and non-owners', async () => {
    const current = (await admin.get(`/datasource/get/table/${datasetId}/`)).body;
    const save = (data: unknown) => admin.post('/datasource/save/', { data: JSON.stringify(data) });
    const twice = await save({ ...current, columns: [...current.columns, current.columns[0]] });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('Duplicate column name(s): id');
    const metricTwice = await save({ ...current, metrics: [...current.metrics, current.metrics[0]] });
    expect(metricTwice.status).toBe(409);
    expect(metricTwice.body.message).toBe('Duplicate metric name(s): revenue');
    const owners = await save({ ...current, owners: [424242] });
    expect(owners.status).toBe(400);
    expect(owners.body.message).toEqual({ 'data.owners': ['Owners are invalid'] });
    const extra = await save({ ...current, extra: '{"warning_markdown": ' });
    expect(extra.status).toBe(400);
    expect(extra.body.message['data.extra']).toEqual(['Not a valid JSON string.']);
    const blankMetric = await save({ ...current, metrics: [{ metric_name: 'x', expression: '' }] });
    expect(blankMetric.status).toBe(400);
    const gammaSave = await gamma.post('/datasource/save/', { data: JSON.stringify(current) });
    expect(gammaSave.status).toBe(403);
    // Nothing changed by the refusals.
    const after = (await admin.get(`/datasource/get/table/${datasetId}/`)).body;
    expect(after.metrics).toEqual(current.metrics);
    expect(after.columns).toEqual(current.columns);
  });

  it('opens SQL Lab from explore by form post: a redirect carrying the database, schema and SQL', async () => {
    const sql = 'SELECT region, SUM(amount) AS revenue\nFROM orders\nGROUP BY region';
    const response = await formPost(
      '/superset/sqllab/',
      { form_data: JSON.stringify({ datasourceKey: `${datasetId}__table`, sql }) },
      await t.login(),
    );
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location') ?? '', t.baseUrl);
    expect(location.pathname).toBe('/sqllab/');
    const database = (await admin.get(`/datasource/get/table/${datasetId}/`)).body.database;
    expect(Object.fromEntries(location.searchParams)).toEqual({
      dbid: String(database.id),
      title: 'orders (explore)',
      sql,
    });
    const noAccess = await formPost(
      '/superset/sqllab/',
      { form_data: JSON.stringify({ datasourceKey: '9999__table', sql }) },
      await t.login(),
    );
    expect(noAccess.status).toBe(404);
    const broken = await formPost('/superset/sqllab/', { form_data: '{' }, await t.login());
    expect(broken.status).toBe(400);
    const anonymous = await formPost('/superset/sqllab/', { sql }, null);
    expect(anonymous.status).toBe(401);
  });
});
