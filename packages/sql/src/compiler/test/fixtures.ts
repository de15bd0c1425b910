// Shared fixtures for the compiler tests: one dataset and a fixed time-range resolver.
import { normaliseQueryObject } from '@tessera/core';
import { DIALECT_IDS } from '../../dialects/types';
import { compileQuery } from '../compile-query';
import type { CompileInput, DatasetInput, TimeBounds } from '../types';

export const salesDataset: DatasetInput = {
  tableName: 'sales',
  schema: null,
  columns: [
    { columnName: 'order_date', type: 'TIMESTAMP', isDttm: true },
    { columnName: 'deal_size', type: 'VARCHAR' },
    { columnName: 'country', type: 'VARCHAR' },
    { columnName: 'quantity', type: 'INTEGER' },
    { columnName: 'price', type: 'DOUBLE' },
    { columnName: 'is_paid', type: 'BOOLEAN' },
    { columnName: 'revenue', type: 'DOUBLE', expression: 'quantity * price' },
  ],
  metrics: [
    { metricName: 'count', expression: 'COUNT(*)' },
    { metricName: 'total_revenue', expression: 'SUM(quantity * price)' },
  ],
  mainDttmCol: 'order_date',
};

const utc = (text: string) => new Date(`${text}Z`);

/** "No filter" → unbounded; "A : B" → the two naive dates; anything else → a fixed week. */
export function fixedTimeRange(range: string): TimeBounds {
  if (range === 'No filter') return { since: null, until: null };
  const [since, until] = range.split(' : ');
  if (since && until) {
    return { since: since === 'Min' ? null : utc(since), until: until === 'Max' ? null : utc(until) };
  }
  return { since: utc('2024-01-01T00:00:00'), until: utc('2024-01-08T00:00:00') };
}

export function input(query: Record<string, unknown>, extra: Partial<CompileInput> = {}): CompileInput {
  return {
    dataset: salesDataset,
    query: normaliseQueryObject(query),
    resolveTimeRange: fixedTimeRange,
    ...extra,
  };
}

/** The query compiled for every dialect, side by side: SQL then its parameters. Dialects that
 * produce the same text share one entry, so the differences stand out. */
export function matrix(query: Record<string, unknown>, extra: Partial<CompileInput> = {}): string {
  const groups = new Map<string, string[]>();
  for (const id of DIALECT_IDS) {
    const compiled = compileQuery(input(query, extra), id);
    const text = `${compiled.sql}\n-- params: ${JSON.stringify(compiled.parameters)}`;
    groups.set(text, [...(groups.get(text) ?? []), id]);
  }
  return [...groups].map(([text, ids]) => `-- ${ids.join(', ')}\n${text}`).join('\n\n');
}
