import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError, invalidFields, notFound } from '../errors';
import { errorAnswers, itemAnswer, messageAnswer, pkParams } from '../openapi/schemas';
import type { ListDefinition } from '../repositories/list/definition';
import { permissionList, permissionViewList, roleList, viewMenuList } from '../repositories/role-list';
import { BUILTIN_ROLES, ROLE_ADMIN } from '../security/catalogue';
import { syncObjectPermissions } from '../security/object-permissions';
import { createRole, findRole, loadPermissionViews, renameRole } from '../security/role-admin';
import {
  deleteRole,
  roleNameTaken,
  rolePermissionViewIds,
  SecurityInputError,
  setRolePermissionViews,
} from '../security/user-admin';
import { registerListRoute } from './list/list-route';

const roleSchema = z.strictObject({
  name: z.string({ error: 'Missing data for required field.' }).trim().min(1, 'Name is required.').max(64),
});
const permissionsSchema = z.strictObject({
  permission_view_menu_ids: z.array(z.number().int().positive(), {
    error: 'A list of permission ids is required.',
  }),
});
const named = z.object({ id: z.number(), name: z.string() });
const roleAnswer = itemAnswer(named.describe('A role'));
const rolePermissionsAnswer = z.object({
  result: z.array(z.object({ id: z.number(), permission_name: z.string(), view_menu_name: z.string() })),
});
const permissionIdsAnswer = z.object({
  result: z.object({ permission_view_menu_ids: z.array(z.number()) }),
});

async function roleOrNotFound(app: FastifyInstance, id: number) {
  const role = await findRole(app.store, id);
  if (!role) throw notFound();
  return role;
}

export default async function securityRoleRoutes(app: FastifyInstance): Promise<void> {
  const readRole = { preHandler: app.authorize('can_read', 'Role') };
  const writeRole = { preHandler: app.authorize('can_write', 'Role') };
  const base = '/api/v1/security';
  const typed = app.withTypeProvider<ZodTypeProvider>();

  const listRoute = (path: string, def: ListDefinition, viewMenu: string, before?: () => Promise<void>) =>
    registerListRoute(app, {
      url: `${base}/${path}/`,
      preHandler: app.authorize('can_read', viewMenu),
      summary: def.title,
      def,
      ...(before ? { before } : {}),
    });
  listRoute('roles', roleList, 'Role');
  listRoute('permissions', permissionList, 'Permission');
  listRoute('resources', viewMenuList, 'ViewMenu', () => syncObjectPermissions(app.store));
  listRoute('permissions-resources', permissionViewList, 'PermissionViewMenu', () =>
    syncObjectPermissions(app.store),
  );

  typed.get(
    `${base}/roles/:pk`,
    {
      ...readRole,
      schema: {
        summary: 'Get a role',
        params: pkParams,
        response: { 200: roleAnswer, ...errorAnswers(401, 403, 404) },
      },
    },
    async (request) => {
      const role = await roleOrNotFound(app, request.params.pk);
      return { id: role.id, result: role };
    },
  );

  typed.post(
    `${base}/roles/`,
    {
      ...writeRole,
      schema: {
        summary: 'Create a role',
        body: roleSchema,
        response: { 201: roleAnswer, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { name } = request.body;
      if (await roleNameTaken(app.store, name, null)) throw invalidFields({ name: ['Already exists.'] });
      const id = await createRole(app.store, name);
      return reply.status(201).send({ id, result: { id, name } });
    },
  );

  typed.put(
    `${base}/roles/:pk`,
    {
      ...writeRole,
      schema: {
        summary: 'Rename a role',
        params: pkParams,
        body: roleSchema,
        response: { 200: roleAnswer, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const role = await roleOrNotFound(app, request.params.pk);
      const { name } = request.body;
      if (name !== role.name && (BUILTIN_ROLES as readonly string[]).includes(role.name))
        throw invalidFields({ name: [`The built-in role ${role.name} cannot be renamed.`] });
      if (await roleNameTaken(app.store, name, role.id)) throw invalidFields({ name: ['Already exists.'] });
      await renameRole(app.store, role.id, name);
      return { id: role.id, result: { id: role.id, name } };
    },
  );

  typed.delete(
    `${base}/roles/:pk`,
    {
      ...writeRole,
      schema: {
        summary: 'Delete a role (not a built-in one)',
        params: pkParams,
        response: { 200: messageAnswer, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const role = await roleOrNotFound(app, request.params.pk);
      if ((BUILTIN_ROLES as readonly string[]).includes(role.name))
        throw new ApiError('BAD_REQUEST', { detail: `The built-in role ${role.name} cannot be deleted.` });
      await deleteRole(app.store, role.id);
      return { message: 'OK' };
    },
  );

  typed.get(
    `${base}/roles/:pk/permissions/`,
    {
      ...readRole,
      schema: {
        summary: "A role's permissions",
        params: pkParams,
        response: { 200: rolePermissionsAnswer, ...errorAnswers(401, 403, 404) },
      },
    },
    async (request) => {
      const role = await roleOrNotFound(app, request.params.pk);
      const items = await loadPermissionViews(app.store, await rolePermissionViewIds(app.store, role.id));
      return {
        result: items.map((item) => ({
          id: item.id,
          permission_name: item.permission.name,
          view_menu_name: item.view_menu.name,
        })),
      };
    },
  );

  typed.post(
    `${base}/roles/:pk/permissions/`,
    {
      ...writeRole,
      schema: {
        summary: "Replace a role's permissions",
        params: pkParams,
        body: permissionsSchema,
        response: { 200: permissionIdsAnswer, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const role = await roleOrNotFound(app, request.params.pk);
      const { permission_view_menu_ids: ids } = request.body;
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
    },
  );
}
