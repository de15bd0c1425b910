/**
 * Shared setup of the engine's API suites: an app with the small-orders examples (5,000 rows in
 * DuckDB), an admin token, the orders dataset id, a direct DuckDB connection to check answers
 * against, and helpers to post query contexts.
 */
import { DuckDBConnector } from '../../src/engine/connectors/duckdb';
import { ensureExamples } from '../../src/examples';
import { startTestApp, type TestApp, type TestAppOptions } from '../platform/harness';

export type Result = Record<string, unknown> & {
  data: Record<string, unknown>[];
  colnames: string[];
  coltypes: number[];
  timing: Record<string, number>;
};

export interface OrdersApp {
  t: TestApp;
  token: string;
  ordersId: number;
  duck: DuckDBConnector;
  /** POSTs a body to /api/v1/chart/data as admin (or with the given headers). */
  post(
    body: unknown,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: { result: Result[]; message?: unknown; errors?: unknown } }>;
  /** A query context over the orders dataset. */
  context(
    query: Record<string, unknown> | Record<string, unknown>[],
    extra?: Record<string, unknown>,
  ): Record<string, unknown>;
  /** Rows of SQL run directly on the examples DuckDB file. */
  direct(sql: string, parameters?: (string | number)[]): Promise<Record<string, unknown>[]>;
  close(): Promise<void>;
}

export async function startOrdersApp(options: TestAppOptions = {}): Promise<OrdersApp> {
  const t = await startTestApp({
    ...options,
    build: { ...options.build, afterStart: (app) => ensureExamples(app, { orderRows: 5_000 }) },
  });
  const token = await t.login();
  const orders = await t.app.store
    .selectFrom('tables')
    .select('id')
    .where('table_name', '=', 'tessera_orders')
    .executeTakeFirstOrThrow();
  const duck = new DuckDBConnector({ path: t.config.examplesDuckdbPath });
  const ordersId = orders.id;
  return {
    t,
    token,
    ordersId,
    duck,
    async post(body, headers = t.bearer(token)) {
      const response = await fetch(`${t.baseUrl}/api/v1/chart/data`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as never };
    },
    context(query, extra = {}) {
      return {
        datasource: { id: ordersId, type: 'table' },
        force: false,
        queries: Array.isArray(query) ? query : [query],
        result_format: 'json',
        result_type: 'full',
        ...extra,
      };
    },
    async direct(sql, parameters = []) {
      return (await duck.execute(sql, parameters)).rows;
    },
    async close() {
      await duck.close();
      await t.close();
    },
  };
}
