/**
 * Uploads (Superset's POST /api/v1/database/{id}/upload/ and upload_metadata): CSV, Excel and
 * Parquet files made here, written into DuckDB and SQLite databases in the test's data directory
 * (and PostgreSQL/MariaDB when TEST_POSTGRES_URL / TEST_MYSQL_URL are set), read back through
 * the dataset the upload creates.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import SQLite from 'better-sqlite3';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConnector } from '../../src/engine/connectors';
import { ensureUploadDatabase } from '../../src/uploads/default-database';
import { startTestApp, type TestApp } from '../platform/harness';
import { service } from '../platform/services';
import { type Client, client } from '../resources/client';
import { postForm } from './upload-client';

const SALES_CSV = `order_id;region;ordered;amount;paid
1;north;2024-01-05;10.5;true
2;south;2024-02-06;NA;false
3;"east; coast";2024-03-07;7;true
`;

describe('uploads', () => {
  let t: TestApp;
  let token: string;
  let admin: Client;
  let uploadsId: number;

  beforeAll(async () => {
    t = await startTestApp();
    token = await t.login();
    admin = client(t, token);
    uploadsId = (await ensureUploadDatabase(t.app))!;
  });
  afterAll(async () => {
    await t?.close();
  });

  const upload = (
    id: number,
    name: string,
    bytes: Uint8Array | string,
    fields: Record<string, string | string[]>,
    as = token,
  ) => postForm(t, as, `/api/v1/database/${id}/upload/`, { name, bytes }, fields);

  /** Rows of a dataset, through the chart-data API (what Explore reads). */
  async function datasetRows(datasetId: number, columns: string[]) {
    const answer = await admin.post('/api/v1/chart/data', {
      datasource: { id: datasetId, type: 'table' },
      queries: [{ columns, metrics: [], orderby: [[columns[0], true]], row_limit: 100 }],
      result_format: 'json',
      result_type: 'full',
    });
    expect(answer.status).toBe(200);
    return answer.body.result[0].data as Record<string, unknown>[];
  }

  it('offers a DuckDB "Uploads" database in the data directory once, on first start', async () => {
    const shown = await admin.get(`/api/v1/database/${uploadsId}`);
    expect(shown.body.result).toMatchObject({
      database_name: 'Uploads',
      backend: 'duckdb',
      allow_file_upload: true,
    });
    expect(shown.body.result.sqlalchemy_uri).toBe(`duckdb:///${join(t.config.uploadsDir, 'uploads.duckdb')}`);
    expect(await ensureUploadDatabase(t.app)).toBeNull();
  });

  it('previews a CSV: columns, inferred types and the first rows', async () => {
    const preview = await postForm(
      t,
      token,
      '/api/v1/database/upload_metadata/',
      { name: 'sales.csv', bytes: SALES_CSV },
      {
        type: 'csv',
        delimiter: ';',
        rows: '2',
      },
    );
    expect(preview.status).toBe(200);
    expect(preview.body.result.items[0]).toEqual({
      sheet_name: null,
      column_names: ['order_id', 'region', 'ordered', 'amount', 'paid'],
      column_types: ['BIGINT', 'VARCHAR', 'DATE', 'DOUBLE', 'BOOLEAN'],
      rows: [
        [1, 'north', '2024-01-05', 10.5, true],
        [2, 'south', '2024-02-06', null, false],
      ],
      row_count: 3,
    });
  });

  it('uploads a CSV into the Uploads database and creates its dataset', async () => {
    const answer = await upload(uploadsId, 'sales.csv', SALES_CSV, {
      type: 'csv',
      table_name: 'sales',
      delimiter: ';',
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      message: 'OK',
      result: { table_name: 'sales', schema: 'main', rows: 3 },
    });
    const datasetId = answer.body.result.dataset_id;
    const dataset = await admin.get(`/api/v1/dataset/${datasetId}`);
    expect(dataset.body.result).toMatchObject({
      table_name: 'sales',
      schema: 'main',
      main_dttm_col: 'ordered',
    });
    expect(dataset.body.result.columns.map((c: { column_name: string }) => c.column_name)).toEqual([
      'order_id',
      'region',
      'ordered',
      'amount',
      'paid',
    ]);
    const rows = await datasetRows(datasetId, ['order_id', 'region', 'amount']);
    expect(rows).toEqual([
      { order_id: 1, region: 'north', amount: 10.5 },
      { order_id: 2, region: 'south', amount: null },
      { order_id: 3, region: 'east; coast', amount: 7 },
    ]);
  });

  it("refuses an existing table unless told to replace or append (Superset's message)", async () => {
    const csv = 'a,b\n1,x\n';
    expect((await upload(uploadsId, 'ab.csv', csv, { type: 'csv', table_name: 'ab' })).status).toBe(201);
    const again = await upload(uploadsId, 'ab.csv', csv, { type: 'csv', table_name: 'ab' });
    expect(again.status).toBe(422);
    expect(again.body.message).toBe(
      "Table already exists. You can change your 'if table already exists' strategy to append or replace or provide a different Table Name to use.",
    );
    const appended = await upload(uploadsId, 'ab.csv', 'a,b\n2,y\n', {
      type: 'csv',
      table_name: 'ab',
      already_exists: 'append',
    });
    expect(appended.status).toBe(201);
    expect(await datasetRows(appended.body.result.dataset_id, ['a', 'b'])).toEqual([
      { a: 1, b: 'x' },
      { a: 2, b: 'y' },
    ]);
    const replaced = await upload(uploadsId, 'ab.csv', 'a,c\n9,z\n', {
      type: 'csv',
      table_name: 'ab',
      already_exists: 'replace',
    });
    expect(replaced.status).toBe(201);
    // The same dataset, its columns brought up to date.
    expect(replaced.body.result.dataset_id).toBe(appended.body.result.dataset_id);
    expect(await datasetRows(replaced.body.result.dataset_id, ['a', 'c'])).toEqual([{ a: 9, c: 'z' }]);
  });

  it('reads the options: header row, skipped rows, null values, dates (day first), columns, index', async () => {
    const csv =
      'exported by a tool\nignored header\nid,when,score,note\n7,31/01/2024,-,keep\n8,01/02/2024,3,drop\n';
    const answer = await upload(uploadsId, 'opts.csv', csv, {
      type: 'csv',
      table_name: 'opts',
      skip_rows: '1',
      header_row: '1',
      null_values: ['-'],
      column_dates: 'when',
      day_first: 'true',
      columns_read: ['id', 'when', 'score'],
      index_column: 'id',
      dataframe_index: 'true',
      index_label: 'row_id',
    });
    expect(answer.status).toBe(201);
    const dataset = await admin.get(`/api/v1/dataset/${answer.body.result.dataset_id}`);
    const columns = dataset.body.result.columns.map((c: { column_name: string; is_dttm: boolean }) => [
      c.column_name,
      c.is_dttm,
    ]);
    expect(columns).toEqual([
      ['row_id', false],
      ['when', true],
      ['score', false],
    ]);
    const rows = await datasetRows(answer.body.result.dataset_id, ['row_id', 'when', 'score']);
    expect(rows).toEqual([
      { row_id: 7, when: Date.UTC(2024, 0, 31), score: null },
      { row_id: 8, when: Date.UTC(2024, 1, 1), score: 3 },
    ]);
  });

  it('says which values are not dates, and which columns are missing', async () => {
    const bad = await upload(uploadsId, 'd.csv', 'd\n2024-01-01\nsoon\nlater\n', {
      type: 'csv',
      table_name: 'dates',
      column_dates: 'd',
    });
    expect(bad.status).toBe(422);
    expect(bad.body.message).toBe(
      "Cannot convert column 'd' to a date. Found 2 error(s): row 2: 'soon'; row 3: 'later'.",
    );
    const missing = await upload(uploadsId, 'd.csv', 'd\n1\n', {
      type: 'csv',
      table_name: 'dates',
      columns_read: 'nope',
    });
    expect(missing.status).toBe(422);
    expect(missing.body.message).toBe(
      "Columns to read not found in the file: nope. The file's columns are: d.",
    );
  });

  it('answers clear errors for malformed files and wrong extensions', async () => {
    const ragged = await upload(uploadsId, 'bad.csv', 'a,b\n1,2\n3,4,5,6\n"open,7\n', {
      type: 'csv',
      table_name: 'bad',
      delimiter: ',',
    });
    expect(ragged.status).toBe(422);
    expect(ragged.body.message).toMatch(/^The file could not be read as CSV: /);
    expect(ragged.body.message.length).toBeLessThan(400);
    const parquet = await upload(uploadsId, 'x.parquet', 'not parquet', {
      type: 'columnar',
      table_name: 'bad',
    });
    expect(parquet.status).toBe(422);
    expect(parquet.body.message).toMatch(/^The file could not be read as Parquet: /);
    const excel = await upload(uploadsId, 'x.xlsx', 'not a workbook', { type: 'excel', table_name: 'bad' });
    expect(excel.status).toBe(422);
    expect(excel.body.message).toBe(
      'The file could not be read as an Excel workbook (.xlsx). Older .xls files must be saved as .xlsx first.',
    );
    const extension = await upload(uploadsId, 'x.exe', 'a\n1\n', { type: 'csv', table_name: 'bad' });
    expect(extension.status).toBe(400);
    expect(extension.body.message.file[0]).toMatch(/^File extension is not allowed/);
    const noTable = await upload(uploadsId, 'x.csv', 'a\n1\n', { type: 'csv' });
    expect(noTable.status).toBe(400);
    expect(noTable.body.message).toHaveProperty('table_name');
    // Nothing was left behind under the refused names.
    const tables = await admin.get(`/api/v1/database/${uploadsId}/tables/?q=(schema_name:main)`);
    expect(tables.body.result.map((r: { value: string }) => r.value)).not.toContain('bad');
    expect(
      tables.body.result
        .map((r: { value: string }) => r.value)
        .some((v: string) => v.startsWith('tessera_upload_')),
    ).toBe(false);
  });

  it('uploads an Excel sheet with its types (numbers, dates, text)', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Notes').addRow(['ignored']);
    const sheet = workbook.addWorksheet('Budget');
    sheet.addRow(['team', 'budget', 'since', 'ratio']);
    sheet.addRow(['alpha', 1200, new Date(Date.UTC(2023, 4, 1)), 0.5]);
    sheet.addRow(['beta', 800, new Date(Date.UTC(2022, 10, 15)), 0.25]);
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
    const preview = await postForm(
      t,
      token,
      '/api/v1/database/upload_metadata/',
      { name: 'b.xlsx', bytes },
      {
        type: 'excel',
        sheet_name: 'Budget',
      },
    );
    expect(preview.status).toBe(200);
    expect(preview.body.result.sheet_names).toEqual(['Notes', 'Budget']);
    expect(preview.body.result.items[0]).toMatchObject({
      sheet_name: 'Budget',
      column_names: ['team', 'budget', 'since', 'ratio'],
      column_types: ['VARCHAR', 'BIGINT', 'TIMESTAMP', 'DOUBLE'],
    });
    const answer = await upload(uploadsId, 'b.xlsx', bytes, {
      type: 'excel',
      table_name: 'budget',
      sheet_name: 'Budget',
    });
    expect(answer.status).toBe(201);
    expect(await datasetRows(answer.body.result.dataset_id, ['team', 'budget', 'since'])).toEqual([
      { team: 'alpha', budget: 1200, since: Date.UTC(2023, 4, 1) },
      { team: 'beta', budget: 800, since: Date.UTC(2022, 10, 15) },
    ]);
  });

  it('uploads a Parquet file (columnar)', async () => {
    const path = join(t.home, 'points.parquet');
    const instance = await DuckDBInstance.create(':memory:');
    const connection = await instance.connect();
    await connection.run(
      `COPY (SELECT range AS id, range * 1.5 AS x, 'p' || range AS label FROM range(4)) TO '${path}' (FORMAT parquet)`,
    );
    connection.closeSync();
    instance.closeSync();
    const answer = await upload(uploadsId, 'points.parquet', readFileSync(path), {
      type: 'columnar',
      table_name: 'points',
    });
    expect(answer.status).toBe(201);
    expect(answer.body.result.rows).toBe(4);
    expect(await datasetRows(answer.body.result.dataset_id, ['id', 'x', 'label'])).toEqual([
      { id: 0, x: 0, label: 'p0' },
      { id: 1, x: 1.5, label: 'p1' },
      { id: 2, x: 3, label: 'p2' },
      { id: 3, x: 4.5, label: 'p3' },
    ]);
  });

  it('writes into a SQLite database through its connector', async () => {
    const file = join(t.config.uploadsDir, 'target.db');
    new SQLite(file).close();
    const created = await admin.post('/api/v1/database/', {
      database_name: 'sqlite target',
      sqlalchemy_uri: `sqlite:///${file}`,
      allow_file_upload: true,
    });
    expect(created.status).toBe(201);
    const answer = await upload(created.body.id, 'sales.csv', SALES_CSV, {
      type: 'csv',
      table_name: 'sales',
      delimiter: ';',
    });
    expect(answer.status).toBe(201);
    expect(answer.body.result.schema).toBe('main');
    const direct = new SQLite(file, { readonly: true });
    expect(direct.prepare('select order_id, ordered, paid from sales order by order_id').all()).toEqual([
      { order_id: 1, ordered: '2024-01-05', paid: 1 },
      { order_id: 2, ordered: '2024-02-06', paid: 0 },
      { order_id: 3, ordered: '2024-03-07', paid: 1 },
    ]);
    direct.close();
  });

  it("refuses databases and schemas that do not allow uploads, with Superset's message", async () => {
    const file = join(t.config.uploadsDir, 'closed.db');
    new SQLite(file).close();
    const closed = await admin.post('/api/v1/database/', {
      database_name: 'closed',
      sqlalchemy_uri: `sqlite:///${file}`,
    });
    const refused = await upload(closed.body.id, 'a.csv', 'a\n1\n', { type: 'csv', table_name: 'a' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Database schema is not allowed for csv uploads.');
    await admin.put(`/api/v1/database/${closed.body.id}`, {
      allow_file_upload: true,
      extra: JSON.stringify({ schemas_allowed_for_file_upload: ['reports'] }),
    });
    const wrongSchema = await upload(closed.body.id, 'a.csv', 'a\n1\n', {
      type: 'csv',
      table_name: 'a',
      schema: 'main',
    });
    expect(wrongSchema.status).toBe(403);
    expect(wrongSchema.body.message).toBe('Database schema is not allowed for csv uploads.');
    const defaultSchema = await upload(closed.body.id, 'a.csv', 'a\n1\n', { type: 'csv', table_name: 'a' });
    expect(defaultSchema.status).toBe(403);
    const missing = await upload(99999, 'a.csv', 'a\n1\n', { type: 'csv', table_name: 'a' });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Database not found.');
  });

  it("needs can_upload and the kind's form permission (spec 001 point 6)", async () => {
    await t.createUser('gina', 'gamma-pass-123', ['Gamma']);
    const gamma = await t.login('gina', 'gamma-pass-123');
    expect((await upload(uploadsId, 'a.csv', 'a\n1\n', { type: 'csv', table_name: 'g' }, gamma)).status).toBe(
      403,
    );
    await t.createUser('alfie', 'alpha-pass-123', ['Alpha']);
    const alpha = await t.login('alfie', 'alpha-pass-123');
    const answer = await upload(uploadsId, 'a.csv', 'a\n1\n', { type: 'csv', table_name: 'by_alpha' }, alpha);
    expect(answer.status).toBe(201);
    // An Alpha role without the Excel form permission may still upload CSV but not Excel.
    const roleId = (
      await t.app.store
        .selectFrom('ab_role')
        .select('id')
        .where('name', '=', 'Alpha')
        .executeTakeFirstOrThrow()
    ).id;
    const excelView = await t.app.store
      .selectFrom('ab_permission_view as pv')
      .innerJoin('ab_view_menu as v', 'v.id', 'pv.view_menu_id')
      .select('pv.id')
      .where('v.name', '=', 'ExcelToDatabaseView')
      .execute();
    await t.app.store
      .deleteFrom('ab_permission_view_role')
      .where('role_id', '=', roleId)
      .where(
        'permission_view_id',
        'in',
        excelView.map((row) => row.id),
      )
      .execute();
    const alphaAgain = await t.login('alfie', 'alpha-pass-123');
    const excel = await upload(uploadsId, 'a.xlsx', 'x', { type: 'excel', table_name: 'nope' }, alphaAgain);
    expect(excel.status).toBe(403);
    expect(
      (await upload(uploadsId, 'a.csv', 'a\n2\n', { type: 'csv', table_name: 'by_alpha2' }, alphaAgain))
        .status,
    ).toBe(201);
  });
});

const NETWORK_TARGETS = [
  { name: 'PostgreSQL', ...service('postgres', 'uploads into PostgreSQL') },
  { name: 'MariaDB/MySQL', ...service('mysql', 'uploads into MariaDB/MySQL') },
] as const;

for (const target of NETWORK_TARGETS) {
  // These need a running server: .ci/run provides both (and requires them through TESSERA_REQUIRE).
  describe.skipIf(target.skip)(`uploads into ${target.name}`, () => {
    let t: TestApp;
    let token: string;
    let admin: Client;
    let databaseId: number;
    const table = `upload_${process.pid}_${Date.now()}`;

    beforeAll(async () => {
      t = await startTestApp();
      token = await t.login();
      admin = client(t, token);
      const created = await admin.post('/api/v1/database/', {
        database_name: target.name,
        sqlalchemy_uri: target.url,
        allow_file_upload: true,
        allow_dml: true,
      });
      expect(created.status).toBe(201);
      databaseId = created.body.id;
    });
    afterAll(async () => {
      if (target.url) {
        const connector = createConnector(target.url, { allowDml: true });
        await connector.execute(`DROP TABLE IF EXISTS ${table}`);
        await connector.close();
      }
      await t?.close();
    });

    it('writes a CSV with its types, replaces it, and reads it back through the dataset', async () => {
      const send = (already_exists: string) =>
        postForm(
          t,
          token,
          `/api/v1/database/${databaseId}/upload/`,
          { name: 'sales.csv', bytes: SALES_CSV },
          {
            type: 'csv',
            table_name: table,
            delimiter: ';',
            already_exists,
          },
        );
      const first = await send('fail');
      expect(first.status).toBe(201);
      expect((await send('fail')).status).toBe(422);
      const replaced = await send('replace');
      expect(replaced.status).toBe(201);
      const answer = await admin.post('/api/v1/chart/data', {
        datasource: { id: replaced.body.result.dataset_id, type: 'table' },
        queries: [
          {
            columns: ['order_id', 'region', 'amount'],
            metrics: [],
            orderby: [['order_id', true]],
            row_limit: 10,
          },
        ],
        result_format: 'json',
        result_type: 'full',
      });
      expect(answer.body.result[0].data).toEqual([
        { order_id: 1, region: 'north', amount: 10.5 },
        { order_id: 2, region: 'south', amount: null },
        { order_id: 3, region: 'east; coast', amount: 7 },
      ]);
      const dataset = await admin.get(`/api/v1/dataset/${replaced.body.result.dataset_id}`);
      expect(dataset.body.result.main_dttm_col).toBe('ordered');
    });
  });
}
