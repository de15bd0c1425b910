/**
 * The chart-data request as a client sends it (SUPERSET_FACTS §1.2–1.3), before
 * normaliseQueryContext: most fields may be left out, deprecated names are still accepted, filter
 * operators match case-insensitively and columns and metrics are as the form data holds them.
 * queryContextErrors is the check of this shape; QueryContext is what it becomes.
 */
import type { FormColumn, FormMetric, QueryFormData } from '../wire/form-data';
import type { DatasourceRef, PostProcessingRule, QueryExtras, ResultFormat, ResultType } from './types';

export interface QueryFilterRequest {
  readonly col: FormColumn;
  readonly op: string;
  readonly val?: unknown;
  readonly grain?: string;
  readonly isExtra?: boolean;
}

export interface QueryObjectRequest {
  readonly datasource?: DatasourceRef;
  readonly result_type?: ResultType;
  readonly columns?: readonly FormColumn[];
  /** Deprecated name of `columns`. */
  readonly groupby?: readonly FormColumn[];
  /** Absent or null: raw rows (no GROUP BY). */
  readonly metrics?: readonly FormMetric[] | null;
  readonly filters?: readonly QueryFilterRequest[];
  readonly extras?: QueryExtras;
  readonly where?: string;
  readonly having?: string;
  readonly time_range?: string | null;
  readonly granularity?: string | null;
  readonly is_timeseries?: boolean;
  readonly orderby?: readonly (readonly [FormColumn | FormMetric, boolean])[];
  readonly order_desc?: boolean;
  readonly row_limit?: number | null;
  readonly row_offset?: number;
  readonly series_columns?: readonly FormColumn[];
  readonly series_limit?: number;
  readonly series_limit_metric?: FormMetric | null;
  readonly annotation_layers?: readonly Readonly<Record<string, unknown>>[];
  readonly applied_time_extras?: Readonly<Record<string, unknown>>;
  readonly post_processing?: readonly (PostProcessingRule | null)[];
  readonly time_offsets?: readonly string[];
  readonly url_params?: Readonly<Record<string, string>>;
  readonly [key: string]: unknown;
}

export interface QueryContextRequest {
  readonly datasource: DatasourceRef;
  readonly queries: readonly QueryObjectRequest[];
  readonly force?: boolean;
  readonly result_type?: ResultType;
  readonly result_format?: ResultFormat;
  readonly form_data?: QueryFormData | null;
  readonly custom_cache_timeout?: number | null;
}
