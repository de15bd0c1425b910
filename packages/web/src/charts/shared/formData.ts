import { type AdhocFilter, asArray, type QueryFormData } from '@tessera/core';
import { NO_TIME_RANGE } from './options';

// The query helpers every chart's buildQuery uses live in core (charts/shared/form-data.ts).
export {
  asArray,
  baseQueryObject,
  parseDatasource,
  queryContext,
  rowLimit,
  splitFilters,
} from '@tessera/core';

export function adhocFilters(formData: QueryFormData): AdhocFilter[] {
  return asArray<AdhocFilter>(formData.adhoc_filters);
}

const TEMPORAL_RANGE = 'TEMPORAL_RANGE';

export function isTimeRangeFilter(filter: AdhocFilter): boolean {
  return filter.expressionType === 'SIMPLE' && filter.operator === TEMPORAL_RANGE;
}

/** The chart's time range: its TEMPORAL_RANGE filter, else the legacy `time_range` key. */
export function getTimeRange(formData: QueryFormData): string {
  const filter = adhocFilters(formData).find(isTimeRangeFilter);
  if (filter && typeof filter.comparator === 'string') return filter.comparator;
  return typeof formData.time_range === 'string' ? formData.time_range : NO_TIME_RANGE;
}

/** Writes the time range the way current Superset does: one TEMPORAL_RANGE adhoc filter. */
export function withTimeRange(
  formData: QueryFormData,
  column: string | null,
  timeRange: string,
): QueryFormData {
  const others = adhocFilters(formData).filter((filter) => !isTimeRangeFilter(filter));
  const filters: AdhocFilter[] = column
    ? [
        ...others,
        {
          expressionType: 'SIMPLE',
          clause: 'WHERE',
          subject: column,
          operator: TEMPORAL_RANGE,
          comparator: timeRange,
        },
      ]
    : others;
  return { ...formData, adhoc_filters: filters, time_range: timeRange };
}
