import { describe, expect, it } from 'vitest';
import type { NativeFilter } from '../wire/dashboard-metadata';
import {
  clearedDataMask,
  initialNativeFilterDataMask,
  isRequiredValueMissing,
  nativeFilterDataMask,
  rangeExtraFormData,
  selectExtraFormData,
} from './masks';

const select = (controlValues: Record<string, unknown> = {}): NativeFilter => ({
  id: 'NATIVE_FILTER-country',
  name: 'Country',
  filterType: 'filter_select',
  targets: [{ datasetId: 14, column: { name: 'country_name' } }],
  controlValues,
});
const range: NativeFilter = {
  id: 'NATIVE_FILTER-age',
  name: 'Age',
  filterType: 'filter_range',
  targets: [{ datasetId: 14, column: { name: 'age' } }],
};
const typed = (filterType: string): NativeFilter => ({
  id: `NATIVE_FILTER-${filterType}`,
  name: filterType,
  filterType,
  targets: [],
});

describe('select filter masks', () => {
  it('filters IN the chosen values (SUPERSET_FACTS §7.3)', () => {
    expect(nativeFilterDataMask(select(), ['France'])).toEqual({
      extraFormData: { filters: [{ col: 'country_name', op: 'IN', val: ['France'] }] },
      filterState: { value: ['France'], label: 'France' },
    });
  });

  it('with inverse selection filters NOT IN and says the values are excluded', () => {
    expect(nativeFilterDataMask(select({ inverseSelection: true }), ['France', 'Chad'])).toEqual({
      extraFormData: { filters: [{ col: 'country_name', op: 'NOT IN', val: ['France', 'Chad'] }] },
      filterState: { value: ['France', 'Chad'], label: 'France, Chad (excluded)' },
    });
  });

  it('applies nothing when empty, but a required empty filter selects nothing', () => {
    expect(nativeFilterDataMask(select(), [])).toEqual({
      extraFormData: {},
      filterState: { value: null, label: undefined },
    });
    expect(nativeFilterDataMask(select({ enableEmptyFilter: true }), null).extraFormData).toEqual({
      adhoc_filters: [{ expressionType: 'SQL', clause: 'WHERE', sqlExpression: '1 = 0' }],
    });
    expect(selectExtraFormData('c', null, { emptyFilter: true, inverseSelection: false })).toHaveProperty(
      'adhoc_filters',
    );
  });

  it('takes a single value as a list of one', () => {
    expect(nativeFilterDataMask(select(), 'France').filterState?.value).toEqual(['France']);
  });
});

describe('range, time, time grain and time column masks', () => {
  it('range: >= and <= for each bound that is set', () => {
    expect(nativeFilterDataMask(range, [10, 20])).toEqual({
      extraFormData: {
        filters: [
          { col: 'age', op: '>=', val: 10 },
          { col: 'age', op: '<=', val: 20 },
        ],
      },
      filterState: { value: [10, 20], label: '10 ≤ age ≤ 20' },
    });
    expect(rangeExtraFormData('age', [null, 5])).toEqual({ filters: [{ col: 'age', op: '<=', val: 5 }] });
    expect(nativeFilterDataMask(range, [null, null])).toEqual({
      extraFormData: {},
      filterState: { value: null, label: undefined },
    });
  });

  it('time: the range string, and nothing for "No filter"', () => {
    expect(nativeFilterDataMask(typed('filter_time'), 'Last week').extraFormData).toEqual({
      time_range: 'Last week',
    });
    expect(nativeFilterDataMask(typed('filter_time'), 'No filter')).toEqual({
      extraFormData: {},
      filterState: { value: null, label: undefined },
    });
  });

  it('time grain → time_grain_sqla, time column → granularity_sqla', () => {
    expect(nativeFilterDataMask(typed('filter_timegrain'), ['P1M'], 'Month')).toEqual({
      extraFormData: { time_grain_sqla: 'P1M' },
      filterState: { value: ['P1M'], label: 'Month' },
    });
    expect(nativeFilterDataMask(typed('filter_timecolumn'), 'order_date').extraFormData).toEqual({
      granularity_sqla: 'order_date',
    });
    expect(nativeFilterDataMask(typed('filter_timegrain'), []).extraFormData).toEqual({});
  });

  it('a cleared filter stages null, [null, null] for a range', () => {
    expect(clearedDataMask(select()).filterState?.value).toBeNull();
    expect(clearedDataMask(range)).toEqual({
      extraFormData: {},
      filterState: { value: null, label: undefined },
    });
  });
});

describe('initialNativeFilterDataMask', () => {
  it('starts from each filter’s default mask and skips dividers', () => {
    const masks = initialNativeFilterDataMask([
      { ...select(), defaultDataMask: { extraFormData: {}, filterState: {}, ownState: {} } },
      { id: 'NATIVE_FILTER_DIVIDER-1', type: 'DIVIDER', title: 'More' },
      {
        ...typed('filter_time'),
        defaultDataMask: { extraFormData: { time_range: 'Last year' }, filterState: { value: 'Last year' } },
      },
    ]);
    expect(masks).toEqual({
      'NATIVE_FILTER-country': { id: 'NATIVE_FILTER-country', extraFormData: {}, filterState: {} },
      'NATIVE_FILTER-filter_time': {
        id: 'NATIVE_FILTER-filter_time',
        extraFormData: { time_range: 'Last year' },
        filterState: { value: 'Last year' },
      },
    });
  });

  it('rebuilds the extra form data of a default value saved without it', () => {
    const masks = initialNativeFilterDataMask([
      { ...select(), defaultDataMask: { filterState: { value: ['Chad'] } } },
    ]);
    expect(masks['NATIVE_FILTER-country']?.extraFormData).toEqual({
      filters: [{ col: 'country_name', op: 'IN', val: ['Chad'] }],
    });
  });
});

describe('isRequiredValueMissing', () => {
  it('only for a required filter without a value', () => {
    const required = select({ enableEmptyFilter: true });
    expect(isRequiredValueMissing(required, undefined)).toBe(true);
    expect(isRequiredValueMissing(required, { filterState: { value: [] } })).toBe(true);
    expect(isRequiredValueMissing(required, { filterState: { value: ['Chad'] } })).toBe(false);
    expect(isRequiredValueMissing(select(), undefined)).toBe(false);
  });
});
