/**
 * Issue 13, finding 5: a connection test is not a network probe. Whatever answers at the host the
 * caller chose, the test says one of three things in our words (cannot reach, refused login, not
 * a database of that kind); a closed and a silent port say the same; another service's body is
 * never repeated; and a refused file path answers the same whether or not it exists.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import mysql from 'mysql2/promise';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectionFailureMessage } from '../../src/engine/connectors/connection-test';
import { startTestApp, type TestApp } from '../platform/harness';
import { service } from '../platform/services';
import { type Client, client, type Reply } from '../resources/client';
import {
  closedPort,
  FAKE_PG_REFUSAL,
  type FakePostgres,
  type FakeServer,
  HTTP_BODY,
  startFakePostgres,
  startHttpService,
  startSilentServer,
} from './database-fakes';

const postgresSkip = service('postgres', 'classifying a real PostgreSQL server').skip;
const mysqlSkip = service('mysql', 'classifying a real MySQL server').skip;

const ENGINES = [
  {
    scheme: 'postgresql',
    name: 'PostgreSQL',
    uri: (port: number) => `postgresql://u:p@127.0.0.1:${port}/db`,
  },
  { scheme: 'mysql', name: 'MySQL', uri: (port: number) => `mysql://u:p@127.0.0.1:${port}/db` },
  {
    scheme: 'clickhousedb',
    name: 'ClickHouse',
    uri: (port: number) => `clickhousedb://u:p@127.0.0.1:${port}/db`,
  },
  { scheme: 'trino', name: 'Trino', uri: (port: number) => `trino://u@127.0.0.1:${port}/hive` },
] as const;

const CODES = {
  UNREACHABLE: 'CONNECTION_UNREACHABLE',
  LOGIN_REFUSED: 'CONNECTION_LOGIN_REFUSED',
  NOT_THAT_DATABASE: 'CONNECTION_NOT_A_DATABASE',
} as const;
type Failure = keyof typeof CODES;
/** The SIP-40 error type Superset's connection form reads for each class. */
const ERROR_TYPES: Record<Failure, string> = {
  UNREACHABLE: 'CONNECTION_HOST_DOWN_ERROR',
  LOGIN_REFUSED: 'CONNECTION_ACCESS_DENIED_ERROR',
  NOT_THAT_DATABASE: 'CONNECTION_UNKNOWN_DATABASE_ERROR',
};

/**
 * The answer's class, after checking that its words are exactly ours for that class. Only
 * test_connection repeats them as the top-level message; validate_parameters answers with the
 * SIP-40 errors alone, as Superset's does.
 */
function failureOf(reply: Reply, engineName: string, topLevelMessage = true): Failure {
  expect(reply.status).toBe(422);
  const code = reply.body.errors?.[0]?.extra?.code as string;
  const failure = (Object.keys(CODES) as Failure[]).find((key) => CODES[key] === code);
  expect(failure, JSON.stringify(reply.body)).toBeDefined();
  const message = connectionFailureMessage(failure as Failure, engineName);
  if (topLevelMessage) expect(reply.body.message).toBe(message);
  else expect(reply.body).toEqual({ errors: [expect.anything()] });
  expect(reply.body.errors[0].message).toBe(message);
  expect(reply.body.errors[0].error_type).toBe(ERROR_TYPES[failure as Failure]);
  return failure as Failure;
}

let t: TestApp;
let admin: Client;
let http: FakeServer;
let silent: FakeServer;
let closed: number;
let fakePg: FakePostgres;

beforeAll(async () => {
  t = await startTestApp();
  admin = client(t, await t.login());
  [http, silent, closed, fakePg] = await Promise.all([
    startHttpService(),
    startSilentServer(),
    closedPort(),
    startFakePostgres(),
  ]);
});

afterAll(async () => {
  await Promise.all([http?.close(), silent?.close(), fakePg?.close()]);
  await t?.close();
});

const test = (uri: string) => admin.post('/api/v1/database/test_connection/', { sqlalchemy_uri: uri });

describe('network engines', () => {
  it('answer closed and silent ports alike, and never repeat what another service said', async () => {
    const replies = await Promise.all(
      ENGINES.flatMap((engine) =>
        [closed, silent.port, http.port].map(async (port) => ({
          engine,
          port,
          reply: await test(engine.uri(port)),
        })),
      ),
    );
    for (const { engine, port, reply } of replies) {
      const text = JSON.stringify(reply.body);
      expect(text).not.toContain('Not found');
      expect(text).not.toContain(HTTP_BODY);
      expect(text).not.toMatch(/fake-service|HTTP\/1\.1|Bad Request|ECONNREFUSED|timeout/i);
      expect(text).not.toContain(String(port));
      const failure = failureOf(reply, engine.name);
      if (port === closed || port === silent.port) expect(failure).toBe('UNREACHABLE');
      // Open but not that engine: either no answer at all, or "not that kind"; never a login.
      else expect(['UNREACHABLE', 'NOT_THAT_DATABASE']).toContain(failure);
    }
    // Closed and silent: the same answer, word for word.
    for (const engine of ENGINES) {
      const [atClosed, atSilent] = [closed, silent.port].map(
        (port) => replies.find((r) => r.engine === engine && r.port === port)?.reply,
      );
      expect(atSilent?.body).toEqual(atClosed?.body);
    }
  }, 30_000);

  it("calls a refused login a refused login, without the server's words", async () => {
    const reply = await test(`postgresql://alice:secret@127.0.0.1:${fakePg.port}/db`);
    expect(failureOf(reply, 'PostgreSQL')).toBe('LOGIN_REFUSED');
    expect(JSON.stringify(reply.body)).not.toContain(FAKE_PG_REFUSAL);
    expect(fakePg.attempts.at(-1)).toMatchObject({ user: 'alice', password: 'secret' });
  });

  it('cannot reach a host whose name does not resolve', async () => {
    const reply = await test('postgresql://u:p@no-such-host.invalid:5432/db');
    expect(failureOf(reply, 'PostgreSQL')).toBe('UNREACHABLE');
  });

  it.skipIf(postgresSkip)('classifies a real PostgreSQL server', async () => {
    const base = new URL(process.env.TEST_POSTGRES_URL as string);
    const host = `${base.hostname}:${base.port || 5432}`;
    // The CI server trusts loopback logins: an unknown role is its refused login.
    const noUser = await test(`postgresql://tessera_no_such_user:wrong@${host}/postgres`);
    expect(failureOf(noUser, 'PostgreSQL')).toBe('LOGIN_REFUSED');
    expect(JSON.stringify(noUser.body)).not.toMatch(/tessera_no_such_user|role/);
    const noDb = await test(`postgresql://${base.username || 'postgres'}@${host}/tessera_no_such_db`);
    expect(failureOf(noDb, 'PostgreSQL')).toBe('NOT_THAT_DATABASE');
    expect((await test(`postgresql://${base.username || 'postgres'}@${host}/postgres`)).status).toBe(200);
  });

  it.skipIf(mysqlSkip)('classifies a real MySQL server', async () => {
    const base = new URL(process.env.TEST_MYSQL_URL as string);
    const host = `${base.hostname}:${base.port || 3306}`;
    const root = await mysql.createConnection({
      host: base.hostname,
      port: Number(base.port || 3306),
      user: decodeURIComponent(base.username) || 'root',
      password: decodeURIComponent(base.password) || undefined,
    });
    const login = `tessera_sec_${process.pid}`;
    try {
      await root.query(`CREATE USER IF NOT EXISTS '${login}'@'%' IDENTIFIED BY 'right-password'`);
      const wrong = await test(`mysql://${login}:wrong-password@${host}/`);
      expect(failureOf(wrong, 'MySQL')).toBe('LOGIN_REFUSED');
      expect(JSON.stringify(wrong.body)).not.toMatch(/Access denied|tessera_sec/);
      const noDb = await test(`${process.env.TEST_MYSQL_URL?.replace(/\/[^/]*$/, '')}/tessera_no_such_db`);
      expect(failureOf(noDb, 'MySQL')).toBe('NOT_THAT_DATABASE');
      expect((await test(`mysql://${login}:right-password@${host}/`)).status).toBe(200);
    } finally {
      await root.query(`DROP USER IF EXISTS '${login}'@'%'`);
      await root.end();
    }
  });
});

describe('file engines', () => {
  it('refuse a path the same way whether or not it exists', async () => {
    for (const scheme of ['duckdb', 'sqlite']) {
      const refused = [
        join(t.home, 'tessera.db'), // the metadata store: exists
        join(t.home, 'no-such-file.db'),
        '/etc/passwd',
        '/etc/tessera-no-such-file',
      ];
      const replies = await Promise.all(refused.map((path) => test(`${scheme}:///${path}`)));
      for (const reply of replies) {
        expect(reply.status).toBe(422);
        expect(reply.body).toEqual(replies[0]?.body);
        expect(JSON.stringify(reply.body)).not.toMatch(/does not exist|not a valid|passwd/i);
      }
      expect(replies[0]?.body.message.sqlalchemy_uri[0]).toMatch(/this path is not allowed/);
    }
  });

  it('say "not a database of that kind" for an allowed file that is not one, in our words', async () => {
    const uploads = join(t.home, 'uploads');
    mkdirSync(uploads, { recursive: true });
    const bogus = join(uploads, 'notes.db');
    writeFileSync(bogus, 'these are not the tables you are looking for '.repeat(200));
    for (const [scheme, name] of [
      ['duckdb', 'DuckDB'],
      ['sqlite', 'SQLite'],
    ] as const) {
      const reply = await test(`${scheme}:///${bogus}`);
      expect(reply.status).toBe(422);
      expect(reply.body.message).toBe(`The file is not a ${name} database, or it cannot be opened.`);
      expect(reply.body.errors[0].extra.code).toBe('CONNECTION_NOT_A_DATABASE');
    }
  });

  it("refuse the same paths on create and update, in Superset's field-error shape", async () => {
    const store = `duckdb:///${join(t.home, 'tessera.db')}`;
    const created = await admin.post('/api/v1/database/', { database_name: 'meta', sqlalchemy_uri: store });
    expect(created.status).toBe(422);
    expect(created.body.message.sqlalchemy_uri[0]).toMatch(/this path is not allowed/);
    const fine = await admin.post('/api/v1/database/', {
      database_name: 'pg',
      sqlalchemy_uri: 'postgresql://u@db.example/dw',
    });
    expect(fine.status).toBe(201);
    const updated = await admin.put(`/api/v1/database/${fine.body.id}`, { sqlalchemy_uri: store });
    expect(updated.status).toBe(422);
    expect(updated.body).toEqual(created.body);
    expect((await admin.get(`/api/v1/database/${fine.body.id}`)).body.result.sqlalchemy_uri).toBe(
      'postgresql://u@db.example/dw',
    );
  });
});

describe('validate_parameters (the dynamic form)', () => {
  const validate = (engine: string, parameters: Record<string, unknown>) =>
    admin.post('/api/v1/database/validate_parameters/', {
      engine,
      parameters,
      configuration_method: 'dynamic_form',
    });

  it('names the missing parameters', async () => {
    const reply = await validate('postgresql', { host: '127.0.0.1', port: 5432 });
    expect(reply.status).toBe(422);
    expect(reply.body.errors[0].message).toBe('One or more parameters are missing: username, database');
    expect(reply.body.errors[0]).toMatchObject({
      error_type: 'CONNECTION_MISSING_PARAMETERS_ERROR',
      extra: { missing: ['username', 'database'] },
    });
  });

  it('answers like test_connection: same classes, same words, nothing of the other side', async () => {
    const at = (port: number) =>
      validate('postgresql', { host: '127.0.0.1', port, username: 'u', password: 'p', database: 'db' });
    const [atClosed, atSilent, atHttp] = await Promise.all([at(closed), at(silent.port), at(http.port)]);
    expect(failureOf(atClosed, 'PostgreSQL', false)).toBe('UNREACHABLE');
    // The form marks the fields each class points at.
    expect(atClosed.body.errors[0].extra.invalid).toEqual(['host', 'port']);
    expect(atSilent.body).toEqual(atClosed.body);
    expect(failureOf(atHttp, 'PostgreSQL', false)).toBe('NOT_THAT_DATABASE');
    expect(atHttp.body.errors[0].extra.invalid).toEqual(['database']);
    expect(JSON.stringify(atHttp.body)).not.toMatch(/Not found|Bad Request/);
    const hostile = await validate('postgresql', {
      host: 'evil.example/x?',
      port: 5432,
      username: 'u',
      database: 'db',
    });
    expect(hostile.status).toBe(422);
    expect(hostile.body.errors[0]).toMatchObject({
      error_type: 'CONNECTION_INVALID_HOSTNAME_ERROR',
      extra: { invalid: ['host'] },
    });
  }, 20_000);

  it('refuses file paths by the same rule, existing or not', async () => {
    const existing = await validate('duckdb', { database: join(t.home, 'tessera.db') });
    const missing = await validate('duckdb', { database: join(t.home, 'no-such-file.db') });
    expect(existing.status).toBe(422);
    expect(existing.body.errors[0].message).toMatch(/this path is not allowed/);
    expect(existing.body.errors[0].extra).toMatchObject({ code: 'URI_NOT_ALLOWED', invalid: ['database'] });
    expect(missing.body).toEqual(existing.body);
  });
});
