/** What an imported YAML file must hold (SUPERSET_FACTS §6.2); unknown keys are tolerated. */
import { z } from 'zod';

const text = z.string().nullish();
const flag = z.boolean().nullish();
const anyObject = z.record(z.string(), z.unknown());
/** params/extra/template_params arrive as objects, or as JSON text from older exports */
const jsonish = z.union([anyObject, z.string(), z.null()]).optional();

export const metadataFile = z.looseObject({
  version: z.string(),
  type: z.string().optional(),
  timestamp: z.string().optional(),
});

export const databaseFile = z.looseObject({
  database_name: z.string().min(1),
  sqlalchemy_uri: z.string().min(1),
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
  external_url: text,
  extra: jsonish,
  password: text,
});

const columnEntry = z.looseObject({
  column_name: z.string().min(1),
  verbose_name: text,
  is_dttm: flag,
  is_active: flag,
  type: text,
  advanced_data_type: text,
  groupby: flag,
  filterable: flag,
  expression: text,
  description: text,
  python_date_format: text,
  extra: jsonish,
  uuid: z.guid().optional(),
});

const metricEntry = z.looseObject({
  metric_name: z.string().min(1),
  expression: z.string().min(1),
  verbose_name: text,
  metric_type: text,
  description: text,
  d3format: text,
  currency: jsonish,
  extra: jsonish,
  warning_text: text,
  uuid: z.guid().optional(),
});

export const datasetFile = z.looseObject({
  table_name: z.string().min(1),
  uuid: z.guid(),
  database_uuid: z.guid(),
  version: z.string(),
  schema: text,
  catalog: text,
  sql: text,
  main_dttm_col: text,
  description: text,
  default_endpoint: text,
  offset: z.number().int().nullish(),
  cache_timeout: z.number().int().nullish(),
  params: jsonish,
  template_params: jsonish,
  extra: jsonish,
  filter_select_enabled: flag,
  fetch_values_predicate: text,
  normalize_columns: flag,
  always_filter_main_dttm: flag,
  columns: z.array(columnEntry).nullish(),
  metrics: z.array(metricEntry).nullish(),
});

export const chartFile = z.looseObject({
  slice_name: z.string().min(1),
  viz_type: z.string().min(1),
  uuid: z.guid(),
  version: z.string(),
  dataset_uuid: z.guid(),
  description: text,
  certified_by: text,
  certification_details: text,
  params: jsonish,
  query_context: z.union([z.string(), anyObject, z.null()]).optional(),
  cache_timeout: z.number().int().nullish(),
  is_managed_externally: flag,
  external_url: text,
});

export const dashboardFile = z.looseObject({
  dashboard_title: z.string(),
  uuid: z.guid(),
  version: z.string(),
  description: text,
  css: text,
  slug: text,
  certified_by: text,
  certification_details: text,
  published: flag,
  position: z.union([anyObject, z.null()]).optional(),
  metadata: z.union([anyObject, z.null()]).optional(),
  is_managed_externally: flag,
  external_url: text,
});

export type DatabaseFile = z.infer<typeof databaseFile>;
export type DatasetFile = z.infer<typeof datasetFile>;
export type ChartFile = z.infer<typeof chartFile>;
export type DashboardFile = z.infer<typeof dashboardFile>;
