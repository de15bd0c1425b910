/**
 * The OpenAPI document (GET /api/v1/_openapi) and the Swagger UI page (/swagger/v1): a valid
 * OpenAPI 3 document that lists every route Fastify registered, and every route typed (zod
 * schemas for its request and answers); every write route declares its body, except the
 * exceptions in NO_BODY.
 * A new route without a schema fails here: give it one (see packages/server/src/openapi/schemas.ts).
 */
import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentedRoutes } from '../../src/openapi/index';
import { startTestApp, type TestApp } from './harness';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH']);

/** Write routes that take no JSON body, on purpose. */
const NO_BODY: readonly string[] = [
  // multipart/form-data uploads (a ZIP bundle or a data file), read as a stream by the handler
  'POST /api/v1/assets/import/',
  'POST /api/v1/chart/import/',
  'POST /api/v1/dashboard/import/',
  'POST /api/v1/database/import/',
  'POST /api/v1/dataset/import/',
  'POST /api/v1/saved_query/import/',
  'POST /api/v1/database/:pk/upload/',
  'POST /api/v1/database/upload_metadata/',
  // no body at all: the path says everything
  'POST /api/v1/chart/:pk/favorites/',
  'POST /api/v1/dashboard/:pk/favorites/',
  'PUT /api/v1/dataset/:pk/refresh',
  'POST /logout/',
  // the refresh token comes in the Authorization header
  'POST /api/v1/security/refresh',
  // the login page's HTML form (urlencoded) or JSON; a bad form redirects instead of answering 400
  // the browser's event beacon: the `events` field url-encoded or multipart (navigator.sendBeacon)
  'POST /superset/log/',
  // explore's "View in SQL Lab" browser form (url-encoded form_data and csrf_token); empty is fine
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

  it('types every route', () => {
    const untyped = documentedRoutes(t.app)
      .filter((route) => !route.typed)
      .map((route) => `${route.method} ${route.url}`)
      .sort();
    expect(untyped).toEqual([]);
  });

  it('declares the body of every write route, except the true exceptions', () => {
    const bodiless = documentedRoutes(t.app)
      .filter((route) => WRITE_METHODS.has(route.method) && !route.body)
      .map((route) => `${route.method} ${route.url}`)
      .sort();
    expect(bodiless).toEqual([...NO_BODY].sort());
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

  it("documents the chart-data body with core's query-context schema, though the handler checks it", () => {
    const data = document.paths['/api/v1/chart/data']?.post;
    expect(data?.requestBody?.content?.['application/json']?.schema).toMatchObject({
      type: 'object',
      required: ['datasource', 'queries'],
      additionalProperties: {},
    });
    expect(Object.keys(data?.responses ?? {})).toEqual(expect.arrayContaining(['200', '202', '400']));
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
