/** /api/v1/database: list, show, create, update, delete (Superset's DatabaseRestApi, CRUD part). */

import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { registerBundleRoutes } from '../bundles/routes';
import { evictConnector } from '../engine/connectors';
import { ApiError, invalidFields, notFound } from '../errors';
import { anyObject } from '../openapi/schemas';
import type { Db } from '../repositories/common';
import { databaseList } from '../repositories/database-list';
import {
  createDatabase,
  type DatabaseInput,
  databaseByName,
  datasetCountOf,
  deleteDatabase,
  loadDatabaseItems,
  updateDatabase,
} from '../repositories/databases';
import { databaseVisible } from '../repositories/list/access';
import type { ListContext } from '../repositories/list/filters';
import { assertMaskedPasswordKept, assertUriAllowed } from './database-connection';
import { engineInformation, registerDatabaseMetaRoutes, registerDatabaseTableRoutes } from './database-meta';
import { parametersFromUri, parametersSchema, uriFromParameters } from './database-parameters';
import { registerRelatedObjects } from './list/related-objects';
import { contextOf } from './list/request';
import { type ResourceApi, registerResourceRoutes } from './list/resource-routes';
import { registerShowCreateUpdate, rowExists } from './list/resource-write';
import { jsonText, optionalText, uuidText } from './list/schemas';
import { registerUploadRoutes } from './upload';

const exists = rowExists('dbs');

export const databaseResource: ResourceApi = {
  path: 'database',
  viewMenu: 'Database',
  noun: 'database',
  list: databaseList,
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
  /** `dynamic_form`: the URI is built from `engine` and `parameters` (Superset's parameters mixin). */
  configuration_method: z.enum(['sqlalchemy_form', 'dynamic_form']).optional(),
  engine: z.string().nullish(),
  driver: z.string().nullish(),
  force_ctas_schema: z.string().nullish(),
  server_cert: z.string().nullish(),
  masked_encrypted_extra: z.string().nullish(),
  parameters: z.record(z.string(), z.unknown()).optional(),
  allow_multi_catalog: flag,
  // Sent by Superset's connection form; accepted and not stored.
  catalog: z.unknown().optional(),
  ssh_tunnel: z.null().optional(),
};
const createSchema = z.strictObject({
  ...fields,
  sqlalchemy_uri: fields.sqlalchemy_uri.optional(),
  uuid: uuidText.optional(),
});
const updateSchema = z.strictObject(fields).partial();
type DatabaseBody = z.infer<typeof createSchema>;

/**
 * The URI of a create or update: as sent, or built from the dynamic form's parameters. Parameter
 * problems answer 400 with one message per field ('This is a required field' when missing).
 */
function uriOfBody(body: Partial<DatabaseBody>): string | undefined {
  const dynamic = body.configuration_method === 'dynamic_form' && body.parameters !== undefined;
  if (!dynamic) return body.sqlalchemy_uri;
  const engine = body.engine ?? (typeof body.parameters?.engine === 'string' ? body.parameters.engine : '');
  if (!engine) {
    throw invalidFields({
      engine: ['An engine must be specified when passing individual parameters to a database.'],
    });
  }
  const built = uriFromParameters(engine, body.parameters ?? {});
  if ('uri' in built) return built.uri;
  const errors: Record<string, string[]> = {};
  for (const error of built.errors) {
    const { missing = [], invalid = [] } = error.extra as { missing?: string[]; invalid?: string[] };
    for (const name of missing) errors[name] = ['This is a required field'];
    for (const name of invalid) errors[name] = [error.message];
    if (missing.length === 0 && invalid.length === 0) errors._schema = [error.message];
  }
  throw invalidFields(errors);
}

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
  const uri = uriOfBody(body);
  if (uri !== undefined) input.sqlalchemy_uri = uri;
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

/**
 * With a viewer: 404 unless they may see it (list scope), connection details for admins only:
 * the dynamic form's parameters (password masked) and how the form shows them.
 */
async function showDatabase(db: Db, id: number, viewer?: ListContext) {
  if (viewer && !(await databaseVisible(db, id, viewer))) throw notFound();
  const [item] = await loadDatabaseItems(db, [id], viewer);
  if (!item) throw notFound();
  return { id, result: item.sqlalchemy_uri === null ? item : withParameters(item) };
}

function withParameters<T extends { engine: string; sqlalchemy_uri: string | null }>(item: T) {
  const uri = item.sqlalchemy_uri ?? '';
  const parameters = parametersFromUri(item.engine, uri);
  const rebuilt = parameters ? uriFromParameters(item.engine, parameters) : null;
  // The form shows a URI only when its parameters say all of it.
  const roundTrips = rebuilt !== null && 'uri' in rebuilt && rebuilt.uri === uri;
  return {
    ...item,
    parameters: parameters ?? {},
    parameters_schema: parametersSchema(item.engine) ?? {},
    configuration_method: roundTrips ? 'dynamic_form' : 'sqlalchemy_form',
    engine_information: engineInformation(item.engine),
  };
}

/** A database as show, create and update answer it (Superset's DatabaseRestApi show). */
const databaseItem = z
  .looseObject({
    id: z.number(),
    uuid: z.string().nullable(),
    database_name: z.string(),
    backend: z.string(),
    sqlalchemy_uri: z.string().nullable().describe('The URI, password masked (admins only)'),
    expose_in_sqllab: z.boolean(),
    allow_run_async: z.boolean(),
    allow_dml: z.boolean(),
    allow_file_upload: z.boolean(),
    cache_timeout: z.number().nullable(),
    extra: z.string().nullable(),
    parameters: anyObject,
    configuration_method: z.enum(['sqlalchemy_form', 'dynamic_form']),
  })
  .partial()
  .describe('A database connection');

export default async function databaseRoutes(app: FastifyInstance): Promise<void> {
  registerResourceRoutes(app, databaseResource, { add: createSchema, edit: updateSchema });
  registerDatabaseMetaRoutes(app);
  registerDatabaseTableRoutes(app);
  await registerBundleRoutes(app, 'database');
  registerUploadRoutes(app);
  registerRelatedObjects(app, 'database');
  registerShowCreateUpdate(app, {
    resource: databaseResource,
    item: databaseItem,
    createBody: createSchema,
    updateBody: updateSchema,
    show: (request, id) => showDatabase(app.store, id, contextOf(request)),
    // The author of a create or update sees the connection as an admin would.
    showWritten: (_request, id) => showDatabase(app.store, id),
    create: async (request, body) => {
      await checkName(app.store, body.database_name);
      const input = toInput(body);
      if (input.sqlalchemy_uri === undefined) {
        throw invalidFields({ sqlalchemy_uri: ['Missing data for required field.'] });
      }
      assertUriAllowed(input.sqlalchemy_uri);
      return createDatabase(app.store, input, request.user!.id, app.config.secretKey);
    },
    update: async (request, id, body) => {
      await checkName(app.store, body.database_name, id);
      const input = toInput(body);
      if (input.sqlalchemy_uri !== undefined) {
        assertUriAllowed(input.sqlalchemy_uri);
        await assertMaskedPasswordKept(app.store, id, input.sqlalchemy_uri);
      }
      await updateDatabase(app.store, id, input, request.user!.id, app.config.secretKey);
      await evictConnector(id);
    },
  });
}
