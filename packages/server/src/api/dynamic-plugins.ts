/**
 * Superset's DynamicPluginsView (`/dynamic-plugins`), only while the DYNAMIC_PLUGINS flag is on
 * (otherwise every route answers 404, as Superset's before_request hook does):
 *   GET    /dynamic-plugins/api/read          {count, pks, result: [{id, name, key, bundle_url}]}; the web
 *                                             app reads it at start and loads each bundle
 *   GET    /dynamic-plugins/api/get/{pk}      {id, result: {...}}
 *   POST   /dynamic-plugins/api/create        {name, key, bundle_url} → {message: 'Added Row', item}
 *   PUT    /dynamic-plugins/api/update/{pk}   any of those → {message: 'Changed Row', item}
 *   DELETE /dynamic-plugins/api/delete/{pk}   {message: 'Deleted Row'}
 * Reading needs can_read on DynamicPlugin (every built-in role has it, read-only); writing needs
 * can_write, which only admins hold.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createPlugin,
  type DynamicPluginInput,
  deletePlugin,
  getPlugin,
  listPlugins,
  takenFields,
  updatePlugin,
} from '../dynamic-plugins/repository';
import { invalidFields, notFound } from '../errors';
import { isFeatureEnabled } from '../feature-flags';
import { errorAnswers, messageAnswer, pkParams } from '../openapi/schemas';

const VIEW_MENU = 'DynamicPlugin';

/** An absolute http(s) URL (a CDN, say) or a path on this server. */
const bundleUrl = z
  .string()
  .trim()
  .min(1, 'Missing data for required field.')
  .max(1000)
  .refine(
    (value) => value.startsWith('/') || /^https?:\/\/[^\s]+$/i.test(value),
    'Must be an http(s) URL or a path starting with /.',
  );
const fields = {
  name: z.string().trim().min(1, 'Missing data for required field.').max(50),
  key: z.string().trim().min(1, 'Missing data for required field.').max(50),
  bundle_url: bundleUrl,
};
const createSchema = z.strictObject(fields);
const updateSchema = z.strictObject(fields).partial();

const pluginItem = z
  .object({ id: z.number(), name: z.string(), key: z.string(), bundle_url: z.string() })
  .describe('A chart plugin bundle loaded at run time');
const changedAnswer = z.object({ message: z.string(), item: pluginItem });

export default async function dynamicPluginRoutes(app: FastifyInstance): Promise<void> {
  // Before validation, as Superset's before_request hook: with the flag off nothing is there.
  const enabled = async () => {
    if (!isFeatureEnabled(app.config.featureFlags, 'DYNAMIC_PLUGINS')) throw notFound();
  };
  const read = { onRequest: enabled, preHandler: app.authorize('can_read', VIEW_MENU) };
  const write = { onRequest: enabled, preHandler: app.authorize('can_write', VIEW_MENU) };
  const base = '/dynamic-plugins/api';
  const typed = app.withTypeProvider<ZodTypeProvider>();

  const load = async (id: number) => {
    const item = await getPlugin(app.store, id);
    if (!item) throw notFound();
    return item;
  };
  const assertFree = async (input: Partial<DynamicPluginInput>, except: number | null) => {
    const taken = await takenFields(app.store, input, except);
    if (taken.length > 0) {
      throw invalidFields(Object.fromEntries(taken.map((field) => [field, ['Already exists.']])));
    }
  };

  typed.get(
    `${base}/read`,
    {
      ...read,
      schema: {
        summary: 'The dynamic chart plugins',
        response: {
          200: z.object({ count: z.number(), pks: z.array(z.number()), result: z.array(pluginItem) }),
          ...errorAnswers(401, 403, 404),
        },
      },
    },
    async () => {
      const result = await listPlugins(app.store);
      return { count: result.length, pks: result.map((item) => item.id), result };
    },
  );

  typed.get(
    `${base}/get/:pk`,
    {
      ...read,
      schema: {
        summary: 'A dynamic chart plugin',
        params: pkParams,
        response: { 200: z.object({ id: z.number(), result: pluginItem }), ...errorAnswers(401, 403, 404) },
      },
    },
    async (request) => ({ id: request.params.pk, result: await load(request.params.pk) }),
  );

  typed.post(
    `${base}/create`,
    {
      ...write,
      schema: {
        summary: 'Add a dynamic chart plugin',
        body: createSchema,
        response: { 200: changedAnswer, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const input = request.body;
      await assertFree(input, null);
      const id = await createPlugin(app.store, input, request.user!.id);
      return { message: 'Added Row', item: await load(id) };
    },
  );

  typed.put(
    `${base}/update/:pk`,
    {
      ...write,
      schema: {
        summary: 'Change a dynamic chart plugin',
        params: pkParams,
        body: updateSchema,
        response: { 200: changedAnswer, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const id = request.params.pk;
      const input = request.body;
      await load(id);
      await assertFree(input, id);
      await updatePlugin(app.store, id, input, request.user!.id);
      return { message: 'Changed Row', item: await load(id) };
    },
  );

  typed.delete(
    `${base}/delete/:pk`,
    {
      ...write,
      schema: {
        summary: 'Remove a dynamic chart plugin',
        params: pkParams,
        response: { 200: messageAnswer, ...errorAnswers(401, 403, 404) },
      },
    },
    async (request) => {
      const id = request.params.pk;
      await load(id);
      await deletePlugin(app.store, id);
      return { message: 'Deleted Row' };
    },
  );
}
