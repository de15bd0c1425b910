/**
 * The logged-in user: GET /api/v1/me/ and GET /api/v1/me/roles/ (401 when anonymous).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { errorAnswers } from '../openapi/schemas';
import { OBJECT_PERMISSIONS } from '../security/catalogue';
import type { CurrentUser } from '../security/users';
import { rolePermissionsOfUser } from '../security/users';

function userResult(user: CurrentUser) {
  return {
    id: user.id,
    username: user.username,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    is_active: true,
    is_anonymous: false,
  };
}

const meItem = z.looseObject({
  id: z.number(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  is_active: z.boolean(),
  is_anonymous: z.boolean(),
});
const rolesItem = meItem.extend({
  user_id: z.number(),
  roles: z.record(z.string(), z.array(z.array(z.string()))).describe('Role → [permission, view] pairs'),
  permissions: z.record(z.string(), z.array(z.string())).describe('Object grants, e.g. datasource_access'),
});

export default async function meRoutes(app: FastifyInstance): Promise<void> {
  const meSchema = {
    summary: 'The logged-in user',
    response: { 200: z.object({ result: meItem }), ...errorAnswers(401) },
  };
  const rolesSchema = {
    summary: "The logged-in user's roles and permissions",
    response: { 200: z.object({ result: rolesItem }), ...errorAnswers(401) },
  };
  app.get('/api/v1/me/', { preHandler: app.requireUser, schema: meSchema }, async (request) => {
    return { result: userResult(request.user!) };
  });

  app.get('/api/v1/me/roles/', { preHandler: app.requireUser, schema: rolesSchema }, async (request) => {
    const user = request.user!;
    const roles = await rolePermissionsOfUser(app.store, user.id);
    // Object-level grants by kind, as Superset's bootstrap `permissions` (e.g. datasource_access).
    const objectPermissions: Record<string, string[]> = {};
    for (const name of OBJECT_PERMISSIONS) objectPermissions[name] = [];
    for (const pairs of roles.values()) {
      for (const [permission, view] of pairs) objectPermissions[permission]?.push(view);
    }
    return {
      result: {
        ...userResult(user),
        user_id: user.id,
        roles: Object.fromEntries(roles),
        permissions: objectPermissions,
      },
    };
  });
}
