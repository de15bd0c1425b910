/**
 * /api/v1/rowlevelsecurity/: row-level security rules (Superset's RLSRestApi), admins only
 * (can_read / can_write on `RowLevelSecurity`): rison list, show, create, update, delete (one or
 * `?q=!(ids)`), and `related/tables` and `related/roles` for the editor's pickers.
 * Body: {name, description?, filter_type: Regular|Base, tables: [ids], roles: [ids], group_key?, clause}.
 */
import { parseIdList, parseRelatedQuery, RLS_FILTER_TYPES } from '@tessera/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invalidFields, notFound } from '../errors';
import { errorAnswers, itemAnswer, messageAnswer, pkParams, risonQuery } from '../openapi/schemas';
import { rlsList } from '../repositories/rls-list';
import { deleteRlsRules, loadRlsItems, type RlsInput, rlsChoices, saveRls } from '../security/rls-repository';
import { SecurityInputError } from '../security/user-admin';
import { registerListRoute } from './list/list-route';
import { parseQ } from './list/request';
import { relatedAnswer } from './list/resource-routes';

const ids = z.array(z.number().int().positive());
const fields = {
  name: z.string({ error: 'Missing data for required field.' }).trim().min(1, 'Name is required.').max(255),
  description: z.string().nullish(),
  filter_type: z.enum(RLS_FILTER_TYPES as ['Regular', 'Base'], {
    error: 'Must be one of: Regular, Base.',
  }),
  group_key: z.string().max(255).nullish(),
  clause: z.string({ error: 'Missing data for required field.' }).trim().min(1, 'Clause is required.'),
  tables: ids.min(1, 'Choose at least one dataset.'),
  roles: ids,
};
const createSchema = z.strictObject(fields);
const updateSchema = z.strictObject(fields).partial();

function toInput(body: z.infer<typeof updateSchema>): RlsInput {
  const input: RlsInput = {};
  for (const [key, value] of Object.entries(body))
    if (value !== undefined) (input as Record<string, unknown>)[key] = value;
  return input;
}

const rlsItem = z
  .object({
    id: z.number(),
    name: z.string(),
    description: z.string().nullable(),
    filter_type: z.string().describe('`Regular` or `Base`'),
    group_key: z.string().nullable(),
    clause: z.string(),
    tables: z.array(z.looseObject({ id: z.number(), table_name: z.string() })),
    roles: z.array(z.looseObject({ id: z.number(), name: z.string() })),
  })
  .partial()
  .describe('A row-level security rule');

export default async function rowLevelSecurityRoutes(app: FastifyInstance): Promise<void> {
  const read = { preHandler: app.authorize('can_read', 'RowLevelSecurity') };
  const write = { preHandler: app.authorize('can_write', 'RowLevelSecurity') };
  const base = '/api/v1/rowlevelsecurity';
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const answer = itemAnswer(rlsItem);

  const show = async (id: number) => {
    const [item] = await loadRlsItems(app.store, [id]);
    if (!item) throw notFound();
    return { id, result: item };
  };
  const save = async (id: number | null, input: RlsInput, userId: number) => {
    try {
      return await saveRls(app.store, id, input, userId);
    } catch (error) {
      if (error instanceof SecurityInputError) throw invalidFields({ [error.field]: [error.message] });
      throw error;
    }
  };

  registerListRoute(app, {
    url: `${base}/`,
    ...read,
    summary: 'List row-level security rules',
    def: rlsList,
  });

  typed.get(
    `${base}/related/:column`,
    {
      ...read,
      schema: {
        summary: 'Datasets or roles a rule may name',
        params: z.object({ column: z.string().describe('`tables` or `roles`') }),
        querystring: risonQuery,
        response: { 200: relatedAnswer, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const column = request.params.column;
      if (column !== 'tables' && column !== 'roles') throw notFound();
      const query = parseQ(parseRelatedQuery, request);
      const rows = await rlsChoices(app.store, column, query.filter);
      const page = rows.slice(query.page * query.pageSize, (query.page + 1) * query.pageSize);
      return { count: rows.length, result: page.map((row) => ({ ...row, extra: {} })) };
    },
  );

  typed.get(
    `${base}/:pk`,
    {
      ...read,
      schema: {
        summary: 'Get a row-level security rule',
        params: pkParams,
        response: { 200: answer, ...errorAnswers(401, 403, 404) },
      },
    },
    async (request) => show(request.params.pk),
  );

  typed.post(
    `${base}/`,
    {
      ...write,
      schema: {
        summary: 'Create a row-level security rule',
        body: createSchema,
        response: { 201: answer, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const id = await save(null, toInput(request.body), request.user!.id);
      return reply.status(201).send(await show(id));
    },
  );

  typed.put(
    `${base}/:pk`,
    {
      ...write,
      schema: {
        summary: 'Update a row-level security rule',
        params: pkParams,
        body: updateSchema,
        response: { 200: answer, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const id = request.params.pk;
      await show(id);
      await save(id, toInput(request.body), request.user!.id);
      return show(id);
    },
  );

  typed.delete(
    `${base}/:pk`,
    {
      ...write,
      schema: {
        summary: 'Delete a row-level security rule',
        params: pkParams,
        response: { 200: messageAnswer, ...errorAnswers(401, 403, 404) },
      },
    },
    async (request) => {
      const id = request.params.pk;
      await show(id);
      await deleteRlsRules(app.store, [id]);
      return { message: 'OK' };
    },
  );

  typed.delete(
    `${base}/`,
    {
      ...write,
      schema: {
        summary: 'Delete row-level security rules (bulk)',
        description: 'Rison `q`: the ids, e.g. `!(1,2)`.',
        querystring: risonQuery,
        response: { 200: messageAnswer, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const wanted = parseQ(parseIdList, request);
      const found = (await loadRlsItems(app.store, wanted)).map((item) => item.id);
      if (found.length === 0) throw notFound();
      await deleteRlsRules(app.store, found);
      return { message: `Deleted ${found.length} rules` };
    },
  );
}
