/**
 * The async-query machinery with the in-process pool: the channel cookie, polling, the websocket,
 * and jobs that succeed, fail or hang. Jobs are queued through `app.asyncQueries.submit`, the
 * function the chart-data route's 202 branch calls (chart-data-async.test.ts covers that route).
 */
import { normaliseQueryContext, type QueryContext } from '@tessera/core';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../platform/harness';
import { AsyncClient, ordersContext, ordersDatasetId, setCookie, startAsyncApp } from './helpers';

let t: TestApp;
let client: AsyncClient;
let datasetId: number;

beforeAll(async () => {
  t = await startAsyncApp();
  client = new AsyncClient(t, await t.login());
  datasetId = await ordersDatasetId(t);
});
afterAll(() => t?.close());

const revenueByCountry = () =>
  normaliseQueryContext(
    ordersContext(datasetId, {
      columns: ['country'],
      metrics: [{ expressionType: 'SQL', sqlExpression: 'SUM(revenue)', label: 'revenue' }],
      orderby: [['revenue', false]],
      row_limit: 5,
    }),
  ) as QueryContext;

async function channelOf(c: AsyncClient): Promise<string> {
  if (!c.asyncToken) await c.fetch('/api/v1/me/');
  return decodeJwt(c.asyncToken!).channel as string;
}

describe('the async-token cookie', () => {
  it('is set once per logged-in session: HS256 {channel, sub, exp}, httpOnly, SameSite=Lax', async () => {
    const fresh = new AsyncClient(t, client.token);
    const first = await fresh.fetch('/api/v1/me/');
    const cookie = setCookie(first, 'async-token');
    expect(cookie).not.toBeNull();
    expect(cookie!.attributes).toMatch(/HttpOnly/i);
    expect(cookie!.attributes).toMatch(/SameSite=Lax/i);
    const claims = decodeJwt(cookie!.value);
    expect(claims.sub).toBe('1');
    expect(claims.channel).toMatch(/^[0-9a-f-]{36}$/);
    expect(claims.exp).toBeGreaterThan(Date.now() / 1000);
    // With a valid cookie the next response leaves it alone.
    const second = await fresh.fetch('/api/v1/me/');
    expect(setCookie(second, 'async-token')).toBeNull();
  });

  it('is not given to anonymous requests, and a forged one is replaced', async () => {
    const anonymous = await fetch(`${t.baseUrl}/api/v1/tessera/bootstrap`);
    expect(setCookie(anonymous, 'async-token')).toBeNull();
    const forged = await fetch(`${t.baseUrl}/api/v1/me/`, {
      headers: { ...t.bearer(client.token), cookie: 'async-token=eyJhbGciOiJub25lIn0.e30.' },
    });
    expect(setCookie(forged, 'async-token')).not.toBeNull();
  });

  it("is replaced when it belongs to another user (another user's channel is never reused)", async () => {
    await t.createUser('alpha1', 'alpha-password-1', ['Alpha']);
    const other = new AsyncClient(t, await t.login('alpha1', 'alpha-password-1'));
    await channelOf(client);
    other.asyncToken = client.asyncToken;
    const response = await other.fetch('/api/v1/me/');
    const cookie = setCookie(response, 'async-token');
    expect(cookie).not.toBeNull();
    expect(decodeJwt(cookie!.value).sub).not.toBe('1');
  });
});

describe('GET /api/v1/async_event/', () => {
  it('answers 401 without a valid token and 400 for a malformed last_id', async () => {
    const bare = await fetch(`${t.baseUrl}/api/v1/async_event/`, { headers: t.bearer(client.token) });
    // The response itself hands out a cookie, but this request had none.
    expect(bare.status).toBe(401);
    expect(((await bare.json()) as { message: string }).message).toMatch(/async-token/);
    const anonymous = await fetch(`${t.baseUrl}/api/v1/async_event/`);
    expect(anonymous.status).toBe(401);
    await channelOf(client);
    const bad = await client.json('/api/v1/async_event/?last_id=yesterday');
    expect(bad.status).toBe(400);
    expect(String(bad.body.message)).toMatch(/last_id/);
  });

  it('returns a done event whose result_url answers the rows, after last_id only', async () => {
    const channel = await channelOf(client);
    const job = await t.app.asyncQueries!.submit(1, channel, revenueByCountry());
    expect(job).toMatchObject({
      channel_id: channel,
      user_id: 1,
      status: 'pending',
      errors: [],
      result_url: null,
    });
    const event = await client.waitForEvent(job.job_id);
    expect(event).toMatchObject({
      channel_id: channel,
      job_id: job.job_id,
      user_id: 1,
      status: 'done',
      errors: [],
    });
    expect(event.id).toMatch(/^\d+-\d+$/);
    expect(String(event.result_url)).toMatch(/^\/api\/v1\/chart\/data\/[0-9a-f]{64}$/);
    const answer = await client.json<{ result: { data: unknown[]; is_cached: boolean }[] }>(
      String(event.result_url),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.result[0]!.data).toHaveLength(5);
    expect(answer.body.result[0]!.is_cached).toBe(true);
    const after = await client.json<{ result: unknown[] }>(`/api/v1/async_event/?last_id=${event.id}`);
    expect(after.body.result.find((e) => (e as { job_id: string }).job_id === job.job_id)).toBeUndefined();
  });

  it('ends a failing query in an error event with its message', async () => {
    const channel = await channelOf(client);
    const context = normaliseQueryContext(
      ordersContext(datasetId, {
        columns: ['country'],
        metrics: [{ expressionType: 'SQL', sqlExpression: 'SUM(no_such_column)', label: 'x' }],
        row_limit: 5,
      }),
    ) as QueryContext;
    const job = await t.app.asyncQueries!.submit(1, channel, context);
    const event = await client.waitForEvent(job.job_id);
    expect(event).toMatchObject({ status: 'error', result_url: null });
    const errors = event.errors as { message: string }[];
    expect(errors).toHaveLength(1);
    expect(errors[0]!.message).toMatch(/no_such_column/);
  });

  it('does not show one channel the events of another', async () => {
    const other = new AsyncClient(t, client.token);
    await channelOf(other);
    const job = await t.app.asyncQueries!.submit(1, await channelOf(client), revenueByCountry());
    await client.waitForEvent(job.job_id);
    const seen = await other.json<{ result: { job_id: string }[] }>('/api/v1/async_event/');
    expect(seen.body.result.map((e) => e.job_id)).not.toContain(job.job_id);
  });
});

describe('the websocket /api/v1/async_event/ws', () => {
  it('refuses a connection without a valid token', async () => {
    await expect(t.app.injectWS('/api/v1/async_event/ws', { headers: {} })).rejects.toThrow();
  });

  it('replays events after last_id, then pushes new events of its channel as {id, ...event}', async () => {
    const channel = await channelOf(client);
    const earlier = await t.app.asyncQueries!.submit(1, channel, revenueByCountry());
    const earlierEvent = await client.waitForEvent(earlier.job_id);
    const before = await t.app.asyncQueries!.events.read(channel, null);
    const firstId = before[0]!.id;
    const frames: Record<string, unknown>[] = [];
    const socket = await t.app.injectWS(`/api/v1/async_event/ws?last_id=${firstId}`, {
      headers: { cookie: `async-token=${client.asyncToken}` },
    });
    socket.on('message', (data: Buffer) => frames.push(JSON.parse(data.toString())));
    const job = await t.app.asyncQueries!.submit(1, channel, revenueByCountry());
    const until = Date.now() + 10_000;
    while (!frames.some((f) => f.job_id === job.job_id) && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    socket.terminate();
    const live = frames.find((f) => f.job_id === job.job_id);
    expect(live).toMatchObject({ channel_id: channel, status: 'done', user_id: 1 });
    expect(live!.id).toMatch(/^\d+-\d+$/);
    // The replay starts after last_id and includes the earlier job's event.
    expect(frames.map((f) => f.id)).not.toContain(firstId);
    if (earlierEvent.id !== firstId) expect(frames.map((f) => f.id)).toContain(earlierEvent.id);
    const ids = frames.map((f) => f.id as string);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('with the flag off', () => {
  it('sets no cookie and serves no event endpoints', async () => {
    const off = await startTestApp();
    try {
      const token = await off.login();
      const response = await fetch(`${off.baseUrl}/api/v1/me/`, { headers: off.bearer(token) });
      expect(setCookie(response, 'async-token')).toBeNull();
      expect(off.app.asyncQueries).toBeUndefined();
      const events = await fetch(`${off.baseUrl}/api/v1/async_event/`, { headers: off.bearer(token) });
      expect(events.status).toBe(404);
    } finally {
      await off.close();
    }
  });
});
