/**
 * Runs the server: builds the app with the web app served, listens on config.port and shuts down
 * gracefully on SIGINT/SIGTERM (stop accepting, finish in-flight requests, close the store).
 */
import type { FastifyInstance } from 'fastify';
import { type BuildAppOptions, buildApp } from './app';
import type { AppConfig } from './config';
import { applyHeapGrowingPercent } from './heap-growth';

const SHUTDOWN_GRACE_MS = 10_000;

export interface RunningServer {
  app: FastifyInstance;
  /** e.g. http://127.0.0.1:8088 */
  url: string;
  stop(): Promise<void>;
}

export async function startServer(
  config: AppConfig,
  options: Omit<BuildAppOptions, 'serveWeb'> & {
    /** Runs after the app is ready and before it listens, without a time limit. */
    afterStart?: (app: FastifyInstance) => Promise<void>;
    handleSignals?: boolean;
  } = {},
): Promise<RunningServer> {
  const { afterStart, handleSignals, ...buildOptions } = options;
  // A process-wide setting, so here where the process serves and not in buildApp (tests build many).
  applyHeapGrowingPercent(config.heapGrowingPercent);
  const app = await buildApp(config, { ...buildOptions, serveWeb: true });
  // Start-up work runs here rather than in an onReady hook: hooks are bound by Fastify's plugin
  // timeout, and generating the examples on a first start can take longer than that.
  let url: string;
  try {
    await app.ready();
    if (afterStart) await afterStart(app);
    url = await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close();
    throw error;
  }
  app.log.info({ url, home: config.home, version: config.version }, `Tessera is running at ${url}`);

  let stopping: Promise<void> | null = null;
  const stop = () => {
    if (!stopping) {
      // A request in flight when close() starts keeps its keep-alive socket open after it answers
      // (Node closes only the connections idle at that moment), so close() would wait for the
      // keep-alive timeout: close connections as they fall idle until the server has stopped.
      const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
      sweep.unref();
      stopping = app.close().finally(() => clearInterval(sweep));
    }
    return stopping;
  };

  if (handleSignals ?? true) {
    const onSignal = (signal: NodeJS.Signals) => {
      app.log.info({ signal }, 'shutting down');
      const timer = setTimeout(() => {
        app.log.error('shutdown took too long; exiting');
        process.exit(1);
      }, SHUTDOWN_GRACE_MS);
      timer.unref();
      stop().then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'error during shutdown');
          process.exit(1);
        },
      );
    };
    process.once('SIGINT', onSignal);
    process.once('SIGTERM', onSignal);
  }
  return { app, url, stop };
}
