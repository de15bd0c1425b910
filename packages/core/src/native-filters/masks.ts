/**
 * What each native filter type emits (SUPERSET_FACTS §7.3): a data mask whose `extraFormData`
 * reaches the charts in scope and whose `filterState` is what the bar shows. Values follow
 * Superset's filter plugins: a select holds a list of values, a range `[lower, upper]`, a time
 * filter a time-range string, time grain and time column filters a one-item list.
 */
import { NO_TIME_RANGE } from '../time/time-range';
import type { NativeFilter } from '../wire/dashboard-metadata';
import type { DataMask, DataMaskState, ExtraFilter, ExtraFormData } from '../wire/data-mask';
import { isNativeFilter, type NativeFilterItem } from './scope';

export type SelectValue = string | number | boolean | null;
export type RangeValue = readonly [number | null, number | null];

/** The filter's column (its first target's), or null for filters without one (time). */
export function filterTargetColumn(filter: NativeFilter): string | null {
  return filter.targets[0]?.column?.name ?? null;
}

export function controlValue(filter: NativeFilter, key: string): unknown {
  return filter.controlValues?.[key];
}

/** Superset's "Filter value is required" is the control named enableEmptyFilter. */
export function isFilterRequired(filter: NativeFilter): boolean {
  return controlValue(filter, 'enableEmptyFilter') === true;
}

/**
 * Superset's getSelectExtraFormData: values → one IN (or NOT IN) filter; a required filter left
 * empty selects nothing (`1 = 0`) rather than everything.
 */
export function selectExtraFormData(
  column: string,
  values: readonly SelectValue[] | null | undefined,
  options: { readonly emptyFilter?: boolean; readonly inverseSelection?: boolean } = {},
): ExtraFormData {
  if (options.emptyFilter)
    return { adhoc_filters: [{ expressionType: 'SQL', clause: 'WHERE', sqlExpression: '1 = 0' }] };
  if (!values || values.length === 0) return {};
  return { filters: [{ col: column, op: options.inverseSelection ? 'NOT IN' : 'IN', val: [...values] }] };
}

/** Superset's getRangeExtraFormData: `>=` the lower bound and `<=` the upper, each when set. */
export function rangeExtraFormData(column: string, value: RangeValue | null | undefined): ExtraFormData {
  const [lower, upper] = value ?? [null, null];
  const filters: ExtraFilter[] = [];
  if (lower !== null && lower !== undefined) filters.push({ col: column, op: '>=', val: lower });
  if (upper !== null && upper !== undefined) filters.push({ col: column, op: '<=', val: upper });
  return filters.length > 0 ? { filters } : {};
}

export function rangeLabel(column: string, value: RangeValue | null | undefined): string | undefined {
  const [lower, upper] = value ?? [null, null];
  if (lower !== null && upper !== null) return `${lower} ≤ ${column} ≤ ${upper}`;
  if (lower !== null) return `${column} ≥ ${lower}`;
  if (upper !== null) return `${column} ≤ ${upper}`;
  return undefined;
}

function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (Array.isArray(value)) return value.length === 0 || value.every((v) => v === null || v === undefined);
  return typeof value === 'string' && (value.trim() === '' || value === NO_TIME_RANGE);
}

/** A required filter with no value: Apply stays disabled and the filter says so. */
export function isRequiredValueMissing(filter: NativeFilter, mask: DataMask | undefined): boolean {
  return isFilterRequired(filter) && isEmptyValue(mask?.filterState?.value);
}

/**
 * The data mask a filter emits for a value chosen in the bar, as each of Superset's filter plugins
 * builds it. `label` is shown where the value is listed (e.g. a chart's filter indicator).
 */
export function nativeFilterDataMask(filter: NativeFilter, value: unknown, label?: string): DataMask {
  const column = filterTargetColumn(filter) ?? '';
  const empty = isEmptyValue(value);
  switch (filter.filterType) {
    case 'filter_select': {
      const values = Array.isArray(value) ? (value as SelectValue[]) : empty ? [] : [value as SelectValue];
      const inverse = controlValue(filter, 'inverseSelection') === true;
      const emptyFilter = isFilterRequired(filter) && !inverse && values.length === 0;
      const suffix = inverse && values.length > 0 ? ' (excluded)' : '';
      return {
        extraFormData: selectExtraFormData(column, values, { emptyFilter, inverseSelection: inverse }),
        filterState: {
          value: values.length > 0 ? values : null,
          label: values.length > 0 ? `${label ?? values.map(String).join(', ')}${suffix}` : undefined,
        },
      };
    }
    case 'filter_range': {
      const [lower = null, upper = null] = Array.isArray(value) ? (value as (number | null)[]) : [];
      const range: RangeValue = [lower, upper];
      return {
        extraFormData: rangeExtraFormData(column, range),
        filterState: { value: empty ? null : range, label: rangeLabel(column, range) },
      };
    }
    case 'filter_time':
      return {
        extraFormData: empty ? {} : { time_range: String(value) },
        filterState: { value: empty ? null : String(value), label: empty ? undefined : String(value) },
      };
    case 'filter_timegrain':
    case 'filter_timecolumn': {
      const first = Array.isArray(value) ? value[0] : value;
      if (first === null || first === undefined || first === '')
        return { extraFormData: {}, filterState: { value: null } };
      const key = filter.filterType === 'filter_timegrain' ? 'time_grain_sqla' : 'granularity_sqla';
      return {
        extraFormData: { [key]: String(first) },
        filterState: { value: [String(first)], label: label ?? String(first) },
      };
    }
    default:
      return { extraFormData: {}, filterState: { value: empty ? null : value } };
  }
}

/** The value of a cleared filter: Superset stages null, `[null, null]` for a range. */
export function clearedDataMask(filter: NativeFilter): DataMask {
  return nativeFilterDataMask(filter, filter.filterType === 'filter_range' ? [null, null] : null);
}

/**
 * The data masks a dashboard starts with: each filter's `defaultDataMask` (Superset's hydration),
 * its extra form data rebuilt from the default value when the saved one is missing, as Superset's
 * filter plugins do once they load.
 */
export function initialNativeFilterDataMask(items: readonly NativeFilterItem[]): DataMaskState {
  const masks: Record<string, DataMask> = {};
  for (const item of items) {
    if (!isNativeFilter(item)) continue;
    const saved = item.defaultDataMask;
    const value = saved?.filterState?.value;
    const hasExtra = Object.keys(saved?.extraFormData ?? {}).length > 0;
    const mask = isEmptyValue(value)
      ? { extraFormData: hasExtra ? saved?.extraFormData : {}, filterState: { ...saved?.filterState } }
      : hasExtra
        ? { extraFormData: saved?.extraFormData, filterState: { ...saved?.filterState } }
        : nativeFilterDataMask(item, value, saved?.filterState?.label ?? undefined);
    masks[item.id] = { ...mask, id: item.id };
  }
  return masks;
}
