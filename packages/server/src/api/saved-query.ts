/**
 * /api/v1/saved_query: SQL Lab's saved queries (Superset's SavedQueryRestApi) — list (rison,
 * `all_text` search over label, description and SQL), _info, related, distinct, show, create,
 * update and delete, and v1 bundles (/export/, /import/). As in Superset, everyone (admins too)
 * sees only the queries they saved.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { registerBundleRoutes } from '../bundles/routes';
import { ApiError, notFound } from '../errors';
import type { Db } from '../repositories/common';
import { databaseVisible, visibleInScope } from '../repositories/list/access';
import type { ListContext } from '../repositories/list/filters';
import { savedQueryList, savedQueryScope } from '../repositories/saved-query-list';
import {
  createSavedQuery,
  deleteSavedQueries,
  loadSavedQueryItems,
  type SavedQueryInput,
  updateSavedQuery,
} from '../sqllab/saved-query-repository';
import { contextOf } from './list/request';
import { type ResourceApi, registerResourceRoutes } from './list/resource-routes';
import { registerShowCreateUpdate, rowExists } from './list/resource-write';
import { optionalText } from './list/schemas';

const exists = rowExists('saved_query');

export const savedQueryResource: ResourceApi = {
  path: 'saved_query',
  viewMenu: 'SavedQuery',
  noun: 'saved query',
  nounPlural: 'saved queries',
  list: savedQueryList,
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
  registerResourceRoutes(app, savedQueryResource, { add: createSchema, edit: updateSchema });
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
