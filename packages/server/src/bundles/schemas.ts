/**
 * What an imported YAML file must hold (SUPERSET_FACTS §6.2); unknown keys are tolerated. Text
 * fields are bounded like Superset's columns (FIELD_LIMITS), so an import cannot store more than
 * the API would accept.
 */
import { z } from 'zod';
import { FIELD_LIMITS, formatBytes } from './limits';

const longer = (max: number) => ({ error: `Longer than maximum length ${max}.` });
const bounded = (max: number) => z.string().max(max, longer(max));
const name = (max: number = FIELD_LIMITS.name) => bounded(max).min(1);
const text = (max: number = FIELD_LIMITS.text) => bounded(max).nullish();
const flag = z.boolean().nullish();
const anyObject = z.record(z.string(), z.unknown());

/** A JSON value (object or JSON text) whose serialised form is at most `max` characters. */
const jsonOfAtMost = <T extends z.ZodType>(schema: T, max: number) =>
  schema.refine((value) => value === null || value === undefined || jsonLength(value) <= max, {
    error: `Larger than ${formatBytes(max)}.`,
  });

function jsonLength(value: unknown): number {
  return typeof value === 'string' ? value.length : (JSON.stringify(value)?.length ?? 0);
}

/** params/extra/template_params arrive as objects, or as JSON text from older exports */
const jsonish = (max: number = FIELD_LIMITS.smallJson) =>
  jsonOfAtMost(z.union([anyObject, z.string(), z.null()]), max).optional();

export const metadataFile = z.looseObject({
  version: z.string(),
  type: z.string().optional(),
  timestamp: z.string().optional(),
});

export const databaseFile = z.looseObject({
  database_name: name(),
  sqlalchemy_uri: name(FIELD_LIMITS.uri),
  uuid: z.guid(),
  version: z.string(),
  cache_timeout: z.number().int().nullish(),
  expose_in_sqllab: flag,
  allow_run_async: flag,
  allow_ctas: flag,
  allow_cvas: flag,
  allow_dml: flag,
  allow_file_upload: flag,
  allow_csv_upload: flag,
  impersonate_user: flag,
  is_managed_externally: flag,
  external_url: text(),
  extra: jsonish(),
  password: text(),
});

const columnEntry = z.looseObject({
  column_name: name(FIELD_LIMITS.shortText),
  verbose_name: text(FIELD_LIMITS.verboseName),
  is_dttm: flag,
  is_active: flag,
  type: text(),
  advanced_data_type: text(FIELD_LIMITS.shortText),
  groupby: flag,
  filterable: flag,
  expression: text(FIELD_LIMITS.expression),
  description: text(),
  python_date_format: text(FIELD_LIMITS.shortText),
  extra: jsonish(),
  uuid: z.guid().optional(),
});

const metricEntry = z.looseObject({
  metric_name: name(FIELD_LIMITS.shortText),
  expression: name(FIELD_LIMITS.expression),
  verbose_name: text(FIELD_LIMITS.verboseName),
  metric_type: text(FIELD_LIMITS.shortText),
  description: text(),
  d3format: text(FIELD_LIMITS.shortText),
  currency: jsonish(FIELD_LIMITS.shortText),
  extra: jsonish(),
  warning_text: text(),
  uuid: z.guid().optional(),
});

export const datasetFile = z.looseObject({
  table_name: name(),
  uuid: z.guid(),
  database_uuid: z.guid(),
  version: z.string(),
  schema: text(FIELD_LIMITS.shortText),
  catalog: text(FIELD_LIMITS.shortText),
  sql: text(FIELD_LIMITS.sql),
  main_dttm_col: text(FIELD_LIMITS.shortText),
  description: text(),
  default_endpoint: text(),
  offset: z.number().int().nullish(),
  cache_timeout: z.number().int().nullish(),
  params: jsonish(),
  template_params: jsonish(),
  extra: jsonish(),
  filter_select_enabled: flag,
  fetch_values_predicate: text(),
  normalize_columns: flag,
  always_filter_main_dttm: flag,
  columns: z.array(columnEntry).nullish(),
  metrics: z.array(metricEntry).nullish(),
});

export const chartFile = z.looseObject({
  slice_name: name(),
  viz_type: name(),
  uuid: z.guid(),
  version: z.string(),
  dataset_uuid: z.guid(),
  description: text(),
  certified_by: text(),
  certification_details: text(),
  params: jsonish(FIELD_LIMITS.params),
  query_context: jsonOfAtMost(
    z.union([z.string(), anyObject, z.null()]),
    FIELD_LIMITS.queryContext,
  ).optional(),
  cache_timeout: z.number().int().nullish(),
  is_managed_externally: flag,
  external_url: text(),
});

export const dashboardFile = z.looseObject({
  dashboard_title: bounded(FIELD_LIMITS.dashboardTitle),
  uuid: z.guid(),
  version: z.string(),
  description: text(),
  css: text(FIELD_LIMITS.css),
  slug: text(FIELD_LIMITS.slug),
  certified_by: text(),
  certification_details: text(),
  published: flag,
  position: jsonOfAtMost(z.union([anyObject, z.null()]), FIELD_LIMITS.position).optional(),
  metadata: jsonOfAtMost(z.union([anyObject, z.null()]), FIELD_LIMITS.metadata).optional(),
  is_managed_externally: flag,
  external_url: text(),
});

/** queries/<database>/<schema>/<label>.yaml (Superset's ImportV1SavedQuerySchema) */
export const savedQueryFile = z.looseObject({
  uuid: z.guid(),
  version: z.string(),
  database_uuid: z.guid(),
  label: text(256),
  description: text(),
  sql: name(FIELD_LIMITS.sql),
  schema: text(FIELD_LIMITS.shortText),
  catalog: text(FIELD_LIMITS.shortText),
  template_parameters: jsonish(),
});

export type DatabaseFile = z.infer<typeof databaseFile>;
export type DatasetFile = z.infer<typeof datasetFile>;
export type ChartFile = z.infer<typeof chartFile>;
export type DashboardFile = z.infer<typeof dashboardFile>;
export type SavedQueryFile = z.infer<typeof savedQueryFile>;
