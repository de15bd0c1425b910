/**
 * Issue 12, item 1: the RBAC matrix. Every documented route (read from the app, so a new route
 * cannot slip past) is called as every identity of rbac-world.ts, with path parameters naming
 * real objects, and the answer is held to the expectation table (rbac-expectations.ts). A 5xx
 * fails whatever the table says.
 */
import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentedRoutes, type RouteRecord } from '../../src/openapi/index';
import { permissionsOfRole } from '../../src/security/catalogue';
import { grantPermissions } from '../../src/security/seed';
import { callRoute, mismatch, observed, send } from './rbac-call';
import { ADMIN_ROW_CALLS, carriesRows, listIds, salesDataCalls } from './rbac-data';
import { EXPECTED, parseRow, routeKey } from './rbac-expectations';
import { IDENTITIES, type Identity, type RbacWorld, seedRbacWorld } from './rbac-world';

let w: RbacWorld;
let routes: readonly RouteRecord[];

beforeAll(async () => {
  w = await seedRbacWorld();
  routes = documentedRoutes(w.t.app);
});

afterAll(async () => {
  await w?.t.close();
});

describe('data a Gamma user must not get (runs before the matrix writes anything)', () => {
  it('lists only what each Gamma user may read', async () => {
    const { ids } = w;
    const lists = async (identity: Identity) => ({
      chart: await listIds(w, identity, 'chart'),
      dashboard: await listIds(w, identity, 'dashboard'),
      dataset: await listIds(w, identity, 'dataset'),
      database: await listIds(w, identity, 'database'),
      saved_query: await listIds(w, identity, 'saved_query'),
      log: await listIds(w, identity, 'log'),
      query: await listIds(w, identity, 'query'),
    });
    const none = { chart: [], dashboard: [], dataset: [], database: [] };
    expect(await lists('gamma')).toEqual({ ...none, saved_query: 403, log: 403, query: 403 });
    expect(await lists('sql_lab')).toEqual({ ...none, saved_query: [], log: 403, query: [] });
    expect(await lists('rita:hidden')).toEqual({
      chart: [ids.ordersChart],
      // Superset lists a published dashboard holding any chart the user may read.
      dashboard: [ids.mixed, ids.ordersBoard].sort((a, b) => a - b),
      dataset: [ids.orders],
      database: [ids.warehouse],
      saved_query: 403,
      log: 403,
      query: 403,
    });
    // Distinct values come from readable objects only.
    const tables = await send(
      w,
      w.callers['rita:hidden'].token,
      'GET',
      '/api/v1/dataset/distinct/table_name',
    );
    expect(tables.body.result.map((r: { text: string }) => r.text)).toEqual(['orders']);
  });

  it('never answers rows of a dataset the user cannot access', async () => {
    const calls = salesDataCalls(w);
    const adminRows: boolean[] = [];
    for (const [method, path, body] of calls) {
      adminRows.push(carriesRows(await send(w, w.tokens.admin, method, path, body)));
    }
    expect(adminRows).toEqual(calls.map((_, i) => i < ADMIN_ROW_CALLS));
    const leaks: string[] = [];
    for (const identity of ['gamma', 'sql_lab', 'rita:hidden'] as const) {
      for (const [method, path, body] of calls) {
        const reply = await send(w, w.callers[identity].token, method, path, body);
        if (reply.status === 200 && !path.includes('/batch'))
          leaks.push(`${identity} ${method} ${path}: 200`);
        if (reply.status >= 500 || carriesRows(reply)) leaks.push(`${identity} ${method} ${path}: rows`);
      }
    }
    expect(leaks).toEqual([]);
  });

  it('refuses each batched call inside the batch answer', async () => {
    const [, path, body] = salesDataCalls(w)[3] ?? [];
    const reply = await send(w, w.tokens.gus, 'POST', path ?? '', body);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ key: 'k', status: 403 });
  });
});

describe('RBAC matrix', () => {
  it('has an expectation for every documented route, and none for a route that is gone', () => {
    const keys = routes.map(routeKey);
    expect(keys.length).toBeGreaterThan(150);
    expect(keys.filter((key) => !(key in EXPECTED))).toEqual([]);
    expect(Object.keys(EXPECTED).filter((key) => !keys.includes(key))).toEqual([]);
  });

  it('never expects Public to get more than Gamma, nor to write', () => {
    const open = new Set(['POST /api/v1/security/login', 'POST /login/', 'POST /logout/']);
    const wider = Object.entries(EXPECTED).filter(([key, cells]) => {
      const row = parseRow(cells);
      const writes = !key.startsWith('GET ') && key !== 'POST /api/v1/tessera/chart/data/batch';
      return row.public === 'allow' && (row.gamma !== 'allow' || (writes && !open.has(key)));
    });
    expect(wider).toEqual([]);
  });

  it('answers every route as the table says, for every identity', async () => {
    const seen = new Map<string, Record<string, string>>();
    const failures = await runMatrix(
      IDENTITIES.filter((id) => id !== 'public'),
      seen,
    );
    // Then Public configured as Superset's PUBLIC_ROLE_LIKE = "Gamma" suggests: an anonymous
    // visitor with Gamma's permissions, and still no dataset.
    await grantPermissions(w.t.app.store, 'Public', permissionsOfRole('Gamma'));
    failures.push(...(await runMatrix(['public'], seen)));
    if (process.env.RBAC_RECORD) {
      const rows = [...seen].map(
        ([key, cells]) => `  '${key}': '${IDENTITIES.map((id) => cells[id]).join(' ')}',`,
      );
      writeFileSync(process.env.RBAC_RECORD, `${rows.join('\n')}\n`);
    }
    expect(failures).toEqual([]);
  });
});

/**
 * Calls every route as each of `identities`; returns the mismatches and notes what each answered
 * in `seen`. Deletes go last, so no write changes what a read sees; within a route, the callers
 * that must be refused go first.
 */
async function runMatrix(identities: readonly Identity[], seen: Map<string, Record<string, string>>) {
  const ordered = [...routes].sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
  const failures: string[] = [];
  for (const route of ordered) {
    const key = routeKey(route);
    const row = parseRow(EXPECTED[key] ?? IDENTITIES.map(() => 'A').join(' '));
    const callers = [...identities].sort((a, b) => Number(row[a] === 'allow') - Number(row[b] === 'allow'));
    const cells = seen.get(key) ?? {};
    seen.set(key, cells);
    const check = async (identity: Identity) => {
      const reply = await callRoute(w, route, identity, row[identity]);
      cells[identity] = observed(reply.status);
      const why = mismatch(row[identity], reply);
      if (why) failures.push(`${key} as ${identity}: ${why}`);
    };
    // Reads change nothing: all callers at once. Writes one after the other, refusals first.
    if (route.method === 'GET') await Promise.all(callers.map(check));
    else for (const identity of callers) await check(identity);
  }
  return failures;
}
