/**
 * One SQL Lab run against the server: POST /api/v1/sqllab/execute/, and for a 202 (asynchronous
 * run) polling GET /api/v1/query/{id} until it ends, then the results by key — as Superset's client.
 */
import { request } from '../../../app/http';
import type { ResultColumn, ResultRow } from './results';

export interface QueryDict {
  readonly id: string;
  readonly queryId: number;
  readonly state: string;
  readonly sql?: string;
  readonly rows: number | null;
  readonly limit: number | null;
  readonly limitingFactor?: string;
  readonly errorMessage?: string | null;
  readonly resultsKey?: string | null;
  readonly executedSql?: string | null;
  readonly startDttm?: number | null;
  readonly endDttm?: number | null;
}

export interface QueryAnswer {
  readonly status: string;
  readonly data: readonly ResultRow[];
  readonly columns: readonly ResultColumn[];
  readonly query: QueryDict;
}

export interface RunRequest {
  readonly databaseId: number;
  readonly sql: string;
  readonly schema: string | null;
  readonly queryLimit: number;
  readonly clientId: string;
  readonly tab: string;
  readonly sqlEditorId: string;
  readonly runAsync: boolean;
}

const POLL_MS = 500;

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new DOMException('Aborted', 'AbortError'));
      },
      { once: true },
    );
  });

interface ShownQuery {
  readonly status: string;
  readonly progress?: number | null;
  readonly results_key: string | null;
  readonly error_message: string | null;
}

/** Where an asynchronous run stands, as the server's query record says: its status and percent. */
export interface RunProgress {
  readonly status: string;
  readonly percent: number;
}

export async function runQuery(
  run: RunRequest,
  signal: AbortSignal,
  onProgress?: (progress: RunProgress) => void,
): Promise<QueryAnswer> {
  const answer = await request<QueryAnswer | { query: QueryDict }>('/api/v1/sqllab/execute/', {
    method: 'POST',
    signal,
    body: {
      database_id: run.databaseId,
      sql: run.sql,
      schema: run.schema,
      queryLimit: run.queryLimit,
      client_id: run.clientId,
      tab: run.tab,
      sql_editor_id: run.sqlEditorId,
      runAsync: run.runAsync,
      select_as_cta: false,
      json: true,
    },
  });
  if ('data' in answer) return answer;
  const queryId = answer.query.queryId;
  onProgress?.({ status: answer.query.state || 'pending', percent: 0 });
  for (;;) {
    await sleep(POLL_MS, signal);
    const shown = await request<{ result: ShownQuery }>(`/api/v1/query/${queryId}`, { signal });
    const { status, results_key: key, error_message: error } = shown.result;
    onProgress?.({ status, percent: Math.max(0, Math.min(100, shown.result.progress ?? 0)) });
    if (status === 'success' && key) {
      return request<QueryAnswer>(`/api/v1/sqllab/results/?key=${encodeURIComponent(key)}`, { signal });
    }
    if (status === 'failed' || status === 'timed_out')
      throw new Error(error || `The query ${status.replace('_', ' ')}.`);
    if (status === 'stopped') throw new DOMException('Stopped', 'AbortError');
  }
}

export function stopQuery(clientId: string): Promise<unknown> {
  return request('/api/v1/query/stop', { method: 'POST', body: { client_id: clientId } });
}
