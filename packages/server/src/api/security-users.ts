import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError, invalidFields, notFound } from '../errors';
import { errorAnswers, itemAnswer, messageAnswer, pkParams } from '../openapi/schemas';
import { userList } from '../repositories/user-list';
import {
  deleteUser,
  loadUserItems,
  SecurityInputError,
  setUserRoles,
  updateUser,
  userExists,
  usernameTaken,
} from '../security/user-admin';
import { createUser } from '../security/users';
import { registerListRoute } from './list/list-route';

const required = 'Missing data for required field.';
const roleIds = z.array(z.number().int().positive());
const createSchema = z.strictObject({
  username: z.string({ error: required }).trim().min(1, required).max(64),
  first_name: z.string({ error: required }).trim().min(1, required).max(64),
  last_name: z.string({ error: required }).trim().min(1, required).max(64),
  email: z.string({ error: required }).trim().email('Not a valid email address.').max(320),
  password: z.string({ error: required }).min(1, required),
  active: z.boolean().optional(),
  roles: roleIds.min(1, 'Choose at least one role.'),
});
const updateSchema = z.strictObject({
  username: z.string().trim().min(1, required).max(64).optional(),
  first_name: z.string().trim().min(1, required).max(64).optional(),
  last_name: z.string().trim().min(1, required).max(64).optional(),
  email: z.string().trim().email('Not a valid email address.').max(320).optional(),
  password: z.string().min(1, required).optional(),
  active: z.boolean().optional(),
  roles: roleIds.optional(),
});

function asFieldError(error: unknown): never {
  if (error instanceof SecurityInputError) throw invalidFields({ [error.field]: [error.message] });
  throw error;
}

const userItem = z
  .object({
    id: z.number(),
    username: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    active: z.boolean(),
    roles: z.array(z.object({ id: z.number(), name: z.string() })),
    created_on: z.string(),
    changed_on: z.string(),
    last_login: z.string().nullable(),
    login_count: z.number(),
    fail_login_count: z.number(),
  })
  .describe('A user (never its password hash)');
const userAnswer = itemAnswer(userItem);

export default async function securityUserRoutes(app: FastifyInstance): Promise<void> {
  const read = { preHandler: app.authorize('can_read', 'User') };
  const write = { preHandler: app.authorize('can_write', 'User') };
  const base = '/api/v1/security/users';
  const typed = app.withTypeProvider<ZodTypeProvider>();

  const show = async (id: number) => {
    const [item] = await loadUserItems(app.store, [id]);
    if (!item) throw notFound();
    return { id, result: item };
  };
  const existing = async (id: number) => {
    if (!(await userExists(app.store, id))) throw notFound();
    return id;
  };

  registerListRoute(app, { url: `${base}/`, ...read, summary: 'List users', def: userList });

  typed.get(
    `${base}/:pk`,
    {
      ...read,
      schema: {
        summary: 'Get a user',
        params: pkParams,
        response: { 200: userAnswer, ...errorAnswers(401, 403, 404) },
      },
    },
    async (request) => show(request.params.pk),
  );

  typed.post(
    `${base}/`,
    {
      ...write,
      schema: {
        summary: 'Create a user with roles',
        body: createSchema,
        response: { 201: userAnswer, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      if (await usernameTaken(app.store, body.username, null))
        throw invalidFields({ username: ['Already exists.'] });
      let id: number;
      try {
        id = await createUser(app.store, {
          username: body.username,
          password: body.password,
          firstName: body.first_name,
          lastName: body.last_name,
          email: body.email,
          active: body.active ?? true,
          roles: [],
        });
        await setUserRoles(app.store, id, body.roles);
      } catch (error) {
        asFieldError(error);
      }
      return reply.status(201).send(await show(id));
    },
  );

  typed.put(
    `${base}/:pk`,
    {
      ...write,
      schema: {
        summary: 'Update a user: names, email, roles, active (deactivate), password (reset)',
        params: pkParams,
        body: updateSchema,
        response: { 200: userAnswer, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const id = await existing(request.params.pk);
      const body = request.body;
      if (id === request.user!.id && body.active === false)
        throw invalidFields({ active: ['You cannot deactivate yourself.'] });
      try {
        await updateUser(app.store, id, body);
      } catch (error) {
        asFieldError(error);
      }
      return show(id);
    },
  );

  typed.delete(
    `${base}/:pk`,
    {
      ...write,
      schema: {
        summary: 'Delete a user (not yourself)',
        params: pkParams,
        response: { 200: messageAnswer, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const id = await existing(request.params.pk);
      if (id === request.user!.id)
        throw new ApiError('BAD_REQUEST', { detail: 'You cannot delete yourself.' });
      await deleteUser(app.store, id);
      return { message: 'OK' };
    },
  );
}
