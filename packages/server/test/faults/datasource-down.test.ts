/**
 * Issue 12 item 4: a data source down. Two databases: a PostgreSQL one reached through a TCP proxy,
 * and the DuckDB examples. With the proxy cut, charts on the PostgreSQL dataset fail with a clear
 * message (no stack trace, no hang) while the DuckDB charts still answer.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ordersContext, ordersDatasetId, startAsyncApp } from '../async/helpers';
import type { TestApp } from '../platform/harness';
import { service } from '../platform/services';
import { startTcpProxy, type TcpProxy } from './tcp-proxy';

const { url: postgresUrl } = service('postgres', 'the data-source outage fault test (set TEST_POSTGRES_URL)');

async function asAdmin(connectionString: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

describe.skipIf(!postgresUrl)('a data source going away', () => {
  const name = `fault_source_${process.pid}`;
  let proxy: TcpProxy;
  let t: TestApp;
  let headers: Record<string, string>;
  let pgDatasetId: number;
  let duckDatasetId: number;

  beforeAll(async () => {
    await asAdmin(postgresUrl!, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await asAdmin(postgresUrl!, `CREATE DATABASE ${name}`);
    const direct = new URL(postgresUrl!);
    direct.pathname = `/${name}`;
    await asAdmin(
      direct.toString(),
      "CREATE TABLE sales (region text, amount int); INSERT INTO sales VALUES ('north', 1), ('south', 2)",
    );
    proxy = await startTcpProxy(direct.hostname, Number(direct.port || 5432));
    t = await startAsyncApp({ TESSERA_FEATURE_FLAGS: '{}' });
    headers = { ...t.bearer(await t.login()), 'content-type': 'application/json' };
    const database = await fetch(`${t.baseUrl}/api/v1/database/`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ database_name: name, sqlalchemy_uri: proxy.url(direct.toString()) }),
    });
    expect(database.status, await database.clone().text()).toBe(201);
    const databaseId = ((await database.json()) as { id: number }).id;
    const dataset = await fetch(`${t.baseUrl}/api/v1/dataset/`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ database: databaseId, schema: 'public', table_name: 'sales' }),
    });
    expect(dataset.status, await dataset.clone().text()).toBe(201);
    pgDatasetId = ((await dataset.json()) as { id: number }).id;
    duckDatasetId = await ordersDatasetId(t);
  });
  afterAll(async () => {
    await t?.close();
    await proxy?.close();
    await asAdmin(postgresUrl!, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  const chartData = async (datasetId: number) => {
    const response = await fetch(`${t.baseUrl}/api/v1/chart/data`, {
      method: 'POST',
      headers,
      body: JSON.stringify(
        ordersContext(
          datasetId,
          {
            columns: ['region'],
            metrics: [{ expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'n' }],
            row_limit: 10,
          },
          { force: true },
        ),
      ),
    });
    return { status: response.status, text: await response.text() };
  };

  it('fails only the charts of the dead source, each with a clear message', { timeout: 45_000 }, async () => {
    expect((await chartData(pgDatasetId)).status).toBe(200);
    expect((await chartData(duckDatasetId)).status).toBe(200);

    await proxy.cut();
    const failed = await chartData(pgDatasetId);
    expect(failed.status).toBeGreaterThanOrEqual(400);
    expect(failed.status).toBeLessThan(500);
    const body = JSON.parse(failed.text) as { message?: string; errors?: { message: string }[] };
    const message = body.message ?? body.errors?.[0]?.message ?? '';
    expect(message.length).toBeGreaterThan(0);
    expect(failed.text).not.toMatch(/\n\s+at |node_modules/);
    expect((await chartData(duckDatasetId)).status).toBe(200);

    await proxy.restore();
    expect((await chartData(pgDatasetId)).status).toBe(200);
  });
});
