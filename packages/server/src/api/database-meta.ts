/**
 * /api/v1/database/ routes beside the CRUD: the connection form's (available engines, connection
 * test, parameter validation) and what Explore and SQL Lab read of a database (schemas, tables,
 * table metadata and its extra).
 */

import { decodeRison, ListQueryError } from '@tessera/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ConnectorError, supportedEngines } from '../engine/connectors';
import type { Connector } from '../engine/types';
import { ApiError, forbidden, notFound } from '../errors';
import { anyObject, errorAnswers, messageAnswer, pkParams, risonQuery } from '../openapi/schemas';
import type { Db } from '../repositories/common';
import { connectorOf } from '../repositories/connections';
import { findDatabaseName } from '../repositories/databases';
import { databaseVisible } from '../repositories/list/access';
import type { ListContext } from '../repositories/list/filters';
import { testConnection } from './database-connection';
import { parametersSchema, validateParameters, validateParametersSchema } from './database-parameters';
import { contextOf, parseQ } from './list/request';

const ENGINE_NAMES: Record<string, { name: string; placeholder: string }> = {
  duckdb: { name: 'DuckDB', placeholder: 'duckdb:////path/to/file.duckdb' },
  sqlite: { name: 'SQLite', placeholder: 'sqlite:////path/to/file.db' },
  postgresql: { name: 'PostgreSQL', placeholder: 'postgresql://user:password@host:port/dbname' },
  mysql: { name: 'MySQL', placeholder: 'mysql://user:password@host:port/dbname' },
  mariadb: { name: 'MariaDB', placeholder: 'mariadb://user:password@host:port/dbname' },
  clickhousedb: { name: 'ClickHouse Connect', placeholder: 'clickhousedb://user:password@host:port/dbname' },
  trino: { name: 'Trino', placeholder: 'trino://user@host:port/catalog' },
};

/** Engines whose tables an upload can create (uploads/write-table.ts has their type names). */
const UPLOAD_ENGINES = new Set(['duckdb', 'sqlite', 'postgresql', 'postgres', 'mysql', 'mariadb']);

export function engineSupportsUpload(engine: string): boolean {
  return UPLOAD_ENGINES.has(engine);
}

/** Superset's `engine_information` of an engine spec. */
export function engineInformation(engine: string) {
  return {
    supports_file_upload: engineSupportsUpload(engine),
    disable_ssh_tunneling: true,
    supports_dynamic_catalog: false,
    supports_oauth2: false,
  };
}

/** Reading a database's schemas and tables needs data access to it (Superset's SQL Lab rule). */
export async function assertDatabaseAccess(db: Db, id: number, ctx: ListContext): Promise<void> {
  const name = await findDatabaseName(db, id);
  // A database the user cannot see answers as a missing one (its show does): 403 would confirm it exists.
  if (name === undefined || !(await databaseVisible(db, id, ctx))) throw notFound();
  const has = (key: string) => ctx.permissions.has(key);
  if (
    ctx.isAdmin ||
    has('all_database_access|all_database_access') ||
    has('all_datasource_access|all_datasource_access') ||
    has(`database_access|[${name}].(id:${id})`)
  ) {
    return;
  }
  throw forbidden();
}

async function openConnector(app: FastifyInstance, id: number): Promise<Connector> {
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
  sqlalchemy_uri: z
    .string()
    .regex(/^[a-z][a-z0-9+.-]*:\/\//i, 'Invalid connection string, expected <engine>://...'),
  database_name: z.string().nullish(),
});

/** An engine the connection form offers (Superset's /database/available/ entries). */
const availableEngine = z.looseObject({
  engine: z.string(),
  name: z.string(),
  preferred: z.boolean(),
  sqlalchemy_uri_placeholder: z.string(),
  engine_information: anyObject,
  parameters: anyObject.optional().describe("JSON schema of the dynamic form's parameters"),
});

/** Connection test, parameter validation and engines: what the connection form asks. */
export function registerDatabaseMetaRoutes(app: FastifyInstance): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const read = app.authorize('can_read', 'Database');
  const write = app.authorize('can_write', 'Database');

  typed.post(
    '/api/v1/database/test_connection/',
    {
      preHandler: write,
      schema: {
        summary: 'Test a connection before saving it',
        body: testSchema,
        response: { 200: messageAnswer, ...errorAnswers(400, 401, 403, 422) },
      },
    },
    async (request) => {
      const body = request.body;
      await testConnection(app.store, app.config.secretKey, request.log, {
        sqlalchemy_uri: body.sqlalchemy_uri,
        database_name: body.database_name ?? undefined,
      });
      return { message: 'OK' };
    },
  );

  typed.post(
    '/api/v1/database/validate_parameters/',
    {
      preHandler: write,
      schema: {
        summary: "Check the dynamic form's parameters (and reach the database)",
        body: validateParametersSchema,
        response: {
          200: messageAnswer,
          422: z
            .object({
              errors: z.array(
                z.object({
                  message: z.string(),
                  error_type: z.string(),
                  level: z.string(),
                  extra: anyObject,
                }),
              ),
            })
            .describe('The problems, one per field'),
          ...errorAnswers(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const errors = await validateParameters(app.store, app.config.secretKey, request.log, request.body);
      if (errors) return reply.status(422).send({ errors });
      return { message: 'OK' };
    },
  );

  // One entry per engine: scheme aliases (postgres, clickhouse) connect too but are not listed.
  typed.get(
    '/api/v1/database/available/',
    {
      preHandler: read,
      schema: {
        summary: 'Engines a connection may use',
        response: { 200: z.array(availableEngine), ...errorAnswers(401, 403) },
      },
    },
    async () =>
      supportedEngines()
        .filter((engine) => engine in ENGINE_NAMES)
        .map((engine) => {
          const parameters = parametersSchema(engine);
          return {
            engine,
            name: ENGINE_NAMES[engine]?.name ?? engine,
            default_driver: null,
            available_drivers: [],
            preferred: engine === 'duckdb' || engine === 'postgresql',
            sqlalchemy_uri_placeholder: ENGINE_NAMES[engine]?.placeholder ?? `${engine}://`,
            engine_information: engineInformation(engine),
            ...(parameters ? { parameters } : {}),
          };
        }),
  );
}

/** `?name=<table>&schema=<schema>` of the table_metadata routes. */
const tableQuery = z.looseObject({
  name: z.string().optional().describe('The table (required)'),
  schema: z.string().optional(),
});
const tableParams = pkParams.extend({
  table: z.string(),
  schema: z.string().describe('The schema; `null` or `undefined` when there is none'),
});

/** A table's columns, as Superset's table_metadata answers them. */
const tableMetadataAnswer = z.looseObject({
  name: z.string(),
  schema: z.string().nullable(),
  columns: z.array(
    z.looseObject({
      name: z.string(),
      type: z.string(),
      type_generic: z.number().nullable(),
      is_dttm: z.boolean(),
    }),
  ),
  selectStar: z.string(),
});
const tableExtraAnswer = z
  .looseObject({ partitions: anyObject.optional() })
  .describe('`{}`, or the partition columns of a Hive table (Trino)');

const NAME_REQUIRED = 'The table name is required (?name=<table>).';

/** Schemas, tables, a table's columns and its extra (partitions), under data access. */
export function registerDatabaseTableRoutes(app: FastifyInstance): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const read = app.authorize('can_read', 'Database');
  const errors = errorAnswers(400, 401, 403, 404, 422);

  typed.get(
    '/api/v1/database/:pk/schemas/',
    {
      preHandler: read,
      schema: {
        summary: 'Schemas of a database',
        params: pkParams,
        querystring: risonQuery,
        response: { 200: z.object({ result: z.array(z.string()) }), ...errors },
      },
    },
    async (request) => {
      const id = request.params.pk;
      await assertDatabaseAccess(app.store, id, contextOf(request));
      try {
        return { result: await (await openConnector(app, id)).getSchemas() };
      } catch (error) {
        return connectorFailure(error);
      }
    },
  );

  typed.get(
    '/api/v1/database/:pk/tables/',
    {
      preHandler: read,
      schema: {
        summary: 'Tables of a schema',
        description: 'Rison `q`: `(schema_name:…)`.',
        params: pkParams,
        querystring: risonQuery,
        response: {
          200: z.object({
            count: z.number(),
            result: z.array(z.object({ value: z.string(), type: z.string(), extra: z.null() })),
          }),
          ...errors,
        },
      },
    },
    async (request) => {
      const id = request.params.pk;
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
        return {
          count: tables.length,
          result: tables.map((value) => ({ value, type: 'table', extra: null })),
        };
      } catch (error) {
        return connectorFailure(error);
      }
    },
  );

  /** Newer form: /table_metadata/?name=<table>&schema=<schema>; columns with Superset's types. */
  typed.get(
    '/api/v1/database/:pk/table_metadata/',
    {
      preHandler: read,
      schema: {
        summary: "A table's columns",
        params: pkParams,
        querystring: tableQuery,
        response: { 200: tableMetadataAnswer, ...errors },
      },
    },
    async (request) => {
      const id = request.params.pk;
      await assertDatabaseAccess(app.store, id, contextOf(request));
      const { name, schema } = request.query;
      if (!name) throw new ApiError('BAD_REQUEST', { detail: NAME_REQUIRED });
      return tableMetadata(await openConnector(app, id), schema || null, name);
    },
  );

  /** The older form Explore and SQL Lab still call: /table/<table>/<schema>/. */
  typed.get(
    '/api/v1/database/:pk/table/:table/:schema/',
    {
      preHandler: read,
      schema: {
        summary: "A table's columns (older form)",
        params: tableParams,
        response: { 200: tableMetadataAnswer, ...errors },
      },
    },
    async (request) => {
      const { pk: id, table, schema } = request.params;
      await assertDatabaseAccess(app.store, id, contextOf(request));
      return tableMetadata(await openConnector(app, id), schemaParam(schema), table);
    },
  );

  const extra = async (id: number, ctx: ListContext, schema: string | null, table: string) => {
    await assertDatabaseAccess(app.store, id, ctx);
    return tableExtra(await openConnector(app, id), schema, table);
  };
  typed.get(
    '/api/v1/database/:pk/table_extra/:table/:schema/',
    {
      preHandler: read,
      schema: {
        summary: "A table's extra metadata (older form)",
        params: tableParams,
        response: { 200: tableExtraAnswer, ...errors },
      },
    },
    async (request) => {
      const { pk, table, schema } = request.params;
      return extra(pk, contextOf(request), schemaParam(schema), table);
    },
  );
  typed.get(
    '/api/v1/database/:pk/table_metadata/extra/',
    {
      preHandler: read,
      schema: {
        summary: "A table's extra metadata (partitions)",
        params: pkParams,
        querystring: tableQuery,
        response: { 200: tableExtraAnswer, ...errors },
      },
    },
    async (request) => {
      const { name, schema } = request.query;
      if (!name) throw new ApiError('BAD_REQUEST', { detail: NAME_REQUIRED });
      return extra(request.params.pk, contextOf(request), schema || null, name);
    },
  );
}

/** Superset writes a missing schema as `null` (or `undefined`) in these paths. */
function schemaParam(schema: string): string | null {
  return schema === '' || schema === 'null' || schema === 'undefined' ? null : schema;
}

async function tableMetadata(connector: Connector, schema: string | null, name: string) {
  try {
    const columns = await connector.getColumns(schema, name);
    if (columns.length === 0) throw new ApiError('NOT_FOUND');
    return {
      name,
      schema,
      columns: columns.map((c) => ({
        name: c.name,
        type: c.type,
        type_generic: c.genericType,
        is_dttm: c.isDttm,
        longType: c.type,
        keys: [],
      })),
      primaryKey: { constrained_columns: [] },
      foreignKeys: [],
      indexes: [],
      selectStar: `SELECT * FROM ${schema ? `${schema}.` : ''}${name} LIMIT 100`,
    };
  } catch (error) {
    return connectorFailure(error);
  }
}

/**
 * Superset's extra table metadata: `{}` for engines without partitions; Trino's Hive tables
 * answer `partitions.cols` from their `$partitions` table (the web uses a partition column only
 * when there is exactly one).
 */
async function tableExtra(connector: Connector, schema: string | null, name: string) {
  let columns: readonly { name: string }[];
  try {
    columns = await connector.getColumns(schema, name);
  } catch (error) {
    return connectorFailure(error);
  }
  if (columns.length === 0) throw notFound();
  if (connector.engine !== 'trino') return {};
  const quoted = (part: string) => `"${part.replaceAll('"', '""')}"`;
  const target = `${schema ? `${quoted(schema)}.` : ''}${quoted(`${name}$partitions`)}`;
  try {
    const result = await connector.execute(`SELECT * FROM ${target} LIMIT 0`, [], { timeoutMs: 10_000 });
    const cols = result.columns
      .map((c) => c.name)
      .filter((c) => !['row_count', 'file_count', 'total_size', 'data'].includes(c));
    return cols.length > 0 ? { partitions: { cols, latest: {}, partitionQuery: null } } : {};
  } catch {
    // Not a partitioned (Hive) table: no $partitions table to read.
    return {};
  }
}
