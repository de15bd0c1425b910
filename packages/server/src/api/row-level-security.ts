/**
 * /api/v1/rowlevelsecurity/: row-level security rules (Superset's RLSRestApi), admins only
 * (can_read / can_write on `RowLevelSecurity`): rison list, show, create, update, delete (one or
 * `?q=!(ids)`), and `related/tables` and `related/roles` for the editor's pickers.
 * Body: {name, description?, filter_type: Regular|Base, tables: [ids], roles: [ids], group_key?, clause}.
 */
import { parseIdList, parseListQuery, parseRelatedQuery, RLS_FILTER_TYPES } from '@tessera/core';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import { invalidFields, notFound } from '../errors';
import { deleteRlsRules, loadRlsItems, type RlsInput, saveRls } from '../security/rls-repository';
import { SecurityInputError } from '../security/user-admin';
import { type ListDefinition, listResponse, specOf } from './list/engine';
import { col, dateOperators, manyRelationOperators, numberOperators, textOperators } from './list/filters';
import { humanizeDelta } from './list/humanize';
import { contextOf, parseBody, parseQ, pkOf } from './list/request';

export const rlsList: ListDefinition = {
  table: 'row_level_security_filters',
  title: 'List Row Level Security',
  filters: {
    id: numberOperators(col('id')),
    name: textOperators(col('name')),
    filter_type: textOperators(col('filter_type')),
    group_key: textOperators(col('group_key')),
    clause: textOperators(col('clause')),
    description: textOperators(col('description')),
    changed_on: dateOperators(col('changed_on')),
    roles: manyRelationOperators('rls_filter_roles', 'rls_filter_id', 'role_id'),
    tables: manyRelationOperators('rls_filter_tables', 'rls_filter_id', 'table_id'),
  },
  orderColumns: {
    id: col('id'),
    name: col('name'),
    filter_type: col('filter_type'),
    group_key: sql`coalesce(t.group_key, '')`,
    clause: col('clause'),
    changed_on: col('changed_on'),
    changed_on_delta_humanized: col('changed_on'),
  },
  columns: [
    'id',
    'name',
    'description',
    'filter_type',
    'group_key',
    'clause',
    'tables',
    'tables.id',
    'tables.table_name',
    'tables.schema',
    'roles',
    'roles.id',
    'roles.name',
    'changed_on',
    'changed_on_delta_humanized',
    'changed_by',
    'changed_by.id',
    'changed_by.first_name',
    'changed_by.last_name',
  ],
  defaultColumns: [
    'id',
    'name',
    'description',
    'filter_type',
    'group_key',
    'clause',
    'tables',
    'roles',
    'changed_on_delta_humanized',
    'changed_by',
  ],
  defaultOrder: { column: 'changed_on_delta_humanized', direction: 'desc' },
  load: async (db, ids) =>
    (await loadRlsItems(db, ids)).map((item) => ({
      ...item,
      changed_on_delta_humanized: humanizeDelta(item.changed_on),
    })),
};

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

export default async function rowLevelSecurityRoutes(app: FastifyInstance): Promise<void> {
  const read = { preHandler: app.authorize('can_read', 'RowLevelSecurity') };
  const write = { preHandler: app.authorize('can_write', 'RowLevelSecurity') };
  const base = '/api/v1/rowlevelsecurity';
  const spec = specOf(rlsList);

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

  app.get(`${base}/`, read, async (request) => {
    const query = parseQ((q) => parseListQuery(q, spec), request);
    return listResponse(app.store, rlsList, query, contextOf(request));
  });

  app.get(`${base}/related/:column`, read, async (request) => {
    const column = (request.params as { column: string }).column;
    if (column !== 'tables' && column !== 'roles') throw notFound();
    const query = parseQ(parseRelatedQuery, request);
    const pattern = `%${query.filter.toLowerCase()}%`;
    const rows =
      column === 'roles'
        ? await app.store
            .selectFrom('ab_role')
            .select(['id as value', 'name as text'])
            .where(sql<boolean>`lower(name) like ${pattern}`)
            .orderBy('name')
            .execute()
        : await app.store
            .selectFrom('tables')
            .select(['id as value', 'table_name as text'])
            .where(sql<boolean>`lower(table_name) like ${pattern}`)
            .orderBy('table_name')
            .execute();
    const page = rows.slice(query.page * query.pageSize, (query.page + 1) * query.pageSize);
    return { count: rows.length, result: page.map((row) => ({ ...row, extra: {} })) };
  });

  app.get(`${base}/:pk`, read, async (request) => show(pkOf(request)));

  app.post(`${base}/`, write, async (request, reply) => {
    const input = toInput(parseBody(createSchema, request.body));
    const id = await save(null, input, request.user!.id);
    return reply.status(201).send(await show(id));
  });

  app.put(`${base}/:pk`, write, async (request) => {
    const id = pkOf(request);
    await show(id);
    const input = toInput(parseBody(updateSchema, request.body));
    await save(id, input, request.user!.id);
    return show(id);
  });

  app.delete(`${base}/:pk`, write, async (request) => {
    const id = pkOf(request);
    await show(id);
    await deleteRlsRules(app.store, [id]);
    return { message: 'OK' };
  });

  app.delete(`${base}/`, write, async (request) => {
    const wanted = parseQ(parseIdList, request);
    const found = (await loadRlsItems(app.store, wanted)).map((item) => item.id);
    if (found.length === 0) throw notFound();
    await deleteRlsRules(app.store, found);
    return { message: `Deleted ${found.length} rules` };
  });
}
