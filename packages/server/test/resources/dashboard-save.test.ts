import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../platform/harness';
import { type Client, client } from './client';

const STALE = 'This dashboard was changed recently. Please reload dashboard to get latest version.';

describe('dashboard safe save and chart save-as', () => {
  let t: TestApp;
  let admin: Client;
  let datasetId: number;

  beforeAll(async () => {
    t = await startTestApp();
    admin = client(t, await t.login());
    const path = join(t.config.uploadsDir, 'save.db');
    (await DuckDBInstance.create(path)).closeSync();
    const database = await admin.post('/api/v1/database/', {
      database_name: 'savedb',
      sqlalchemy_uri: `duckdb:///${path}`,
    });
    const dataset = await admin.post('/api/v1/dataset/', {
      database: database.body.id,
      table_name: 'sales',
      columns: [{ column_name: 'region', type: 'VARCHAR' }],
    });
    datasetId = dataset.body.id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const newDashboard = async (title: string) => {
    const created = await admin.post('/api/v1/dashboard/', { dashboard_title: title });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body.id as number;
  };

  it('answers last_modified_time and accepts it back inside json_metadata', async () => {
    const id = await newDashboard('Safe save');
    const first = await admin.put(`/api/v1/dashboard/${id}`, { dashboard_title: 'Renamed' });
    expect(first.status).toBe(200);
    expect(typeof first.body.last_modified_time).toBe('number');
    expect(first.body.last_modified_time * 1000).toBe(first.body.result.changed_on_dttm);
    const second = await admin.put(`/api/v1/dashboard/${id}`, {
      json_metadata: JSON.stringify({
        color_scheme: 'supersetColors',
        last_modified_time: first.body.last_modified_time,
      }),
    });
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(second.body.last_modified_time).toBeGreaterThanOrEqual(first.body.last_modified_time);
    // The time is checked, never stored.
    expect(JSON.parse(second.body.result.json_metadata)).toEqual({ color_scheme: 'supersetColors' });
  });

  it('answers 409 to a save based on a stale copy, and lets an overwrite through', async () => {
    const id = await newDashboard('Two editors');
    const shown = await admin.get(`/api/v1/dashboard/${id}`);
    const copyTime = shown.body.result.changed_on_dttm / 1000;
    await new Promise((resolve) => setTimeout(resolve, 5));
    const other = await admin.put(`/api/v1/dashboard/${id}`, {
      json_metadata: JSON.stringify({ last_modified_time: copyTime }),
      position_json: JSON.stringify({ DASHBOARD_VERSION_KEY: 'v2' }),
    });
    expect(other.status).toBe(200);
    const stale = await admin.put(`/api/v1/dashboard/${id}`, {
      dashboard_title: 'Stale title',
      json_metadata: JSON.stringify({ last_modified_time: copyTime }),
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(STALE);
    expect((await admin.get(`/api/v1/dashboard/${id}`)).body.result.dashboard_title).toBe('Two editors');
    const overwrite = await admin.put(`/api/v1/dashboard/${id}`, {
      dashboard_title: 'Overwritten',
      json_metadata: JSON.stringify({ last_modified_time: Date.now() / 1000 }),
    });
    expect(overwrite.status).toBe(200);
    expect(overwrite.body.result.dashboard_title).toBe('Overwritten');
  });

  it('refuses a last_modified_time that is not a number', async () => {
    const id = await newDashboard('Bad time');
    const bad = await admin.put(`/api/v1/dashboard/${id}`, {
      json_metadata: JSON.stringify({ last_modified_time: 'yesterday' }),
    });
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.body)).toContain('last_modified_time');
  });

  it('does not copy params.dashboards into a chart saved as a new one', async () => {
    const dashboardId = await newDashboard('Source dashboard');
    const params = (dashboards: number[]) =>
      JSON.stringify({ viz_type: 'table', datasource: `${datasetId}__table`, dashboards });
    const source = await admin.post('/api/v1/chart/', {
      slice_name: 'Source',
      viz_type: 'table',
      datasource_id: datasetId,
      datasource_type: 'table',
      params: params([dashboardId]),
      dashboards: [dashboardId],
    });
    expect(source.status).toBe(201);
    expect(JSON.parse(source.body.result.params).dashboards).toEqual([dashboardId]);
    const copy = await admin.post('/api/v1/chart/', {
      slice_name: 'Copy',
      viz_type: 'table',
      datasource_id: datasetId,
      datasource_type: 'table',
      params: params([dashboardId]),
      dashboards: [],
    });
    expect(copy.status).toBe(201);
    expect(JSON.parse(copy.body.result.params).dashboards).toEqual([]);
    expect(copy.body.result.dashboards).toEqual([]);
  });
});
