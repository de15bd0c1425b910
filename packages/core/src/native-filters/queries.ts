/**
 * The queries a filter sends for its choices, as Superset's filter plugins build them: the select
 * filter's distinct values of its column (Select/buildQuery: the column grouped with no metric,
 * nulls left out, sorted, at most 1000 rows) and the range filter's MIN and MAX (Range/buildQuery).
 * Both carry the filter's pre-filters (adhoc filters and time range) and, for a select, its
 * cascade parents' values as extra form data.
 */
import { asArray, baseQueryObject, queryContext, withExtraFormData } from '../charts/shared/form-data';
import type { QueryContextRequest, QueryFilterRequest } from '../query/request';
import type { NativeFilter } from '../wire/dashboard-metadata';
import type { ExtraFormData } from '../wire/data-mask';
import type { QueryFormData } from '../wire/form-data';
import type { AdhocFilter } from '../wire/form-data-parts';
import { controlValue, filterTargetColumn } from './masks';

/** Superset's SELECT_FILTER_ROW_LIMIT: "at most 1000 choices load". */
export const SELECT_FILTER_ROW_LIMIT = 1000;

export interface FilterQueryOptions {
  /** The cascade parents' extra form data (cascadeExtraFormData). */
  readonly dependencies?: ExtraFormData;
  /** Text typed in a select whose options are searched on the server (searchAllOptions). */
  readonly search?: string;
}

/** Superset's nativeFilters getFormData: the filter as a chart's form data. */
export function nativeFilterFormData(filter: NativeFilter, dependencies: ExtraFormData = {}): QueryFormData {
  const datasetId = filter.targets[0]?.datasetId;
  if (datasetId === undefined) throw new Error(`The filter “${filter.name}” has no dataset.`);
  const column = filterTargetColumn(filter);
  const timeRange = typeof filter.time_range === 'string' ? filter.time_range : undefined;
  const granularity = typeof filter.granularity_sqla === 'string' ? filter.granularity_sqla : undefined;
  return {
    ...filter.controlValues,
    datasource: `${datasetId}__table`,
    viz_type: filter.filterType,
    ...(column ? { groupby: [column] } : {}),
    ...(typeof filter.sortMetric === 'string' && filter.sortMetric ? { sortMetric: filter.sortMetric } : {}),
    adhoc_filters: asArray<AdhocFilter>(filter.adhoc_filters),
    extra_form_data: dependencies,
    ...(timeRange ? { time_range: timeRange } : {}),
    ...(granularity ? { granularity_sqla: granularity, granularity } : {}),
    row_limit: SELECT_FILTER_ROW_LIMIT,
    native_filter_id: filter.id,
  };
}

/** The select filter's query for its choices. */
export function buildSelectFilterQuery(
  filter: NativeFilter,
  options: FilterQueryOptions = {},
): QueryContextRequest {
  const column = filterTargetColumn(filter);
  if (!column) throw new Error(`The filter “${filter.name}” has no column.`);
  const formData = nativeFilterFormData(filter, options.dependencies);
  const merged = withExtraFormData(formData);
  const base = baseQueryObject(merged, SELECT_FILTER_ROW_LIMIT);
  // Superset's DEFAULT_FORM_DATA: ascending unless the filter says otherwise.
  const ascending = controlValue(filter, 'sortAscending') !== false;
  const sortMetric = typeof filter.sortMetric === 'string' && filter.sortMetric ? filter.sortMetric : null;
  const search = options.search?.trim();
  const filters: QueryFilterRequest[] = [
    ...(base.filters ?? []),
    { col: column, op: 'IS NOT NULL' },
    ...(search ? [{ col: column, op: 'ILIKE', val: `%${search}%` }] : []),
  ];
  return queryContext(formData, [
    {
      ...base,
      columns: [column],
      metrics: sortMetric ? [sortMetric] : [],
      filters,
      orderby: sortMetric || ascending ? [[sortMetric ?? column, ascending]] : [],
      apply_fetch_values_predicate: true,
    },
  ]);
}

/** The range filter's query: MIN and MAX of its column, labelled `min` and `max`. */
export function buildRangeFilterQuery(filter: NativeFilter): QueryContextRequest {
  const column = filterTargetColumn(filter);
  if (!column) throw new Error(`The filter “${filter.name}” has no column.`);
  const formData = nativeFilterFormData(filter);
  const merged = withExtraFormData(formData);
  const bound = (aggregate: 'MIN' | 'MAX', label: string) => ({
    expressionType: 'SIMPLE' as const,
    aggregate,
    column: { column_name: column },
    hasCustomLabel: true,
    label,
  });
  return queryContext(formData, [
    {
      ...baseQueryObject(merged, SELECT_FILTER_ROW_LIMIT),
      columns: [],
      metrics: [bound('MIN', 'min'), bound('MAX', 'max')],
    },
  ]);
}
