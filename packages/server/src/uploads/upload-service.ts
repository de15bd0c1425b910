/**
 * Superset's UploadCommand: checks that the database takes uploads into that schema, reads the
 * file (staging.ts), writes it through the database's connector (write-table.ts) and makes sure
 * a dataset points at the table, its columns read from the database.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createConnector } from '../engine/connectors';
import type { Connector } from '../engine/types';
import { physicalColumns } from '../repositories/connections';
import type { ColumnInput } from '../repositories/dataset-fields';
import { createDataset, findDataset, updateDataset } from '../repositories/datasets';
import { backendOf, decryptSecret } from '../repositories/secrets';
import { readWorkbook, sheetNames, sheetToJson } from './excel';
import { type PreviewFields, parseColumnTypes, type UploadFields, type UploadType } from './options';
import { messageOf, type ReadOptions, StagedUpload, type StagingSource } from './staging';
import { UploadError } from './upload-error';
import { writeRulesOf, writeUpload } from './write-table';

export const SCHEMA_NOT_ALLOWED = 'Database schema is not allowed for csv uploads.';
export const UPLOAD_NOT_SUPPORTED = 'Database type does not support file uploads.';

export interface UploadedFile {
  /** Where the multipart file was saved. */
  readonly path: string;
  readonly filename: string;
}

export interface UploadResult {
  readonly datasetId: number;
  readonly tableName: string;
  readonly schema: string | null;
  readonly rows: number;
}

function readOptions(fields: PreviewFields | UploadFields): ReadOptions {
  const types = parseColumnTypes(fields.column_data_types);
  if (typeof types === 'string') throw new UploadError(types, 400);
  return {
    delimiter: fields.delimiter,
    decimalCharacter: fields.decimal_character,
    headerRow: fields.header_row,
    skipRows: fields.skip_rows,
    rowsToRead: fields.rows_to_read,
    nullValues: fields.null_values,
    columnDates: fields.column_dates,
    columnsRead: fields.columns_read,
    columnTypes: types,
    indexColumn: fields.index_column,
    indexLabel: fields.index_label,
    dataframeIndex: fields.dataframe_index,
    dayFirst: fields.day_first,
  };
}

/** The file, read and shaped; the caller closes it. Excel also names the workbook's sheets. */
async function stage(
  type: UploadType,
  file: UploadedFile,
  fields: PreviewFields | UploadFields,
): Promise<{ staged: StagedUpload; sheet: string | null; sheets: string[] }> {
  const options = readOptions(fields);
  let source: StagingSource;
  let sheet: string | null = null;
  let sheets: string[] = [];
  if (type === 'excel') {
    const workbook = await readWorkbook(file.path);
    sheets = sheetNames(workbook);
    const json = await sheetToJson(
      workbook,
      {
        sheetName: fields.sheet_name,
        headerRow: fields.header_row,
        skipRows: fields.skip_rows,
        nullValues: fields.null_values,
      },
      `${file.path}.jsonl`,
    );
    sheet = json.sheet;
    source = json;
  } else if (type === 'columnar') {
    if (/\.zip$/i.test(file.filename)) {
      throw new UploadError(
        'ZIP archives of Parquet files are not supported yet; upload the .parquet file itself.',
      );
    }
    source = { kind: 'parquet', path: file.path };
  } else {
    source = { kind: 'csv', path: file.path };
  }
  try {
    return { staged: await StagedUpload.open(source, options), sheet, sheets };
  } catch (error) {
    if (error instanceof UploadError) throw error;
    throw new UploadError(`${KIND_NAMES[type]}: ${firstLines(messageOf(error))}`, 422, { cause: error });
  }
}

const KIND_NAMES: Record<UploadType, string> = {
  csv: 'The file could not be read as CSV',
  excel: 'The Excel sheet could not be read',
  columnar: 'The file could not be read as Parquet',
};

/** DuckDB's errors run to a page (the sniffer's search space): its first lines say what matters. */
function firstLines(message: string): string {
  const lines = message.split('\n').filter((line) => line.trim() !== '');
  return lines
    .slice(0, 2)
    .join(' ')
    .replace(/^(Invalid Input|Conversion|Parser) Error: /, '');
}

export interface PreviewResult {
  readonly items: {
    sheet_name: string | null;
    column_names: string[];
    column_types: string[];
    rows: unknown[][];
    row_count: number;
  }[];
  readonly sheet_names: string[];
}

/** POST /api/v1/database/upload_metadata/: the columns, their inferred types and the first rows. */
export async function previewUpload(
  type: UploadType,
  file: UploadedFile,
  fields: PreviewFields,
): Promise<PreviewResult> {
  const { staged, sheet, sheets } = await stage(type, file, fields);
  try {
    const rows = await staged.preview(fields.rows ?? 50);
    return {
      items: [
        {
          sheet_name: sheet,
          column_names: staged.columns.map((c) => c.name),
          column_types: staged.columns.map((c) => c.type),
          rows,
          row_count: staged.rowCount,
        },
      ],
      sheet_names: sheets,
    };
  } finally {
    staged.close();
  }
}

interface TargetDatabase {
  readonly id: number;
  readonly sqlalchemy_uri: string;
  readonly password: string | null;
  readonly allow_file_upload: number;
  readonly extra: string;
}

/** Superset's schema_allows_file_upload, and the engine check. */
export function assertUploadAllowed(database: TargetDatabase, schema: string | null): void {
  if (database.allow_file_upload !== 1) throw new UploadError(SCHEMA_NOT_ALLOWED, 403);
  const allowed = schemasAllowed(database.extra);
  if (allowed.length > 0 && (schema === null || !allowed.includes(schema))) {
    throw new UploadError(SCHEMA_NOT_ALLOWED, 403);
  }
  if (!writeRulesOf(backendOf(database.sqlalchemy_uri))) throw new UploadError(UPLOAD_NOT_SUPPORTED);
}

export function schemasAllowed(extra: string): string[] {
  try {
    const parsed = JSON.parse(extra) as { schemas_allowed_for_file_upload?: unknown };
    const list = parsed?.schemas_allowed_for_file_upload;
    return Array.isArray(list) ? list.filter((s): s is string => typeof s === 'string' && s !== '') : [];
  } catch {
    return [];
  }
}

/** The schema a table lands in when the form names none (Superset resolves the default). */
async function defaultSchema(connector: Connector): Promise<string | null> {
  const sql: Record<string, string> = {
    duckdb: 'SELECT current_schema() AS s',
    postgresql: 'SELECT current_schema() AS s',
    mysql: 'SELECT DATABASE() AS s',
  };
  if (connector.engine === 'sqlite') return 'main';
  const query = sql[connector.engine === 'mariadb' ? 'mysql' : connector.engine];
  if (!query) return null;
  const result = await connector.execute(query);
  const value = result.rows[0]?.s;
  return typeof value === 'string' && value !== '' ? value : null;
}

export async function runUpload(
  app: FastifyInstance,
  database: TargetDatabase,
  file: UploadedFile,
  fields: UploadFields,
  userId: number | null,
): Promise<UploadResult> {
  if (fields.schema) assertUploadAllowed(database, fields.schema);
  else if (database.allow_file_upload !== 1) throw new UploadError(SCHEMA_NOT_ALLOWED, 403);
  const password = database.password ? decryptSecret(database.password, app.config.secretKey) : null;
  const connector = createConnector(database.sqlalchemy_uri, { password, allowDml: true });
  try {
    const schema = fields.schema || (await defaultSchema(connector));
    assertUploadAllowed(database, schema);
    const { staged } = await stage(fields.type, file, fields);
    let rows: number;
    try {
      rows = await writeUpload({
        connector,
        engine: backendOf(database.sqlalchemy_uri),
        schema,
        table: fields.table_name,
        mode: fields.already_exists,
        columns: staged.columns,
        batches: (size) => staged.batches(size),
      });
    } catch (error) {
      if (error instanceof UploadError) throw error;
      throw new UploadError(`Database upload file failed: ${firstLines(messageOf(error))}`, 422, {
        cause: error,
      });
    } finally {
      staged.close();
    }
    const datasetId = await ensureDataset(app, database.id, schema, fields.table_name, userId);
    return { datasetId, tableName: fields.table_name, schema, rows };
  } finally {
    await connector.close();
  }
}

/** The dataset over the uploaded table: created, or its columns brought up to date. */
async function ensureDataset(
  app: FastifyInstance,
  databaseId: number,
  schema: string | null,
  table: string,
  userId: number | null,
): Promise<number> {
  const fresh = await physicalColumns(app.store, app.config.secretKey, databaseId, schema, table);
  const columns: ColumnInput[] = fresh.map((c) => ({
    column_name: c.column_name,
    type: c.type,
    is_dttm: c.is_dttm,
  }));
  const existing = await findDataset(app.store, databaseId, schema, table);
  if (!existing) {
    return createDataset(
      app.store,
      {
        database_id: databaseId,
        schema,
        table_name: table,
        columns,
        main_dttm_col: columns.find((c) => c.is_dttm)?.column_name ?? null,
      },
      userId,
    );
  }
  const saved = await app.store
    .selectFrom('table_columns')
    .selectAll()
    .where('table_id', '=', existing.id)
    .execute();
  const byName = new Map(saved.map((c) => [c.column_name, c]));
  const merged: ColumnInput[] = [
    ...columns.map((c) => {
      const old = byName.get(c.column_name);
      return old
        ? {
            id: old.id,
            column_name: old.column_name,
            verbose_name: old.verbose_name,
            type: c.type,
            is_dttm: old.is_dttm === 1,
            is_active: old.is_active === 1,
            groupby: old.groupby === 1,
            filterable: old.filterable === 1,
            expression: old.expression,
            description: old.description,
            python_date_format: old.python_date_format,
            extra: old.extra,
          }
        : c;
    }),
  ];
  await updateDataset(app.store, existing.id, { columns: merged }, userId);
  return existing.id;
}

/** A private directory for one request's file; removed with everything in it. */
export async function withTempDir<T>(work: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'tessera-upload-'));
  try {
    return await work(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
