/**
 * The routes every list resource shares: list, _info, related, delete (single and bulk) and, for
 * charts and dashboards, favourites. Each resource module adds its own show/create/update.
 */
import { FAB_OPERATORS, parseIdList, parseInfoQuery, parseRelatedQuery } from '@tessera/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../errors';
import { anyObject, errorAnswers, messageAnswer, pkParams, risonQuery } from '../../openapi/schemas';
import { type Db, favoriteIds, type OwnedKind, setFavorite } from '../../repositories/common';
import { visibleInScope } from '../../repositories/list/access';
import type { ListDefinition } from '../../repositories/list/definition';
import { findDistinct, findRelated } from '../../repositories/list/related';
import { PERMISSION_CATALOGUE } from '../../security/catalogue';
import { hasPermission } from '../../security/permissions';
import { type InfoColumn, infoColumns } from './info-columns';
import { LIST_DESCRIPTION, registerListRoute } from './list-route';
import { assertOwner, contextOf, parseQ } from './request';

export interface ResourceApi {
  /** URL segment: /api/v1/<path>/ */
  readonly path:
    | 'chart'
    | 'dashboard'
    | 'dataset'
    | 'database'
    | 'query'
    | 'saved_query'
    | 'annotation_layer';
  /** Class permission view menu, e.g. `Chart` */
  readonly viewMenu: string;
  /** For "Deleted N charts" */
  readonly noun: string;
  /** When the plural is not noun + "s" ("saved queries") */
  readonly nounPlural?: string;
  readonly list: ListDefinition;
  readonly owned?: OwnedKind;
  readonly favoriteClass?: string;
  readonly exists: (db: Db, id: number) => Promise<boolean>;
  /** Throws an ApiError when an object may not be deleted (e.g. a database with datasets) */
  readonly beforeDelete?: (db: Db, ids: readonly number[]) => Promise<void>;
  readonly deleteMany: (db: Db, ids: readonly number[]) => Promise<void>;
}

/** The bodies of the resource's create and update routes, which `_info` describes. */
export interface WriteSchemas {
  readonly add: z.ZodType;
  readonly edit: z.ZodType;
}

const NO_WRITE_COLUMNS = () => ({ add: [], edit: [] });

/** `_info`: the user's permissions on the view menu, the list's filters and the write columns. */
export function infoResponse(
  resource: Pick<ResourceApi, 'viewMenu' | 'list'>,
  request: FastifyRequest,
  columns: () => { add: InfoColumn[]; edit: InfoColumn[] } = NO_WRITE_COLUMNS,
) {
  const keys = parseQ(parseInfoQuery, request);
  const wants = (key: string) => keys === null || keys.includes(key as never);
  const body: Record<string, unknown> = {};
  if (wants('permissions')) {
    const names = new Set(
      PERMISSION_CATALOGUE.filter(([, view]) => view === resource.viewMenu).map(([permission]) => permission),
    );
    body.permissions = [...names]
      .filter((name) => hasPermission(request.user, name, resource.viewMenu))
      .sort();
  }
  if (wants('filters')) {
    body.filters = Object.fromEntries(
      Object.entries(resource.list.filters).map(([column, operators]) => [
        column,
        Object.keys(operators).map((operator) => ({
          name: (FAB_OPERATORS as Record<string, string>)[operator] ?? operator,
          operator,
        })),
      ]),
    );
  }
  if (wants('add_columns')) body.add_columns = columns().add;
  if (wants('edit_columns')) body.edit_columns = columns().edit;
  if (wants('add_title')) body.add_title = `Add ${resource.list.title.replace(/^List /, '')}`;
  if (wants('edit_title')) body.edit_title = `Edit ${resource.list.title.replace(/^List /, '')}`;
  return body;
}

/** Whether the user may read object `id`: the list's scope, as the show routes apply it. */
function readable(app: FastifyInstance, resource: ResourceApi, request: FastifyRequest, id: number) {
  const scope = resource.list.scope?.(contextOf(request)) ?? null;
  return visibleInScope(app.store, resource.list.table, id, scope);
}

async function deleteChecked(
  app: FastifyInstance,
  resource: ResourceApi,
  request: FastifyRequest,
  ids: number[],
) {
  for (const id of ids) {
    // Superset's delete commands load through the base filter: unseen objects are 404, not 403.
    if (!(await readable(app, resource, request, id))) throw notFound();
    if (resource.owned) await assertOwner(request, app.store, resource.owned, id);
  }
  await resource.beforeDelete?.(app.store, ids);
  await resource.deleteMany(app.store, ids);
}

export const columnParams = z.object({ column: z.string().describe('The column, e.g. `owners`') });
export const relatedAnswer = z.object({
  count: z.number(),
  result: z.array(z.object({ value: z.number(), text: z.string(), extra: anyObject })),
});
const distinctAnswer = z.object({
  count: z.number(),
  result: z.array(z.object({ value: z.string(), text: z.string() })),
});
const infoColumn = z.object({
  name: z.string(),
  label: z.string(),
  description: z.string(),
  required: z.boolean(),
  type: z.string().describe("marshmallow's field class: String, Integer, Boolean, List, Dict, ..."),
  unique: z.boolean(),
  validate: z.array(z.string()).optional(),
});
export const infoAnswer = z
  .looseObject({
    permissions: z.array(z.string()).optional(),
    filters: z.record(z.string(), z.array(z.object({ name: z.string(), operator: z.string() }))).optional(),
    add_columns: z.array(infoColumn).optional(),
    edit_columns: z.array(infoColumn).optional(),
    add_title: z.string().optional(),
    edit_title: z.string().optional(),
  })
  .describe('What the user may do and how the list may be filtered (`q=(keys:!(permissions))`)');

/** `write`: the create and update bodies (none: the resource is read-only, `_info` lists no fields). */
export function registerResourceRoutes(
  app: FastifyInstance,
  resource: ResourceApi,
  write?: WriteSchemas,
): void {
  const base = `/api/v1/${resource.path}`;
  const read = { preHandler: app.authorize('can_read', resource.viewMenu) };
  const writeAccess = { preHandler: app.authorize('can_write', resource.viewMenu) };
  let columns: { add: InfoColumn[]; edit: InfoColumn[] } | null = null;
  const infoColumnsOnce = () => {
    columns ??= write
      ? { add: infoColumns(write.add), edit: infoColumns(write.edit) }
      : { add: [], edit: [] };
    return columns;
  };
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const noun = resource.noun;
  const plural = resource.nounPlural ?? `${noun}s`;

  registerListRoute(app, {
    url: `${base}/`,
    ...read,
    summary: `List ${plural}`,
    description: LIST_DESCRIPTION,
    def: resource.list,
  });

  typed.get(
    `${base}/_info`,
    {
      ...read,
      schema: {
        summary: `Permissions and filters of the ${noun} list`,
        querystring: risonQuery,
        response: { 200: infoAnswer, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => infoResponse(resource, request, infoColumnsOnce),
  );

  typed.get(
    `${base}/related/:column`,
    {
      ...read,
      schema: {
        summary: `Values a ${noun} may reference in a related field (owners, ...)`,
        params: columnParams,
        querystring: risonQuery,
        response: { 200: relatedAnswer, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { column } = request.params;
      const related = resource.list.related ?? {};
      const source = Object.hasOwn(related, column) ? related[column] : undefined;
      if (!source) throw notFound();
      return findRelated(app.store, source, parseQ(parseRelatedQuery, request), contextOf(request));
    },
  );

  typed.get(
    `${base}/distinct/:column`,
    {
      ...read,
      schema: {
        summary: `Distinct values of a ${noun} column`,
        params: columnParams,
        querystring: risonQuery,
        response: { 200: distinctAnswer, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { column } = request.params;
      const distinct = resource.list.distinct ?? {};
      const expr = Object.hasOwn(distinct, column) ? distinct[column] : undefined;
      if (!expr) throw notFound();
      const query = parseQ(parseRelatedQuery, request);
      return findDistinct(app.store, resource.list, expr, query, contextOf(request));
    },
  );

  typed.delete(
    `${base}/`,
    {
      ...writeAccess,
      schema: {
        summary: `Delete ${plural} (bulk)`,
        description: 'Rison `q`: the ids, e.g. `!(1,2)`.',
        querystring: risonQuery,
        response: { 200: messageAnswer, ...errorAnswers(400, 401, 403, 404, 422) },
      },
    },
    async (request) => {
      const ids = parseQ(parseIdList, request);
      await deleteChecked(app, resource, request, ids);
      return { message: `Deleted ${ids.length} ${ids.length === 1 ? noun : plural}` };
    },
  );

  typed.delete(
    `${base}/:pk`,
    {
      ...writeAccess,
      schema: {
        summary: `Delete a ${noun}`,
        params: pkParams,
        response: { 200: messageAnswer, ...errorAnswers(401, 403, 404, 422) },
      },
    },
    async (request) => {
      await deleteChecked(app, resource, request, [request.params.pk]);
      return { message: 'OK' };
    },
  );

  const favoriteClass = resource.favoriteClass;
  if (favoriteClass) {
    typed.get(
      `${base}/favorite_status/`,
      {
        ...read,
        schema: {
          summary: `Whether the user starred these ${plural}`,
          description: 'Rison `q`: the ids, e.g. `!(1,2)`.',
          querystring: risonQuery,
          response: {
            200: z.object({ result: z.array(z.object({ id: z.number(), value: z.boolean() })) }),
            ...errorAnswers(400, 401, 403, 404),
          },
        },
      },
      async (request) => {
        const ids = parseQ(parseIdList, request);
        // Superset loads the ids through the base filter (`find_by_ids`): 404 when none is
        // readable, and an unreadable id is never reported as starred.
        const visible = new Set<number>();
        for (const id of new Set(ids)) if (await readable(app, resource, request, id)) visible.add(id);
        if (visible.size === 0) throw notFound();
        const favorites = await favoriteIds(app.store, favoriteClass, request.user!.id, [...visible]);
        return { result: ids.map((id) => ({ id, value: favorites.has(id) })) };
      },
    );
    for (const method of ['POST', 'DELETE'] as const) {
      typed.route({
        method,
        url: `${base}/:pk/favorites/`,
        preHandler: read.preHandler,
        schema: {
          summary: method === 'POST' ? `Star a ${noun}` : `Unstar a ${noun}`,
          params: pkParams,
          response: { 200: z.object({ result: z.literal('OK') }), ...errorAnswers(401, 403, 404) },
        },
        handler: async (request) => {
          const id = request.params.pk;
          if (!(await readable(app, resource, request, id))) throw notFound();
          await setFavorite(app.store, favoriteClass, request.user!.id, id, method === 'POST');
          return { result: 'OK' as const };
        },
      });
    }
  }
}
