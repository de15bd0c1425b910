/**
 * Serves the built web app (packages/web/dist) from the API process: files by path, and
 * index.html for any other GET that asks for HTML (client-side routes such as /explore/).
 * API paths never fall back to the app: they answer JSON 404s.
 * The build writes a .br and a .gz beside each text asset; a client that accepts one gets it
 * (Content-Encoding set, Vary: Accept-Encoding), so nothing is compressed per request.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from './errors';
import { AssetFiles } from './web-assets';

const NOT_BUILT_PAGE = `<!doctype html>
<html><head><meta charset="utf-8"><title>Tessera</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; line-height: 1.5">
<h1>Tessera's web app is not built</h1>
<p>The API is running, but there is no built web app in <code>%DIR%</code>.</p>
<p>Build it with <code>npm run build</code> from the repository root (or start with <code>npm start</code>,
which builds what is missing), then reload this page.</p>
</body></html>`;

function isApiPath(url: string): boolean {
  return /^\/(api|health|healthcheck)(\/|\?|$)/.test(url);
}

function wantsHtml(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  // The root is the app whatever the client accepts (`curl --compressed http://host/`); other
  // paths only for browsers, so a missing asset stays a 404.
  return request.url.split('?')[0] === '/' || (request.headers.accept ?? '').includes('text/html');
}

/** JSON 404 for everything that is not the web app. */
export function apiNotFound(request: FastifyRequest, _reply: FastifyReply): never {
  request.log.debug({ url: request.url }, 'no route');
  throw new ApiError('NOT_FOUND');
}

export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const indexPath = join(distDir, 'index.html');
  if (!existsSync(indexPath)) {
    app.log.warn({ distDir }, 'web app not built: serving an explanation page instead');
    const page = NOT_BUILT_PAGE.replace('%DIR%', distDir);
    app.setNotFoundHandler(async (request, reply) => {
      if (isApiPath(request.url) || !wantsHtml(request)) return apiNotFound(request, reply);
      return reply.status(503).type('text/html; charset=utf-8').send(page);
    });
    return;
  }
  // The fingerprinted files, from memory (web-assets.ts); @fastify/static serves the rest.
  const assets = new AssetFiles(join(distDir, 'assets'));
  app.get<{ Params: { '*': string } }>(
    '/assets/*',
    { schema: { hide: true }, config: { skipAuthentication: true }, logLevel: 'warn' },
    async (request, reply) => {
      const file = await assets.get(request.params['*'], request.headers['accept-encoding']);
      if (!file) return apiNotFound(request, reply);
      void reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('vary', 'accept-encoding')
        .type(file.contentType);
      if (file.encoding) void reply.header('content-encoding', file.encoding);
      return reply.send(file.body);
    },
  );
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    index: 'index.html',
    preCompressed: true,
    // Vite fingerprints everything under assets/, so those never change; index.html always may.
    setHeaders(reply, path) {
      reply.header(
        'cache-control',
        path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  app.setNotFoundHandler(async (request, reply) => {
    if (isApiPath(request.url) || !wantsHtml(request)) return apiNotFound(request, reply);
    // Sent from disk per request (a rebuilt app is picked up without a restart), precompressed
    // like any other file; setHeaders above marks it no-cache.
    if (!existsSync(indexPath)) return apiNotFound(request, reply);
    return reply.sendFile('index.html');
  });
}
