// The pieces of form data that filters, metrics and columns are made of (SUPERSET_FACTS §1.3, §1.6),
// as Superset's Explore saves them: a SIMPLE metric carries `sqlExpression: null` and the whole
// dataset column, and UI bookkeeping keys (optionName, isNew, datasourceWarning) come along.
import { z } from 'zod';
import { METRIC_AGGREGATES } from '../query/types';

/** An x-axis or dimension given as SQL; a `BASE_AXIS` column with `timeGrain` buckets time. */
export const adhocColumnSchema = z.looseObject({
  sqlExpression: z.string(),
  label: z.string().optional(),
  expressionType: z.literal('SQL').optional(),
  columnType: z.enum(['BASE_AXIS', 'SERIES']).optional(),
  timeGrain: z.string().nullish(),
  hasCustomLabel: z.boolean().optional(),
  optionName: z.string().optional(),
  isColumnReference: z.boolean().optional(),
});

/** The dataset column a SIMPLE metric aggregates (Explore saves the whole column record). */
export const metricColumnSchema = z.looseObject({
  column_name: z.string(),
  type: z.string().nullish(),
  expression: z.string().nullish(),
  is_dttm: z.boolean().nullish(),
});

export const adhocMetricSchema = z.looseObject({
  expressionType: z.enum(['SIMPLE', 'SQL']),
  aggregate: z.enum(METRIC_AGGREGATES).nullish(),
  column: metricColumnSchema.nullish(),
  sqlExpression: z.string().nullish(),
  label: z.string().optional(),
  hasCustomLabel: z.boolean().optional(),
  optionName: z.string().optional(),
  timeGrain: z.string().optional(),
  isExtra: z.boolean().optional(),
});

/** A filter as Explore saves it: `{clause, subject, operator, comparator}` or a SQL fragment. */
export const adhocFilterSchema = z.looseObject({
  expressionType: z.enum(['SIMPLE', 'SQL']),
  clause: z.enum(['WHERE', 'HAVING']),
  subject: z.string().nullish(),
  operator: z.string().nullish(),
  operatorId: z.string().optional(),
  comparator: z.unknown().optional(),
  sqlExpression: z.string().nullish(),
  isExtra: z.boolean().optional(),
  filterOptionName: z.string().optional(),
});

export type FormAdhocColumn = z.infer<typeof adhocColumnSchema>;
export type FormAdhocMetric = z.infer<typeof adhocMetricSchema>;
export type AdhocFilter = z.infer<typeof adhocFilterSchema>;
