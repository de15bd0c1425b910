import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantPermissions } from '../../src/security/seed';
import { startTestApp, type TestApp } from '../platform/harness';
import { type Client, client } from '../resources/client';
import { sqliteSalesDataset } from './sqlite-sales';

let t: TestApp;
let admin: Client;
let north: Client;
let plain: Client;
let datasetId: number;
let roleIds: Record<string, number>;

beforeAll(async () => {
  t = await startTestApp();
  admin = client(t, await t.login());
  datasetId = await sqliteSalesDataset(t, 'rlsdb');
  const access = ['datasource_access', `[rlsdb].[sales](id:${datasetId})`] as const;
  await grantPermissions(t.app.store, 'north_team', [access]);
  await grantPermissions(t.app.store, 'sales_readers', [access]);
  await t.createUser('nora', 'north-pass-123', ['Gamma', 'north_team']);
  await t.createUser('paul', 'plain-pass-123', ['Gamma', 'sales_readers']);
  north = client(t, await t.login('nora', 'north-pass-123'));
  plain = client(t, await t.login('paul', 'plain-pass-123'));
  const roles = await t.app.store.selectFrom('ab_role').select(['id', 'name']).execute();
  roleIds = Object.fromEntries(roles.map((r) => [r.name, r.id]));
});
afterAll(() => t?.close());

async function regions(who: Client, resultType = 'full'): Promise<string[]> {
  const { status, body } = await who.post('/api/v1/chart/data', {
    datasource: { id: datasetId, type: 'table' },
    queries: [{ columns: ['region'], metrics: ['count'], orderby: [['region', true]] }],
    result_type: resultType,
  });
  expect(status, JSON.stringify(body)).toBe(200);
  return [...new Set((body.result[0].data as { region: string }[]).map((row) => row.region))].sort();
}

describe('row level security API', () => {
  it('creates, shows, lists, edits and deletes rules', async () => {
    const created = await admin.post('/api/v1/rowlevelsecurity/', {
      name: 'Temporary',
      filter_type: 'Regular',
      tables: [datasetId],
      roles: [roleIds.north_team!],
      clause: '1 = 1',
      description: 'for the test',
    });
    expect(created.status).toBe(201);
    expect(created.body.result).toMatchObject({
      name: 'Temporary',
      filter_type: 'Regular',
      tables: [{ id: datasetId, table_name: 'sales' }],
      roles: [{ id: roleIds.north_team, name: 'north_team' }],
      group_key: null,
      clause: '1 = 1',
    });
    const id = created.body.id as number;
    const edited = await admin.put(`/api/v1/rowlevelsecurity/${id}`, { filter_type: 'Base', group_key: 'g' });
    expect(edited.body.result).toMatchObject({ filter_type: 'Base', group_key: 'g', name: 'Temporary' });
    const listed = await admin.list('/api/v1/rowlevelsecurity/', {
      filters: [{ col: 'name', opr: 'ct', value: 'Temp' }],
    });
    expect(listed.body.count).toBe(1);
    expect(listed.body.result[0].changed_on_delta_humanized).toBe('just now');
    const related = await admin.get(`/api/v1/rowlevelsecurity/related/roles?q=(filter:north)`);
    expect(related.body.result).toEqual([{ value: roleIds.north_team, text: 'north_team', extra: {} }]);
    expect((await admin.del(`/api/v1/rowlevelsecurity/?q=!(${id})`)).body).toEqual({
      message: 'Deleted 1 rules',
    });
    expect((await admin.get(`/api/v1/rowlevelsecurity/${id}`)).status).toBe(404);
  });

  it('refuses bad rules with field messages', async () => {
    const bad = await admin.post('/api/v1/rowlevelsecurity/', {
      name: '',
      filter_type: 'Sometimes',
      tables: [],
      roles: [9999],
      clause: '',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.message).sort()).toEqual(['clause', 'filter_type', 'name', 'tables']);
    const unknown = await admin.post('/api/v1/rowlevelsecurity/', {
      name: 'Unknown role',
      filter_type: 'Regular',
      tables: [datasetId],
      roles: [9999],
      clause: '1 = 1',
    });
    expect(unknown.body.message).toEqual({ roles: ['Unknown role id(s): 9999.'] });
  });
});

describe('row level security in the query engine (SQLite)', () => {
  it('applies Regular rules to their roles, Base rules to everyone else, ORs group keys', async () => {
    expect(await regions(north)).toEqual(['East', 'North', 'South', 'West']);
    const regular = await admin.post('/api/v1/rowlevelsecurity/', {
      name: 'North only',
      filter_type: 'Regular',
      tables: [datasetId],
      roles: [roleIds.north_team!],
      clause: "region = 'North'",
      group_key: 'region',
    });
    expect(regular.status).toBe(201);
    expect(await regions(north)).toEqual(['North']);
    // Cached answers are per rule set: the plain user still sees everything.
    expect(await regions(plain)).toEqual(['East', 'North', 'South', 'West']);

    // Same group key: ORed with the first rule.
    await admin.post('/api/v1/rowlevelsecurity/', {
      name: 'Or East',
      filter_type: 'Regular',
      tables: [datasetId],
      roles: [roleIds.north_team!],
      clause: "region = 'East'",
      group_key: 'region',
    });
    expect(await regions(north)).toEqual(['East', 'North']);

    // A Base rule applies to everyone except the named roles (admins keep seeing all rows).
    const base = await admin.post('/api/v1/rowlevelsecurity/', {
      name: 'Recent for all but admins',
      filter_type: 'Base',
      tables: [datasetId],
      roles: [roleIds.Admin!],
      clause: 'year = 2024',
    });
    expect(await regions(north)).toEqual(['East', 'North']);
    expect(await regions(plain)).toEqual(['East', 'North', 'West']);
    expect(await regions(admin)).toEqual(['East', 'North', 'South', 'West']);

    // Samples (drill to detail) are filtered too, and the SQL shows the clauses.
    expect(await regions(north, 'samples')).toEqual(['East', 'North']);
    const query = await north.post('/api/v1/chart/data', {
      datasource: { id: datasetId, type: 'table' },
      queries: [{ columns: ['region'], metrics: ['count'] }],
      result_type: 'query',
    });
    expect(query.body.result[0].query).toContain("(region = 'North') OR (region = 'East')");
    expect(query.body.result[0].query).toContain('year = 2024');

    await admin.del(`/api/v1/rowlevelsecurity/${base.body.id}`);
    expect(await regions(plain)).toEqual(['East', 'North', 'South', 'West']);
  });
});
