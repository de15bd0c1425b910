import { normaliseQueryContext, normaliseQueryObject } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import type { LoadedDatasource } from '../../src/engine/datasource';
import { queryCacheKey } from '../../src/engine/query-cache-key';

const source = {
  dataset: { id: 7, changed_on: '2026-11-21T10:00:00.000Z' },
  database: { changed_on: '2026-11-01T00:00:00.000Z' },
} as unknown as LoadedDatasource;

const context = normaliseQueryContext({
  datasource: { id: 7, type: 'table' },
  queries: [{ metrics: ['count'] }],
});

const keyAt = (timeRange: string, iso: string) =>
  queryCacheKey({
    query: normaliseQueryObject({ metrics: ['count'], granularity: 'ts', time_range: timeRange }),
    context,
    source,
    now: new Date(iso),
    rowCap: 100_000,
  });

describe('queryCacheKey and relative time ranges', () => {
  it('lets a "now"-anchored range share its entry within the same minute', () => {
    expect(keyAt('Last 6 hours', '2026-11-22T10:15:01Z')).toBe(keyAt('Last 6 hours', '2026-11-22T10:15:59Z'));
    expect(keyAt('DATEADD(DATETIME("now"), -1, hour) : now', '2026-11-22T10:15:01Z')).toBe(
      keyAt('DATEADD(DATETIME("now"), -1, hour) : now', '2026-11-22T10:15:42Z'),
    );
  });

  it('re-keys a "now"-anchored range in the next minute', () => {
    expect(keyAt('Last 6 hours', '2026-11-22T10:15:59Z')).not.toBe(
      keyAt('Last 6 hours', '2026-11-22T10:16:00Z'),
    );
  });

  it('keeps a "today"-anchored range all day and re-keys it at midnight', () => {
    expect(keyAt('Last week', '2026-11-22T00:00:05Z')).toBe(keyAt('Last week', '2026-11-22T23:59:59Z'));
    expect(keyAt('Last week', '2026-11-22T23:59:59Z')).not.toBe(keyAt('Last week', '2026-11-23T00:00:00Z'));
  });

  it('never merges two absolute ranges that differ by seconds', () => {
    const now = '2026-11-22T10:15:00Z';
    expect(keyAt('2024-01-01T00:00:10 : 2024-01-02', now)).not.toBe(
      keyAt('2024-01-01T00:00:20 : 2024-01-02', now),
    );
  });
});
