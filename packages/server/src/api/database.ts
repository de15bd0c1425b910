/** /api/v1/database: list, show, create, update, delete (Superset's DatabaseRestApi, CRUD part). */

import { decodeRison, ListQueryError } from '@tessera/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { registerBundleRoutes } from '../bundles/routes';
import { ConnectorError, evictConnector, supportedEngines } from '../engine/connectors';
import { ApiError, forbidden, notFound } from '../errors';
import { AUDIT_COLUMNS, type Db } from '../repositories/common';
import { connectorOf } from '../repositories/connections';
import {
  createDatabase,
  type DatabaseInput,
  databaseByName,
  datasetCountOf,
  deleteDatabase,
  loadDatabaseItems,
  updateDatabase,
} from '../repositories/databases';
import { assertMaskedPasswordKept, assertUriAllowed, testConnection } from './database-connection';
import { validateParameters, validateParametersSchema } from './database-parameters';
import { databaseScope, databaseVisible } from './list/access';
import type { ListDefinition } from './list/engine';
import type { ListContext } from './list/filters';
import { boolOperators, col, numberOperators, relationOperators, textOperators } from './list/filters';
import { registerRelatedObjects } from './list/related-objects';
import { contextOf, parseBody, parseQ, pkOf } from './list/request';
import { type ResourceApi, registerResourceRoutes, USER_RELATED } from './list/resource-routes';
import { jsonText, optionalText, uuidText } from './list/schemas';

export const databaseList: ListDefinition = {
  table: 'dbs',
  title: 'List Database',
  filters: {
    id: numberOperators(col('id')),
    database_name: textOperators(col('database_name')),
    expose_in_sqllab: boolOperators(col('expose_in_sqllab')),
    allow_file_upload: boolOperators(col('allow_file_upload')),
    allow_run_async: boolOperators(col('allow_run_async')),
    allow_dml: boolOperators(col('allow_dml')),
    created_by: relationOperators('created_by_fk'),
    changed_by: relationOperators('changed_by_fk'),
  },
  orderColumns: {
    id: col('id'),
    database_name: col('database_name'),
    allow_file_upload: col('allow_file_upload'),
    allow_dml: col('allow_dml'),
    allow_run_async: col('allow_run_async'),
    expose_in_sqllab: col('expose_in_sqllab'),
    changed_on: col('changed_on'),
    changed_on_delta_humanized: col('changed_on'),
    created_on: col('created_on'),
    'changed_by.first_name': col('changed_by_fk'),
  },
  columns: [
    'id',
    'uuid',
    'database_name',
    'backend',
    'engine',
    'driver',
    'sqlalchemy_uri',
    'expose_in_sqllab',
    'allow_run_async',
    'allow_dml',
    'allow_file_upload',
    'allow_ctas',
    'allow_cvas',
    'allow_multi_catalog',
    'impersonate_user',
    'is_managed_externally',
    'external_url',
    'force_ctas_schema',
    'cache_timeout',
    'extra',
    'configuration_method',
    'parameters',
    ...AUDIT_COLUMNS,
  ],
  defaultColumns: [
    'id',
    'database_name',
    'backend',
    'expose_in_sqllab',
    'allow_run_async',
    'allow_dml',
    'allow_file_upload',
    'allow_ctas',
    'allow_cvas',
    'allow_multi_catalog',
    'force_ctas_schema',
    'extra',
    'changed_by.first_name',
    'changed_by.last_name',
    'changed_on_delta_humanized',
    'created_by.first_name',
    'created_by.last_name',
  ],
  defaultOrder: { column: 'changed_on_delta_humanized', direction: 'desc' },
  scope: databaseScope,
  load: (db, ids, ctx) => loadDatabaseItems(db, ids, ctx),
};

const exists = async (db: Db, id: number) =>
  (await db.selectFrom('dbs').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;

export const databaseResource: ResourceApi = {
  path: 'database',
  viewMenu: 'Database',
  noun: 'database',
  list: databaseList,
  related: { created_by: USER_RELATED, changed_by: USER_RELATED },
  exists,
  beforeDelete: async (db, ids) => {
    for (const id of ids) {
      const count = await datasetCountOf(db, id);
      if (count > 0) {
        throw new ApiError('VALIDATION', {
          detail: `There are ${count} datasets associated with this database, so it cannot be deleted.`,
        });
      }
    }
  },
  deleteMany: async (db, ids) => {
    for (const id of ids) {
      await deleteDatabase(db, id);
      await evictConnector(id);
    }
  },
};

const flag = z.boolean().optional();
const fields = {
  database_name: z.string().min(1).max(250),
  sqlalchemy_uri: z
    .string()
    .regex(/^[a-z][a-z0-9+.-]*:\/\//i, 'Invalid connection string, expected <engine>://...'),
  cache_timeout: z.number().int().nullish(),
  extra: jsonText.optional(),
  external_url: optionalText,
  expose_in_sqllab: flag,
  allow_run_async: flag,
  allow_dml: flag,
  allow_file_upload: flag,
  allow_csv_upload: flag,
  allow_ctas: flag,
  allow_cvas: flag,
  impersonate_user: flag,
  is_managed_externally: flag,
  // Sent by Superset's connection form; accepted and not stored.
  configuration_method: z.enum(['sqlalchemy_form', 'dynamic_form']).optional(),
  engine: z.string().nullish(),
  driver: z.string().nullish(),
  force_ctas_schema: z.string().nullish(),
  server_cert: z.string().nullish(),
  masked_encrypted_extra: z.string().nullish(),
  parameters: z.record(z.string(), z.unknown()).optional(),
  allow_multi_catalog: flag,
};
const createSchema = z.strictObject({ ...fields, uuid: uuidText.optional() });
const updateSchema = z.strictObject(fields).partial();
type DatabaseBody = z.infer<typeof createSchema>;

const FLAG_NAMES = [
  'expose_in_sqllab',
  'allow_run_async',
  'allow_dml',
  'allow_file_upload',
  'allow_ctas',
  'allow_cvas',
  'impersonate_user',
  'is_managed_externally',
] as const;

function toInput(body: Partial<DatabaseBody>): DatabaseInput {
  const flags: DatabaseInput['flags'] = {};
  for (const name of FLAG_NAMES) if (body[name] !== undefined) flags[name] = body[name];
  if (body.allow_csv_upload !== undefined && flags.allow_file_upload === undefined) {
    flags.allow_file_upload = body.allow_csv_upload;
  }
  const input: DatabaseInput = { flags };
  if (body.database_name !== undefined) input.database_name = body.database_name;
  if (body.sqlalchemy_uri !== undefined) input.sqlalchemy_uri = body.sqlalchemy_uri;
  if (body.cache_timeout !== undefined) input.cache_timeout = body.cache_timeout;
  if (body.extra !== undefined) input.extra = body.extra;
  if (body.external_url !== undefined) input.external_url = body.external_url;
  if (body.uuid !== undefined) input.uuid = body.uuid;
  return input;
}

async function checkName(db: Db, name: string | undefined, id?: number) {
  if (name !== undefined && (await databaseByName(db, name, id))) {
    throw new ApiError(
      'VALIDATION',
      { detail: 'Invalid database' },
      { fieldErrors: { database_name: ['A database with the same name already exists.'] } },
    );
  }
}

/** With a viewer: 404 unless they may see it (list scope), connection details for admins only. */
async function showDatabase(db: Db, id: number, viewer?: ListContext) {
  if (viewer && !(await databaseVisible(db, id, viewer))) throw notFound();
  const [item] = await loadDatabaseItems(db, [id], viewer);
  if (!item) throw notFound();
  return { id, result: item };
}

export default async function databaseRoutes(app: FastifyInstance): Promise<void> {
  registerResourceRoutes(app, databaseResource);
  registerDatabaseMetaRoutes(app);
  await registerBundleRoutes(app, 'database');
  registerRelatedObjects(app, 'database');
  const read = { preHandler: app.authorize('can_read', 'Database') };
  const write = { preHandler: app.authorize('can_write', 'Database') };

  app.get('/api/v1/database/:pk', read, async (request) =>
    showDatabase(app.store, pkOf(request), contextOf(request)),
  );

  app.post('/api/v1/database/', write, async (request, reply) => {
    const body = parseBody(createSchema, request.body);
    await checkName(app.store, body.database_name);
    assertUriAllowed(body.sqlalchemy_uri);
    const id = await createDatabase(app.store, toInput(body), request.user!.id, app.config.secretKey);
    return reply.status(201).send(await showDatabase(app.store, id));
  });

  app.put('/api/v1/database/:pk', write, async (request) => {
    const id = pkOf(request);
    if (!(await exists(app.store, id))) throw notFound();
    const body = parseBody(updateSchema, request.body);
    await checkName(app.store, body.database_name, id);
    if (body.sqlalchemy_uri !== undefined) {
      assertUriAllowed(body.sqlalchemy_uri);
      await assertMaskedPasswordKept(app.store, id, body.sqlalchemy_uri);
    }
    await updateDatabase(app.store, id, toInput(body), request.user!.id, app.config.secretKey);
    await evictConnector(id);
    return showDatabase(app.store, id);
  });
}

const ENGINE_NAMES: Record<string, { name: string; placeholder: string }> = {
  duckdb: { name: 'DuckDB', placeholder: 'duckdb:////path/to/file.duckdb' },
  sqlite: { name: 'SQLite', placeholder: 'sqlite:////path/to/file.db' },
  postgresql: { name: 'PostgreSQL', placeholder: 'postgresql://user:password@host:port/dbname' },
  mysql: { name: 'MySQL', placeholder: 'mysql://user:password@host:port/dbname' },
  mariadb: { name: 'MariaDB', placeholder: 'mariadb://user:password@host:port/dbname' },
  clickhousedb: { name: 'ClickHouse Connect', placeholder: 'clickhousedb://user:password@host:port/dbname' },
  trino: { name: 'Trino', placeholder: 'trino://user@host:port/catalog' },
};

/** Reading a database's schemas and tables needs data access to it (Superset's SQL Lab rule). */
async function assertDatabaseAccess(db: Db, id: number, ctx: ListContext) {
  const row = await db
    .selectFrom('dbs')
    .select(['id', 'database_name'])
    .where('id', '=', id)
    .executeTakeFirst();
  // A database the user cannot see answers as a missing one (its show does): 403 would confirm it exists.
  if (!row || !(await databaseVisible(db, id, ctx))) throw notFound();
  const has = (key: string) => ctx.permissions.has(key);
  if (
    ctx.isAdmin ||
    has('all_database_access|all_database_access') ||
    has('all_datasource_access|all_datasource_access') ||
    has(`database_access|[${row.database_name}].(id:${row.id})`)
  ) {
    return;
  }
  throw forbidden();
}

async function openConnector(app: FastifyInstance, id: number) {
  const connector = await connectorOf(app.store, app.config.secretKey, id);
  if (!connector) throw notFound();
  return connector;
}

function connectorFailure(error: unknown): never {
  if (error instanceof ConnectorError) {
    throw new ApiError(
      'VALIDATION',
      { detail: error.message },
      { extra: { code: error.code }, cause: error },
    );
  }
  throw error;
}

const testSchema = z.looseObject({
  sqlalchemy_uri: fields.sqlalchemy_uri,
  database_name: z.string().optional(),
});

/** Connection test, engines, schemas and tables: what the connection form and SQL Lab ask. */
export function registerDatabaseMetaRoutes(app: FastifyInstance): void {
  const read = { preHandler: app.authorize('can_read', 'Database') };
  const write = { preHandler: app.authorize('can_write', 'Database') };

  app.post('/api/v1/database/test_connection/', write, async (request) => {
    const body = parseBody(testSchema, request.body);
    await testConnection(app.store, app.config.secretKey, request.log, body);
    return { message: 'OK' };
  });

  app.post('/api/v1/database/validate_parameters/', write, async (request) => {
    const body = parseBody(validateParametersSchema, request.body);
    await validateParameters(app.store, app.config.secretKey, request.log, body);
    return { message: 'OK' };
  });

  // One entry per engine: scheme aliases (postgres, clickhouse) connect too but are not listed.
  app.get('/api/v1/database/available/', read, async () =>
    supportedEngines()
      .filter((engine) => engine in ENGINE_NAMES)
      .map((engine) => ({
        engine,
        name: ENGINE_NAMES[engine]?.name ?? engine,
        default_driver: null,
        available_drivers: [],
        preferred: engine === 'duckdb' || engine === 'postgresql',
        sqlalchemy_uri_placeholder: ENGINE_NAMES[engine]?.placeholder ?? `${engine}://`,
        engine_information: { supports_file_upload: false, disable_ssh_tunneling: true },
      })),
  );

  app.get('/api/v1/database/:pk/schemas/', read, async (request) => {
    const id = pkOf(request);
    await assertDatabaseAccess(app.store, id, contextOf(request));
    try {
      return { result: await (await openConnector(app, id)).getSchemas() };
    } catch (error) {
      return connectorFailure(error);
    }
  });

  app.get('/api/v1/database/:pk/tables/', read, async (request) => {
    const id = pkOf(request);
    await assertDatabaseAccess(app.store, id, contextOf(request));
    const q = parseQ((text) => {
      const value = decodeRison(text) as { schema_name?: unknown };
      if (typeof value !== 'object' || value === null)
        throw new ListQueryError('q must be (schema_name:...)');
      return value;
    }, request);
    const schema = typeof q.schema_name === 'string' && q.schema_name !== '' ? q.schema_name : null;
    try {
      const tables = await (await openConnector(app, id)).getTables(schema);
      return { count: tables.length, result: tables.map((value) => ({ value, type: 'table', extra: null })) };
    } catch (error) {
      return connectorFailure(error);
    }
  });

  /** Newer form: /table_metadata/?name=<table>&schema=<schema>; columns with Superset's types. */
  app.get('/api/v1/database/:pk/table_metadata/', read, async (request) => {
    const id = pkOf(request);
    await assertDatabaseAccess(app.store, id, contextOf(request));
    const { name, schema } = request.query as { name?: string; schema?: string };
    if (!name) throw new ApiError('BAD_REQUEST', { detail: 'The table name is required (?name=<table>).' });
    try {
      const columns = await (await openConnector(app, id)).getColumns(schema || null, name);
      return {
        name,
        schema: schema || null,
        columns: columns.map((c) => ({
          name: c.name,
          type: c.type,
          type_generic: c.genericType,
          is_dttm: c.isDttm,
        })),
        primaryKey: { constrained_columns: [] },
        foreignKeys: [],
        indexes: [],
      };
    } catch (error) {
      return connectorFailure(error);
    }
  });
}
