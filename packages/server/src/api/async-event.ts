/**
 * Asynchronous query events (SUPERSET_FACTS §9.1, spec 001 points 4 and 9), on when the
 * GLOBAL_ASYNC_QUERIES flag is:
 *
 * - every response to a logged-in session carries the `async-token` channel cookie (onSend);
 * - `GET /api/v1/async_event/?last_id=` polls the channel's events (at most 100 per call);
 * - `GET /api/v1/async_event/ws?last_id=` is the websocket transport: the cookie is checked on
 *   connect, events after `last_id` are replayed, then each new event of the channel is pushed as a
 *   JSON text frame `{id, ...event}`. Point GLOBAL_ASYNC_QUERIES_WEBSOCKET_URL here.
 *
 * The module skips Fastify's encapsulation (as fastify-plugin does) so the cookie hook covers every
 * route and `app.asyncQueries` is visible to the chart-data routes.
 */
import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../errors';
import { type AsyncQueries, createAsyncQueries } from '../jobs/async-queries';
import { MAX_EVENTS_PER_READ, parseStreamId } from '../jobs/event-channel';
import type { AsyncEvent } from '../jobs/types';

export const ASYNC_EVENT_WS_PATH = '/api/v1/async_event/ws';

function lastIdOf(request: FastifyRequest): string | null {
  const raw = (request.query as { last_id?: unknown }).last_id;
  if (raw === undefined || raw === '' || raw === null) return null;
  if (typeof raw !== 'string' || parseStreamId(raw) === null) {
    throw new ApiError('BAD_REQUEST', {
      detail: `last_id must be an event id like 1607477697866-0; got ${JSON.stringify(raw)}`,
    });
  }
  return raw;
}

function invalidAsyncToken(): ApiError {
  return new ApiError('INVALID_TOKEN', { reason: 'The async-token cookie is missing or invalid.' });
}

/** What the handler uses of a `ws` socket (the package ships no types here). */
interface EventSocket {
  send(data: string): void;
  close(code?: number, reason?: string): void;
  on(event: 'close', listener: () => void): void;
}

/** The websocket: verify, subscribe (buffering), replay after last_id, then push live events. */
function websocketHandler(service: AsyncQueries) {
  return async (socket: EventSocket, request: FastifyRequest) => {
    const claims = await service.tokens.verify(request.cookies[service.tokens.cookieName]);
    if (!claims) {
      socket.close(1008, 'The async-token cookie is missing or invalid.');
      return;
    }
    let lastSent: [number, number] | null = null;
    let replaying = true;
    const buffered: AsyncEvent[] = [];
    const send = (event: AsyncEvent) => {
      const id = parseStreamId(event.id);
      if (id && lastSent && (id[0] < lastSent[0] || (id[0] === lastSent[0] && id[1] <= lastSent[1]))) return;
      lastSent = id;
      socket.send(JSON.stringify(event));
    };
    const unsubscribe = service.events.subscribe((event) => {
      if (event.channel_id !== claims.channel) return;
      if (replaying) buffered.push(event);
      else send(event);
    });
    socket.on('close', unsubscribe);
    try {
      let cursor = lastIdOf(request);
      if (cursor !== null) {
        for (;;) {
          const page = await service.events.read(claims.channel, cursor, MAX_EVENTS_PER_READ);
          for (const event of page) send(event);
          if (page.length < MAX_EVENTS_PER_READ) break;
          cursor = page.at(-1)!.id;
        }
      }
    } catch (error) {
      request.log.warn({ err: error }, 'async events: websocket replay failed');
    }
    replaying = false;
    for (const event of buffered.splice(0)) send(event);
  };
}

async function asyncEventRoutes(app: FastifyInstance): Promise<void> {
  if (!app.config.featureFlags.GLOBAL_ASYNC_QUERIES) return;
  const service = createAsyncQueries(app);
  app.decorate('asyncQueries', service);
  app.addHook('onClose', async () => {
    await service.close();
  });
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    await service.tokens.ensureCookie(request, reply);
    return payload;
  });

  app.get(
    '/api/v1/async_event/',
    { preHandler: app.authorize('can_list', 'AsyncEventsRestApi') },
    async (request) => {
      const lastId = lastIdOf(request);
      const channel = await service.tokens.channelOf(request);
      if (channel === null) throw invalidAsyncToken();
      return { result: await service.events.read(channel, lastId, MAX_EVENTS_PER_READ) };
    },
  );

  await app.register(fastifyWebsocket);
  app.get(
    ASYNC_EVENT_WS_PATH,
    {
      websocket: true,
      // Refuse the upgrade itself (401) rather than accept and close, so clients fall back to polling.
      preValidation: async (request: FastifyRequest) => {
        lastIdOf(request);
        if (!(await service.tokens.verify(request.cookies[service.tokens.cookieName])))
          throw invalidAsyncToken();
      },
    },
    websocketHandler(service),
  );
}

// Fastify's documented escape from encapsulation (what fastify-plugin sets).
(asyncEventRoutes as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;

export default asyncEventRoutes;
