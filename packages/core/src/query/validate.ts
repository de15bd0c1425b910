// Type checks of a raw chart-data body (§1.2–1.6) before normalisation, with Superset's
// marshmallow error shape: `{"queries": {"0": {"extras": {"where": ["Not a valid string."]}}}}`.
// Only fields the engine reads are checked; unknown keys pass (Superset drops them). Semantic
// checks (known aggregates, a SIMPLE metric's column, ...) stay in normalise.ts.
import { DATASOURCE_TYPES, RESULT_FORMATS, RESULT_TYPES } from './context-enums';
import { FILTER_OPERATORS } from './types';

/** Field → messages, nested like the body (list items under their index as a string). */
export interface FieldErrors {
  readonly [field: string]: readonly string[] | FieldErrors;
}
type Problems = readonly string[] | FieldErrors;
/** undefined when the value is fine. */
type Check = (value: unknown) => Problems | undefined;

const NOT_STRING = 'Not a valid string.';
const NOT_INTEGER = 'Not a valid integer.';
const NOT_BOOLEAN = 'Not a valid boolean.';
const NOT_LIST = 'Not a valid list.';
const NOT_MAPPING = 'Not a valid mapping type.';
const MISSING = 'Missing data for required field.';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const string: Check = (v) => (typeof v === 'string' ? undefined : [NOT_STRING]);
const boolean: Check = (v) => (typeof v === 'boolean' ? undefined : [NOT_BOOLEAN]);
const integer: Check = (v) => (typeof v === 'number' && Number.isSafeInteger(v) ? undefined : [NOT_INTEGER]);
const nonNegativeInteger: Check = (v) =>
  integer(v) ?? ((v as number) < 0 ? ['Must be greater than or equal to 0.'] : undefined);
const oneOf =
  (choices: readonly string[], caseInsensitive = false): Check =>
  (v) => {
    const wanted = caseInsensitive && typeof v === 'string' ? v.trim().toUpperCase() : v;
    return choices.includes(wanted as string) ? undefined : [`Must be one of: ${choices.join(', ')}.`];
  };

/** null and absent are fine (Superset's allow_none); anything else must pass `check`. */
const optional =
  (check: Check): Check =>
  (v) =>
    v == null ? undefined : check(v);
const required =
  (check: Check): Check =>
  (v) =>
    v === undefined ? [MISSING] : v === null ? ['Field may not be null.'] : check(v);

const list =
  (item: Check): Check =>
  (v) => {
    if (!Array.isArray(v)) return [NOT_LIST];
    const errors: Record<string, Problems> = {};
    v.forEach((entry, i) => {
      const problem = item(entry);
      if (problem) errors[String(i)] = problem;
    });
    return Object.keys(errors).length > 0 ? errors : undefined;
  };

const object =
  (shape: Readonly<Record<string, Check>>): Check =>
  (v) => {
    if (!isRecord(v)) return [NOT_MAPPING];
    const errors: Record<string, Problems> = {};
    for (const [key, check] of Object.entries(shape)) {
      const problem = check(v[key]);
      if (problem) errors[key] = problem;
    }
    return Object.keys(errors).length > 0 ? errors : undefined;
  };

const mapping =
  (value?: Check): Check =>
  (v) => {
    if (!isRecord(v)) return [NOT_MAPPING];
    return value ? object(Object.fromEntries(Object.keys(v).map((k) => [k, value])))(v) : undefined;
  };

/** A column name, or an adhoc column `{sqlExpression, label}`. */
const column: Check = (v) =>
  typeof v === 'string'
    ? undefined
    : isRecord(v)
      ? object({
          sqlExpression: required(string),
          label: optional(string),
          expressionType: optional(oneOf(['SQL'])),
          columnType: optional(oneOf(['BASE_AXIS', 'SERIES'])),
          timeGrain: optional(string),
        })(v)
      : ['Not a valid column: give a column name or {sqlExpression, label}.'];

/** A saved metric name, or an adhoc metric (SIMPLE or SQL; legacy `{label}`). */
const metric: Check = (v) => {
  if (typeof v === 'string') return undefined;
  if (!isRecord(v)) return ['Not a valid metric: give a metric name or an adhoc metric.'];
  const common = { label: optional(string), expressionType: optional(oneOf(['SIMPLE', 'SQL'])) };
  if (v.expressionType === 'SIMPLE') {
    return object({
      ...common,
      aggregate: required(string),
      column: optional(object({ column_name: required(string) })),
    })(v);
  }
  if (v.expressionType === 'SQL') return object({ ...common, sqlExpression: required(string) })(v);
  return object({ ...common, label: v.expressionType === undefined ? required(string) : common.label })(v);
};

const scalar = (v: unknown) => v === null || ['string', 'number', 'boolean'].includes(typeof v);
const filterValue: Check = (v) =>
  scalar(v) || (Array.isArray(v) && v.every(scalar))
    ? undefined
    : ['Not a valid value: give a string, number, boolean, null or a list of them.'];

const filter = object({
  col: required(column),
  op: required(oneOf(FILTER_OPERATORS, true)),
  val: (v) => (v === undefined ? undefined : filterValue(v)),
  grain: optional(string),
  isExtra: optional(boolean),
});

/** `[column or metric, ascending]`. */
const orderBy: Check = (v) => {
  if (!Array.isArray(v) || v.length !== 2)
    return ['Not a valid orderby: give [column_or_metric, ascending].'];
  const target = v[0];
  const errors: Record<string, Problems> = {};
  const targetProblem =
    typeof target === 'string' || isRecord(target)
      ? object({ label: optional(string), sqlExpression: optional(string) })(
          typeof target === 'string' ? {} : target,
        )
      : ['Not a valid column or metric.'];
  if (targetProblem) errors['0'] = targetProblem;
  const ascending = boolean(v[1]);
  if (ascending) errors['1'] = ascending;
  return Object.keys(errors).length > 0 ? errors : undefined;
};

const extras = object({
  where: optional(string),
  having: optional(string),
  time_grain_sqla: optional(string),
  relative_start: optional(string),
  relative_end: optional(string),
  instant_time_comparison_range: optional(string),
});

const datasource: Check = (v) =>
  typeof v === 'string'
    ? undefined
    : object({
        id: required((id) =>
          (typeof id === 'number' && Number.isSafeInteger(id)) || (typeof id === 'string' && id !== '')
            ? undefined
            : ['Not a valid id: give an integer or a uuid.'],
        ),
        type: optional(oneOf(DATASOURCE_TYPES)),
      })(v);

const postProcessingRule = optional(object({ operation: required(string), options: optional(mapping()) }));

const queryObject = object({
  datasource: optional(datasource),
  result_type: optional(oneOf(RESULT_TYPES)),
  columns: optional(list(column)),
  groupby: optional(list(column)),
  metrics: optional(list(metric)),
  filters: optional(list(filter)),
  extras: optional(extras),
  where: optional(string),
  having: optional(string),
  time_range: optional(string),
  granularity: optional(string),
  granularity_sqla: optional(string),
  time_shift: optional(string),
  is_timeseries: optional(boolean),
  order_desc: optional(boolean),
  orderby: optional(list(orderBy)),
  row_limit: optional(nonNegativeInteger),
  row_offset: optional(nonNegativeInteger),
  series_columns: optional(list(column)),
  series_limit: optional(nonNegativeInteger),
  timeseries_limit: optional(nonNegativeInteger),
  series_limit_metric: optional(metric),
  timeseries_limit_metric: optional(metric),
  group_others_when_limit_reached: optional(boolean),
  apply_fetch_values_predicate: optional(boolean),
  is_rowcount: optional(boolean),
  annotation_layers: optional(list(mapping())),
  applied_time_extras: optional(mapping()),
  post_processing: optional(list(postProcessingRule)),
  time_offsets: optional(list(string)),
  url_params: optional(mapping(string)),
});

const queryContext = object({
  datasource: required(datasource),
  queries: required(list(queryObject)),
  force: optional(boolean),
  result_type: optional(oneOf(RESULT_TYPES)),
  result_format: optional(oneOf(RESULT_FORMATS)),
  form_data: optional(mapping()),
  custom_cache_timeout: optional(integer),
});

/** The type problems of a raw chart-data body, or null when every field the engine reads is well typed. */
export function queryContextErrors(body: unknown): FieldErrors | null {
  if (!isRecord(body)) return { _schema: ['Invalid input type: the body must be a JSON object.'] };
  const problems = queryContext(body);
  return problems ? (problems as FieldErrors) : null;
}
