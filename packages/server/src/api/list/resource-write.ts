/**
 * Show, create and update of a list resource, written once: `GET /api/v1/<path>/<pk>`,
 * `POST /api/v1/<path>/` (201) and `PUT /api/v1/<path>/<pk>`, with their zod schemas, the
 * permission checks, "does it exist" (404) and the ownership rule (403) of Superset's commands,
 * and a non-admin author kept among the owners. Each resource says how to show, create and
 * update (its service calls and reference checks).
 */
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest, RawServerDefault, RouteGenericInterface } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { notFound } from '../../errors';
import { errorAnswers, itemAnswer, pkParams } from '../../openapi/schemas';
import { assertOwner, keepOwner } from './request';
import type { ResourceApi } from './resource-routes';

/** Kept here for the route modules that pair it with registerShowCreateUpdate. */
export { rowExists } from '../../repositories/common';

/** Bodies with `owners` keep a non-admin author among them; others pass through. */
type Owned = object;

/**
 * The body a route with body schema `S` hands its handler, as Fastify computes it with the zod
 * type provider: `z.output<S>` once `S` is known. Written this way (not `z.output<S>`) so the
 * generic handlers below pass `request.body` on as it is typed, without a cast.
 */
export type RouteBody<S> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  IncomingMessage,
  { body: S },
  ZodTypeProvider
>['body'];

/** Path parameters naming one object: `:pk` as a number, or a text key such as a slug. */
type PkParams = z.ZodType<{ pk: number | string }, { pk: string }>;

export interface WritableResource<
  Create extends z.ZodType<Owned>,
  Update extends z.ZodType<Owned>,
  Params extends PkParams = typeof pkParams,
> {
  readonly resource: Pick<ResourceApi, 'path' | 'viewMenu' | 'noun' | 'owned' | 'exists'>;
  /** The `:pk` of show and update: digits by default (anything else answers 404). */
  readonly params?: Params;
  /**
   * The id `:pk` names, or 404, for show and update. By default `:pk` is the id: show checks
   * it itself and update asks `resource.exists`.
   */
  readonly idOf?: (request: FastifyRequest, pk: z.output<Params>['pk']) => Promise<number>;
  /** The `result` of show, create and update (documentation; answers are not reshaped). */
  readonly item: z.ZodType;
  readonly createBody: Create;
  readonly updateBody: Update;
  /** `{id, result}` of an object the user may read; throws 404 otherwise. */
  show(request: FastifyRequest, id: number): Promise<{ id: number; result: unknown }>;
  /** The answer of create and update when it differs from show's (e.g. no viewer checks). */
  readonly showWritten?: (request: FastifyRequest, id: number) => Promise<{ id: number; result: unknown }>;
  /** Checks references and creates; returns the new id. */
  create(request: FastifyRequest, body: RouteBody<Create>): Promise<number>;
  /** Checks references and updates object `id` (known to exist and to be the user's). */
  update(request: FastifyRequest, id: number, body: RouteBody<Update>): Promise<void>;
  /** Fields an update's answer carries after `{id, result}` (a dashboard's `last_modified_time`). */
  readonly updatedFields?: (id: number) => Promise<Record<string, unknown>>;
}

export function registerShowCreateUpdate<
  Create extends z.ZodType<Owned>,
  Update extends z.ZodType<Owned>,
  Params extends PkParams = typeof pkParams,
>(app: FastifyInstance, spec: WritableResource<Create, Update, Params>): void {
  const { path, viewMenu, noun, owned, exists } = spec.resource;
  const base = `/api/v1/${path}`;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const answer = itemAnswer(spec.item);
  const params: PkParams = spec.params ?? pkParams;
  const showWritten = spec.showWritten ?? spec.show;
  const shownId = async (request: FastifyRequest, pk: number | string) =>
    spec.idOf ? spec.idOf(request, pk) : Number(pk);
  const updatedId = async (request: FastifyRequest, pk: number | string) => {
    if (spec.idOf) return spec.idOf(request, pk);
    const id = Number(pk);
    if (!(await exists(app.store, id))) throw notFound();
    return id;
  };

  typed.get(
    `${base}/:pk`,
    {
      preHandler: app.authorize('can_read', viewMenu),
      schema: {
        summary: `Get a ${noun}`,
        params,
        response: { 200: answer, ...errorAnswers(401, 403, 404) },
      },
    },
    async (request) => spec.show(request, await shownId(request, request.params.pk)),
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
      const id = await spec.create(request, keepOwner(request.body, request));
      return reply.status(201).send(await showWritten(request, id));
    },
  );

  typed.put(
    `${base}/:pk`,
    {
      preHandler: app.authorize('can_write', viewMenu),
      schema: {
        summary: `Update a ${noun}`,
        params,
        body: spec.updateBody,
        response: { 200: answer, ...errorAnswers(400, 401, 403, 404, 422) },
      },
    },
    async (request) => {
      const id = await updatedId(request, request.params.pk);
      if (owned) await assertOwner(request, app.store, owned, id);
      await spec.update(request, id, keepOwner(request.body, request));
      return { ...(await showWritten(request, id)), ...(await spec.updatedFields?.(id)) };
    },
  );
}
