import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../platform/harness';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await startTestApp();
  token = await t.login();
});
afterAll(async () => {
  await t?.close();
});

async function timeRange(q: string | null, headers: Record<string, string> = t.bearer(token)) {
  const query = q === null ? '' : `?q=${encodeURIComponent(q)}`;
  const response = await fetch(`${t.baseUrl}/api/v1/time_range/${query}`, { headers });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const DAY_MS = 24 * 60 * 60 * 1000;

describe('GET /api/v1/time_range/', () => {
  it('wraps a rison string into a one-element list', async () => {
    const { status, body } = await timeRange("'2016-11-01 : 2016-11-07T09:30:10'");
    expect(status).toBe(200);
    expect(body).toEqual({
      result: [
        {
          since: '2016-11-01T00:00:00',
          until: '2016-11-07T09:30:10',
          timeRange: '2016-11-01 : 2016-11-07T09:30:10',
          shift: null,
        },
      ],
    });
  });

  it('resolves relative ranges against the server clock', async () => {
    const { status, body } = await timeRange("'Last week'");
    expect(status).toBe(200);
    const [item] = body.result as { since: string; until: string }[];
    expect(item!.until).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00$/);
    const until = Date.parse(`${item!.until}Z`);
    expect(Date.parse(`${item!.since}Z`)).toBe(until - 7 * DAY_MS);
    expect(Math.abs(Date.now() - until)).toBeLessThan(2 * DAY_MS);
  });

  it('answers a list of ranges with shifts, open bounds as empty strings', async () => {
    const q =
      "!((timeRange:'2016-01-01 : 2016-02-01',shift:'1 year ago'),(timeRange:'No filter')," +
      "(timeRange:'2016-03-31 : ',shift:'1 month ago'),(timeRange:'DATEADD(DATETIME(\"2016-01-31\"), 1, month) : 2017'))";
    const { status, body } = await timeRange(q);
    expect(status).toBe(200);
    expect(body.result).toEqual([
      {
        since: '2015-01-01T00:00:00',
        until: '2015-02-01T00:00:00',
        timeRange: '2016-01-01 : 2016-02-01',
        shift: '1 year ago',
      },
      { since: '', until: '', timeRange: 'No filter', shift: null },
      { since: '2016-02-29T00:00:00', until: '', timeRange: '2016-03-31 : ', shift: '1 month ago' },
      {
        since: '2016-02-29T00:00:00',
        until: '2017-01-01T00:00:00',
        timeRange: 'DATEADD(DATETIME("2016-01-31"), 1, month) : 2017',
        shift: null,
      },
    ]);
  });

  it.each([
    ["'tomorrow : yesterday'", 'Unexpected time range: From date cannot be larger than to date'],
    ["'xxxxxxx : now'", 'Unexpected time range: Cannot parse time string [xxxxxxx]'],
    [
      "'2 days : now'",
      'Unexpected time range: Time string is ambiguous. Please specify [2 days ago] or [2 days later].',
    ],
    [
      '\'Last week : DATEADD(DATETIME("today"), 1)\'',
      /^Unexpected time range: Cannot parse time string .*expected ','/,
    ],
    [
      "!((timeRange:'Last week',shift:'sometime'))",
      /^Unexpected time range: Cannot parse time shift \[sometime\]/,
    ],
    ["!((shift:'1 year ago'))", 'Unexpected time range: item 1 needs a timeRange text'],
    ['(timeRange:x)', /^Unexpected time range: q must be a rison string/],
    ["'unterminated", /^Unexpected time range: Not a valid rison argument/],
    [null, /^Unexpected time range: q must be a rison string/],
  ])('400 for %s', async (q, message) => {
    const { status, body } = await timeRange(q);
    expect(status).toBe(400);
    expect(Object.keys(body)).toEqual(['message']);
    expect(body.message).toEqual(typeof message === 'string' ? message : expect.stringMatching(message));
  });

  it('requires a logged-in user', async () => {
    const { status } = await timeRange("'Last week'", {});
    expect(status).toBe(401);
  });
});
