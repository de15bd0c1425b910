// Names and sizes of the position_json layout (SUPERSET_FACTS §7.1), apart from its schema so a
// bundle that needs only these constants does not carry zod.

export const COMPONENT_TYPES = [
  'ROOT',
  'GRID',
  'HEADER',
  'ROW',
  'COLUMN',
  'CHART',
  'MARKDOWN',
  'DIVIDER',
  'TABS',
  'TAB',
  'DYNAMIC',
] as const;
export type ComponentType = (typeof COMPONENT_TYPES)[number];

export const ROOT_ID = 'ROOT_ID';
export const GRID_ID = 'GRID_ID';
export const HEADER_ID = 'HEADER_ID';
export const DASHBOARD_VERSION_KEY = 'DASHBOARD_VERSION_KEY';
export const GRID_COLUMN_COUNT = 12;
export const GRID_BASE_UNIT = 8;
export const GRID_GUTTER_SIZE = 16;
export const GRID_MIN_ROW_UNITS = 5;
export const GRID_MAX_ROW_UNITS = 100;
export const GRID_DEFAULT_CHART_WIDTH = 4;
export const DEFAULT_CHART_HEIGHT = 50;
