/**
 * Issue 13, finding 11 (masked password): the API shows stored URIs as `user:XXXXXXXXXX@host`, and
 * a form sends that mask back. The stored password replaces the mask only while the URI names the
 * same engine, host, port and user (and options); otherwise the answer is 422 "Re-enter the
 * password" and nothing is sent anywhere. A tiny PostgreSQL front door records every login.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasMaskedPassword, sameCredentialTarget } from '../../src/repositories/secrets';
import { startTestApp, type TestApp } from '../platform/harness';
import { type Client, client } from '../resources/client';
import { type FakePostgres, startFakePostgres } from './database-fakes';

describe('sameCredentialTarget', () => {
  const stored = 'postgresql+psycopg2://alice:XXXXXXXXXX@db.example:5432/dw?sslmode=require';
  it.each([
    ['the same URI', stored, true],
    ['another database on the same server', stored.replace('/dw?', '/sales?'), true],
    ['another driver of the same engine', stored.replace('+psycopg2', ''), true],
    ['the host in capitals', stored.replace('db.example', 'DB.EXAMPLE'), true],
    ['an added option', `${stored}&application_name=x`, false],
    ['another host', stored.replace('db.example', 'evil.example'), false],
    ['another port', stored.replace(':5432', ':5433'), false],
    ['the default port left out', stored.replace(':5432', ''), false],
    ['another user', stored.replace('alice', 'mallory'), false],
    ['another engine', stored.replace('postgresql+psycopg2', 'mysql'), false],
    ['TLS turned off', stored.replace('sslmode=require', 'sslmode=disable'), false],
    ['an extra host option', `${stored}&host=evil.example`, false],
    ['no longer a URI', 'not a uri', false],
  ])('%s → %s', (_label, candidate, same) => {
    expect(sameCredentialTarget(stored, candidate)).toBe(same);
  });

  it('reads options in any order', () => {
    expect(sameCredentialTarget('trino://u:p@h:1/c?a=1&b=2', 'trino://u:XXXXXXXXXX@h:1/c?b=2&a=1')).toBe(
      true,
    );
  });

  it('tells a masked password from a real one', () => {
    expect(hasMaskedPassword('mysql://u:XXXXXXXXXX@h/db')).toBe(true);
    expect(hasMaskedPassword('mysql://u:XXXXXXXXXXX@h/db')).toBe(false);
    expect(hasMaskedPassword('mysql://u@h/db')).toBe(false);
  });
});

describe('a masked password over the API', () => {
  let t: TestApp;
  let admin: Client;
  let stored: FakePostgres;
  let elsewhere: FakePostgres;
  let id: number;
  let storedUri: string;
  const masked = (uri: string) => uri.replace(':s3cret@', ':XXXXXXXXXX@');

  beforeAll(async () => {
    t = await startTestApp();
    admin = client(t, await t.login());
    [stored, elsewhere] = await Promise.all([startFakePostgres(), startFakePostgres()]);
    storedUri = `postgresql://alice:s3cret@127.0.0.1:${stored.port}/dw`;
    const created = await admin.post('/api/v1/database/', {
      database_name: 'warehouse',
      sqlalchemy_uri: storedUri,
    });
    expect(created.status).toBe(201);
    expect(created.body.result.sqlalchemy_uri).toBe(masked(storedUri));
    id = created.body.id;
  });

  afterAll(async () => {
    await Promise.all([stored?.close(), elsewhere?.close()]);
    await t?.close();
  });

  const testConnection = (uri: string) =>
    admin.post('/api/v1/database/test_connection/', { sqlalchemy_uri: uri, database_name: 'warehouse' });

  function expectReentry(reply: { status: number; body: { message: { sqlalchemy_uri: string[] } } }) {
    expect(reply.status).toBe(422);
    expect(reply.body.message.sqlalchemy_uri[0]).toMatch(/^Re-enter the password/);
    expect(JSON.stringify(reply.body)).not.toContain('s3cret');
  }

  it("is filled in for the stored host, port and user (the form's edit-and-test)", async () => {
    const before = stored.attempts.length;
    const reply = await testConnection(masked(storedUri).replace('/dw', '/other_db'));
    expect(reply.status).toBe(422); // the front door refuses every login
    expect(reply.body.errors[0].extra.code).toBe('CONNECTION_LOGIN_REFUSED');
    expect(stored.attempts.slice(before)).toEqual([
      { user: 'alice', database: 'other_db', password: 's3cret' },
    ]);
  });

  it('never reaches another port, host or user from test_connection', async () => {
    const before = stored.attempts.length;
    const moved = [
      masked(storedUri).replace(`:${stored.port}/`, `:${elsewhere.port}/`),
      masked(storedUri).replace('127.0.0.1', 'localhost'),
      masked(storedUri).replace('alice', 'mallory'),
      masked(storedUri).replace('postgresql://', 'postgres://'),
      `${masked(storedUri)}?sslmode=disable`,
    ];
    for (const uri of moved) expectReentry(await testConnection(uri));
    expect(elsewhere.attempts).toEqual([]);
    expect(stored.attempts.length).toBe(before);
  });

  it('is kept by a PUT that keeps the target, refused by one that moves it', async () => {
    const passwordOf = async () =>
      (await t.app.store.selectFrom('dbs').select('password').where('id', '=', id).executeTakeFirst())
        ?.password;
    const original = await passwordOf();
    expect(original).toMatch(/^v1:/);

    const moved = masked(storedUri).replace(`:${stored.port}/`, `:${elsewhere.port}/`);
    expectReentry(await admin.put(`/api/v1/database/${id}`, { sqlalchemy_uri: moved }));
    expectReentry(
      await admin.put(`/api/v1/database/${id}`, {
        sqlalchemy_uri: masked(storedUri).replace('alice', 'mallory'),
      }),
    );
    const after = (await admin.get(`/api/v1/database/${id}`)).body.result;
    expect(after.sqlalchemy_uri).toBe(masked(storedUri));
    expect(await passwordOf()).toBe(original);

    // The stored target with another database name keeps the password.
    const renamed = await admin.put(`/api/v1/database/${id}`, {
      sqlalchemy_uri: masked(storedUri).replace('/dw', '/dw2'),
    });
    expect(renamed.status).toBe(200);
    expect(await passwordOf()).toBe(original);

    // A new host with a password typed in again is fine: that password is the user's to send.
    const retyped = await admin.put(`/api/v1/database/${id}`, {
      sqlalchemy_uri: `postgresql://alice:n3w@127.0.0.1:${elsewhere.port}/dw`,
    });
    expect(retyped.status).toBe(200);
    expect(await passwordOf()).not.toBe(original);
    expect(elsewhere.attempts).toEqual([]);
  });

  it('never reaches another port from validate_parameters either', async () => {
    const third = await startFakePostgres();
    const reply = await admin.post('/api/v1/database/validate_parameters/', {
      engine: 'postgresql',
      configuration_method: 'dynamic_form',
      database_name: 'warehouse',
      parameters: {
        host: '127.0.0.1',
        port: third.port,
        username: 'alice',
        password: 'XXXXXXXXXX',
        database: 'dw',
      },
    });
    await third.close();
    // validate_parameters answers SIP-40 errors only, pointing the form at the fields to fill again.
    expect(reply.status).toBe(422);
    expect(reply.body.errors[0].message).toMatch(/^Re-enter the password/);
    expect(reply.body.errors[0].extra).toMatchObject({
      code: 'PASSWORD_REENTRY_REQUIRED',
      invalid: expect.arrayContaining(['password']),
    });
    expect(JSON.stringify(reply.body)).not.toContain('s3cret');
    expect(third.attempts).toEqual([]);
  });

  it('is not filled in from a database of another name', async () => {
    const reply = await admin.post('/api/v1/database/test_connection/', {
      sqlalchemy_uri: masked(storedUri),
      database_name: 'no such database',
    });
    expect(reply.status).toBe(422);
    // Whatever answered got the mask itself, never a stored password.
    expect(stored.attempts.at(-1)?.password).toBe('XXXXXXXXXX');
  });
});
