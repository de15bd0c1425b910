import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EventLogger, type EventLoggerOptions } from '../../src/event-log';
import { createUser } from '../../src/security/users';
import { openStore, type Store } from '../../src/store/connection';
import { migrateToLatest } from '../../src/store/migrate';

let home: string;
let store: Store;
let userId: number;
const trouble: string[] = [];
const logger = {
  warn: (_details: Record<string, unknown>, message: string) => trouble.push(`warn: ${message}`),
  error: (_details: Record<string, unknown>, message: string) => trouble.push(`error: ${message}`),
};
const open: EventLogger[] = [];

/** A logger whose timer never fires during a test unless asked for. */
function makeLogger(options: EventLoggerOptions = {}): EventLogger {
  const made = new EventLogger(store.db, { flushIntervalMs: 60_000, logger, ...options });
  open.push(made);
  return made;
}

const rows = () => store.db.selectFrom('logs').selectAll().orderBy('id').execute();

beforeAll(async () => {
  home = mkdtempSync(join(tmpdir(), 'tessera-event-log-'));
  store = openStore(`sqlite:///${join(home, 'store.db')}`);
  await migrateToLatest(store);
  userId = await createUser(store.db, { username: 'ann', password: 'a-long-password', roles: [] });
});

beforeEach(async () => {
  for (const made of open.splice(0)) await made.close();
  await store.db.deleteFrom('logs').execute();
  trouble.length = 0;
});

afterAll(async () => {
  for (const made of open.splice(0)) await made.close();
  await store?.close();
  rmSync(home, { recursive: true, force: true });
});

describe('EventLogger', () => {
  it('buffers an event without touching the store, and writes it on flush', async () => {
    const log = makeLogger();
    const dttm = new Date(Date.UTC(2026, 10, 21, 12, 0, 0));
    log.logEvent({
      action: 'load_chart',
      userId,
      sliceId: 7,
      dashboardId: 3,
      durationMs: 12.6,
      referrer: 'http://localhost/superset/dashboard/3/',
      payload: { slice_id: 7, is_cached: false },
      dttm,
    });
    expect(log.pending).toBe(1);
    expect(await rows()).toHaveLength(0);
    await log.flush();
    expect(log.pending).toBe(0);
    expect(await rows()).toEqual([
      {
        id: expect.any(Number),
        action: 'load_chart',
        user_id: userId,
        json: '{"slice_id":7,"is_cached":false}',
        dttm: '2026-11-21T12:00:00.000Z',
        dashboard_id: 3,
        slice_id: 7,
        duration_ms: 13,
        referrer: 'http://localhost/superset/dashboard/3/',
      },
    ]);
  });

  it('serialises the payload when the event is logged, not when it is written', async () => {
    const log = makeLogger();
    const payload = { rowcount: 1 };
    log.logEvent({ action: 'x', userId: null, payload });
    payload.rowcount = 999;
    await log.flush();
    expect((await rows())[0]?.json).toBe('{"rowcount":1}');
  });

  it('writes a full batch at once, and the rest on the interval', async () => {
    const log = makeLogger({ batchSize: 5, flushIntervalMs: 30 });
    for (let i = 0; i < 5; i += 1) log.logEvent({ action: `a${i}`, userId: null });
    expect(log.pending).toBe(0); // the batch left the buffer at once
    log.logEvent({ action: 'late', userId: null });
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect((await rows()).map((row) => row.action)).toEqual(['a0', 'a1', 'a2', 'a3', 'a4', 'late']);
  });

  it('writes what is left on close and drops events logged afterwards', async () => {
    const log = makeLogger();
    log.logEvent({ action: 'before close', userId: null });
    await log.close();
    log.logEvent({ action: 'after close', userId: null });
    expect((await rows()).map((row) => row.action)).toEqual(['before close']);
    expect(log.lost).toBe(1);
    expect(trouble).toContain('warn: event log is closed; event dropped');
  });

  it('keeps the good events of a batch that holds a bad one', async () => {
    const log = makeLogger();
    log.logEvent({ action: 'ok 1', userId });
    log.logEvent({ action: 'deleted user', userId: 987_654 }); // fails the foreign key
    log.logEvent({ action: 'ok 2', userId: null });
    await log.flush();
    expect((await rows()).map((row) => row.action)).toEqual(['ok 1', 'ok 2']);
    expect(log.lost).toBe(1);
    expect(trouble).toContain('error: event log: 1 event(s) could not be stored');
  });

  it('caps the buffer while a write is under way, dropping the oldest events', async () => {
    const log = makeLogger({ batchSize: 5, maxBuffered: 5 });
    for (let i = 0; i < 12; i += 1) log.logEvent({ action: `e${i}`, userId: null });
    await log.flush();
    // e0..e4 went out as the first batch; of e5..e11 only the newest five were kept.
    expect((await rows()).map((row) => row.action)).toEqual([
      'e0',
      'e1',
      'e2',
      'e3',
      'e4',
      'e7',
      'e8',
      'e9',
      'e10',
      'e11',
    ]);
    expect(log.lost).toBe(2);
  });

  it('stores {} for a payload JSON cannot hold, and trims long fields', async () => {
    const log = makeLogger();
    const loop: Record<string, unknown> = {};
    loop.self = loop;
    log.logEvent({
      action: 'a'.repeat(600),
      userId: null,
      payload: loop,
      referrer: 'r'.repeat(1_500),
      durationMs: -3,
    });
    await log.flush();
    const [row] = await rows();
    expect(row).toMatchObject({ json: '{}', duration_ms: null });
    expect(row?.action).toHaveLength(512);
    expect(row?.referrer).toHaveLength(1_000);
    expect(trouble).toContain('warn: event payload is not JSON; stored as {}');
  });

  it('runs concurrent flushes one after another without losing or doubling events', async () => {
    const log = makeLogger({ batchSize: 1_000 });
    const flushes: Promise<void>[] = [];
    for (let i = 0; i < 50; i += 1) {
      log.logEvent({ action: `c${i}`, userId: null });
      if (i % 10 === 0) flushes.push(log.flush());
    }
    flushes.push(log.flush());
    await Promise.all(flushes);
    const actions = (await rows()).map((row) => row.action);
    expect(actions).toHaveLength(50);
    expect(new Set(actions).size).toBe(50);
  });
});
