import type { Page, Request, Response } from 'playwright-core';

/**
 * Each chart-data call a page makes, whether it went alone (`POST /api/v1/chart/data`, Explore) or
 * inside a dashboard's batch (`POST /api/v1/tessera/chart/data/batch`, one NDJSON line per chart).
 */
export interface ChartDataCall {
  /** The call's own address: `/api/v1/chart/data?form_data={"slice_id":…}&dashboard_id=…`. */
  readonly url: string;
  /** Its JSON body (the query context) as text. */
  readonly body: string;
  /** The chart's id from `form_data`, when the call names one. */
  readonly sliceId: number | null;
}

export interface ChartDataAnswer extends ChartDataCall {
  readonly status: number;
  readonly answer: unknown;
}

const BATCH = '/api/v1/tessera/chart/data/batch';
const DIRECT = /\/api\/v1\/chart\/data(\?|$)/;

export function sliceIdOf(url: string): number | null {
  const formData = new URL(url, 'http://x').searchParams.get('form_data');
  if (!formData) return null;
  const id = (JSON.parse(formData) as { slice_id?: unknown }).slice_id;
  return typeof id === 'number' ? id : null;
}

interface BatchBody {
  readonly requests: { key: string; url: string; body: unknown }[];
}

function callsOf(request: Request): (ChartDataCall & { key: string | null })[] {
  const url = request.url();
  if (url.includes(BATCH)) {
    const { requests } = JSON.parse(request.postData() ?? '{"requests":[]}') as BatchBody;
    return requests.map((call) => ({
      key: call.key,
      url: call.url,
      body: JSON.stringify(call.body),
      sliceId: sliceIdOf(call.url),
    }));
  }
  if (!DIRECT.test(url) || request.method() !== 'POST') return [];
  const path = url.slice(url.indexOf('/api/'));
  return [{ key: null, url: path, body: request.postData() ?? '', sliceId: sliceIdOf(path) }];
}

/** Calls `onCall` for every chart-data call the page sends. */
export function onChartDataCall(page: Page, onCall: (call: ChartDataCall) => void): void {
  page.on('request', (request) => {
    for (const { key: _key, ...call } of callsOf(request)) onCall(call);
  });
}

/** Calls `onAnswer` for every chart-data call answered, with its status and parsed answer. */
export function onChartDataAnswer(page: Page, onAnswer: (answer: ChartDataAnswer) => void): void {
  page.on('response', async (response: Response) => {
    const calls = callsOf(response.request());
    if (calls.length === 0) return;
    const text = await response.text().catch(() => '');
    if (!response.url().includes(BATCH)) {
      const { key: _key, ...call } = calls[0] as ChartDataCall & { key: string | null };
      onAnswer({ ...call, status: response.status(), answer: parse(text) });
      return;
    }
    const byKey = new Map(calls.map((call) => [call.key, call]));
    for (const line of text.split('\n')) {
      if (!line) continue;
      const { key, status, body } = JSON.parse(line) as { key: string; status: number; body: unknown };
      const call = byKey.get(key);
      if (!call) continue;
      const { key: _key, ...rest } = call;
      onAnswer({ ...rest, status, answer: body });
    }
  });
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
