import type { AdhocFilter } from '@tessera/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchPartitionColumn } from '../api/controlData';
import { availableOperators, isFilterValid, latestPartitionFilter, operatorIdOf } from './adhocFilters';

afterEach(() => vi.unstubAllGlobals());

const ds = { column_name: 'ds', type: 'VARCHAR', type_generic: 1 };
const country = { column_name: 'country', type: 'VARCHAR', type_generic: 1 };

describe('the latest-partition operator (spec 000 point 7, spec 001 point 4)', () => {
  it('is offered only on the table’s one partition column, in WHERE', () => {
    expect(availableOperators(ds, 'WHERE', 'ds')).toContain('LATEST_PARTITION');
    expect(availableOperators(country, 'WHERE', 'ds')).not.toContain('LATEST_PARTITION');
    expect(availableOperators(ds, 'WHERE', null)).not.toContain('LATEST_PARTITION');
    expect(availableOperators(ds, 'HAVING', 'ds')).not.toContain('LATEST_PARTITION');
  });

  it('switches the filter to Superset’s latest_partition SQL expression', () => {
    const filter = {
      expressionType: 'SIMPLE',
      clause: 'WHERE',
      subject: 'ds',
      comparator: 'x',
    } as AdhocFilter;
    const next = latestPartitionFilter(filter, { column: 'ds', schema: 'logs', table: 'events' });
    expect(next).toMatchObject({
      expressionType: 'SQL',
      clause: 'WHERE',
      operatorId: 'LATEST_PARTITION',
      operator: 'LATEST PARTITION',
      sqlExpression: "ds = '{{ presto.latest_partition('logs.events') }}'",
    });
    expect(operatorIdOf(next)).toBe('LATEST_PARTITION');
    expect(isFilterValid(next)).toBe(true);
  });
});

describe('fetchPartitionColumn', () => {
  const answer = (body: unknown, status = 200) =>
    vi.fn(
      async () =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    );

  it('reads partitions.cols from table_extra, and only a single column counts', async () => {
    const fetch = answer({ partitions: { cols: ['ds'], latest: { ds: '2024-01-01' } } });
    vi.stubGlobal('fetch', fetch);
    expect(await fetchPartitionColumn(4, 'events', 'logs')).toBe('ds');
    expect((fetch.mock.calls[0] as unknown[])[0]).toBe('/api/v1/database/4/table_extra/events/logs/');
    vi.stubGlobal('fetch', answer({ partitions: { cols: ['ds', 'hour'] } }));
    expect(await fetchPartitionColumn(4, 'events', 'logs')).toBeNull();
    vi.stubGlobal('fetch', answer({}));
    expect(await fetchPartitionColumn(4, 'events', 'logs')).toBeNull();
  });

  it('reads a failed call as no partition (logged only)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', answer({ message: 'boom' }, 500));
    expect(await fetchPartitionColumn(4, 'events', 'logs')).toBeNull();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
