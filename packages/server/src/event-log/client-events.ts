/**
 * The events a browser sends to `POST /superset/log/` (Superset's frontend logger): a list of
 * objects with `event_name`, `source`, `ts`, ... either as the JSON text of form field `events`
 * (`navigator.sendBeacon` with `?explode=events`) or as a JSON body `{events: [...]}`. Each event
 * is stored as one `logs` row with Superset's action name `log` and the event as its JSON.
 */
import type { LogEventInput } from './event-logger';

/** Superset's action for client events: the name of its `/superset/log/` view. */
export const CLIENT_EVENT_ACTION = 'log';
export const MAX_CLIENT_EVENTS = 100;
export const MAX_CLIENT_EVENTS_BYTES = 64 * 1024;
const MAX_EVENT_NAME_LENGTH = 256;

/** A client batch that cannot be accepted; the message says which event and why. */
export class ClientEventsError extends Error {
  override readonly name = 'ClientEventsError';
  constructor(
    message: string,
    readonly tooLarge = false,
  ) {
    super(message);
  }
}

export type ClientEvent = Readonly<Record<string, unknown>> & { readonly event_name: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function checkEvent(event: unknown, index: number): ClientEvent {
  const where = `events[${index}]`;
  if (!isRecord(event)) throw new ClientEventsError(`${where} must be an object.`);
  const name = event.event_name;
  if (typeof name !== 'string' || name.trim() === '') {
    throw new ClientEventsError(`${where}.event_name must be a non-empty string.`);
  }
  if (name.length > MAX_EVENT_NAME_LENGTH) {
    throw new ClientEventsError(`${where}.event_name is longer than ${MAX_EVENT_NAME_LENGTH} characters.`);
  }
  if (event.source !== undefined && typeof event.source !== 'string') {
    throw new ClientEventsError(`${where}.source must be a string.`);
  }
  if (event.ts !== undefined && (typeof event.ts !== 'number' || !Number.isFinite(event.ts))) {
    throw new ClientEventsError(`${where}.ts must be a number (epoch milliseconds).`);
  }
  return event as ClientEvent;
}

/**
 * The events of a request body (already parsed from JSON, a url-encoded or a multipart form).
 * `events` may be the list itself or its JSON text. Throws ClientEventsError when the batch is
 * malformed, holds more than MAX_CLIENT_EVENTS events or more than MAX_CLIENT_EVENTS_BYTES.
 */
export function parseClientEvents(body: unknown): ClientEvent[] {
  if (!isRecord(body) || body.events === undefined) {
    throw new ClientEventsError('Send the events as field "events": a JSON list of objects.');
  }
  let events = body.events;
  let bytes: number;
  if (typeof events === 'string') {
    bytes = Buffer.byteLength(events, 'utf8');
    if (bytes > MAX_CLIENT_EVENTS_BYTES) {
      throw new ClientEventsError(`events is larger than ${MAX_CLIENT_EVENTS_BYTES} bytes.`, true);
    }
    try {
      events = JSON.parse(events);
    } catch {
      throw new ClientEventsError('events is not valid JSON.');
    }
  } else {
    bytes = Buffer.byteLength(JSON.stringify(events) ?? '', 'utf8');
  }
  if (bytes > MAX_CLIENT_EVENTS_BYTES) {
    throw new ClientEventsError(`events is larger than ${MAX_CLIENT_EVENTS_BYTES} bytes.`, true);
  }
  if (!Array.isArray(events)) throw new ClientEventsError('events must be a JSON list of objects.');
  if (events.length > MAX_CLIENT_EVENTS) {
    throw new ClientEventsError(
      `Too many events: ${events.length} in one request (at most ${MAX_CLIENT_EVENTS}).`,
      true,
    );
  }
  return events.map(checkEvent);
}

function intOf(value: unknown): number | null {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return value;
  if (typeof value === 'string' && /^\d{1,15}$/.test(value)) return Number(value);
  return null;
}

/**
 * One client event as a log row. The chart and dashboard columns are filled from the event
 * (`slice_id`; `dashboard_id`, or `source_id` of a dashboard event) and `duration_ms` from its
 * `duration`, so they can be filtered on without reading the JSON.
 */
export function clientEventToLog(event: ClientEvent, userId: number, referrer: string | null): LogEventInput {
  const dashboardId =
    intOf(event.dashboard_id) ?? (event.source === 'dashboard' ? intOf(event.source_id) : null);
  return {
    action: CLIENT_EVENT_ACTION,
    userId,
    sliceId: intOf(event.slice_id),
    dashboardId,
    durationMs: typeof event.duration === 'number' ? event.duration : null,
    referrer,
    payload: event,
  };
}
