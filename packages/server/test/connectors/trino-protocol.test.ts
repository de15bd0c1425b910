/**
 * No Trino coordinator is reachable on these machines, so this suite checks the connector's use
 * of Trino's client REST protocol (https://trino.io/docs/current/develop/client-protocol.html)
 * against a small coordinator that speaks it: POST /v1/statement, pages followed through
 * nextUri, failures reported in `error`, and DELETE on the query to cancel. It records what the
 * connector sends (statement, user, session properties) and answers as Trino does. It does not
 * replace the real-server suite in trino.test.ts (TEST_TRINO_URL); it covers the paging,
 * conversion, error and cancellation paths that suite cannot run here.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConnectionTestError, connectionFailureMessage } from '../../src/engine/connectors/connection-test';
import { ConnectorError } from '../../src/engine/connectors/errors';
import { createConnector } from '../../src/engine/connectors/registry';
import type { Connector } from '../../src/engine/types';

interface Received {
  readonly statement: string;
  readonly headers: IncomingMessage['headers'];
}

interface Query {
  readonly pages: object[];
  /** Keep answering "running" with no data, until cancelled. */
  readonly endless: boolean;
  cancelled: boolean;
}

const COLUMNS = [
  { name: 'n', type: 'bigint' },
  { name: 'amount', type: 'decimal(12,2)' },
  { name: 'at', type: 'timestamp(3) with time zone' },
  { name: 'tags', type: 'array(varchar)' },
];

function planFor(statement: string, catalog: unknown): Omit<Query, 'cancelled'> {
  if (statement.includes('FAIL')) {
    return {
      endless: false,
      pages: [
        {
          error: {
            message: "line 1:15: Table 'x' does not exist",
            errorName: 'TABLE_NOT_FOUND',
            errorCode: 46,
          },
        },
      ],
    };
  }
  if (catalog === 'nope') {
    return {
      endless: false,
      pages: [{ error: { message: "Catalog 'nope' not found", errorName: 'CATALOG_NOT_FOUND' } }],
    };
  }
  if (statement.includes('LONG')) return { endless: true, pages: [] };
  return {
    endless: false,
    pages: [
      { columns: COLUMNS, data: [[1, '1234.56', '2024-02-29 13:45:06.789 +02:00', ['a', "b'c"]]] },
      { columns: COLUMNS },
      { columns: COLUMNS, data: [[2, null, '2024-02-29 00:00:00.000 UTC', []]] },
    ],
  };
}

describe('Trino client protocol', () => {
  const received: Received[] = [];
  const deleted: string[] = [];
  const queries = new Map<string, Query>();
  let server: Server;
  let base: string;
  let connector: Connector;
  /** Off: /v1/info answers 404, as any other HTTP service would. */
  let answersInfo = true;

  beforeAll(async () => {
    let next = 0;
    server = createServer((request, response) => {
      const reply = (body: object) => {
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify(body));
      };
      const [, , kind, id = '', token = '0'] = (request.url ?? '').split('/');
      if (request.method === 'GET' && request.url === '/v1/info' && answersInfo) {
        // What a coordinator says of itself; connection tests ask it first.
        reply({ nodeVersion: { version: '451' }, environment: 'test', coordinator: true, starting: false });
        return;
      }
      if (request.method === 'POST' && request.url === '/v1/statement') {
        let body = '';
        request.on('data', (chunk: Buffer) => {
          body += chunk.toString('utf8');
        });
        request.on('end', () => {
          const queryId = `q${++next}`;
          received.push({ statement: body, headers: request.headers });
          queries.set(queryId, { ...planFor(body, request.headers['x-trino-catalog']), cancelled: false });
          reply({ id: queryId, nextUri: `${base}/v1/statement/${queryId}/1`, stats: { state: 'QUEUED' } });
        });
        return;
      }
      if (request.method === 'DELETE' && kind === 'query') {
        deleted.push(id);
        const query = queries.get(id);
        if (query) query.cancelled = true;
        response.statusCode = 204;
        response.end();
        return;
      }
      const query = queries.get(id);
      const page = Number(token);
      if (!query) {
        response.statusCode = 404;
        response.end();
        return;
      }
      const queryId = id;
      if (query.cancelled) {
        reply({ id: queryId, error: { message: 'Query was canceled', errorName: 'USER_CANCELED' } });
      } else if (query.endless) {
        setTimeout(() => reply({ id: queryId, nextUri: `${base}/v1/statement/${queryId}/${page + 1}` }), 50);
      } else {
        const last = page >= query.pages.length;
        reply({
          id: queryId,
          ...query.pages[page - 1],
          ...(last ? {} : { nextUri: `${base}/v1/statement/${queryId}/${page + 1}` }),
        });
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    connector = createConnector(
      `trino://analyst@127.0.0.1:${(server.address() as AddressInfo).port}/hive/sales`,
    );
  });

  afterAll(async () => {
    await connector.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it('follows the pages and converts each column', async () => {
    const result = await connector.execute('SELECT * FROM t');
    expect(result.columns.map((column) => [column.name, column.genericType])).toEqual([
      ['n', 0],
      ['amount', 0],
      ['at', 2],
      ['tags', 1],
    ]);
    expect(result.rows).toEqual([
      { n: 1, amount: 1234.56, at: Date.UTC(2024, 1, 29, 11, 45, 6, 789), tags: '["a","b\'c"]' },
      { n: 2, amount: null, at: Date.UTC(2024, 1, 29), tags: '[]' },
    ]);
    const sent = received.at(-1);
    expect(sent?.statement).toBe('SELECT * FROM t');
    expect(sent?.headers['x-trino-user']).toBe('analyst');
    expect(sent?.headers['x-trino-catalog']).toBe('hive');
    expect(sent?.headers['x-trino-schema']).toBe('sales');
    expect(sent?.headers['x-trino-source']).toBe('tessera');
  });

  it('sends parameters through EXECUTE IMMEDIATE and the timeout as a session property', async () => {
    await connector.execute('SELECT * FROM t WHERE a = ? AND b = ?', ["it's", 3], { timeoutMs: 1500 });
    const sent = received.at(-1);
    expect(sent?.statement).toBe(
      "EXECUTE IMMEDIATE 'SELECT * FROM t WHERE a = ? AND b = ?' USING 'it''s', INTEGER '3'",
    );
    expect(sent?.headers['x-trino-session']).toBe('query_max_run_time=3s');
  });

  it('reports a failed query with Trino’s message', async () => {
    const error = await connector.execute('SELECT FAIL').catch((caught: unknown) => caught as ConnectorError);
    expect(error).toBeInstanceOf(ConnectorError);
    expect((error as ConnectorError).code).toBe('QUERY_FAILED');
    expect((error as ConnectorError).message).toBe("line 1:15: Table 'x' does not exist");
  });

  it('times out and cancels: answers at once and deletes the query', async () => {
    const started = performance.now();
    const timeout = await connector
      .execute('SELECT LONG', [], { timeoutMs: 300 })
      .catch((caught: unknown) => caught as ConnectorError);
    expect((timeout as ConnectorError).code).toBe('TIMED_OUT');
    expect(performance.now() - started).toBeLessThan(1500);
    const timedOutId = [...queries.keys()].at(-1) as string;
    await expect.poll(() => deleted).toContain(timedOutId);

    const controller = new AbortController();
    setTimeout(() => controller.abort(), 200);
    const aborted = await connector
      .execute('SELECT LONG', [], { signal: controller.signal })
      .catch((caught: unknown) => caught as ConnectorError);
    expect((aborted as ConnectorError).code).toBe('CANCELLED');
    const abortedId = [...queries.keys()].at(-1) as string;
    await expect.poll(() => deleted).toContain(abortedId);
  });

  it('explains a missing catalog and a refused connection', async () => {
    const port = (server.address() as AddressInfo).port;
    await expect(connector.testConnection()).resolves.toBeUndefined();
    expect(received.at(-1)?.statement).toBe('SHOW TABLES');
    const noCatalog = createConnector(`trino://analyst@127.0.0.1:${port}/nope`);
    const missing = await noCatalog.testConnection().catch((caught: unknown) => caught as ConnectorError);
    expect(received.at(-1)?.statement).toBe('SHOW SCHEMAS');
    // The answer is one of three classes in our words; Trino's own words stay in `detail` (logs).
    expect(missing).toBeInstanceOf(ConnectionTestError);
    expect(missing?.code).toBe('CONNECTION_FAILED');
    expect((missing as ConnectionTestError).failure).toBe('NOT_THAT_DATABASE');
    expect(missing?.message).toBe(connectionFailureMessage('NOT_THAT_DATABASE', 'Trino'));
    expect((missing as ConnectionTestError).detail).toContain(
      `The catalog "nope" does not exist on the Trino server at http://127.0.0.1:${port}. Check the catalog name.`,
    );
    const refused = createConnector('trino://analyst@127.0.0.1:1/hive');
    const failure = await refused.testConnection().catch((caught: unknown) => caught as ConnectionTestError);
    expect(failure?.failure).toBe('UNREACHABLE');
    expect(failure?.message).toBe(connectionFailureMessage('UNREACHABLE', 'Trino'));
    // Any other HTTP service is not a coordinator, whatever it answers.
    const notTrino = createConnector(`trino://analyst@127.0.0.1:${port}/hive`);
    answersInfo = false;
    const other = await notTrino.testConnection().catch((caught: unknown) => caught as ConnectionTestError);
    answersInfo = true;
    expect(other?.failure).toBe('NOT_THAT_DATABASE');
  });
});
