import { afterEach, describe, expect, it, vi } from 'vitest';
import { type RunProgress, runQuery } from './runQuery';

const RUN = {
  databaseId: 1,
  sql: 'SELECT 1',
  schema: null,
  queryLimit: 1000,
  clientId: 'abcdefghijk',
  tab: 'Untitled Query 1',
  sqlEditorId: 't1',
  runAsync: true,
};

/** A server that takes the run asynchronously and answers the polls in turn. */
interface Poll {
  readonly status: string;
  readonly progress: number;
  readonly results_key?: string;
  readonly error_message?: string;
}

function serveAsync(polls: readonly Poll[]) {
  let poll = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const reply = (status: number, body: unknown) =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
      if (url.startsWith('/api/v1/security/csrf_token/')) return reply(200, { result: 't' });
      if (url === '/api/v1/sqllab/execute/') return reply(202, { query: { queryId: 5, state: 'pending' } });
      if (url === '/api/v1/query/5') {
        const shown = polls[Math.min(poll++, polls.length - 1)]!;
        return reply(200, { result: { results_key: null, error_message: null, ...shown } });
      }
      if (url.startsWith('/api/v1/sqllab/results/'))
        return reply(200, { status: 'success', data: [{ one: 1 }], columns: [{ name: 'one' }], query: {} });
      return reply(404, { message: 'Not found' });
    }),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('runQuery, asynchronous', () => {
  it('reports the status and percent of each poll, then answers the results', async () => {
    serveAsync([
      { status: 'running', progress: 10 },
      { status: 'success', progress: 100, results_key: 'k1' },
    ]);
    const seen: RunProgress[] = [];
    const answer = await runQuery(RUN, new AbortController().signal, (p) => seen.push(p));
    expect(seen).toEqual([
      { status: 'pending', percent: 0 },
      { status: 'running', percent: 10 },
      { status: 'success', percent: 100 },
    ]);
    expect(answer.data).toEqual([{ one: 1 }]);
  });

  it('answers the server’s message when the run fails', async () => {
    serveAsync([{ status: 'failed', progress: 10, error_message: 'no such table: nope' }]);
    await expect(runQuery(RUN, new AbortController().signal)).rejects.toThrow('no such table: nope');
  });
});
