/**
 * The OpenAPI 3 document of the API, generated from the routes' zod schemas, at
 * `GET /api/v1/_openapi`, and Swagger UI at `/swagger/v1` (its assets come from the
 * @fastify/swagger-ui package: the page works offline).
 *
 * `registerOpenApi` goes before any route (it hooks each route as it is added: validation by the
 * route's zod schemas, deferred until after auth, and the route's entry in the document);
 * `registerOpenApiPages` after the API routes: routes added after it (the web app's files) stay
 * out of the document.
 *
 * A route module declares its schemas with `app.withTypeProvider<ZodTypeProvider>()` (see
 * ./schemas.ts for the shared pieces); its handlers then get typed `request.body`, `params` and
 * `query`.
 */
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { deferValidationErrors, documentOnlySerializer, zodValidatorCompiler } from './validation';

export const OPENAPI_PATH = '/api/v1/_openapi';
export const SWAGGER_UI_PREFIX = '/swagger/v1';

export interface RouteRecord {
  method: string;
  url: string;
  /** The route declares its answers (`schema.response`): it is typed, not only listed. */
  typed: boolean;
  /** The route declares its request body (`schema.body`). */
  body: boolean;
}

interface OpenApiState {
  routes: RouteRecord[];
  documenting: boolean;
}

const states = new WeakMap<FastifyInstance, OpenApiState>();

/** Every documented route, as Fastify registered it (HEAD twins and hidden routes left out). */
export function documentedRoutes(app: FastifyInstance): readonly RouteRecord[] {
  return states.get(app)?.routes ?? [];
}

/** `/api/v1/chart/...` → `chart`; `/superset/log/` → `superset`: the document's tags. */
export function tagOf(url: string): string {
  const parts = url.split('/').filter((part) => part !== '' && !part.startsWith(':'));
  if (parts[0] === 'api' && /^v\d+$/.test(parts[1] ?? '')) return parts[2] ?? 'api';
  return parts[0] ?? 'root';
}

function onRoute(state: OpenApiState, route: RouteOptions): void {
  deferValidationErrors(route);
  if (!state.documenting) {
    route.schema = { ...route.schema, hide: true };
    return;
  }
  if ((route.schema as { hide?: boolean } | undefined)?.hide) return;
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  // HEAD routes are Fastify's twins of the GET routes; the document leaves them out.
  for (const method of methods.filter((name) => name !== 'HEAD')) {
    state.routes.push({
      method,
      url: route.url,
      typed: Boolean(route.schema?.response),
      body: Boolean(route.schema?.body),
    });
  }
}

export async function registerOpenApi(app: FastifyInstance, version: string): Promise<void> {
  const state: OpenApiState = { routes: [], documenting: true };
  states.set(app, state);
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(documentOnlySerializer);
  app.addHook('onRoute', (route) => onRoute(state, route));
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Tessera',
        version,
        description:
          "Tessera's REST API, wire-compatible with Apache Superset's `/api/v1`. Log in with " +
          '`POST /api/v1/security/login` and send `Authorization: Bearer <access_token>`; a ' +
          'browser session works too, with the `X-CSRFToken` header on writes.',
      },
      components: {
        securitySchemes: {
          jwt: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          session: { type: 'apiKey', in: 'cookie', name: 'session' },
        },
      },
      security: [{ jwt: [] }, { session: [] }],
    },
    exposeHeadRoutes: false,
    transform: (input) => {
      const output = jsonSchemaTransform(input);
      const schema = (output.schema ?? {}) as Record<string, unknown>;
      if (schema.hide || schema.tags) return output;
      return { ...output, schema: { ...schema, tags: [tagOf(input.url)] } };
    },
  });
}

/** The document and the Swagger UI page; routes added after this call are not documented. */
export async function registerOpenApiPages(app: FastifyInstance): Promise<void> {
  const state = states.get(app);
  if (!state) throw new Error('registerOpenApi must run before registerOpenApiPages');
  // Like Superset's OpenApi view (`@protect()`): for logged-in users, not anonymous visitors.
  app.get(OPENAPI_PATH, { preHandler: app.requireUser, schema: { hide: true } }, async () => app.swagger());
  await app.register(fastifySwaggerUi, {
    routePrefix: SWAGGER_UI_PREFIX,
    uiConfig: { deepLinking: true, docExpansion: 'list', persistAuthorization: true },
    // The page itself is public (it only holds Swagger UI); the document it loads is not.
    uiHooks: {
      onRequest: async (request, reply) => {
        if (/\/(json|yaml)$/.test(request.url.split('?')[0] ?? '')) await app.requireUser(request, reply);
      },
    },
  });
  state.documenting = false;
}
