// Column type codes of chart-data answers, apart from the schemas so the web bundle needs no zod for them.

/** Superset's GenericDataType codes, as sent in `coltypes`. */
export const GenericDataType = {
  NUMERIC: 0,
  STRING: 1,
  TEMPORAL: 2,
  BOOLEAN: 3,
} as const;
export type GenericDataType = (typeof GenericDataType)[keyof typeof GenericDataType];
