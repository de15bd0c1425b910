import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { encodeRison } from '@tessera/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { ROLE_GAMMA } from '../../src/security/catalogue';
import { openStore } from '../../src/store/connection';
import { startTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../platform/harness';

let t: TestApp;
let admin: Record<string, string>;
let gamma: Record<string, string>;
let adminId: number;
let gammaId: number;

const day = (d: number, h = 0) => new Date(Date.UTC(2026, 0, d, h));

beforeAll(async () => {
  t = await startTestApp();
  admin = t.bearer(await t.login());
  gammaId = await t.createUser('gina', 'gina-password-1', [ROLE_GAMMA]);
  gamma = t.bearer(await t.login('gina', 'gina-password-1'));
  adminId = (
    await t.app.store
      .selectFrom('ab_user')
      .select('id')
      .where('username', '=', 'admin')
      .executeTakeFirstOrThrow()
  ).id;
  // Server-side events at known times, for the list filters below.
  const log = t.app.eventLog;
  log.logEvent({
    action: 'load_chart',
    userId: adminId,
    sliceId: 1,
    durationMs: 30,
    payload: { rowcount: 1 },
    dttm: day(1),
  });
  log.logEvent({
    action: 'load_chart',
    userId: gammaId,
    sliceId: 2,
    durationMs: 40,
    payload: { rowcount: 2 },
    dttm: day(2),
  });
  log.logEvent({ action: 'mount_dashboard', userId: gammaId, dashboardId: 9, dttm: day(3) });
  log.logEvent({ action: 'load_chart', userId: null, sliceId: 3, dttm: day(4) });
  await log.flush();
});

afterAll(async () => {
  await t?.close();
});

async function list(q: unknown, headers = admin) {
  const query = q === undefined ? '' : `?q=${encodeURIComponent(encodeRison(q))}`;
  const response = await fetch(`${t.baseUrl}/api/v1/log/${query}`, { headers });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const actionFilter = (value: string) => ({ col: 'action', opr: 'eq', value });
const inJanuary = [
  { col: 'dttm', opr: 'gt', value: '2026-01-01T00:00:00' },
  { col: 'dttm', opr: 'lt', value: '2026-02-01T00:00:00' },
];

describe('GET /api/v1/log/', () => {
  it('is for admins: 401 anonymous, 403 Gamma', async () => {
    expect((await list(undefined, {})).status).toBe(401);
    expect((await list(undefined, gamma)).status).toBe(403);
    expect((await fetch(`${t.baseUrl}/api/v1/log/1`, { headers: gamma })).status).toBe(403);
  });

  it('lists newest first with Superset’s list columns', async () => {
    const { status, body } = await list({ filters: inJanuary });
    expect(status).toBe(200);
    expect(body.count).toBe(4);
    const result = body.result as Record<string, unknown>[];
    expect(result.map((row) => row.dttm)).toEqual([
      '2026-01-04T00:00:00.000Z',
      '2026-01-03T00:00:00.000Z',
      '2026-01-02T00:00:00.000Z',
      '2026-01-01T00:00:00.000Z',
    ]);
    expect(result[3]).toEqual({
      id: expect.any(Number),
      user: { username: 'admin' },
      action: 'load_chart',
      dttm: '2026-01-01T00:00:00.000Z',
      json: '{"rowcount":1}',
      slice_id: 1,
      dashboard_id: null,
      user_id: adminId,
      duration_ms: 30,
      referrer: null,
    });
    expect(result[0]?.user).toBeNull();
    expect(body.list_title).toBe('Logs');
    expect(body.ids).toEqual(result.map((row) => row.id));
  });

  it('filters by action, user and a dttm range', async () => {
    const byAction = await list({ filters: [...inJanuary, actionFilter('load_chart')] });
    expect(byAction.body.count).toBe(3);
    const byUser = await list({ filters: [...inJanuary, { col: 'user', opr: 'rel_o_m', value: gammaId }] });
    expect((byUser.body.result as { action: string }[]).map((row) => row.action)).toEqual([
      'mount_dashboard',
      'load_chart',
    ]);
    const range = await list({
      filters: [
        { col: 'dttm', opr: 'gt', value: '2026-01-01T12:00:00' },
        { col: 'dttm', opr: 'lt', value: '2026-01-03T12:00:00' },
      ],
      columns: ['id', 'dttm'],
    });
    expect((range.body.result as { dttm: string }[]).map((row) => row.dttm)).toEqual([
      '2026-01-03T00:00:00.000Z',
      '2026-01-02T00:00:00.000Z',
    ]);
    const inJson = await list({ filters: [...inJanuary, { col: 'json', opr: 'ct', value: '"rowcount":2' }] });
    expect(inJson.body.count).toBe(1);
  });

  it('pages and orders like the other list APIs', async () => {
    const first = await list({
      filters: inJanuary,
      order_column: 'dttm',
      order_direction: 'asc',
      page: 0,
      page_size: 3,
    });
    const second = await list({
      filters: inJanuary,
      order_column: 'dttm',
      order_direction: 'asc',
      page: 1,
      page_size: 3,
    });
    expect(first.body.count).toBe(4);
    expect((first.body.result as unknown[]).length).toBe(3);
    expect((second.body.result as { dttm: string }[]).map((row) => row.dttm)).toEqual([
      '2026-01-04T00:00:00.000Z',
    ]);
    const byName = await list({
      filters: inJanuary,
      order_column: 'action',
      order_direction: 'desc',
      columns: ['action'],
    });
    expect((byName.body.result as { action: string }[])[0]).toEqual({ action: 'mount_dashboard' });
  });

  it('answers 400 with the reason for a bad query', async () => {
    const unknownColumn = await list({ filters: [{ col: 'password_hash', opr: 'eq', value: 'x' }] });
    expect(unknownColumn.status).toBe(400);
    expect(String(unknownColumn.body.message)).toMatch(/Filter column not allowed: password_hash/);
    expect((await list({ order_column: 'secret' })).status).toBe(400);
  });
});

describe('GET /api/v1/log/<id>', () => {
  it('shows one event, and 404 for an unknown id', async () => {
    const { body } = await list({ filters: [...inJanuary, actionFilter('mount_dashboard')] });
    const id = (body.ids as number[])[0]!;
    const response = await fetch(`${t.baseUrl}/api/v1/log/${id}`, { headers: admin });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      id,
      result: {
        id,
        action: 'mount_dashboard',
        dashboard_id: 9,
        user_id: gammaId,
        user: { username: 'gina' },
      },
    });
    expect((await fetch(`${t.baseUrl}/api/v1/log/999999`, { headers: admin })).status).toBe(404);
    expect((await fetch(`${t.baseUrl}/api/v1/log/abc`, { headers: admin })).status).toBe(404);
  });
});

/** Logs in through the web form; returns the session Cookie header (no CSRF header is sent after). */
async function sessionCookie(username: string, password: string): Promise<string> {
  const response = await fetch(`${t.baseUrl}/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  return (response.headers.get('set-cookie') ?? '').split(';')[0]!;
}

async function clientEvents(marker: string) {
  await t.app.eventLog.flush();
  const { body } = await list({ filters: [{ col: 'json', opr: 'ct', value: marker }], page_size: 100 });
  return body.result as {
    action: string;
    json: string;
    user_id: number;
    slice_id: number | null;
    dashboard_id: number | null;
    referrer: string | null;
  }[];
}

describe('POST /superset/log/', () => {
  const post = (
    body: string | FormData | URLSearchParams,
    headers: Record<string, string>,
    path = '/superset/log/',
  ) => fetch(`${t.baseUrl}${path}`, { method: 'POST', headers, body });

  it('needs a logged-in user', async () => {
    const response = await post(JSON.stringify({ events: [{ event_name: 'x' }] }), {
      'content-type': 'application/json',
    });
    expect(response.status).toBe(401);
  });

  it('stores a JSON body’s events, one row each, as Superset’s action "log"', async () => {
    const events = [
      {
        event_name: 'mount_dashboard',
        source: 'dashboard',
        source_id: 9,
        ts: 1,
        duration: 700,
        marker: 'json-body',
      },
      {
        event_name: 'render_chart',
        source: 'dashboard',
        source_id: 9,
        slice_id: 2,
        ts: 2,
        marker: 'json-body',
      },
    ];
    const response = await post(JSON.stringify({ events }), {
      ...gamma,
      'content-type': 'application/json',
      referer: 'http://localhost/superset/dashboard/9/',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({});
    const rows = await clientEvents('json-body');
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.action === 'log' && row.user_id === gammaId)).toBe(true);
    expect(rows.map((row) => JSON.parse(row.json).event_name).sort()).toEqual([
      'mount_dashboard',
      'render_chart',
    ]);
    expect(rows.find((row) => row.slice_id === 2)?.dashboard_id).toBe(9);
    expect(rows[0]?.referrer).toBe('http://localhost/superset/dashboard/9/');
  });

  it('accepts the sendBeacon multipart form with a session cookie and no CSRF header', async () => {
    const cookie = await sessionCookie('admin', TEST_ADMIN_PASSWORD);
    const form = new FormData();
    form.append('events', JSON.stringify([{ event_name: 'spa_navigation', ts: 3, marker: 'beacon' }]));
    const response = await post(form, { cookie }, '/superset/log/?explode=events');
    expect(response.status).toBe(200);
    const rows = await clientEvents('beacon');
    expect(rows.map((row) => row.user_id)).toEqual([adminId]);
  });

  it('accepts a url-encoded form field', async () => {
    const body = new URLSearchParams({ events: JSON.stringify([{ event_name: 'x', marker: 'urlencoded' }]) });
    const response = await post(body.toString(), {
      ...admin,
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(response.status).toBe(200);
    expect(await clientEvents('urlencoded')).toHaveLength(1);
  });

  it('refuses malformed batches with 400 and oversized ones with 413', async () => {
    const json = { ...admin, 'content-type': 'application/json' };
    const missingName = await post(JSON.stringify({ events: [{ source: 'x' }] }), json);
    expect(missingName.status).toBe(400);
    expect(await missingName.json()).toMatchObject({
      message: 'events[0].event_name must be a non-empty string.',
    });
    expect((await post(JSON.stringify({ events: 'not json' }), json)).status).toBe(400);
    const many = Array.from({ length: 101 }, () => ({ event_name: 'x' }));
    const tooMany = await post(JSON.stringify({ events: many }), json);
    expect(tooMany.status).toBe(413);
    expect(await tooMany.json()).toMatchObject({
      message: 'Too many events: 101 in one request (at most 100).',
    });
    const big = JSON.stringify({ events: [{ event_name: 'x', blob: 'y'.repeat(70_000) }] });
    expect((await post(big, json)).status).toBe(413);
    const huge = JSON.stringify({ events: [{ event_name: 'x', blob: 'y'.repeat(300_000) }] });
    expect((await post(huge, json)).status).toBe(413);
    const form = new FormData();
    form.append('events', JSON.stringify([{ event_name: 'x', blob: 'y'.repeat(70_000) }]));
    expect((await post(form, admin)).status).toBe(413);
  });
});

describe('closing the app', () => {
  it('writes buffered events before the store closes', async () => {
    const home = mkdtempSync(join(tmpdir(), 'tessera-log-close-'));
    try {
      const config = loadConfig({
        TESSERA_HOME: home,
        TESSERA_ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
        LOG_LEVEL: 'silent',
      });
      const app = await buildApp(config, { logger: false });
      await app.ready();
      app.eventLog.logEvent({ action: 'written at close', userId: null });
      await app.close();
      const store = openStore(config.databaseUrl);
      try {
        const rows = await store.db.selectFrom('logs').select('action').execute();
        expect(rows).toEqual([{ action: 'written at close' }]);
      } finally {
        await store.close();
      }
    } finally {
      rmSync(home, { recursive: true, force: true });
    }
  });
});
