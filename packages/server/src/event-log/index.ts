/**
 * The event log (issue 3 item 9). The app holds one writer as `app.eventLog` (see
 * attachEventLogger); routes read the table through api/log.ts.
 */
import type { FastifyInstance } from 'fastify';
import { EventLogger } from './event-logger';

export {
  CLIENT_EVENT_ACTION,
  type ClientEvent,
  ClientEventsError,
  clientEventToLog,
  MAX_CLIENT_EVENTS,
  MAX_CLIENT_EVENTS_BYTES,
  parseClientEvents,
} from './client-events';
export { EventLogger, type EventLoggerOptions, type LogEventInput } from './event-logger';
export { LOAD_CHART, type LoadChartInput, loadChartEvents } from './load-chart';

/**
 * Decorates the app with `eventLog` and flushes it when the app closes. Call it after the store's
 * own onClose hook is added: Fastify runs onClose hooks last-added first, so the flush still has
 * the store.
 */
export function attachEventLogger(app: FastifyInstance): void {
  const logger = new EventLogger(app.store, { logger: app.log });
  app.decorate('eventLog', logger);
  app.addHook('onClose', async () => {
    await logger.close();
  });
}
