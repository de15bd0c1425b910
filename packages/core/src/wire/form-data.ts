/**
 * Superset's form data (`slices.params`, Explore's state, `query_context.form_data`): the saved
 * values of a chart's controls. Only the keys most charts share are typed, loosely, since saved
 * charts carry every vintage of Superset; any other key passes through untouched.
 */
import { z } from 'zod';
import { extraFormDataSchema } from './data-mask';
import { adhocColumnSchema, adhocFilterSchema, adhocMetricSchema } from './form-data-parts';

// Mutable lists: form data lives in the web app's store, whose drafts (immer) cannot hold readonly arrays.
const list = <T extends z.ZodType>(item: T) => z.array(item);

/** A column name, or an adhoc SQL column. */
export const formColumnSchema = z.union([z.string(), adhocColumnSchema]);
/** A saved metric name, or an adhoc metric. */
export const formMetricSchema = z.union([z.string(), adhocMetricSchema]);

export const formDataSchema = z.looseObject({
  /** `"<id>__<type>"`, e.g. `"22__table"`. */
  datasource: z.string(),
  viz_type: z.string(),
  slice_id: z.number().int().nullish(),
  url_params: z.record(z.string(), z.unknown()).nullish(),
  metrics: list(formMetricSchema).nullish(),
  metric: formMetricSchema.nullish(),
  percent_metrics: list(formMetricSchema).nullish(),
  timeseries_limit_metric: formMetricSchema.nullish(),
  /** Old charts saved a single column as a bare string. */
  groupby: z.union([list(formColumnSchema), z.string()]).nullish(),
  columns: z.union([list(formColumnSchema), z.string()]).nullish(),
  all_columns: list(formColumnSchema).nullish(),
  x_axis: formColumnSchema.nullish(),
  adhoc_filters: list(adhocFilterSchema).nullish(),
  time_range: z.string().nullish(),
  granularity_sqla: z.string().nullish(),
  time_grain_sqla: z.string().nullish(),
  /** Superset saves the row limit as a number or, from older select controls, as text. */
  row_limit: z.union([z.number(), z.string()]).nullish(),
  order_desc: z.boolean().nullish(),
  query_mode: z.string().nullish(),
  color_scheme: z.string().nullish(),
  label_colors: z.record(z.string(), z.string()).nullish(),
  annotation_layers: list(z.record(z.string(), z.unknown())).nullish(),
  extra_form_data: extraFormDataSchema.nullish(),
  dashboards: list(z.number().int()).nullish(),
});

/**
 * A chart's saved `params`: the same, but old charts leave `datasource` out (the chart's own
 * datasource_id and datasource_type say it).
 */
export const chartParamsSchema = formDataSchema.partial({ datasource: true });

/** Superset's QueryFormData. */
export type QueryFormData = z.infer<typeof formDataSchema>;
export type ChartParams = z.infer<typeof chartParamsSchema>;
export type FormColumn = z.infer<typeof formColumnSchema>;
export type FormMetric = z.infer<typeof formMetricSchema>;
