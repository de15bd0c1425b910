/**
 * A dashboard's layout, `position_json` v2 (SUPERSET_FACTS §7.1): a flat map from component id to
 * component, plus `"DASHBOARD_VERSION_KEY": "v2"`. Unknown component types and meta keys are kept.
 */
import { z } from 'zod';

import { COMPONENT_TYPES } from './layout-constants';

const list = <T extends z.ZodType>(item: T) => z.array(item).readonly();

export const layoutMetaSchema = z.looseObject({
  /** CHART: the chart's id here, and its uuid in exports. */
  chartId: z.number().int().optional(),
  uuid: z.string().optional(),
  /** Columns of the 12-column grid. */
  width: z.number().optional(),
  /** Grid units of GRID_BASE_UNIT pixels. */
  height: z.number().optional(),
  sliceName: z.string().optional(),
  sliceNameOverride: z.string().optional(),
  /** HEADER and TAB titles. */
  text: z.string().optional(),
  defaultText: z.string().optional(),
  placeholder: z.string().optional(),
  /** MARKDOWN's text. */
  code: z.string().optional(),
  headerSize: z.string().optional(),
  /** BACKGROUND_TRANSPARENT or BACKGROUND_WHITE. */
  background: z.string().optional(),
});

export const layoutComponentSchema = z.looseObject({
  id: z.string(),
  type: z.union([z.enum(COMPONENT_TYPES), z.string()]),
  /** Exports leave it out on the title HEADER. */
  children: list(z.string()).default([]),
  /** Ancestors from ROOT_ID, in order. */
  parents: list(z.string()).optional(),
  meta: layoutMetaSchema.optional(),
});

/** position_json: components by id; DASHBOARD_VERSION_KEY maps to the version string. */
export const positionSchema = z.record(z.string(), z.union([z.string(), layoutComponentSchema]));

export type LayoutMeta = z.infer<typeof layoutMetaSchema>;
export type LayoutComponent = z.infer<typeof layoutComponentSchema>;
export type Position = Readonly<z.infer<typeof positionSchema>>;
