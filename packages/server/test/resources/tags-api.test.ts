/**
 * Issue 11 item 1: tags (Superset's TagRestApi) on SQLite and PostgreSQL. Charts, dashboards and
 * saved queries are tagged by name, carry their custom tags in list answers, are found by the
 * `tags` filters and `get_objects`, and lose their tag rows when deleted.
 */
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { startTestApp, type TestApp } from '../platform/harness';
import { type Client, client, postgresSkipped, type STORES, storeFor } from './client';

function tagsSuite(kind: (typeof STORES)[number]) {
  let t: TestApp;
  let store: Awaited<ReturnType<typeof storeFor>> | undefined;
  let admin: Client;
  let gamma: Client;
  let datasetId: number;
  let databaseId: number;

  const createChart = async (slice_name: string) => {
    const created = await admin.post('/api/v1/chart/', {
      slice_name,
      viz_type: 'table',
      datasource_id: datasetId,
      datasource_type: 'table',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body.id as number;
  };
  const createDashboard = async (dashboard_title: string) => {
    const created = await admin.post('/api/v1/dashboard/', { dashboard_title, published: true });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body.id as number;
  };
  const tagNames = (item: { tags: { name: string }[] }) => item.tags.map((tag) => tag.name);
  const listIds = async (resource: string, filters: unknown[]) =>
    (await admin.list(`/api/v1/${resource}/`, { filters, columns: ['id'] })).body.ids as number[];

  beforeAll(async () => {
    store = await storeFor(kind);
    t = await startTestApp({ env: store.env });
    admin = client(t, await t.login());
    await t.createUser('gina', 'gamma-pass-123', ['Gamma']);
    gamma = client(t, await t.login('gina', 'gamma-pass-123'));
    const database = await admin.post('/api/v1/database/', {
      database_name: 'warehouse',
      sqlalchemy_uri: 'postgresql://loader:pw@db.internal.example:5432/sales',
    });
    databaseId = database.body.id;
    const dataset = await admin.post('/api/v1/dataset/', {
      database: databaseId,
      table_name: 'orders',
      columns: [{ column_name: 'region', type: 'VARCHAR' }],
    });
    datasetId = dataset.body.id;
  }, 60_000);

  afterAll(async () => {
    await t?.close();
    await store?.drop();
  });

  it(`${kind}: tags objects by name (type by number or name) and lists them with their custom tags`, async () => {
    const chart = await createChart('Orders by region');
    const dashboard = await createDashboard('Sales');
    const saved = await admin.post('/api/v1/saved_query/', {
      db_id: databaseId,
      label: 'q1',
      sql: 'SELECT 1',
    });
    expect(saved.status).toBe(201);

    // Superset's ObjectType numbers: 2 chart, 3 dashboard, 1 saved query.
    expect(
      await admin.post(`/api/v1/tag/2/${chart}/`, { properties: { tags: ['finance', 'weekly'] } }),
    ).toEqual({
      status: 201,
      body: {},
    });
    expect(
      (await admin.post(`/api/v1/tag/dashboard/${dashboard}/`, { properties: { tags: ['finance'] } })).status,
    ).toBe(201);
    expect(
      (await admin.post(`/api/v1/tag/1/${saved.body.id}/`, { properties: { tags: ['ops'] } })).status,
    ).toBe(201);
    // Tagging again with a tag the chart has is no error and adds no second row.
    expect(
      (await admin.post(`/api/v1/tag/chart/${chart}/`, { properties: { tags: ['finance'] } })).status,
    ).toBe(201);

    const charts = await admin.list('/api/v1/chart/', { filters: [{ col: 'id', opr: 'eq', value: chart }] });
    expect(charts.body.result[0].tags).toEqual([
      { id: expect.any(Number), name: 'finance', type: 1 },
      { id: expect.any(Number), name: 'weekly', type: 1 },
    ]);
    const dashboards = await admin.list('/api/v1/dashboard/', {
      filters: [{ col: 'id', opr: 'eq', value: dashboard }],
    });
    expect(tagNames(dashboards.body.result[0])).toEqual(['finance']);
    const queries = await admin.get('/api/v1/saved_query/');
    expect(tagNames(queries.body.result.find((q: { id: number }) => q.id === saved.body.id))).toEqual([
      'ops',
    ]);
    // One tag row per name, whoever used it first.
    const tags = await admin.list('/api/v1/tag/', {
      filters: [{ col: 'type', opr: 'custom_tag', value: true }],
    });
    expect(tags.body.result.map((tag: { name: string }) => tag.name).sort()).toEqual([
      'finance',
      'ops',
      'weekly',
    ]);
  });

  it(`${kind}: filters lists by tag name and id, as Superset's ChartTagNameFilter / *TagIdFilter`, async () => {
    const tagged = await createChart('Tagged chart');
    const plain = await createChart('Plain chart');
    await admin.post(`/api/v1/tag/chart/${tagged}/`, { properties: { tags: ['Quarterly KPI'] } });
    const tagId = (
      await admin.list('/api/v1/tag/', { filters: [{ col: 'name', opr: 'eq', value: 'Quarterly KPI' }] })
    ).body.result[0].id as number;

    expect(await listIds('chart', [{ col: 'tags', opr: 'chart_tags', value: 'quarterly' }])).toEqual([
      tagged,
    ]);
    expect(await listIds('chart', [{ col: 'tags', opr: 'chart_tag_id', value: tagId }])).toEqual([tagged]);
    expect(await listIds('chart', [{ col: 'tags', opr: 'rel_m_m', value: tagId }])).toEqual([tagged]);
    expect(await listIds('chart', [{ col: 'id', opr: 'eq', value: plain }])).toEqual([plain]);
    expect(await listIds('dashboard', [{ col: 'tags', opr: 'dashboard_tag_id', value: tagId }])).toEqual([]);
    expect(
      await listIds('saved_query', [{ col: 'tags', opr: 'saved_query_tags', value: 'ops' }]),
    ).toHaveLength(1);
    // The lists' _info names the operators a client may use.
    const info = await admin.get('/api/v1/chart/_info?q=(keys:!(filters))');
    expect(info.body.filters.tags.map((f: { operator: string }) => f.operator)).toEqual([
      'chart_tags',
      'chart_tag_id',
      'rel_m_m',
    ]);
    // related/tags offers custom tags for a Tags filter.
    const related = await admin.get(`/api/v1/chart/related/tags?q=(filter:kpi)`);
    expect(related.body).toEqual({ count: 1, result: [{ value: tagId, text: 'Quarterly KPI', extra: {} }] });
  });

  it(`${kind}: finds tagged objects the user may see (get_objects)`, async () => {
    const chart = await createChart('Churn');
    const dashboard = await createDashboard('Churn board');
    await admin.post(`/api/v1/tag/chart/${chart}/`, { properties: { tags: ['churn'] } });
    await admin.post(`/api/v1/tag/dashboard/${dashboard}/`, { properties: { tags: ['churn'] } });

    const byName = await admin.get('/api/v1/tag/get_objects/?tags=churn');
    expect(byName.status).toBe(200);
    expect(
      byName.body.result.map((o: { type: string; id: number; name: string }) => [o.type, o.id, o.name]),
    ).toEqual([
      ['dashboard', dashboard, 'Churn board'],
      ['chart', chart, 'Churn'],
    ]);
    expect(byName.body.result[1]).toMatchObject({
      url: `/explore/?slice_id=${chart}`,
      creator: expect.any(String),
      tags: [{ name: 'churn', type: 1 }],
    });
    const onlyCharts = await admin.get('/api/v1/tag/get_objects/?tags=churn&types=chart');
    expect(onlyCharts.body.result.map((o: { id: number }) => o.id)).toEqual([chart]);
    const tagId = byName.body.result[0].tags[0].id;
    const byId = await admin.get(`/api/v1/tag/get_objects/?tagIds=${tagId}`);
    expect(byId.body.result).toHaveLength(2);
    // Gamma reads tags but sees none of the admin's charts and unpublished-data dashboards.
    expect(await gamma.get('/api/v1/tag/get_objects/?tags=churn')).toEqual({
      status: 200,
      body: { result: [] },
    });
  });

  it(`${kind}: takes a tag off, replaces tags on save, and refuses bad names`, async () => {
    const chart = await createChart('Margins');
    await admin.post(`/api/v1/tag/chart/${chart}/`, { properties: { tags: ['a', 'b'] } });
    expect(await admin.del(`/api/v1/tag/chart/${chart}/a/`)).toEqual({
      status: 200,
      body: { message: 'OK' },
    });
    expect((await admin.del(`/api/v1/tag/chart/${chart}/a/`)).status).toBe(404);
    expect((await admin.del(`/api/v1/tag/chart/${chart}/never-made/`)).status).toBe(404);

    const show = async () => tagNames((await admin.get(`/api/v1/chart/${chart}`)).body.result);
    expect(await show()).toEqual(['b']);
    // A chart save with `tags` (ids, as Superset's properties modal sends) makes them the chart's tags.
    const all = (await admin.list('/api/v1/tag/', { filters: [{ col: 'name', opr: 'eq', value: 'a' }] })).body
      .result;
    expect((await admin.put(`/api/v1/chart/${chart}`, { tags: [all[0].id] })).status).toBe(200);
    expect(await show()).toEqual(['a']);
    const unknown = await admin.put(`/api/v1/chart/${chart}`, { tags: [999_999] });
    expect(unknown.status).toBe(422);
    expect(unknown.body.message).toEqual({ tags: ['Tags do not exist'] });

    expect(
      await admin.post(`/api/v1/tag/chart/${chart}/`, { properties: { tags: ['owner:1'] } }),
    ).toMatchObject({
      status: 422,
      body: { message: 'Invalid tag' },
    });
    expect(await admin.post(`/api/v1/tag/chart/${chart}/`, { tags: ['x'] })).toMatchObject({
      status: 400,
      body: { message: "Missing required field 'tags' in 'properties'" },
    });
    expect((await admin.post(`/api/v1/tag/chart/999999/`, { properties: { tags: ['x'] } })).status).toBe(404);
    expect(
      (await admin.post(`/api/v1/tag/dataset/${datasetId}/`, { properties: { tags: ['x'] } })).status,
    ).toBe(404);
  });

  it(`${kind}: creates, shows, renames and deletes tags; deleting drops their tagged rows`, async () => {
    const chart = await createChart('Forecast');
    const created = await admin.post('/api/v1/tag/', {
      name: 'planning',
      description: 'Budget work',
      objects_to_tag: [['chart', chart]],
    });
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    expect((await admin.get(`/api/v1/tag/${id}`)).body).toMatchObject({
      id,
      result: { id, name: 'planning', type: 1, description: 'Budget work' },
    });
    expect(tagNames((await admin.get(`/api/v1/chart/${chart}`)).body.result)).toEqual(['planning']);

    expect((await admin.put(`/api/v1/tag/${id}`, { name: 'plan' })).body.result.name).toBe('plan');
    const clash = await admin.put(`/api/v1/tag/${id}`, { name: 'finance' });
    expect(clash.status).toBe(400);
    expect(clash.body.message).toEqual({ name: ['A tag with this name already exists.'] });

    expect(await admin.del(`/api/v1/tag/?q=${encodeURIComponent("!('plan')")}`)).toEqual({
      status: 200,
      body: { message: 'Deleted 1 tags' },
    });
    expect((await admin.get(`/api/v1/tag/${id}`)).status).toBe(404);
    expect(tagNames((await admin.get(`/api/v1/chart/${chart}`)).body.result)).toEqual([]);
    expect((await admin.del(`/api/v1/tag/?q=${encodeURIComponent("!('plan')")}`)).status).toBe(404);
  });

  it(`${kind}: PUT with objects_to_tag makes them the tag's objects; a bad object changes nothing`, async () => {
    const first = await createChart('Tagged first');
    const second = await createChart('Tagged second');
    const board = await createDashboard('Tagged board');
    const created = await admin.post('/api/v1/tag/', { name: 'moving', objects_to_tag: [['chart', first]] });
    const id = created.body.id as number;
    const tagsOf = async (path: string) => tagNames((await admin.get(path)).body.result);

    const moved = await admin.put(`/api/v1/tag/${id}`, {
      objects_to_tag: [
        ['chart', second],
        ['dashboard', board],
      ],
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(await tagsOf(`/api/v1/chart/${first}`)).toEqual([]);
    expect(await tagsOf(`/api/v1/chart/${second}`)).toEqual(['moving']);
    expect(await tagsOf(`/api/v1/dashboard/${board}`)).toEqual(['moving']);

    const refused = await admin.put(`/api/v1/tag/${id}`, {
      name: 'moved',
      objects_to_tag: [
        ['chart', first],
        ['chart', 999_999],
      ],
    });
    expect(refused.status).toBe(422);
    expect((await admin.get(`/api/v1/tag/${id}`)).body.result.name).toBe('moving');
    expect(await tagsOf(`/api/v1/chart/${first}`)).toEqual([]);
    expect(await tagsOf(`/api/v1/chart/${second}`)).toEqual(['moving']);
  });

  it(`${kind}: deleting an object removes its tagged rows`, async () => {
    const chart = await createChart('Short-lived');
    const dashboard = await createDashboard('Short-lived board');
    await admin.post(`/api/v1/tag/chart/${chart}/`, { properties: { tags: ['temp'] } });
    await admin.post(`/api/v1/tag/dashboard/${dashboard}/`, { properties: { tags: ['temp'] } });
    expect((await admin.del(`/api/v1/chart/${chart}`)).status).toBe(200);
    expect((await admin.del(`/api/v1/dashboard/?q=!(${dashboard})`)).status).toBe(200);
    const rows = await t.app.store
      .selectFrom('tagged_object')
      .select('object_id')
      .where((eb) =>
        eb.or([
          eb.and([eb('object_type', '=', 'chart'), eb('object_id', '=', chart)]),
          eb.and([eb('object_type', '=', 'dashboard'), eb('object_id', '=', dashboard)]),
        ]),
      )
      .execute();
    expect(rows).toEqual([]);
    expect((await admin.get('/api/v1/tag/get_objects/?tags=temp')).body.result).toEqual([]);
  });

  it(`${kind}: bundles carry a chart's custom tags, and importing one puts them back`, async () => {
    const chart = await createChart('Exported');
    await admin.post(`/api/v1/tag/chart/${chart}/`, { properties: { tags: ['shipped'] } });
    const token = await t.login();
    const exported = await fetch(`${t.baseUrl}/api/v1/chart/export/?q=${encodeURIComponent(`!(${chart})`)}`, {
      headers: t.bearer(token),
    });
    expect(exported.status).toBe(200);
    const bytes = new Uint8Array(await exported.arrayBuffer());
    const files = unzipSync(bytes);
    const chartFile = Object.keys(files).find((path) => path.includes('/charts/'));
    expect(parse(strFromU8(files[chartFile ?? ''] ?? new Uint8Array())).tags).toEqual(['shipped']);

    expect((await admin.del(`/api/v1/tag/chart/${chart}/shipped/`)).status).toBe(200);
    const form = new FormData();
    form.append('formData', new Blob([bytes], { type: 'application/zip' }), 'bundle.zip');
    form.append('overwrite', 'true');
    form.append('passwords', JSON.stringify({ 'databases/warehouse.yaml': 'pw' }));
    const imported = await fetch(`${t.baseUrl}/api/v1/chart/import/`, {
      method: 'POST',
      headers: t.bearer(token),
      body: form,
    });
    expect(imported.status, await imported.text()).toBe(200);
    expect(tagNames((await admin.get(`/api/v1/chart/${chart}`)).body.result)).toEqual(['shipped']);
  });

  it(`${kind}: reading needs a signed-in user, an object out of view is 404 to the tagger`, async () => {
    const anonymous = client(t, null);
    expect((await anonymous.get('/api/v1/tag/')).status).toBe(401);
    expect((await gamma.get('/api/v1/tag/')).status).toBe(200);
    const chart = await createChart('Hidden from gamma');
    expect((await gamma.post(`/api/v1/tag/chart/${chart}/`, { properties: { tags: ['g'] } })).status).toBe(
      404,
    );
  });
}

describe('tags API (SQLite)', () => tagsSuite('sqlite'));
describe.skipIf(postgresSkipped())('tags API (PostgreSQL)', () => tagsSuite('postgres'));
