import { describe, expect, it } from 'vitest';
import { nativeFilterItems } from './NativeFiltersProvider';
import { NATIVE_FILTERS_PARAM, readUrlDataMask, urlWithDataMask } from './urlState';

const france = {
  id: 'NATIVE_FILTER-country',
  extraFormData: { filters: [{ col: 'country_name', op: 'IN', val: ['France', "Côte d'Ivoire"] }] },
  filterState: { value: ['France', "Côte d'Ivoire"], label: "France, Côte d'Ivoire" },
};

describe('native filter state in the address', () => {
  it('round-trips the applied masks through the native_filters parameter, keeping other parameters', () => {
    const href = urlWithDataMask('http://host/superset/dashboard/3/?standalone=1', {
      'NATIVE_FILTER-country': france,
      'NATIVE_FILTER-empty': { extraFormData: {}, filterState: { value: null } },
    });
    const url = new URL(href);
    expect(url.searchParams.get('standalone')).toBe('1');
    const restored = readUrlDataMask(new Set(['NATIVE_FILTER-country', 'NATIVE_FILTER-empty']), url.search);
    expect(restored).toEqual({ 'NATIVE_FILTER-country': france });
  });

  it('drops the parameter when nothing is applied, and ignores unknown ids and broken text', () => {
    const href = urlWithDataMask(`http://host/d/1/?${NATIVE_FILTERS_PARAM}=(x:1)`, {});
    expect(new URL(href).searchParams.has(NATIVE_FILTERS_PARAM)).toBe(false);
    expect(readUrlDataMask(new Set(['a']), `?${NATIVE_FILTERS_PARAM}=(b:(extraFormData:()))`)).toEqual({});
    expect(readUrlDataMask(new Set(['a']), `?${NATIVE_FILTERS_PARAM}=(a:(`)).toEqual({});
  });
});

describe('nativeFilterItems', () => {
  it('reads filters and dividers from json_metadata, leaving out what it cannot read', () => {
    const metadata = JSON.stringify({
      native_filter_configuration: [
        { id: 'NATIVE_FILTER-a', name: 'A', filterType: 'filter_select', targets: [] },
        { id: 'NATIVE_FILTER_DIVIDER-b', type: 'DIVIDER', title: 'More' },
        { id: 'NATIVE_FILTER-broken', name: 'No targets', filterType: 'filter_select', targets: 'x' },
      ],
      refresh_frequency: -5,
    });
    expect(nativeFilterItems(metadata).map((item) => item.id)).toEqual([
      'NATIVE_FILTER-a',
      'NATIVE_FILTER_DIVIDER-b',
    ]);
    expect(nativeFilterItems('{')).toEqual([]);
    expect(nativeFilterItems(null)).toEqual([]);
  });
});
