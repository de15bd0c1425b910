/**
 * A dashboard's `json_metadata` (SUPERSET_FACTS §7.2, DashboardJSONMetadataSchema): native
 * filters, cross-filter scoping, colours and refresh. Keys of other Superset versions pass through.
 */
import { z } from 'zod';
import { dataMaskSchema } from './data-mask';

const list = <T extends z.ZodType>(item: T) => z.array(item).readonly();
const chartIds = list(z.number().int());

/** Where a filter applies: the subtree under `rootPath`, minus the `excluded` chart ids. */
export const filterScopeSchema = z.looseObject({
  rootPath: list(z.string()),
  excluded: chartIds,
});

export const nativeFilterTargetSchema = z.looseObject({
  datasetId: z.number().int().optional(),
  /** Exports point at the dataset by uuid; an import turns it into `datasetId`. */
  datasetUuid: z.string().optional(),
  column: z.looseObject({ name: z.string() }).optional(),
});

export const nativeFilterSchema = z.looseObject({
  id: z.string(),
  type: z.literal('NATIVE_FILTER').optional(),
  name: z.string(),
  /** filter_select, filter_range, filter_time, filter_timecolumn, filter_timegrain. */
  filterType: z.string(),
  targets: list(nativeFilterTargetSchema),
  controlValues: z.record(z.string(), z.unknown()).optional(),
  defaultDataMask: dataMaskSchema.optional(),
  cascadeParentIds: list(z.string()).optional(),
  scope: filterScopeSchema.optional(),
  chartsInScope: chartIds.optional(),
  tabsInScope: list(z.string()).optional(),
  description: z.string().optional(),
});

export const nativeFilterDividerSchema = z.looseObject({
  id: z.string(),
  type: z.literal('DIVIDER'),
  title: z.string(),
  description: z.string().optional(),
});

export const crossFilterScopeSchema = z.union([z.literal('global'), filterScopeSchema]);

export const chartConfigurationSchema = z.looseObject({
  id: z.number().int(),
  crossFilters: z.looseObject({
    scope: crossFilterScopeSchema,
    chartsInScope: chartIds.optional(),
  }),
});

export const dashboardMetadataSchema = z.looseObject({
  native_filter_configuration: list(z.union([nativeFilterDividerSchema, nativeFilterSchema])).optional(),
  /** Cross-filter scoping per chart id (the keys are chart ids as text). */
  chart_configuration: z.record(z.string(), chartConfigurationSchema).optional(),
  global_chart_configuration: z
    .looseObject({ scope: filterScopeSchema, chartsInScope: chartIds.optional() })
    .optional(),
  cross_filters_enabled: z.boolean().optional(),
  color_scheme: z.string().nullish(),
  color_namespace: z.string().nullish(),
  /** Colours forced per label, `{label: "#RRGGBB"}`. */
  label_colors: z.record(z.string(), z.string()).optional(),
  /** Newer versions: a list of labels; older ones saved a dict. */
  shared_label_colors: z.union([list(z.string()), z.record(z.string(), z.unknown())]).optional(),
  map_label_colors: z.record(z.string(), z.string()).optional(),
  color_scheme_domain: list(z.string()).optional(),
  /** Seconds between automatic refreshes; 0 is off. */
  refresh_frequency: z.number().int().nonnegative().optional(),
  timed_refresh_immune_slices: chartIds.optional(),
  expanded_slices: z.record(z.string(), z.boolean()).optional(),
  expand_all_slices: z.boolean().optional(),
  stagger_refresh: z.boolean().optional(),
  stagger_time: z.number().optional(),
  /** Legacy filter-box scoping: `{filterChartId: {column: {scope, immune}}}`. */
  filter_scopes: z
    .record(z.string(), z.record(z.string(), z.looseObject({ scope: list(z.string()), immune: chartIds })))
    .optional(),
  /** Legacy filter-box values, a JSON string. */
  default_filters: z.string().optional(),
  positions: z.record(z.string(), z.unknown()).nullish(),
  filter_bar_orientation: z.enum(['VERTICAL', 'HORIZONTAL']).optional(),
});

export type FilterScope = z.infer<typeof filterScopeSchema>;
export type NativeFilter = z.infer<typeof nativeFilterSchema>;
export type NativeFilterDivider = z.infer<typeof nativeFilterDividerSchema>;
export type ChartConfiguration = z.infer<typeof chartConfigurationSchema>;
export type DashboardMetadata = z.infer<typeof dashboardMetadataSchema>;
