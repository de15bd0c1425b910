/**
 * Show, create and update of a list resource, written once: `GET /api/v1/<path>/<pk>`,
 * `POST /api/v1/<path>/` (201) and `PUT /api/v1/<path>/<pk>`, with their zod schemas, the
 * permission checks, "does it exist" (404) and the ownership rule (403) of Superset's commands,
 * and a non-admin author kept among the owners. Each resource says how to show, create and
 * update (its service calls and reference checks).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { notFound } from '../../errors';
import { errorAnswers, itemAnswer, pkParams } from '../../openapi/schemas';
import type { Db } from '../../repositories/common';
import type { Database } from '../../store/schema';
import { assertOwner, keepOwner } from './request';
import type { ResourceApi } from './resource-routes';

/** Whether row `id` exists in a table (the "exists" every resource's update and delete ask). */
export const rowExists =
  (
    table: keyof Database &
      ('slices' | 'dashboards' | 'tables' | 'dbs' | 'saved_query' | 'annotation_layer' | 'query'),
  ) =>
  async (db: Db, id: number): Promise<boolean> =>
    (await db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst()) !== undefined;

/** Bodies with `owners` keep a non-admin author among them; others pass through. */
type Owned = object;
type WithOwners = { owners?: number[] | undefined };

export interface WritableResource<Create extends z.ZodType<Owned>, Update extends z.ZodType<Owned>> {
  readonly resource: Pick<ResourceApi, 'path' | 'viewMenu' | 'noun' | 'owned' | 'exists'>;
  /** The `result` of show, create and update (documentation; answers are not reshaped). */
  readonly item: z.ZodType;
  readonly createBody: Create;
  readonly updateBody: Update;
  /** `{id, result}` of an object the user may read; throws 404 otherwise. */
  show(request: FastifyRequest, id: number): Promise<{ id: number; result: unknown }>;
  /** Checks references and creates; returns the new id. */
  create(request: FastifyRequest, body: z.output<Create>): Promise<number>;
  /** Checks references and updates object `id` (known to exist and to be the user's). */
  update(request: FastifyRequest, id: number, body: z.output<Update>): Promise<void>;
}

export function registerShowCreateUpdate<Create extends z.ZodType<Owned>, Update extends z.ZodType<Owned>>(
  app: FastifyInstance,
  spec: WritableResource<Create, Update>,
): void {
  const { path, viewMenu, noun, owned, exists } = spec.resource;
  const base = `/api/v1/${path}`;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const answer = itemAnswer(spec.item);

  typed.get(
    `${base}/:pk`,
    {
      preHandler: app.authorize('can_read', viewMenu),
      schema: {
        summary: `Get a ${noun}`,
        params: pkParams,
        response: { 200: answer, ...errorAnswers(401, 403, 404) },
      },
    },
    async (request) => spec.show(request, request.params.pk),
  );

  typed.post(
    `${base}/`,
    {
      preHandler: app.authorize('can_write', viewMenu),
      schema: {
        summary: `Create a ${noun}`,
        body: spec.createBody,
        response: { 201: answer, ...errorAnswers(400, 401, 403, 422) },
      },
    },
    async (request, reply) => {
      const id = await spec.create(
        request,
        keepOwner(request.body as z.output<Create> & WithOwners, request),
      );
      return reply.status(201).send(await spec.show(request, id));
    },
  );

  typed.put(
    `${base}/:pk`,
    {
      preHandler: app.authorize('can_write', viewMenu),
      schema: {
        summary: `Update a ${noun}`,
        params: pkParams,
        body: spec.updateBody,
        response: { 200: answer, ...errorAnswers(400, 401, 403, 404, 422) },
      },
    },
    async (request) => {
      const id = request.params.pk;
      if (!(await exists(app.store, id))) throw notFound();
      if (owned) await assertOwner(request, app.store, owned, id);
      await spec.update(request, id, keepOwner(request.body as z.output<Update> & WithOwners, request));
      return spec.show(request, id);
    },
  );
}
