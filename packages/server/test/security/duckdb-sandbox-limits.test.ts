/**
 * Issue 13 findings 4 and 11: every DuckDB, in-memory ones included, runs without file access,
 * with its configuration locked and TESSERA_QUERY_MEMORY / TESSERA_QUERY_THREADS applied; user
 * SQL that would build huge values ends in a clear 4xx while the server stays small and other
 * charts keep answering.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConnector } from '../../src/engine/connectors';
import { type OrdersApp, startOrdersApp } from '../engine/orders-app';

let o: OrdersApp;

beforeAll(async () => {
  o = await startOrdersApp({ env: { TESSERA_QUERY_MEMORY: '256MB', TESSERA_QUERY_THREADS: '2' } });
});
afterAll(async () => {
  await o.close();
});

async function failure(run: () => Promise<unknown>): Promise<string> {
  const error = await run().then(
    () => null,
    (e: unknown) => e,
  );
  expect(error, `should be refused: ${run.toString().slice(0, 200)}`).toBeInstanceOf(Error);
  return (error as Error).message;
}

describe('an in-memory DuckDB data source (duckdb:///:memory:)', () => {
  it('cannot read the server files, quoted or not, straight through the connector', async () => {
    const memory = createConnector('duckdb:///:memory:');
    try {
      const secret = `${o.t.home}/secret_key`;
      for (const sql of [
        `SELECT * FROM "read_text"('${secret}')`,
        `SELECT * FROM read_text('${secret}')`,
        `SELECT * FROM read_csv('${secret}')`,
        `SELECT * FROM '${secret}'`,
        `ATTACH '${o.t.home}/tessera.db' AS meta`,
      ]) {
        const message = await failure(() => memory.execute(sql));
        expect(message, sql).not.toContain(o.t.config.secretKey);
      }
      const settings = await memory.execute(
        "SELECT current_setting('enable_external_access') AS ext, current_setting('lock_configuration') AS locked, current_setting('threads') AS threads, current_setting('memory_limit') AS mem",
      );
      expect(settings.rows[0]).toMatchObject({ ext: false, locked: true, threads: 2 });
      expect(String(settings.rows[0]!.mem)).toMatch(/^24\d\.\d MiB$/); // 256 MB
      await failure(() => memory.execute("SET memory_limit = '10GB'"));
    } finally {
      await memory.close();
    }
  });

  it("lets a URI's memory_limit and threads lower the server's limits, never raise them", async () => {
    for (const [uri, mem, threads] of [
      ['duckdb:///:memory:?memory_limit=100GB&threads=64', /^24\d\.\d MiB$/, 2],
      ['duckdb:///:memory:?memory_limit=64MB&threads=1', /^6\d\.\d MiB$/, 1],
    ] as const) {
      const connector = createConnector(uri);
      try {
        const { rows } = await connector.execute(
          "SELECT current_setting('memory_limit') AS mem, current_setting('threads') AS threads",
        );
        expect(String(rows[0]!.mem), uri).toMatch(mem);
        expect(rows[0]!.threads, uri).toBe(threads);
      } finally {
        await connector.close();
      }
    }
    expect(() => createConnector('duckdb:///:memory:?memory_limit=80%25')).toThrow(/memory_limit/);
  });
});

describe('repro 4 through POST /api/v1/chart/data on the examples DuckDB', () => {
  const metric = (sql: string) => ({ expressionType: 'SQL', sqlExpression: sql, label: 'm' });
  const heavy = [
    "MAX(repeat('a', 100000000))",
    'MAX(range(1, 100000000))',
    'MAX("range"(1, 100000000 + 0))',
    'MAX(range(1, quantity * 100000000))',
  ];
  // The SQL guard may refuse these functions first; either refusal is a clear 4xx.
  const refusal = /more memory than this server allows \(TESSERA_QUERY_MEMORY = 256 MB\)|is not allowed/;

  it('answers 4xx with a clear message, keeps the RSS under 2 GB, and other charts answer', async () => {
    const normal = o.context({ columns: ['region'], metrics: ['count'], row_limit: 10 });
    const replies = await Promise.all([
      ...heavy.map((sql) => o.post(o.context({ metrics: [metric(sql)], row_limit: 10 }))),
      o.post(normal),
    ]);
    const ok = replies.pop()!;
    expect(ok.status).toBe(200);
    expect(ok.body.result[0]!.data.length).toBeGreaterThan(0);
    for (const [index, reply] of replies.entries()) {
      expect(reply.status, heavy[index]).toBeGreaterThanOrEqual(400);
      expect(reply.status, heavy[index]).toBeLessThan(500);
      expect(JSON.stringify(reply.body), heavy[index]).toMatch(refusal);
    }
    expect(process.memoryUsage().rss).toBeLessThan(2 * 1000 ** 3);
  });

  it('bounds the same SQL in the engine itself, without the guard', async () => {
    const examples = createConnector(`duckdb:///${o.t.config.examplesDuckdbPath}`);
    try {
      for (const expression of heavy) {
        for (const compiledSelect of [false, true]) {
          const message = await failure(() =>
            examples.execute(`SELECT ${expression} AS m FROM tessera_orders`, [], { compiledSelect }),
          );
          expect(message, expression).toMatch(
            /more memory than this server allows \(TESSERA_QUERY_MEMORY = 256 MB\)/,
          );
        }
      }
      // Values within the bound, an answer that is not: 5,000 rows of 1,000-item lists.
      const message = await failure(() =>
        examples.execute('SELECT order_id, range(1, 1000) AS m FROM tessera_orders'),
      );
      expect(message).toMatch(
        /larger than this server holds for one query \(TESSERA_QUERY_MEMORY = 256 MB\)/,
      );
      // Small values still work.
      const { rows } = await examples.execute("SELECT repeat('-', 3) AS bar, range(1, 4) AS r");
      expect(rows).toEqual([{ bar: '---', r: '[1, 2, 3]' }]);
    } finally {
      await examples.close();
    }
    expect(process.memoryUsage().rss).toBeLessThan(2 * 1000 ** 3);
  });

  it('bounds chains of string replacements, which multiply a value per call', async () => {
    const examples = createConnector(`duckdb:///${o.t.config.examplesDuckdbPath}`);
    try {
      // Eight nested calls turn two characters into 200 MB, per row.
      let nested = "'aa'";
      for (let level = 0; level < 8; level++) nested = `replace(${nested}, 'a', 'aaaaaaaaaa')`;
      for (const expression of [
        `MAX(${nested})`,
        `MAX(replace(channel, 'e', '${'x'.repeat(1000)}'))`,
        "MAX(replace(replace(channel, 'e', channel), 'a', channel))",
        "MAX(regexp_replace(regexp_replace(channel, '', channel, 'g'), '', channel, 'g'))",
      ]) {
        const message = await failure(() =>
          examples.execute(`SELECT ${expression} AS m FROM tessera_orders`),
        );
        expect(message, expression).toMatch(/more memory than this server allows.*replace\(\)/);
      }
      // Ordinary clean-ups still run.
      const { rows } = await examples.execute(
        "SELECT replace(replace('a-b', '-', ' / '), 'b', 'bee') AS r, regexp_replace('a-b', '[-]', '_', 'g') AS g",
      );
      expect(rows).toEqual([{ r: 'a / bee', g: 'a_b' }]);
    } finally {
      await examples.close();
    }
  });
});
