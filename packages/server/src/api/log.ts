/**
 * The event log over HTTP (Superset's LogRestApi and its frontend logger):
 * - POST /superset/log/: a logged-in browser's events, as the form field `events` (JSON text,
 *   url-encoded or multipart as `navigator.sendBeacon` posts it) or a JSON body `{events: [...]}`;
 *   answers 200 `{}`. Exempt from the CSRF header, as in Superset, since a beacon cannot set one.
 * - GET /api/v1/log/?q=(rison) and GET /api/v1/log/<id>: can_read on Log (admins).
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError, notFound } from '../errors';
import {
  ClientEventsError,
  clientEventToLog,
  MAX_CLIENT_EVENTS_BYTES,
  parseClientEvents,
} from '../event-log';
import { errorAnswers, itemAnswer, pkParams } from '../openapi/schemas';
import { logList } from '../repositories/log-list';
import { loadLogItems } from '../repositories/logs';
import { LIST_DESCRIPTION, registerListRoute } from './list/list-route';

/** One event of the log, with its user. */
const logItem = z
  .looseObject({
    id: z.number(),
    action: z.string(),
    dttm: z.string(),
    json: z.string(),
    slice_id: z.number().nullable(),
    dashboard_id: z.number().nullable(),
    user_id: z.number().nullable(),
    duration_ms: z.number().nullable(),
    referrer: z.string().nullable(),
    user: z
      .object({ id: z.number(), username: z.string(), first_name: z.string(), last_name: z.string() })
      .nullable(),
  })
  .describe('An event of the event log');

/** The request's body, whatever the encoding: the JSON or url-encoded object, or the multipart fields. */
async function bodyOf(request: FastifyRequest): Promise<unknown> {
  if (!request.isMultipart()) return request.body;
  const fields: Record<string, string> = {};
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      // `files: 0` fails the request on a file part; drain one anyway rather than stall the stream.
      part.file.resume();
      continue;
    }
    if (part.valueTruncated) {
      throw new ApiError('LOG_EVENTS_TOO_LARGE', {
        detail: `${part.fieldname} is larger than ${MAX_CLIENT_EVENTS_BYTES} bytes.`,
      });
    }
    fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
  }
  return fields;
}

export default async function logRoutes(app: FastifyInstance): Promise<void> {
  // Only this plugin's routes parse multipart; the caps keep a beacon small.
  await app.register(multipart, {
    limits: { fieldSize: MAX_CLIENT_EVENTS_BYTES, fields: 10, files: 0, parts: 10 },
  });

  app.withTypeProvider<ZodTypeProvider>().post(
    '/superset/log/',
    {
      preHandler: app.requireUser,
      // No body schema: a beacon posts the `events` field url-encoded or as multipart fields,
      // which bodyOf reads; parseClientEvents validates the events themselves.
      schema: {
        summary: "Record the browser's events in the event log",
        response: { 200: z.object({}), ...errorAnswers(400, 401, 413) },
      },
      config: { csrfExempt: true },
      // url-encoding can triple the JSON text; the exact cap is checked on the decoded events.
      bodyLimit: 4 * MAX_CLIENT_EVENTS_BYTES,
    },
    async (request) => {
      let events: ReturnType<typeof parseClientEvents>;
      try {
        events = parseClientEvents(await bodyOf(request));
      } catch (error) {
        if (!(error instanceof ClientEventsError)) throw error;
        const code = error.tooLarge ? 'LOG_EVENTS_TOO_LARGE' : 'LOG_EVENTS_INVALID';
        throw new ApiError(code, { detail: error.message }, { cause: error });
      }
      const referrer = request.headers.referer ?? null;
      const userId = request.user!.id;
      for (const event of events) app.eventLog.logEvent(clientEventToLog(event, userId, referrer));
      return {};
    },
  );

  const typed = app.withTypeProvider<ZodTypeProvider>();
  const read = app.authorize('can_read', 'Log');

  registerListRoute(app, {
    url: '/api/v1/log/',
    preHandler: read,
    summary: 'List events of the event log',
    description: LIST_DESCRIPTION,
    def: logList,
  });

  typed.get(
    '/api/v1/log/:pk',
    {
      preHandler: read,
      schema: {
        summary: 'Get an event of the event log',
        params: pkParams,
        response: { 200: itemAnswer(logItem), ...errorAnswers(401, 403, 404) },
      },
    },
    async (request) => {
      const id = request.params.pk;
      const [item] = await loadLogItems(app.store, [id]);
      if (!item) throw notFound();
      return { id, result: item };
    },
  );
}
