/**
 * Helpers of the async-query suites: an app with GLOBAL_ASYNC_QUERIES on and the example data,
 * a client that keeps the async-token cookie like a browser, and polling until an event arrives.
 */
import { ensureExamples } from '../../src/examples';
import { startTestApp, type TestApp } from '../platform/harness';

export const ASYNC_ON = JSON.stringify({ GLOBAL_ASYNC_QUERIES: true });

export async function startAsyncApp(env: Record<string, string | undefined> = {}): Promise<TestApp> {
  return startTestApp({
    env: { TESSERA_FEATURE_FLAGS: ASYNC_ON, ...env },
    build: { afterStart: (app) => ensureExamples(app, { orderRows: 2_000 }) },
  });
}

export async function ordersDatasetId(t: TestApp): Promise<number> {
  const row = await t.app.store
    .selectFrom('tables')
    .select('id')
    .where('table_name', '=', 'tessera_orders')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The value of cookie `name` in a response's Set-Cookie headers, with its attributes. */
export function setCookie(response: Response, name: string): { value: string; attributes: string } | null {
  for (const header of response.headers.getSetCookie()) {
    const [pair, ...attributes] = header.split(';');
    const index = pair!.indexOf('=');
    if (pair!.slice(0, index).trim() === name) {
      return { value: pair!.slice(index + 1), attributes: attributes.join(';') };
    }
  }
  return null;
}

/** A Bearer-token client that remembers the async-token cookie, as a browser would. */
export class AsyncClient {
  asyncToken: string | null = null;

  constructor(
    readonly t: TestApp,
    readonly token: string,
  ) {}

  headers(extra: Record<string, string> = {}): Record<string, string> {
    const headers: Record<string, string> = { ...this.t.bearer(this.token), ...extra };
    if (this.asyncToken) headers.cookie = `async-token=${this.asyncToken}`;
    return headers;
  }

  async fetch(path: string, init: RequestInit = {}): Promise<Response> {
    const response = await fetch(`${this.t.baseUrl}${path}`, {
      ...init,
      headers: this.headers(init.headers as Record<string, string> | undefined),
    });
    const cookie = setCookie(response, 'async-token');
    if (cookie) this.asyncToken = cookie.value;
    return response;
  }

  async json<T = Record<string, unknown>>(
    path: string,
    init: RequestInit = {},
  ): Promise<{ status: number; body: T }> {
    const response = await this.fetch(path, init);
    return { status: response.status, body: (await response.json()) as T };
  }

  postChartData(body: unknown) {
    return this.json('/api/v1/chart/data', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  }

  /** Polls the event endpoint until an event of `jobId` arrives (or `timeoutMs` passes). */
  async waitForEvent(jobId: string, timeoutMs = 10_000): Promise<Record<string, unknown>> {
    let lastId = '';
    const until = Date.now() + timeoutMs;
    while (Date.now() < until) {
      const { status, body } = await this.json<{ result: Record<string, unknown>[] }>(
        `/api/v1/async_event/?last_id=${lastId}`,
      );
      if (status !== 200) throw new Error(`polling answered ${status}: ${JSON.stringify(body)}`);
      const found = body.result.find((event) => event.job_id === jobId);
      if (found) return found;
      lastId = (body.result.at(-1)?.id as string | undefined) ?? lastId;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`no event for job ${jobId} within ${timeoutMs} ms`);
  }
}

export const ordersContext = (
  datasetId: number,
  query: Record<string, unknown>,
  extra: Record<string, unknown> = {},
) => ({
  datasource: { id: datasetId, type: 'table' },
  force: false,
  queries: [query],
  result_format: 'json',
  result_type: 'full',
  ...extra,
});
