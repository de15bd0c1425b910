/**
 * /api/v1/saved_query: SQL Lab's saved queries (Superset's SavedQueryRestApi) — list (rison,
 * `all_text` search over label, description and SQL), _info, related, distinct, show, create,
 * update and delete, and v1 bundles (/export/, /import/). As in Superset, everyone (admins too)
 * sees only the queries they saved.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import { registerBundleRoutes } from '../bundles/routes';
import { ApiError, notFound } from '../errors';
import { AUDIT_COLUMNS, type Db } from '../repositories/common';
import {
  createSavedQuery,
  deleteSavedQueries,
  loadSavedQueryItems,
  type SavedQueryInput,
  updateSavedQuery,
} from '../sqllab/saved-query-repository';
import { databaseVisible, visibleInScope } from './list/access';
import type { ListDefinition } from './list/engine';
import {
  anyOf,
  type Condition,
  col,
  type ListContext,
  numberOperators,
  relationOperators,
  textOperators,
} from './list/filters';
import { contextOf } from './list/request';
import { type ResourceApi, registerResourceRoutes, USER_RELATED } from './list/resource-routes';
import { registerShowCreateUpdate, rowExists } from './list/resource-write';
import { optionalText } from './list/schemas';

function savedQueryScope(ctx: ListContext): Condition {
  return sql`t.created_by_fk = ${ctx.userId ?? -1}`;
}

const allText = (value: unknown) => {
  const text = `%${String(value).toLowerCase()}%`;
  return anyOf(
    ['label', 'description', 'sql', 'schema'].map(
      (name) => sql`lower(coalesce(${col(name)}, '')) like ${text}`,
    ),
  );
};

export const savedQueryList: ListDefinition = {
  table: 'saved_query',
  title: 'List Saved Query',
  filters: {
    id: numberOperators(col('id')),
    label: { ...textOperators(col('label')), all_text: allText },
    description: textOperators(col('description')),
    sql: textOperators(col('sql')),
    schema: textOperators(col('schema')),
    catalog: textOperators(col('catalog')),
    database: relationOperators('db_id'),
    created_by: relationOperators('created_by_fk'),
    changed_by: relationOperators('changed_by_fk'),
  },
  orderColumns: {
    id: col('id'),
    label: col('label'),
    schema: col('schema'),
    description: col('description'),
    sql: col('sql'),
    'database.database_name': sql`(select d.database_name from dbs d where d.id = t.db_id)`,
    'created_by.first_name': sql`(select u.first_name from ab_user u where u.id = t.created_by_fk)`,
    created_on: col('created_on'),
    changed_on: col('changed_on'),
    changed_on_delta_humanized: col('changed_on'),
    last_run_delta_humanized: col('changed_on'),
  },
  columns: [
    'id',
    'uuid',
    'label',
    'description',
    'sql',
    'schema',
    'catalog',
    'db_id',
    'database',
    'database.id',
    'database.database_name',
    'template_parameters',
    'extra',
    'extra_json',
    'sql_tables',
    'rows',
    'last_run_delta_humanized',
    'tags',
    ...AUDIT_COLUMNS,
  ],
  defaultColumns: [
    'changed_on',
    'changed_on_delta_humanized',
    'created_on',
    'created_by.first_name',
    'created_by.id',
    'created_by.last_name',
    'database.database_name',
    'database.id',
    'db_id',
    'description',
    'extra',
    'id',
    'label',
    'last_run_delta_humanized',
    'rows',
    'schema',
    'sql',
    'sql_tables',
    'tags',
    'catalog',
  ],
  defaultOrder: { column: 'changed_on_delta_humanized', direction: 'desc' },
  scope: savedQueryScope,
  load: (db, ids) => loadSavedQueryItems(db, ids),
};

const exists = rowExists('saved_query');

export const savedQueryResource: ResourceApi = {
  path: 'saved_query',
  viewMenu: 'SavedQuery',
  noun: 'saved query',
  nounPlural: 'saved queries',
  list: savedQueryList,
  related: {
    database: { table: 'dbs', text: 'database_name', search: ['database_name'] },
    created_by: USER_RELATED,
    changed_by: USER_RELATED,
  },
  distinct: { schema: 't.schema', label: 't.label' },
  exists,
  deleteMany: deleteSavedQueries,
};

const fields = {
  db_id: z.number().int(),
  label: z.string().min(1, 'Label is required.').max(256),
  description: optionalText,
  sql: z.string().min(1, 'SQL is required.'),
  schema: z.string().max(128).nullish(),
  catalog: z.string().max(256).nullish(),
  template_parameters: optionalText,
  extra_json: optionalText,
};
const createSchema = z.strictObject(fields);
const updateSchema = z.strictObject(fields).partial();

function inputOf(body: z.infer<typeof updateSchema>): SavedQueryInput {
  const input: SavedQueryInput = {};
  for (const [key, value] of Object.entries(body)) {
    if (value !== undefined) (input as Record<string, unknown>)[key] = value;
  }
  return input;
}

/** The database must exist and be visible to the user (Superset: "Database not found."). */
async function checkDatabase(db: Db, ctx: ListContext, id: number | undefined) {
  if (id === undefined) return;
  if (!(await databaseVisible(db, id, ctx))) {
    throw new ApiError(
      'VALIDATION',
      { detail: 'Invalid saved query' },
      { fieldErrors: { db_id: ['Database not found.'] } },
    );
  }
}

async function visible(app: FastifyInstance, request: FastifyRequest, id: number) {
  return visibleInScope(app.store, 'saved_query', id, savedQueryScope(contextOf(request)));
}

async function showSavedQuery(app: FastifyInstance, request: FastifyRequest, id: number) {
  if (!(await visible(app, request, id))) throw notFound();
  const [item] = await loadSavedQueryItems(app.store, [id]);
  if (!item) throw notFound();
  return { id, result: item };
}

/** A saved query as show, create and update answer it (Superset's SavedQueryRestApi show). */
const savedQueryItem = z
  .looseObject({
    id: z.number(),
    label: z.string(),
    description: z.string().nullable(),
    sql: z.string(),
    schema: z.string().nullable(),
    catalog: z.string().nullable(),
    template_parameters: z.string().nullable(),
    database: z.looseObject({ id: z.number(), database_name: z.string() }),
    changed_on: z.string().nullable(),
  })
  .partial()
  .describe('A saved query');

export default async function savedQueryRoutes(app: FastifyInstance): Promise<void> {
  await registerBundleRoutes(app, 'saved_query');
  registerResourceRoutes(app, savedQueryResource);
  registerShowCreateUpdate(app, {
    resource: savedQueryResource,
    item: savedQueryItem,
    createBody: createSchema,
    updateBody: updateSchema,
    // Everyone sees only the queries they saved: another user's query is not found.
    idOf: async (request, pk) => {
      if (!(await visible(app, request, pk))) throw notFound();
      return pk;
    },
    show: (request, id) => showSavedQuery(app, request, id),
    create: async (request, body) => {
      const input = inputOf(body);
      await checkDatabase(app.store, contextOf(request), input.db_id);
      return createSavedQuery(app.store, input, request.user!.id);
    },
    update: async (request, id, body) => {
      const input = inputOf(body);
      await checkDatabase(app.store, contextOf(request), input.db_id);
      await updateSavedQuery(app.store, id, input, request.user!.id);
    },
  });
}
