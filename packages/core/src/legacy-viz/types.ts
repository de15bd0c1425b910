/**
 * Legacy charts (Superset's viz.py, the `/superset/explore_json/` endpoint): each viz type refines
 * BaseViz's query object and reshapes the query's rows into the `data` its front-end plugin reads.
 * Everything here is pure; the server runs the queries and calls `getData` with their rows.
 */

/** A legacy chart's form data, as saved in `slices.params` or sent by the client. */
export type LegacyFormData = Readonly<Record<string, unknown>>;

/** One result row; temporal values are epoch milliseconds, the time axis is `__timestamp`. */
export type LegacyRow = Record<string, unknown>;

/**
 * A query object in Superset's QueryObject shape before normalisation (`columns`, `metrics`,
 * `filters`, `extras`, `granularity`, `is_timeseries`, `row_limit`, `orderby`, `series_limit`,
 * `time_offsets`, ...): what BaseViz.query_obj builds, in the v1 vocabulary.
 */
export type LegacyQuery = Record<string, unknown>;

/** The rows of one query. */
export interface LegacyQueryResult {
  readonly rows: readonly LegacyRow[];
  readonly colnames: readonly string[];
}

export interface LegacyVizInput extends LegacyQueryResult {
  readonly formData: LegacyFormData;
  /** The main query object as run (after `queryObject`). */
  readonly query: LegacyQuery;
  /** Labels of BaseViz.metric_dict: every metric of the form data, in METRIC_KEYS order. */
  readonly metricLabels: readonly string[];
  /** Results of `extraQueries`, in the same order. */
  readonly extra: readonly LegacyQueryResult[];
  /** The request's clock (whole seconds), for viz types that resolve time ranges themselves. */
  readonly now?: Date;
}

export interface LegacyViz {
  /** Stable id: Superset's viz_type. */
  readonly id: string;
  /** Display name (Superset's verbose_name); may change. */
  readonly name: string;
  /** Former viz_type ids still answered by this viz. */
  readonly aliasIds?: readonly string[];
  /** BaseViz.is_timeseries: the query groups by the time axis (`__timestamp`). */
  readonly isTimeseries?: boolean;
  /**
   * The viz's query_obj: refines BaseViz's query (already holding filters, time range, groupby +
   * columns, every metric key, row limit, series limit). Throws LegacyVizError for missing or
   * inconsistent controls ("Pick a metric!"). Returning null skips the query (data is null).
   */
  readonly queryObject?: (base: LegacyQuery, formData: LegacyFormData) => LegacyQuery | null;
  /** Further queries the viz needs (time comparison, ...), run in the same request. */
  readonly extraQueries?: (query: LegacyQuery, formData: LegacyFormData) => LegacyQuery[];
  /**
   * The viz's get_data. Not called when the main query returns no rows (the payload's data is
   * then null, as Superset's `if df.empty: return None`), unless `dataWhenEmpty` is set.
   */
  readonly getData: (input: LegacyVizInput) => unknown;
  /** Call getData even for an empty result. */
  readonly dataWhenEmpty?: boolean;
  /**
   * Saved charts the viz is made of (deck_multi's layers): the server loads those the user may
   * see from `slices` and passes them to getData as `rows` (columns of the `slices` table,
   * `params` as JSON text), in place of a query.
   */
  readonly savedChartIds?: (formData: LegacyFormData) => number[];
}
