// The Superset query context as it travels on the wire (SUPERSET_FACTS §1.2–1.6), after
// normalisation: deprecated keys renamed, top-level where/having moved into extras, defaults filled.

export type DatasourceType = 'table' | 'dataset' | 'query' | 'saved_query' | 'view' | 'semantic_view';

export type ResultType =
  | 'full'
  | 'columns'
  | 'query'
  | 'results'
  | 'samples'
  | 'timegrains'
  | 'post_processed'
  | 'drill_detail';

export type ResultFormat = 'json' | 'csv' | 'xlsx';

/** The filter operators of §1.6, spelled as on the wire (matched case-insensitively on load). */
export const FILTER_OPERATORS = [
  '==',
  '!=',
  '>',
  '<',
  '>=',
  '<=',
  'LIKE',
  'NOT LIKE',
  'ILIKE',
  'IS NULL',
  'IS NOT NULL',
  'IN',
  'NOT IN',
  'IS TRUE',
  'IS FALSE',
  'TEMPORAL_RANGE',
] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

export const METRIC_AGGREGATES = ['AVG', 'COUNT', 'COUNT_DISTINCT', 'MAX', 'MIN', 'SUM'] as const;
export type MetricAggregate = (typeof METRIC_AGGREGATES)[number];

/** An x-axis or dimension given as SQL; `BASE_AXIS` with `timeGrain` buckets time. */
export interface AdhocColumn {
  readonly label?: string;
  readonly sqlExpression: string;
  readonly expressionType?: 'SQL';
  readonly columnType?: 'BASE_AXIS' | 'SERIES';
  readonly timeGrain?: string | null;
  readonly hasCustomLabel?: boolean;
  readonly optionName?: string;
  readonly isColumnReference?: boolean;
}

/** A physical or saved-expression column name, or an adhoc SQL column. */
export type QueryColumn = string | AdhocColumn;

/** The dataset column an adhoc SIMPLE metric aggregates (Superset sends the whole column record). */
export interface AdhocMetricColumn {
  readonly column_name: string;
  readonly type?: string | null;
  readonly expression?: string | null;
  readonly is_dttm?: boolean;
}

interface AdhocMetricBase {
  readonly label?: string;
  readonly hasCustomLabel?: boolean;
  readonly optionName?: string;
  readonly timeGrain?: string;
  readonly isExtra?: boolean;
}

export interface AdhocMetricSimple extends AdhocMetricBase {
  readonly expressionType: 'SIMPLE';
  readonly aggregate: MetricAggregate;
  /** Absent only for COUNT, which then counts rows: `COUNT(*)`. */
  readonly column?: AdhocMetricColumn | null;
}

export interface AdhocMetricSQL extends AdhocMetricBase {
  readonly expressionType: 'SQL';
  readonly sqlExpression: string;
}

export type AdhocMetric = AdhocMetricSimple | AdhocMetricSQL;

/** A saved metric name or an adhoc metric. */
export type QueryMetric = string | AdhocMetric;

export type FilterScalar = string | number | boolean | null;
export type FilterValue = FilterScalar | readonly FilterScalar[];

export interface QueryFilter {
  readonly col: QueryColumn;
  readonly op: FilterOperator;
  readonly val?: FilterValue;
  readonly grain?: string;
  readonly isExtra?: boolean;
}

/** `[column or metric, ascending]`. */
export type OrderByClause = readonly [QueryColumn | QueryMetric, boolean];

export interface QueryExtras {
  readonly where?: string;
  readonly having?: string;
  readonly time_grain_sqla?: string | null;
  readonly relative_start?: string;
  readonly relative_end?: string;
  readonly instant_time_comparison_range?: string;
}

export interface PostProcessingRule {
  readonly operation: string;
  readonly options?: Readonly<Record<string, unknown>>;
}

export interface DatasourceRef {
  readonly id: number | string;
  readonly type: DatasourceType;
}

/** One entry of `queries[]`, normalised (see normaliseQueryObject). */
export interface QueryObject {
  readonly datasource?: DatasourceRef;
  readonly result_type?: ResultType;
  readonly columns: readonly QueryColumn[];
  /** null = raw rows (no GROUP BY); an array, even empty, = aggregate. */
  readonly metrics: readonly QueryMetric[] | null;
  readonly filters: readonly QueryFilter[];
  readonly extras: QueryExtras;
  readonly time_range?: string | null;
  readonly granularity?: string | null;
  readonly is_timeseries: boolean;
  readonly orderby: readonly OrderByClause[];
  readonly order_desc: boolean;
  /** null = the server's default; 0 = no limit. */
  readonly row_limit: number | null;
  readonly row_offset: number;
  readonly series_columns: readonly QueryColumn[];
  readonly series_limit: number;
  readonly series_limit_metric?: QueryMetric | null;
  readonly group_others_when_limit_reached?: boolean;
  readonly annotation_layers: readonly Readonly<Record<string, unknown>>[];
  readonly applied_time_extras: Readonly<Record<string, unknown>>;
  readonly apply_fetch_values_predicate?: boolean;
  readonly post_processing: readonly PostProcessingRule[];
  readonly time_offsets: readonly string[];
  readonly time_shift?: string | null;
  readonly url_params: Readonly<Record<string, string>>;
  readonly is_rowcount?: boolean;
}

export interface QueryContext {
  readonly datasource: DatasourceRef;
  readonly queries: readonly QueryObject[];
  readonly force: boolean;
  readonly result_type: ResultType;
  readonly result_format: ResultFormat;
  readonly form_data?: Readonly<Record<string, unknown>> | null;
  readonly custom_cache_timeout?: number | null;
}

/** The legacy label of the time column when `is_timeseries` with `granularity`. */
export const DTTM_ALIAS = '__timestamp';
/** Separator of time-comparison columns: `<metric>__<offset>`. */
export const TIME_COMPARISON_SEPARATOR = '__';
