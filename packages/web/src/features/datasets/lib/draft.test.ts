import { describe, expect, it } from 'vitest';
import {
  type DatasourceData,
  disallowsAdhocMetrics,
  draftOf,
  emptyColumn,
  emptyMetric,
  savePayload,
  validateDraft,
  withDisallowAdhocMetrics,
} from './draft';
import { syncColumns, syncMessages } from './syncColumns';

const SOURCE: DatasourceData = {
  id: 7,
  type: 'table',
  table_name: 'orders',
  schema: 'main',
  sql: null,
  cache_timeout: null,
  extra: '{"warning_markdown":"Test data"}',
  owners: [{ id: 1, first_name: 'Ada', last_name: 'L', username: 'ada' }],
  database: { id: 2, database_name: 'shop' },
  verbose_map: { amount: 'Amount' },
  metrics: [
    {
      id: 11,
      metric_name: 'revenue',
      expression: 'SUM(amount)',
      verbose_name: 'Revenue',
      d3format: null,
      extra:
        '{"certification":{"certified_by":"Data team","details":"Checked"},"warning_markdown":"No refunds","keep":1}',
      metric_type: 'sum',
    },
  ],
  columns: [
    {
      id: 21,
      column_name: 'amount',
      type: 'REAL',
      is_dttm: false,
      groupby: true,
      filterable: true,
      extra: null,
    },
    { id: 22, column_name: 'double_amount', type: null, expression: 'amount * 2', extra: null },
  ],
};

describe('the edit-dataset draft', () => {
  it('reads certification and warnings out of extra and writes spec 000 point 7 back', () => {
    const draft = draftOf(SOURCE);
    expect(draft.metrics[0]).toMatchObject({
      metric_name: 'revenue',
      certified_by: 'Data team',
      certification_details: 'Checked',
      warning_markdown: 'No refunds',
    });
    expect(draft.columns.map((c) => c.calculated)).toEqual([false, true]);
    const payload = savePayload(draft);
    expect(payload).toMatchObject({
      id: 7,
      type: 'table',
      owners: [1],
      schema: 'main',
      sql: null,
      cache_timeout: null,
    });
    const metric = (payload.metrics as Record<string, unknown>[])[0]!;
    expect(metric).toMatchObject({ id: 11, metric_name: 'revenue', metric_type: 'sum', d3format: null });
    expect(JSON.parse(metric.extra as string)).toEqual({
      keep: 1,
      certification: { certified_by: 'Data team', details: 'Checked' },
      warning_markdown: 'No refunds',
    });
    const columns = payload.columns as Record<string, unknown>[];
    expect(columns.map((c) => c.expression)).toEqual([null, 'amount * 2']);
    expect(columns[0]).toMatchObject({ id: 21, extra: null, groupby: true, filterable: true });
  });

  it('drops certification when its fields are emptied', () => {
    const draft = draftOf(SOURCE);
    const cleared = {
      ...draft,
      metrics: [{ ...draft.metrics[0]!, certified_by: '', certification_details: '' }],
    };
    const extra = JSON.parse((savePayload(cleared).metrics as { extra: string }[])[0]!.extra);
    expect(extra).toEqual({ keep: 1, warning_markdown: 'No refunds' });
  });

  it('lists every reason the draft cannot be saved', () => {
    const draft = draftOf(SOURCE);
    expect(validateDraft(draft)).toEqual([]);
    const broken = {
      ...draft,
      metrics: [...draft.metrics, { ...emptyMetric(), metric_name: 'revenue' }, emptyMetric()],
      columns: [...draft.columns, emptyColumn(true)],
      extra: '{"warning_markdown": ',
      cache_timeout: '1.5',
    };
    expect(validateDraft(broken)).toEqual([
      'Metric “revenue” needs a SQL expression',
      'Metric 3 needs a name',
      'Metric “metric 3” needs a SQL expression',
      'Column 3 needs a name',
      'Calculated column “column 3” needs a SQL expression',
      'Metric names must be unique: revenue',
      'Extra is not valid JSON',
      'Cache timeout must be a whole number of seconds',
    ]);
    expect(validateDraft({ ...draft, kind: 'virtual', sql: ' ' })).toEqual([
      'A virtual dataset needs a SQL query',
    ]);
    expect(validateDraft({ ...draft, extra: '[1]' })).toEqual([
      'Extra must be a JSON object, e.g. {"warning_markdown": "…"}',
    ]);
  });

  it('sets disallow_adhoc_metrics inside the extra JSON', () => {
    const on = withDisallowAdhocMetrics('{"warning_markdown":"x"}', true);
    expect(JSON.parse(on)).toEqual({ warning_markdown: 'x', disallow_adhoc_metrics: true });
    expect(disallowsAdhocMetrics(on)).toBe(true);
    expect(JSON.parse(withDisallowAdhocMetrics(on, false))).toEqual({ warning_markdown: 'x' });
    expect(withDisallowAdhocMetrics('{"disallow_adhoc_metrics":true}', false)).toBe('');
    expect(withDisallowAdhocMetrics('{broken', true)).toBe('{broken');
  });
});

describe('sync columns from source', () => {
  it('adds, removes and retypes physical columns and keeps calculated ones and labels', () => {
    const draft = draftOf(SOURCE);
    const labelled = draft.columns.map((c) =>
      c.column_name === 'amount' ? { ...c, verbose_name: 'Amount' } : c,
    );
    const outcome = syncColumns(labelled, [
      { column_name: 'amount', type: 'DOUBLE', is_dttm: false },
      { column_name: 'ordered_at', type: 'TIMESTAMP', is_dttm: true },
    ]);
    expect(outcome.columns.map((c) => [c.column_name, c.type, c.verbose_name, c.calculated])).toEqual([
      ['amount', 'DOUBLE', 'Amount', false],
      ['ordered_at', 'TIMESTAMP', '', false],
      ['double_amount', '', '', true],
    ]);
    expect(outcome.columns[1]!.is_dttm).toBe(true);
    expect(syncMessages(outcome)).toEqual(['Modified columns: amount', 'New columns added: ordered_at']);
    const same = syncColumns(outcome.columns, [
      { column_name: 'amount', type: 'DOUBLE', is_dttm: false },
      { column_name: 'ordered_at', type: 'TIMESTAMP', is_dttm: true },
    ]);
    expect(syncMessages(same)).toEqual(['Metadata has been synced']);
    expect(syncMessages(syncColumns(outcome.columns, []))).toEqual(['Removed columns: amount, ordered_at']);
  });
});
