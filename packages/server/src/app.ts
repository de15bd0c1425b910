/**
 * Builds the Tessera app as a Fastify instance, ready to `listen` (tests listen on port 0).
 *
 * At build time it opens the metadata store, applies migrations, seeds roles and permissions and
 * creates the first admin; the store closes with the app. It does not call `ready()`, so callers
 * may still register routes or hooks before listening.
 *
 * Start-up work of other modules (e.g. seeding the examples): pass `options.afterStart`, or
 * register an `onReady` hook (`app.addHook('onReady', async function () {...})`) while building;
 * both run once, before `listen` resolves, with the store migrated and seeded. Work that may
 * take long (onReady hooks are bound by the plugin timeout) goes to `startServer`'s afterStart.
 */
import { mkdirSync } from 'node:fs';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { registerApi } from './api/index';
import { attachResultCache } from './cache/index';
import { registerCompression } from './compression';
import { type AppConfig, sqlitePathFromUrl } from './config';
import { configureDataSourcePolicy, configureHostPolicy } from './engine/connectors';
import { errorHandler } from './errors';
import { attachEventLogger } from './event-log/index';
import { loggerOptions } from './logger';
import { registerOpenApi, registerOpenApiPages } from './openapi/index';
import { ensureFirstAdmin } from './security/admin';
import { registerAuth } from './security/auth';
import { registerSecurityHeaders } from './security/headers';
import { applyPublicRoleLike } from './security/public-role';
import { seedSecurity } from './security/seed';
import { TokenService } from './security/tokens';
import { openStore } from './store/connection';
import { migrateToLatest } from './store/migrate';
import './types';
import { apiNotFound, registerWebApp } from './web-app';

export interface BuildAppOptions {
  /** Fastify logger setting; defaults to structured logs at `config.logLevel`. */
  logger?: FastifyServerOptions['logger'];
  /** Serve the built web app from `config.webDistDir` (the `start` command does). Default false. */
  serveWeb?: boolean;
  /**
   * Runs once in Fastify's onReady hook, after everything is registered. Like every onReady hook
   * it must finish within Fastify's plugin timeout (10 s); `startServer` offers an unbounded one.
   */
  afterStart?: (app: FastifyInstance) => Promise<void>;
}

const BODY_LIMIT = 100 * 1024 * 1024; // bundles and uploads can be large

export async function buildApp(config: AppConfig, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  // Before anything can open a data source: which files they may open, and engine limits.
  mkdirSync(config.uploadsDir, { recursive: true, mode: 0o700 });
  const storeFile = /^sqlite:/i.test(config.databaseUrl) ? sqlitePathFromUrl(config.databaseUrl) : null;
  configureDataSourcePolicy({
    home: config.home,
    metadataPaths: storeFile && storeFile !== ':memory:' ? [storeFile] : [],
    examplesPath: config.examplesDuckdbPath,
    dataDirs: config.dataDirs,
    limits: config.limits,
  });
  configureHostPolicy({
    allowedHosts: config.allowedDbHosts,
    metadataUrl: /^postgres(ql)?:/i.test(config.databaseUrl) ? config.databaseUrl : null,
  });
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config.logLevel),
    routerOptions: { ignoreTrailingSlash: true },
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT,
    requestIdHeader: 'x-request-id',
  });

  const store = openStore(config.databaseUrl, {
    onIdleConnectionError: (error) =>
      app.log.warn({ err: error }, 'a metadata store connection was lost; it will be replaced'),
  });
  try {
    const applied = await migrateToLatest(store);
    if (applied.length > 0) app.log.info({ migrations: applied }, 'metadata store migrated');
    await seedSecurity(store.db);
    if (config.publicRoleLike) await applyPublicRoleLike(store.db, config.publicRoleLike);
    const admin = await ensureFirstAdmin(store.db, config);
    if (admin?.generatedPassword) {
      // Printed once, on the first start; it is also kept in the file for later.
      app.log.warn(
        { username: admin.username, passwordFile: admin.passwordFile },
        `Created user "${admin.username}" with generated password: ${admin.generatedPassword} (also saved in ${admin.passwordFile})`,
      );
    } else if (admin) {
      app.log.info({ username: admin.username }, 'created the admin user with TESSERA_ADMIN_PASSWORD');
    }
  } catch (error) {
    await store.close();
    throw error;
  }

  app.decorate('config', config);
  app.decorate('store', store.db);
  app.decorate('storeDialect', store.dialect);
  app.decorate('tokens', new TokenService(config.secretKey));
  app.addHook('onClose', async () => {
    await store.close();
  });
  // After the store's hook: onClose hooks run last-added first, so these close before the store.
  attachResultCache(app);
  attachEventLogger(app);

  app.setErrorHandler(errorHandler);
  // Before any route: validation by the routes' zod schemas and their entries in the document.
  await registerOpenApi(app, config.version);
  // Browser hardening (Superset's Talisman defaults), with a Content-Security-Policy on HTML.
  registerSecurityHeaders(app);
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
  await app.register(fastifyCookie, { secret: config.secretKey, hook: 'onRequest' });
  registerAuth(app);
  // Before the routes: the plugin hooks each route registered after it.
  await registerCompression(app);
  await registerApi(app);
  // After the API: what is registered later (the web app's files) stays out of the document.
  await registerOpenApiPages(app);

  if (options.serveWeb) await registerWebApp(app, config.webDistDir);
  else app.setNotFoundHandler(apiNotFound);

  const { afterStart } = options;
  if (afterStart) {
    app.addHook('onReady', async () => {
      await afterStart(app);
    });
  }
  return app;
}
