// A chart on a table or column the database does not have says so in a sentence (Superset's
// TABLE_DOES_NOT_EXIST_ERROR / COLUMN_DOES_NOT_EXIST_ERROR), on the real DuckDB examples, and
// each engine's own wording is read the same way.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readableEngineError } from '../../src/engine/engine-error-messages';
import { type OrdersApp, startOrdersApp } from './orders-app';

describe('readableEngineError', () => {
  it.each([
    [
      'duckdb',
      'Catalog Error: Table with name wb_health_population does not exist!\nDid you mean "x"?',
      'table',
      'wb_health_population',
    ],
    ['duckdb', 'Binder Error: Referenced column "pop" not found in FROM clause!', 'column', 'pop'],
    ['postgres', 'relation "public.births" does not exist', 'table', 'public.births'],
    ['postgres', 'column "state" does not exist', 'column', 'state'],
    ['mysql', "Table 'test.births' doesn't exist", 'table', 'test.births'],
    ['mysql', "Unknown column 'state' in 'field list'", 'column', 'state'],
    ['sqlite', 'no such table: births', 'table', 'births'],
    ['sqlite', 'no such column: state', 'column', 'state'],
    ['clickhouse', "Code: 60. DB::Exception: Table default.births doesn't exist.", 'table', 'default.births'],
    ['trino', "line 1:15: Table 'hive.default.births' does not exist", 'table', 'hive.default.births'],
    ['trino', "line 1:8: Column 'state' cannot be resolved", 'column', 'state'],
  ])('%s: %s', (_engine, message, kind, name) => {
    const readable = readableEngineError(message);
    expect(readable).toMatchObject({ kind, name });
    expect(readable?.message).toContain(`"${name}"`);
  });

  it('leaves other errors to the engine', () => {
    expect(readableEngineError('Parser Error: syntax error at or near "FROM"')).toBeNull();
    expect(readableEngineError('division by zero')).toBeNull();
  });
});

describe('chart data on a missing table or column', () => {
  let o: OrdersApp;
  beforeAll(async () => {
    o = await startOrdersApp();
  }, 120_000);
  afterAll(() => o?.close());

  it('names a missing column with COLUMN_DOES_NOT_EXIST_ERROR', async () => {
    const { status, body } = await o.post(
      o.context({
        metrics: [{ expressionType: 'SQL', sqlExpression: 'SUM(no_such_column)', label: 'broken' }],
        row_limit: 10,
      }),
    );
    expect(status).toBe(400);
    const errors = body.errors as { error_type: string; message: string; extra: Record<string, unknown> }[];
    expect(errors[0]?.error_type).toBe('COLUMN_DOES_NOT_EXIST_ERROR');
    expect(body.message).toContain('"no_such_column"');
    expect(errors[0]?.extra.column_name).toBe('no_such_column');
  });

  it('names a missing table with TABLE_DOES_NOT_EXIST_ERROR', async () => {
    await o.t.app.store
      .updateTable('tables')
      .set({ table_name: 'tessera_orders_gone' })
      .where('id', '=', o.ordersId)
      .execute();
    const { status, body } = await o.post(o.context({ metrics: ['count'], row_limit: 10 }));
    expect(status).toBe(400);
    const errors = body.errors as { error_type: string; extra: Record<string, unknown> }[];
    expect(errors[0]?.error_type).toBe('TABLE_DOES_NOT_EXIST_ERROR');
    expect(body.message).toMatch(/The table ".*tessera_orders_gone" does not exist/);
  });
});
