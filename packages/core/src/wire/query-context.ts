/**
 * The body of `POST /api/v1/chart/data` as a client sends it (SUPERSET_FACTS §1.2–1.6, Superset's
 * ChartDataQueryContextSchema): the zod twin of `QueryContextRequest` (query/request.ts). Loose
 * like Superset's schema: unknown keys pass, deprecated names are still accepted. The server
 * validates this body with `queryContextErrors` (query/validate.ts), whose messages are
 * marshmallow's; this schema documents it and types it for clients.
 */
import { z } from 'zod';
import { DATASOURCE_TYPES, RESULT_FORMATS, RESULT_TYPES } from '../query/context-enums';
import { formColumnSchema, formDataSchema, formMetricSchema } from './form-data';

const list = <T extends z.ZodType>(item: T) => z.array(item);

/** `{id, type}`: a dataset's numeric id (or a uuid) and its kind. */
export const datasourceRefSchema = z.looseObject({
  id: z.union([z.number().int(), z.string()]),
  type: z.enum(DATASOURCE_TYPES as [string, ...string[]]),
});

export const queryFilterRequestSchema = z.looseObject({
  col: formColumnSchema,
  /** One of FILTER_OPERATORS, matched case-insensitively. */
  op: z.string(),
  val: z.unknown().optional(),
  grain: z.string().optional(),
  isExtra: z.boolean().optional(),
});

export const queryObjectRequestSchema = z.looseObject({
  datasource: datasourceRefSchema.optional(),
  result_type: z.enum(RESULT_TYPES as [string, ...string[]]).optional(),
  columns: list(formColumnSchema).optional(),
  /** Deprecated name of `columns`. */
  groupby: list(formColumnSchema).optional(),
  /** Absent or null: raw rows (no GROUP BY). */
  metrics: list(formMetricSchema).nullish(),
  filters: list(queryFilterRequestSchema).optional(),
  extras: z.record(z.string(), z.unknown()).optional(),
  where: z.string().optional(),
  having: z.string().optional(),
  time_range: z.string().nullish(),
  granularity: z.string().nullish(),
  is_timeseries: z.boolean().optional(),
  /** `[column or metric, ascending]` pairs. */
  orderby: list(z.tuple([z.union([formColumnSchema, formMetricSchema]), z.boolean()])).optional(),
  order_desc: z.boolean().optional(),
  row_limit: z.number().int().nullish(),
  row_offset: z.number().int().optional(),
  series_columns: list(formColumnSchema).optional(),
  series_limit: z.number().int().optional(),
  series_limit_metric: formMetricSchema.nullish(),
  annotation_layers: list(z.record(z.string(), z.unknown())).optional(),
  applied_time_extras: z.record(z.string(), z.unknown()).optional(),
  post_processing: list(
    z.looseObject({ operation: z.string(), options: z.unknown().optional() }).nullable(),
  ).optional(),
  time_offsets: list(z.string()).optional(),
  url_params: z.record(z.string(), z.string()).optional(),
});

export const queryContextRequestSchema = z.looseObject({
  datasource: datasourceRefSchema,
  queries: list(queryObjectRequestSchema),
  force: z.boolean().optional(),
  result_type: z.enum(RESULT_TYPES as [string, ...string[]]).optional(),
  result_format: z.enum(RESULT_FORMATS as [string, ...string[]]).optional(),
  form_data: formDataSchema.partial().nullish(),
  custom_cache_timeout: z.number().int().nullish(),
});

export type QueryContextRequestWire = z.infer<typeof queryContextRequestSchema>;
