/**
 * `GET /api/v1/<resource>/_info?q=(keys:!(add_columns,edit_columns))`: the fields a client may
 * send to create and update, as Flask-AppBuilder describes its write schemas.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InfoColumn } from '../../src/api/list/info-columns';
import { startTestApp, type TestApp } from '../platform/harness';
import { type Client, client } from './client';

let t: TestApp;
let admin: Client;

beforeAll(async () => {
  t = await startTestApp();
  admin = client(t, await t.login());
});
afterAll(async () => {
  await t?.close();
});

const info = async (resource: string) => {
  const reply = await admin.get(
    `/api/v1/${resource}/_info?q=${encodeURIComponent('(keys:!(add_columns,edit_columns))')}`,
  );
  expect(reply.status).toBe(200);
  const byName = (columns: InfoColumn[]) => new Map(columns.map((column) => [column.name, column]));
  return { body: reply.body, add: byName(reply.body.add_columns), edit: byName(reply.body.edit_columns) };
};

describe('_info add_columns and edit_columns', () => {
  it("describes a chart's create and update fields from the route schemas", async () => {
    const { body, add, edit } = await info('chart');
    expect(Object.keys(body).sort()).toEqual(['add_columns', 'edit_columns']);
    expect(add.get('slice_name')).toEqual({
      name: 'slice_name',
      label: 'Slice Name',
      description: 'The chart name',
      required: true,
      type: 'String',
      unique: false,
      validate: ['<Length(min=1, max=250, equal=None, error=None)>'],
    });
    expect(add.get('datasource_id')).toMatchObject({ required: true, type: 'Integer' });
    expect(add.get('datasource_type')?.validate?.[0]).toMatch(/^<OneOf\(choices=\['table', 'dataset'/);
    expect(add.get('cache_timeout')).toMatchObject({ required: false, type: 'Integer' });
    expect(add.get('cache_timeout')).not.toHaveProperty('validate');
    expect(add.get('owners')).toMatchObject({ required: false, type: 'List' });
    // An update may send any subset of the fields.
    expect(edit.get('slice_name')).toMatchObject({ required: false, type: 'String' });
    expect([...edit.values()].filter((column) => column.required)).toEqual([]);
  });

  it('answers for every writable resource, and nothing for a read-only one', async () => {
    for (const [resource, field] of [
      ['dashboard', 'dashboard_title'],
      ['dataset', 'table_name'],
      ['database', 'database_name'],
      ['saved_query', 'label'],
      ['annotation_layer', 'name'],
    ] as const) {
      const { add, edit } = await info(resource);
      expect(add.get(field), resource).toMatchObject({ name: field, type: 'String' });
      expect(edit.has(field), resource).toBe(true);
    }
    const { body } = await info('query');
    expect(body).toEqual({ add_columns: [], edit_columns: [] });
  });
});
