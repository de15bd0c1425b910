/**
 * `tessera worker`: a process that runs asynchronous chart queries from the shared Redis queue.
 * It builds the app (metadata store, result cache, connectors) without listening, consumes jobs
 * until SIGINT/SIGTERM, then lets running jobs end (or end them in error events) and exits.
 */
import { buildApp } from '../app';
import type { AppConfig } from '../config';
import { applyHeapGrowingPercent } from '../heap-growth';
import { createAsyncQueries } from './async-queries';

export const NO_REDIS_MESSAGE =
  'No REDIS_URL is set: asynchronous queries run in the in-process worker pool inside "tessera start" ' +
  '(TESSERA_ASYNC_WORKERS at once), so no separate worker is needed. Set REDIS_URL on the servers and ' +
  'the workers to share one queue.';

export interface RunningWorker {
  /** Stops taking jobs, waits for (or aborts) running ones, closes the app. */
  stop(): Promise<void>;
}

/** Starts consuming; resolves once the worker is ready. The caller decides when to stop it. */
export async function startWorker(config: AppConfig): Promise<RunningWorker> {
  if (!config.redisUrl) throw new Error(NO_REDIS_MESSAGE);
  const app = await buildApp(config);
  await app.ready();
  // The flag may be off in the worker's environment; the worker runs queued jobs all the same.
  const service = app.asyncQueries ?? createAsyncQueries(app);
  service.consume();
  app.log.info(
    { concurrency: service.settings.concurrency },
    'tessera worker: consuming asynchronous chart queries',
  );
  let stopped: Promise<void> | null = null;
  return {
    stop() {
      stopped ??= (async () => {
        if (service !== app.asyncQueries) await service.close();
        await app.close();
      })();
      return stopped;
    },
  };
}

/** The command body: run until a signal arrives. */
export async function runWorker(config: AppConfig): Promise<void> {
  if (!config.redisUrl) {
    console.log(NO_REDIS_MESSAGE);
    return;
  }
  applyHeapGrowingPercent(config.heapGrowingPercent);
  const worker = await startWorker(config);
  await new Promise<void>((resolve) => {
    const onSignal = () => {
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
      void worker.stop().then(resolve, resolve);
    };
    process.on('SIGINT', onSignal);
    process.on('SIGTERM', onSignal);
  });
}
