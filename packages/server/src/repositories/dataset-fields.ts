/** Columns and metrics of a dataset: item shapes and replace-by-name writes. */
import { randomUUID } from 'node:crypto';
import { genericTypeOf } from '../engine/type-mapping';
import type { DatasetColumnRow, DatasetMetricRow } from '../store/schema';
import type { Db } from './common';

export interface ColumnInput {
  id?: number;
  column_name: string;
  verbose_name?: string | null;
  type?: string | null;
  is_dttm?: boolean;
  is_active?: boolean;
  groupby?: boolean;
  filterable?: boolean;
  expression?: string | null;
  description?: string | null;
  python_date_format?: string | null;
  advanced_data_type?: string | null;
  extra?: string | null;
  uuid?: string;
}

export interface MetricInput {
  id?: number;
  metric_name: string;
  expression: string;
  verbose_name?: string | null;
  metric_type?: string | null;
  description?: string | null;
  d3format?: string | null;
  currency?: string | null;
  extra?: string | null;
  warning_text?: string | null;
  uuid?: string;
}

export function columnItem(row: DatasetColumnRow) {
  return {
    id: row.id,
    uuid: row.uuid,
    column_name: row.column_name,
    verbose_name: row.verbose_name,
    type: row.type,
    type_generic: genericTypeOf(row.type),
    is_dttm: row.is_dttm === 1,
    is_active: row.is_active === 1,
    groupby: row.groupby === 1,
    filterable: row.filterable === 1,
    expression: row.expression,
    description: row.description,
    python_date_format: row.python_date_format,
    advanced_data_type: row.advanced_data_type,
    extra: row.extra,
  };
}

export function metricItem(row: DatasetMetricRow) {
  return {
    id: row.id,
    uuid: row.uuid,
    metric_name: row.metric_name,
    verbose_name: row.verbose_name,
    metric_type: row.metric_type,
    expression: row.expression,
    description: row.description,
    d3format: row.d3format,
    currency: row.currency,
    extra: row.extra,
    warning_text: row.warning_text,
  };
}

const flag = (value: boolean | undefined, fallback: boolean) => ((value ?? fallback) ? 1 : 0);

function columnValues(tableId: number, input: ColumnInput) {
  return {
    table_id: tableId,
    column_name: input.column_name,
    verbose_name: input.verbose_name ?? null,
    type: input.type ?? null,
    is_dttm: flag(input.is_dttm, genericTypeOf(input.type) === 2),
    is_active: flag(input.is_active, true),
    groupby: flag(input.groupby, true),
    filterable: flag(input.filterable, true),
    expression: input.expression ?? null,
    description: input.description ?? null,
    python_date_format: input.python_date_format ?? null,
    advanced_data_type: input.advanced_data_type ?? null,
    extra: input.extra ?? null,
  };
}

function metricValues(tableId: number, input: MetricInput) {
  return {
    table_id: tableId,
    metric_name: input.metric_name,
    expression: input.expression,
    verbose_name: input.verbose_name ?? null,
    metric_type: input.metric_type ?? null,
    description: input.description ?? null,
    d3format: input.d3format ?? null,
    currency: input.currency ?? null,
    extra: input.extra ?? null,
    warning_text: input.warning_text ?? null,
  };
}

/** One entry per name, the last one winning (some Superset exports repeat a column). */
function lastByName<T>(inputs: readonly T[], name: (input: T) => string): T[] {
  return [...new Map(inputs.map((input) => [name(input), input])).values()];
}

/** Makes the dataset's columns exactly `inputs`; rows keep their id (and uuid) when the name stays. */
export async function replaceColumns(db: Db, tableId: number, allInputs: readonly ColumnInput[]) {
  const inputs = lastByName(allInputs, (input) => input.column_name);
  const existing = await db.selectFrom('table_columns').selectAll().where('table_id', '=', tableId).execute();
  const byName = new Map(existing.map((row) => [row.column_name, row]));
  const byId = new Map(existing.map((row) => [row.id, row]));
  const kept = new Set<number>();
  for (const input of inputs) {
    const current =
      (input.id !== undefined ? byId.get(input.id) : undefined) ?? byName.get(input.column_name);
    if (current) {
      kept.add(current.id);
      await db
        .updateTable('table_columns')
        .set(columnValues(tableId, input))
        .where('id', '=', current.id)
        .execute();
    } else {
      await db
        .insertInto('table_columns')
        .values({ ...columnValues(tableId, input), uuid: input.uuid ?? randomUUID() })
        .execute();
    }
  }
  const gone = existing.filter((row) => !kept.has(row.id)).map((row) => row.id);
  if (gone.length > 0) await db.deleteFrom('table_columns').where('id', 'in', gone).execute();
}

export async function replaceMetrics(db: Db, tableId: number, allInputs: readonly MetricInput[]) {
  const inputs = lastByName(allInputs, (input) => input.metric_name);
  const existing = await db.selectFrom('sql_metrics').selectAll().where('table_id', '=', tableId).execute();
  const byName = new Map(existing.map((row) => [row.metric_name, row]));
  const byId = new Map(existing.map((row) => [row.id, row]));
  const kept = new Set<number>();
  for (const input of inputs) {
    const current =
      (input.id !== undefined ? byId.get(input.id) : undefined) ?? byName.get(input.metric_name);
    if (current) {
      kept.add(current.id);
      await db
        .updateTable('sql_metrics')
        .set(metricValues(tableId, input))
        .where('id', '=', current.id)
        .execute();
    } else {
      await db
        .insertInto('sql_metrics')
        .values({ ...metricValues(tableId, input), uuid: input.uuid ?? randomUUID() })
        .execute();
    }
  }
  const gone = existing.filter((row) => !kept.has(row.id)).map((row) => row.id);
  if (gone.length > 0) await db.deleteFrom('sql_metrics').where('id', 'in', gone).execute();
}
