import { CompletionContext } from '@codemirror/autocomplete';
import { sql } from '@codemirror/lang-sql';
import { EditorState } from '@codemirror/state';
import { describe, expect, it } from 'vitest';
import { columnCompletionSource } from './columnCompletion';

const source = columnCompletionSource([
  { table: 'countries', column: 'region' },
  { table: 'orders', column: 'region' },
  { table: 'orders', column: 'amount' },
]);

function complete(doc: string, explicit = false) {
  const state = EditorState.create({ doc, extensions: [sql()] });
  return source(new CompletionContext(state, doc.length, explicit));
}

describe('bare column completion', () => {
  it('offers the known columns for a word being typed, once each, with their tables', () => {
    const result = complete('SELECT reg');
    expect(result?.from).toBe(7);
    expect(result?.options.map((o) => [o.label, o.detail])).toEqual([
      ['region', 'countries, orders'],
      ['amount', 'orders'],
    ]);
  });

  it('leaves qualified names, strings and an empty position to others', () => {
    expect(complete('SELECT c.reg')).toBeNull();
    expect(complete("SELECT 'reg")).toBeNull();
    expect(complete('SELECT ')).toBeNull();
    expect(complete('SELECT ', true)?.options).toHaveLength(2);
  });
});
