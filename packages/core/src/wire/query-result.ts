/**
 * One entry of `result[]` in the answer of `POST /api/v1/chart/data` (SUPERSET_FACTS §1.8,
 * ChartDataResponseResult). A `full` answer carries every field; `results`, `samples` and
 * `drill_detail` only the data ones; `query` answers `{query, language}` and no rows.
 */
import { z } from 'zod';

/** The `status` of a chart-data result (QueryStatus, restricted as Superset's schema does). */
export const QUERY_RESULT_STATUSES = [
  'stopped',
  'failed',
  'pending',
  'running',
  'scheduled',
  'success',
  'timed_out',
] as const;

const list = <T extends z.ZodType>(item: T) => z.array(item).readonly();
const epochMs = z.number().nullish();

export const queryResultSchema = z.looseObject({
  /** Row objects; temporal values are epoch milliseconds. */
  data: list(z.record(z.string(), z.unknown())),
  colnames: list(z.string()),
  /** GenericDataType codes, one per column. */
  coltypes: list(z.number().int()),
  /** Rows returned, after post-processing. */
  rowcount: z.number().int(),
  /** Rows the SQL query returned, before post-processing. */
  sql_rowcount: z.number().int().optional(),
  indexnames: list(z.unknown()).optional(),
  query: z.string().optional(),
  language: z.string().optional(),
  cache_key: z.string().nullish(),
  cached_dttm: z.string().nullish(),
  cache_timeout: z.number().int().nullish(),
  is_cached: z.boolean().nullish(),
  queried_dttm: z.string().nullish(),
  status: z.enum(QUERY_RESULT_STATUSES).optional(),
  error: z.string().nullish(),
  stacktrace: z.string().nullish(),
  applied_filters: list(z.object({ column: z.string() })).optional(),
  rejected_filters: list(z.object({ column: z.string(), reason: z.string() })).optional(),
  from_dttm: epochMs,
  to_dttm: epochMs,
  /** `{output column: [component labels]}`, e.g. `{"SUM(sales), Small": ["SUM(sales)", "Small"]}`. */
  label_map: z.record(z.string(), list(z.string())).optional(),
  annotation_data: z.record(z.string(), z.unknown()).optional(),
  applied_template_filters: list(z.string()).optional(),
  result_format: z.string().optional(),
  detected_currency: z.string().nullish(),
  warning: z.string().nullish(),
  /** Milliseconds per phase (validate, cache_lookup, compile, execute, ...): ours, not Superset's. */
  timing: z.record(z.string(), z.number()).nullish(),
});

export type QueryResult = z.infer<typeof queryResultSchema>;

/** The body of a 200 answer of `POST /api/v1/chart/data`. */
export const chartDataResponseSchema = z.looseObject({ result: list(queryResultSchema) });
export type ChartDataResponse = z.infer<typeof chartDataResponseSchema>;
