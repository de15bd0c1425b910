/**
 * The logged-in user: GET /api/v1/me/ and GET /api/v1/me/roles/ (401 when anonymous).
 */
import type { FastifyInstance } from 'fastify';
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

export default async function meRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/v1/me/', { preHandler: app.requireUser }, async (request) => {
    return { result: userResult(request.user!) };
  });

  app.get('/api/v1/me/roles/', { preHandler: app.requireUser }, async (request) => {
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
