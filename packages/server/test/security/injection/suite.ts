/**
 * Sends the whole injection corpus (corpus.ts) through the real HTTP API against one data source
 * and proves, for every answer: (a) no canary token (a file outside the data directories, a CSV
 * inside them, a row in the metadata store, a table in another database) ever comes back; (c) a
 * refusal is a 4xx with a clear message, never a 5xx or a hang; (d) no answer echoes the data
 * source's password or URI. After the corpus, (b) the write canary: the data source's tables,
 * rows, databases and users, the metadata store's users and the canary directory are unchanged.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { encodeRison } from '@tessera/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../platform/harness';
import {
  CATALOGUE_TABLES,
  EXPRESSIONS,
  type ExpressionPath,
  FILTER_OPERATORS,
  FILTER_VALUES,
  IDENTIFIERS,
  type RenderContext,
  RISONS,
  render,
  STATEMENTS,
  TIME_RANGES,
} from './corpus';
import { KNOWN_GAPS } from './known-gaps';
import { type DialectId, type Source, TARGETS } from './targets';

const REQUEST_TIMEOUT_MS = 20_000;
const POOL = 4;

interface Reply {
  readonly status: number;
  readonly text: string;
  // biome-ignore lint/suspicious/noExplicitAny: answers are inspected field by field
  readonly body: any;
}

/** The message a 4xx shows the user: Superset's `message` or the first SIP-40 error's. */
function messageOf(body: unknown): string {
  if (typeof body !== 'object' || body === null) return '';
  const { message, errors } = body as { message?: unknown; errors?: { message?: unknown }[] };
  if (typeof message === 'string') return message;
  if (message && typeof message === 'object') return JSON.stringify(message);
  const first = Array.isArray(errors) ? errors[0]?.message : undefined;
  return typeof first === 'string' ? first : '';
}

/** Runs `work` over `items` with at most POOL in flight. */
async function pool<T>(items: readonly T[], work: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      await work(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(POOL, items.length) }, worker));
}

const short = (text: string) =>
  JSON.stringify(text.length > 80 ? `${text.slice(0, 80)}…(${text.length})` : text);

export function injectionSuite(id: DialectId): void {
  const target = TARGETS[id];
  const skip = target.skip();
  if (skip) console.info(`injection corpus: skipping ${id}: ${skip}`);

  describe.skipIf(skip !== null)(`injection corpus on ${id}`, () => {
    const token = `CANARY${randomBytes(16).toString('hex')}`;
    const canaryDir = mkdtempSync(join(tmpdir(), 'tessera-canary-'));
    const canaryFile = join(canaryDir, 'canary.txt');
    let t: TestApp;
    let bearer: Record<string, string>;
    let source: Source;
    let databaseId: number;
    let salesId: number;
    let carrierId: number;
    let carrierColumns: Record<string, unknown>[];
    let context: RenderContext;
    let before: unknown;
    /** Problems found, by payload: a key in KNOWN_GAPS is expected (and must still reproduce). */
    const problems = new Map<string, string[]>();
    const counts = new Map<string, number>();
    /** Payloads some request of a path answered 2xx (harmless there, e.g. a bound value). */
    const accepted = new Set<string>();

    const call = async (method: string, path: string, body?: unknown): Promise<Reply> => {
      const response = await fetch(`${t.baseUrl}${path}`, {
        method,
        headers: { ...bearer, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // a non-JSON answer is checked as text
      }
      return { status: response.status, text, body: parsed };
    };

    const problem = (path: string, payload: string, what: string) => {
      const key = `${path} ${short(payload)}`;
      problems.set(key, [...(problems.get(key) ?? []), what]);
    };

    /** Sends one request and checks the answer against (a), (c) and (d). */
    const probe = async (
      path: string,
      payload: string,
      method: string,
      url: string,
      body?: unknown,
    ): Promise<Reply | null> => {
      counts.set(path, (counts.get(path) ?? 0) + 1);
      let reply: Reply;
      try {
        reply = await call(method, url, body);
      } catch (error) {
        problem(path, payload, `no answer within ${REQUEST_TIMEOUT_MS} ms: ${(error as Error).message}`);
        return null;
      }
      if (reply.status < 300) accepted.add(`${path} ${short(payload)}`);
      if (reply.text.includes(token))
        problem(path, payload, `LEAK: the canary token came back (${reply.status})`);
      if (source.password && reply.text.includes(source.password))
        problem(path, payload, 'echoed the password');
      if (reply.text.includes(source.uri)) problem(path, payload, 'echoed the data source URI');
      if (reply.status >= 500)
        problem(path, payload, `server error ${reply.status}: ${reply.text.slice(0, 300)}`);
      else if (reply.status >= 400) {
        // Node refuses an over-long request line before the app sees it (431, no body).
        const message = messageOf(reply.body);
        if (reply.status !== 431 && (message.trim().length < 8 || /internal server error/i.test(message)))
          problem(
            path,
            payload,
            `refusal ${reply.status} without a clear message: ${reply.text.slice(0, 300)}`,
          );
      } else if (reply.status !== 200 && reply.status !== 201) {
        problem(path, payload, `unexpected status ${reply.status}`);
      }
      return reply;
    };

    const queryContext = (datasetId: number, query: Record<string, unknown>) => ({
      datasource: { id: datasetId, type: 'table' },
      force: true,
      queries: [{ row_limit: 20, ...query }],
      result_format: 'json',
      result_type: 'full',
    });
    const chartData = (path: string, payload: string, query: Record<string, unknown>, dataset = salesId) =>
      probe(path, payload, 'POST', '/api/v1/chart/data', queryContext(dataset, query));

    const sqlMetric = (sql: string) => ({ expressionType: 'SQL', sqlExpression: sql, label: 'm' });
    const expressionQuery: Record<
      Exclude<ExpressionPath, 'calculated'>,
      (sql: string) => Record<string, unknown>
    > = {
      metric: (sql) => ({ columns: ['region'], metrics: [sqlMetric(sql)] }),
      where: (sql) => ({ columns: ['region'], metrics: ['count'], extras: { where: sql } }),
      having: (sql) => ({ columns: ['region'], metrics: ['count'], extras: { having: sql } }),
      orderby: (sql) => ({ columns: ['region'], metrics: ['count'], orderby: [[sqlMetric(sql), false]] }),
      series_limit_metric: (sql) => ({
        columns: ['region', 'year'],
        metrics: ['count'],
        series_columns: ['region'],
        series_limit: 2,
        series_limit_metric: sqlMetric(sql),
        timeseries_limit_metric: sqlMetric(sql),
      }),
    };

    beforeAll(async () => {
      chmodSync(canaryDir, 0o777); // the database servers could write here, were they let
      writeFileSync(canaryFile, `secret\n${token}\n`, { mode: 0o644 });
      chmodSync(canaryFile, 0o644);
      t = await startTestApp();
      bearer = t.bearer(await t.login());
      const datafile = join(t.config.uploadsDir, 'canary.csv');
      writeFileSync(datafile, `secret\n${token}\n`);
      // The metadata store's canary: a user whose last name is the token.
      await t.createUser('canary_user', `pw-${randomBytes(8).toString('hex')}`, ['Gamma']);
      await t.app.store
        .updateTable('ab_user')
        .set({ last_name: token })
        .where('username', '=', 'canary_user')
        .execute();
      source = await target.setUp(t.config.uploadsDir, token);
      context = {
        file: canaryFile,
        dir: canaryDir,
        datafile,
        meta: t.config.databaseUrl.replace(/^sqlite:\/\/\//, ''),
        other: source.other,
        table: 'sales',
        schema: source.schema,
      };
      const database = await call('POST', '/api/v1/database/', {
        database_name: `inject ${id}`,
        sqlalchemy_uri: source.uri,
        expose_in_sqllab: true,
        allow_dml: false,
      });
      expect(database.status, database.text).toBe(201);
      databaseId = database.body.id;
      const sales = await call('POST', '/api/v1/dataset/', {
        database: databaseId,
        schema: source.schema,
        table_name: 'sales',
      });
      expect(sales.status, sales.text).toBe(201);
      salesId = sales.body.id;
      // Give the physical dataset the usual COUNT(*) metric and a temporal column.
      const shown = await call('GET', `/api/v1/dataset/${salesId}`);
      const columns = (shown.body.result.columns as Record<string, unknown>[]).map((c) => ({
        id: c.id,
        column_name: c.column_name,
        type: c.type,
        is_dttm: c.column_name === 'sold_on',
      }));
      const updated = await call('PUT', `/api/v1/dataset/${salesId}`, {
        main_dttm_col: 'sold_on',
        columns,
        metrics: [{ metric_name: 'count', expression: 'COUNT(*)' }],
      });
      expect(updated.status, updated.text).toBe(200);
      const carrier = await call('POST', '/api/v1/dataset/', {
        database: databaseId,
        schema: source.schema,
        table_name: 'calc_carrier',
        sql: 'SELECT * FROM sales',
      });
      expect(carrier.status, carrier.text).toBe(201);
      carrierId = carrier.body.id;
      const carrierShown = await call('GET', `/api/v1/dataset/${carrierId}`);
      carrierColumns = (carrierShown.body.result.columns as Record<string, unknown>[]).map((c) => ({
        id: c.id,
        column_name: c.column_name,
        type: c.type,
      }));
      // A sanity check that the fixture answers at all (else every refusal would be vacuous).
      const ok = await call(
        'POST',
        '/api/v1/chart/data',
        queryContext(salesId, { columns: ['region'], metrics: ['count'] }),
      );
      expect(ok.status, ok.text).toBe(200);
      expect(ok.body.result[0].data).toHaveLength(4);
      before = await writeState();
    }, 120_000);

    afterAll(async () => {
      const lines = [...counts].map(([path, n]) => `${path}=${n}`).join(' ');
      console.info(`injection corpus on ${id}: ${lines}`);
      if (process.env.INJECTION_LIST_ACCEPTED) console.info([...accepted].sort().join('\n'));
      await source?.tearDown();
      await t?.close();
      rmSync(canaryDir, { recursive: true, force: true });
    });

    const writeState = async () => ({
      source: await source.state(),
      canaryDir: readdirSync(canaryDir).sort(),
      dataDir: readdirSync(t.config.uploadsDir)
        .filter((name) => !name.endsWith('.wal'))
        .sort(),
      users: await t.app.store
        .selectFrom('ab_user')
        .select(['username', 'last_name', 'password_hash', 'active', 'token_version'])
        .orderBy('id')
        .execute(),
      databases: await t.app.store
        .selectFrom('dbs')
        .select(['id', 'sqlalchemy_uri', 'allow_dml'])
        .orderBy('id')
        .execute(),
    });

    const rendered = (payloads: readonly string[]) => payloads.map((p) => render(p, context));

    /** The data source still answers an ordinary chart: no payload took its server down. */
    const stillAnswers = async (after: string) => {
      const ok = await call(
        'POST',
        '/api/v1/chart/data',
        queryContext(salesId, { columns: ['region'], metrics: ['count'] }),
      );
      expect(
        ok.status,
        `the data source stopped answering after the ${after} payloads: ${ok.text.slice(0, 300)}`,
      ).toBe(200);
    };

    it('the canaries are in reach of the engine itself, so their absence below proves something', async () => {
      expect(await source.reach(canaryFile)).toContain(token);
      const user = await t.app.store
        .selectFrom('ab_user')
        .select('last_name')
        .where('username', '=', 'canary_user')
        .executeTakeFirstOrThrow();
      expect(user.last_name).toBe(token);
    });

    it('custom SQL in metrics, filters and order by', { timeout: 300_000 }, async () => {
      const paths = Object.keys(expressionQuery) as (keyof typeof expressionQuery)[];
      const jobs = paths.flatMap((path) => rendered(EXPRESSIONS).map((sql) => ({ path, sql })));
      await pool(jobs, async ({ path, sql }) => {
        await chartData(path, sql, expressionQuery[path](sql));
      });
      await stillAnswers('custom SQL');
    });

    it('simple filters: comparators are bound, operators checked', { timeout: 120_000 }, async () => {
      const jobs = [
        ...rendered(FILTER_VALUES).flatMap((val) =>
          [
            ['==', val],
            ['!=', val],
            ['IN', [val, 'North']],
            ['LIKE', val],
            ['ILIKE', val],
          ].map(([op, v]) => ({ op: op as string, val: v, payload: val })),
        ),
        ...rendered(FILTER_OPERATORS).map((op) => ({ op, val: 'North' as unknown, payload: op })),
      ];
      await pool(jobs, async ({ op, val, payload }) => {
        await chartData('simple_filter', payload, {
          columns: ['region'],
          metrics: ['count'],
          filters: [{ col: 'region', op, val }],
        });
        await chartData('adhoc_filter', payload, {
          columns: ['region'],
          metrics: ['count'],
          adhoc_filters: [
            { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'region', operator: op, comparator: val },
          ],
        });
      });
      await stillAnswers('simple filter');
    });

    it('calculated columns (saved expression, then queried)', { timeout: 300_000 }, async () => {
      // One carrier dataset, so these run one after the other.
      for (const sql of rendered(EXPRESSIONS)) {
        const saved = await probe('calculated_save', sql, 'PUT', `/api/v1/dataset/${carrierId}`, {
          columns: [...carrierColumns, { column_name: 'calc', expression: sql }],
        });
        if (saved?.status !== 200) continue;
        await chartData('calculated', sql, { columns: ['calc'], metrics: [], row_limit: 5 }, carrierId);
        await chartData(
          'calculated',
          sql,
          {
            columns: [],
            metrics: [
              { expressionType: 'SIMPLE', aggregate: 'MAX', column: { column_name: 'calc' }, label: 'm' },
            ],
          },
          carrierId,
        );
      }
      await stillAnswers('calculated column');
    });

    it('virtual dataset SQL', { timeout: 300_000 }, async () => {
      await pool(rendered(STATEMENTS), async (sql, index) => {
        const created = await probe('virtual_dataset', sql, 'POST', '/api/v1/dataset/', {
          database: databaseId,
          schema: source.schema,
          table_name: `virtual_${index}`,
          sql,
        });
        if (created?.status !== 201) return;
        const shown = await call('GET', `/api/v1/dataset/${created.body.id}`);
        const first = shown.body.result.columns[0]?.column_name as string | undefined;
        if (first)
          await chartData('virtual_dataset', sql, { columns: [first], metrics: [] }, created.body.id);
      });
      await stillAnswers('virtual dataset');
    });

    it('SQL Lab statements on a database with DML off', { timeout: 300_000 }, async () => {
      await pool(rendered(STATEMENTS), async (sql) => {
        await probe('sqllab', sql, 'POST', '/api/v1/sqllab/execute/', {
          database_id: databaseId,
          sql,
          schema: source.schema,
          runAsync: false,
          queryLimit: 100,
        });
      });
      await stillAnswers('SQL Lab');
    });

    it('time ranges', { timeout: 120_000 }, async () => {
      await pool(rendered(TIME_RANGES), async (range) => {
        await chartData('time_range_chart', range, {
          columns: ['region'],
          metrics: ['count'],
          time_range: range,
          granularity: 'sold_on',
        });
        await chartData('time_range_filter', range, {
          columns: ['region'],
          metrics: ['count'],
          filters: [{ col: 'sold_on', op: 'TEMPORAL_RANGE', val: range }],
        });
        await probe(
          'time_range_api',
          range,
          'GET',
          `/api/v1/time_range/?q=${encodeURIComponent(encodeRison(range))}`,
        );
      });
      await stillAnswers('time range');
    });

    it('rison in list q=', { timeout: 120_000 }, async () => {
      const lists = ['chart', 'dataset', 'database', 'dashboard', 'saved_query', 'query'];
      const jobs = rendered(RISONS).flatMap((q) => lists.map((list) => ({ q, list })));
      await pool(jobs, async ({ q, list }) => {
        await probe('rison', q, 'GET', `/api/v1/${list}/?q=${encodeURIComponent(q)}`);
      });
      await stillAnswers('rison');
    });

    it('identifiers: column, table and schema names', { timeout: 300_000 }, async () => {
      await pool(rendered(IDENTIFIERS), async (name, index) => {
        await chartData('identifier_column', name, { columns: [name], metrics: ['count'] });
        await chartData('identifier_filter', name, {
          columns: ['region'],
          metrics: ['count'],
          filters: [{ col: name, op: '==', val: 'x' }],
        });
        await chartData('identifier_metric', name, {
          columns: ['region'],
          metrics: [
            { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: name }, label: 'm' },
          ],
        });
        await chartData('identifier_orderby', name, {
          columns: ['region'],
          metrics: ['count'],
          orderby: [[name, true]],
        });
        await chartData('identifier_granularity', name, {
          columns: ['region'],
          metrics: ['count'],
          granularity: name,
          time_range: 'Last year',
        });
        await probe('identifier_dataset_table', name, 'POST', '/api/v1/dataset/', {
          database: databaseId,
          schema: source.schema,
          table_name: name,
        });
        await probe('identifier_dataset_schema', name, 'POST', '/api/v1/dataset/', {
          database: databaseId,
          schema: name,
          table_name: `sales_${index}`,
        });
        const q = (table: string, schema: string) =>
          `?name=${encodeURIComponent(table)}&schema=${encodeURIComponent(schema)}`;
        await probe(
          'identifier_table_metadata',
          name,
          'GET',
          `/api/v1/database/${databaseId}/table_metadata/${q(name, source.schema)}`,
        );
        await probe(
          'identifier_table_metadata_schema',
          name,
          'GET',
          `/api/v1/database/${databaseId}/table_metadata/${q('sales', name)}`,
        );
        await probe(
          'identifier_tables_schema',
          name,
          'GET',
          `/api/v1/database/${databaseId}/tables/?q=${encodeURIComponent(encodeRison({ schema_name: name }))}`,
        );
      });
      await stillAnswers('identifier');
    });

    it('physical datasets over system catalogues', { timeout: 120_000 }, async () => {
      const pairs = CATALOGUE_TABLES.map(
        ([schema, table]) => [render(schema, context), render(table, context)] as const,
      );
      await pool(pairs, async ([schema, table], index) => {
        const payload = `${schema}.${table}`;
        const created = await probe('catalogue_dataset', payload, 'POST', '/api/v1/dataset/', {
          database: databaseId,
          schema,
          table_name: table,
        });
        if (created?.status !== 201) return;
        // Whatever got registered must not read out: query every column it found.
        const shown = await call('GET', `/api/v1/dataset/${created.body.id}`);
        const columns = (shown.body.result.columns as { column_name: string }[]).map((c) => c.column_name);
        await chartData(
          'catalogue_dataset_query',
          payload,
          { columns, metrics: [], row_limit: 1000 },
          created.body.id,
        );
        await probe(
          'catalogue_dataset_query',
          payload,
          'POST',
          `/datasource/samples?datasource_id=${created.body.id}&datasource_type=table&force=true`,
          {},
        );
        void index;
      });
      await stillAnswers('catalogue dataset');
    });

    it('wrote nothing: tables, rows, users and files are unchanged', async () => {
      expect(await writeState()).toEqual(before);
    });

    it('every payload was answered safely (or is a listed known gap that still reproduces)', () => {
      const gaps = KNOWN_GAPS[id] ?? {};
      const unexpected = [...problems].filter(([key]) => !(key in gaps));
      expect(unexpected.map(([key, what]) => `${key}: ${what.join('; ')}`)).toEqual([]);
      const fixed = Object.keys(gaps).filter((key) => !problems.has(key));
      expect(fixed, 'these known gaps no longer reproduce: remove them from known-gaps.ts').toEqual([]);
    });
  });
}
