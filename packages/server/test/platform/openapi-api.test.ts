/**
 * The OpenAPI document (GET /api/v1/_openapi) and the Swagger UI page (/swagger/v1): a valid
 * OpenAPI 3 document that lists every route Fastify registered, and every route typed (zod
 * schemas for its request and answers) except those still waiting in UNTYPED below. A new route
 * without a schema fails here: give it one (see packages/server/src/openapi/schemas.ts).
 */
import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentedRoutes } from '../../src/openapi/index';
import { startTestApp, type TestApp } from './harness';

/** Routes not converted to typed zod routes yet; remove a line when its route gets a schema. */
const UNTYPED: readonly string[] = [
  'GET /api/v1/assets/export/',
  'POST /api/v1/assets/import/',
  'GET /api/v1/chart/:pk/data',
  'POST /api/v1/chart/data',
  'GET /api/v1/chart/data/:cache_key',
  'GET /api/v1/chart/export/',
  'POST /api/v1/chart/import/',
  'POST /api/v1/dashboard/',
  'GET /api/v1/dashboard/:pk',
  'PUT /api/v1/dashboard/:pk',
  'GET /api/v1/dashboard/:pk/charts',
  'POST /api/v1/dashboard/:pk/copy/',
  'GET /api/v1/dashboard/:pk/datasets',
  'GET /api/v1/dashboard/:pk/filtersets',
  'POST /api/v1/dashboard/:pk/filtersets',
  'DELETE /api/v1/dashboard/:pk/filtersets/:filterSetId',
  'PUT /api/v1/dashboard/:pk/filtersets/:filterSetId',
  'GET /api/v1/dashboard/export/',
  'POST /api/v1/dashboard/import/',
  'GET /api/v1/dashboard/related/roles',
  'POST /api/v1/database/',
  'GET /api/v1/database/:pk',
  'PUT /api/v1/database/:pk',
  'GET /api/v1/database/:pk/schemas/',
  'GET /api/v1/database/:pk/table/:table/:schema/',
  'GET /api/v1/database/:pk/table_extra/:table/:schema/',
  'GET /api/v1/database/:pk/table_metadata/',
  'GET /api/v1/database/:pk/table_metadata/extra/',
  'GET /api/v1/database/:pk/tables/',
  'POST /api/v1/database/:pk/upload/',
  'GET /api/v1/database/available/',
  'GET /api/v1/database/export/',
  'POST /api/v1/database/import/',
  'POST /api/v1/database/test_connection/',
  'POST /api/v1/database/upload_metadata/',
  'POST /api/v1/database/validate_parameters/',
  'GET /api/v1/dataset/:pk/samples',
  'GET /api/v1/dataset/export/',
  'POST /api/v1/dataset/import/',
  'GET /api/v1/log/',
  'GET /api/v1/log/:pk',
  'GET /api/v1/query/:pk',
  'POST /api/v1/query/stop',
  'GET /api/v1/query/updated_since',
  'POST /api/v1/saved_query/',
  'GET /api/v1/saved_query/:pk',
  'PUT /api/v1/saved_query/:pk',
  'GET /api/v1/saved_query/export/',
  'POST /api/v1/saved_query/import/',
  'GET /api/v1/security/csrf_token/',
  'POST /api/v1/security/login',
  'POST /api/v1/security/refresh',
  'POST /api/v1/sqllab/execute/',
  'GET /api/v1/sqllab/export/:client_id/',
  'POST /api/v1/sqllab/format_sql/',
  'GET /api/v1/sqllab/results/',
  'POST /api/v1/tessera/chart/data/batch',
  'GET /api/v1/time_range/',
  'GET /datasource/external_metadata/:type/:id/',
  'GET /datasource/get/:type/:id/',
  'POST /datasource/samples',
  'POST /login/',
  'GET /logout/',
  'POST /logout/',
  'GET /superset/explore_json',
  'POST /superset/explore_json',
  'GET /superset/explore_json/:datasource_type/:datasource_id',
  'POST /superset/explore_json/:datasource_type/:datasource_id',
  'GET /superset/explore_json/data/:cache_key',
  'GET /superset/fetch_datasource_metadata',
  'GET /superset/filter/:datasource_type/:datasource_id/:column/',
  'POST /superset/log/',
  'POST /superset/sqllab/',
];

interface Operation {
  tags?: string[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, unknown>;
}
type Document = {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
};

const toOpenApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{*}');

let t: TestApp;
let token: string;
let document: Document;

beforeAll(async () => {
  t = await startTestApp();
  token = await t.login();
  const response = await fetch(`${t.baseUrl}/api/v1/_openapi`, { headers: t.bearer(token) });
  expect(response.status).toBe(200);
  document = (await response.json()) as Document;
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/v1/_openapi', () => {
  it('is a valid OpenAPI 3 document', async () => {
    expect(document.openapi).toMatch(/^3\./);
    expect(document.info.title).toBe('Tessera');
    // Validates against the OpenAPI 3.0 JSON schema and resolves every $ref.
    await SwaggerParser.validate(structuredClone(document) as never);
  });

  it('lists every route Fastify registered', () => {
    const routes = documentedRoutes(t.app);
    expect(routes.length).toBeGreaterThan(100);
    const missing = routes
      .filter((route) => !document.paths[toOpenApiPath(route.url)]?.[route.method.toLowerCase()])
      .map((route) => `${route.method} ${route.url}`);
    expect(missing).toEqual([]);
    const documented = Object.values(document.paths).reduce(
      (count, methods) => count + Object.keys(methods).length,
      0,
    );
    expect(documented).toBe(new Set(routes.map((route) => `${route.method} ${route.url}`)).size);
  });

  it('types every route, except the ones still listed as untyped', () => {
    const untyped = documentedRoutes(t.app)
      .filter((route) => !route.typed)
      .map((route) => `${route.method} ${route.url}`)
      .sort();
    expect(untyped).toEqual([...UNTYPED].sort());
  });

  it('documents request and answer shapes of typed routes', () => {
    const create = document.paths['/api/v1/chart/']?.post;
    expect(create?.tags).toEqual(['chart']);
    expect(create?.requestBody?.content?.['application/json']?.schema).toMatchObject({
      type: 'object',
      required: expect.arrayContaining(['slice_name', 'viz_type', 'datasource_id', 'datasource_type']),
    });
    expect(create?.responses).toHaveProperty('201');
    expect(create?.responses).toHaveProperty('400');
  });

  it('is for logged-in users only', async () => {
    const response = await fetch(`${t.baseUrl}/api/v1/_openapi`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Not authorized' });
  });
});

describe('/swagger/v1', () => {
  it('serves Swagger UI from the server itself (works offline) over the same document', async () => {
    const page = await fetch(`${t.baseUrl}/swagger/v1/`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('swagger-ui');
    const sources = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) expect(source).not.toMatch(/^(https?:)?\/\//);
    const bundle = await fetch(`${t.baseUrl}/swagger/v1/static/swagger-ui-bundle.js`);
    expect(bundle.status).toBe(200);
    expect((await bundle.text()).length).toBeGreaterThan(100_000);
    const json = await fetch(`${t.baseUrl}/swagger/v1/json`, { headers: t.bearer(token) });
    expect(json.status).toBe(200);
    expect(((await json.json()) as Document).paths).toEqual(document.paths);
    const anonymous = await fetch(`${t.baseUrl}/swagger/v1/json`);
    expect(anonymous.status).toBe(401);
    await anonymous.body?.cancel();
  });
});
