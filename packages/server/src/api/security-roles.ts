/**
 * Superset's security API for roles and permissions (admins only: `Role`, `Permission`,
 * `PermissionViewMenu`, `ViewMenu`):
 *   GET|POST /api/v1/security/roles/, GET|PUT|DELETE /api/v1/security/roles/{pk}   {name}
 *   GET  /api/v1/security/roles/{pk}/permissions/  → {result: [{id, permission_name, view_menu_name}]}
 *   POST /api/v1/security/roles/{pk}/permissions/  {permission_view_menu_ids: [...]} replaces them
 *   GET  /api/v1/security/permissions/, /resources/, /permissions-resources/ (rison lists)
 */
import { parseListQuery } from '@tessera/core';
import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { z } from 'zod';
import { ApiError, invalidFields, notFound } from '../errors';
import { BUILTIN_ROLES, ROLE_ADMIN } from '../security/catalogue';
import { syncObjectPermissions } from '../security/object-permissions';
import {
  deleteRole,
  roleNameTaken,
  rolePermissionViewIds,
  SecurityInputError,
  setRolePermissionViews,
} from '../security/user-admin';
import type { Database } from '../store/schema';
import { type ListDefinition, listResponse, specOf } from './list/engine';
import { col, numberOperators, textOperators } from './list/filters';
import { contextOf, parseBody, parseQ, pkOf } from './list/request';

type Db = Kysely<Database>;

const loadNamed =
  (table: 'ab_role' | 'ab_permission' | 'ab_view_menu') => async (db: Db, ids: readonly number[]) => {
    if (ids.length === 0) return [];
    const rows = await db.selectFrom(table).select(['id', 'name']).where('id', 'in', ids).execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => (byId.has(id) ? [{ ...byId.get(id)! }] : []));
  };

const namedList = (table: 'ab_role' | 'ab_permission' | 'ab_view_menu', title: string): ListDefinition => ({
  table,
  title,
  filters: { id: numberOperators(col('id')), name: textOperators(col('name')) },
  orderColumns: { id: col('id'), name: col('name') },
  columns: ['id', 'name'],
  defaultColumns: ['id', 'name'],
  defaultOrder: { column: 'name', direction: 'asc' },
  load: loadNamed(table),
});

export const roleList = namedList('ab_role', 'List Roles');
const permissionList = namedList('ab_permission', 'List Base Permissions');
const viewMenuList = namedList('ab_view_menu', 'List View Menus');

async function loadPermissionViews(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('ab_permission_view as pv')
    .innerJoin('ab_permission as p', 'p.id', 'pv.permission_id')
    .innerJoin('ab_view_menu as v', 'v.id', 'pv.view_menu_id')
    .select([
      'pv.id',
      'p.id as permission_id',
      'p.name as permission_name',
      'v.id as view_menu_id',
      'v.name as view_menu_name',
    ])
    .where('pv.id', 'in', ids)
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        id,
        permission: { id: row.permission_id, name: row.permission_name },
        view_menu: { id: row.view_menu_id, name: row.view_menu_name },
      },
    ];
  });
}

const permissionName = sql`(select p.name from ab_permission p where p.id = t.permission_id)`;
const viewMenuName = sql`(select v.name from ab_view_menu v where v.id = t.view_menu_id)`;
const permissionViewList: ListDefinition = {
  table: 'ab_permission_view',
  title: 'List Permissions on Views/Menus',
  filters: {
    id: numberOperators(col('id')),
    'permission.name': textOperators(permissionName),
    'view_menu.name': textOperators(viewMenuName),
  },
  orderColumns: { id: col('id'), 'permission.name': permissionName, 'view_menu.name': viewMenuName },
  columns: [
    'id',
    'permission',
    'permission.id',
    'permission.name',
    'view_menu',
    'view_menu.id',
    'view_menu.name',
  ],
  defaultColumns: ['id', 'permission', 'view_menu'],
  defaultOrder: { column: 'id', direction: 'asc' },
  load: loadPermissionViews,
};

const roleSchema = z.strictObject({
  name: z.string({ error: 'Missing data for required field.' }).trim().min(1, 'Name is required.').max(64),
});
const permissionsSchema = z.strictObject({
  permission_view_menu_ids: z.array(z.number().int().positive(), {
    error: 'A list of permission ids is required.',
  }),
});

async function roleOrNotFound(db: Db, id: number) {
  const role = await db.selectFrom('ab_role').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
  if (!role) throw notFound();
  return role;
}

export default async function securityRoleRoutes(app: FastifyInstance): Promise<void> {
  const readRole = { preHandler: app.authorize('can_read', 'Role') };
  const writeRole = { preHandler: app.authorize('can_write', 'Role') };
  const base = '/api/v1/security';

  const listRoute = (path: string, def: ListDefinition, viewMenu: string, before?: () => Promise<void>) => {
    const spec = specOf(def);
    app.get(`${base}/${path}/`, { preHandler: app.authorize('can_read', viewMenu) }, async (request) => {
      await before?.();
      const query = parseQ((q) => parseListQuery(q, spec), request);
      return listResponse(app.store, def, query, contextOf(request));
    });
  };
  listRoute('roles', roleList, 'Role');
  listRoute('permissions', permissionList, 'Permission');
  listRoute('resources', viewMenuList, 'ViewMenu', () => syncObjectPermissions(app.store));
  listRoute('permissions-resources', permissionViewList, 'PermissionViewMenu', () =>
    syncObjectPermissions(app.store),
  );

  app.get(`${base}/roles/:pk`, readRole, async (request) => {
    const role = await roleOrNotFound(app.store, pkOf(request));
    return { id: role.id, result: role };
  });

  app.post(`${base}/roles/`, writeRole, async (request, reply) => {
    const { name } = parseBody(roleSchema, request.body);
    if (await roleNameTaken(app.store, name, null)) throw invalidFields({ name: ['Already exists.'] });
    const { id } = await app.store
      .insertInto('ab_role')
      .values({ name })
      .returning('id')
      .executeTakeFirstOrThrow();
    return reply.status(201).send({ id, result: { id, name } });
  });

  app.put(`${base}/roles/:pk`, writeRole, async (request) => {
    const role = await roleOrNotFound(app.store, pkOf(request));
    const { name } = parseBody(roleSchema, request.body);
    if (name !== role.name && (BUILTIN_ROLES as readonly string[]).includes(role.name))
      throw invalidFields({ name: [`The built-in role ${role.name} cannot be renamed.`] });
    if (await roleNameTaken(app.store, name, role.id)) throw invalidFields({ name: ['Already exists.'] });
    await app.store.updateTable('ab_role').set({ name }).where('id', '=', role.id).execute();
    return { id: role.id, result: { id: role.id, name } };
  });

  app.delete(`${base}/roles/:pk`, writeRole, async (request) => {
    const role = await roleOrNotFound(app.store, pkOf(request));
    if ((BUILTIN_ROLES as readonly string[]).includes(role.name))
      throw new ApiError('BAD_REQUEST', { detail: `The built-in role ${role.name} cannot be deleted.` });
    await deleteRole(app.store, role.id);
    return { message: 'OK' };
  });

  app.get(`${base}/roles/:pk/permissions/`, readRole, async (request) => {
    const role = await roleOrNotFound(app.store, pkOf(request));
    const items = await loadPermissionViews(app.store, await rolePermissionViewIds(app.store, role.id));
    return {
      result: items.map((item) => ({
        id: item.id,
        permission_name: item.permission.name,
        view_menu_name: item.view_menu.name,
      })),
    };
  });

  app.post(`${base}/roles/:pk/permissions/`, writeRole, async (request) => {
    const role = await roleOrNotFound(app.store, pkOf(request));
    const { permission_view_menu_ids: ids } = parseBody(permissionsSchema, request.body);
    if (role.name === ROLE_ADMIN)
      throw invalidFields({
        permission_view_menu_ids: ['The Admin role holds every permission; it cannot be edited.'],
      });
    try {
      await setRolePermissionViews(app.store, role.id, ids);
    } catch (error) {
      if (error instanceof SecurityInputError) throw invalidFields({ [error.field]: [error.message] });
      throw error;
    }
    return { result: { permission_view_menu_ids: await rolePermissionViewIds(app.store, role.id) } };
  });
}
