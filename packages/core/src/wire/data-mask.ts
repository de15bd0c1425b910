/**
 * What a dashboard hands its charts (SUPERSET_FACTS §7.3): each native filter and each
 * cross-filtering chart owns a data mask; its `extraFormData` is merged into the form data of the
 * charts in scope (see mergeExtraFormData), `filterState` is what the filter shows.
 */
import { z } from 'zod';
import { adhocFilterSchema } from './form-data-parts';

// Mutable lists: form data lives in the web app's store, whose drafts (immer) cannot hold readonly arrays.
const list = <T extends z.ZodType>(item: T) => z.array(item);

/** An appended filter: `{col, op, val}`, e.g. `{col: "country", op: "IN", val: ["France"]}`. */
export const extraFilterSchema = z.looseObject({
  col: z.union([z.string(), z.looseObject({ sqlExpression: z.string() })]),
  op: z.string(),
  val: z.unknown().optional(),
});

export const extraFormDataSchema = z.looseObject({
  // appended to the chart's own
  filters: list(extraFilterSchema).optional(),
  adhoc_filters: list(adhocFilterSchema).optional(),
  interactive_groupby: list(z.unknown()).optional(),
  interactive_highlight: list(z.unknown()).optional(),
  interactive_drilldown: list(z.unknown()).optional(),
  custom_form_data: z.record(z.string(), z.unknown()).optional(),
  // replace the chart's own
  granularity: z.string().nullish(),
  granularity_sqla: z.string().nullish(),
  time_column: z.string().nullish(),
  time_grain: z.string().nullish(),
  time_range: z.string().nullish(),
  time_grain_sqla: z.string().nullish(),
  relative_start: z.string().nullish(),
  relative_end: z.string().nullish(),
});

export const filterStateSchema = z.looseObject({
  value: z.unknown().optional(),
  label: z.string().nullish(),
  validateStatus: z.string().nullish(),
});

export const dataMaskSchema = z.looseObject({
  id: z.string().optional(),
  extraFormData: extraFormDataSchema.optional(),
  filterState: filterStateSchema.optional(),
  ownState: z.record(z.string(), z.unknown()).optional(),
});

/** Which kind of owner a data mask has. */
export const DATA_MASK_TYPES = ['nativeFilters', 'crossFilters'] as const;
export type DataMaskType = (typeof DATA_MASK_TYPES)[number];

export type ExtraFilter = z.infer<typeof extraFilterSchema>;
export type ExtraFormData = z.infer<typeof extraFormDataSchema>;
export type FilterState = z.infer<typeof filterStateSchema>;
export type DataMask = z.infer<typeof dataMaskSchema>;
/** The dashboard's data masks: `{<filter id or chart id>: DataMask}`. */
export type DataMaskState = Readonly<Record<string, DataMask>>;
