import rison from 'rison';
import { describe, expect, it } from 'vitest';
import {
  dashboardUrlParams,
  dataMaskFromStored,
  filterStateKeyToRestore,
  permalinkTarget,
  urlWithFilterStateKey,
} from './dashboardUrl';

const east = {
  extraFormData: { filters: [{ col: 'region', op: 'IN', val: ['east'] }] },
  filterState: { value: ['east'] },
};

describe('filterStateKeyToRestore', () => {
  it('answers the key unless the address already carries the filters', () => {
    expect(filterStateKeyToRestore('?native_filters_key=abc')).toBe('abc');
    expect(filterStateKeyToRestore('?native_filters_key=abc&native_filters=(x:1)')).toBeNull();
    expect(filterStateKeyToRestore('?standalone=1')).toBeNull();
  });
});

describe('urlWithFilterStateKey', () => {
  it('sets the key and keeps the rest', () => {
    expect(urlWithFilterStateKey('http://h/superset/dashboard/3/?a=1#CHART-2', 'K')).toBe(
      'http://h/superset/dashboard/3/?a=1&native_filters_key=K#CHART-2',
    );
  });
});

describe('dataMaskFromStored', () => {
  it('reads JSON text or an object, keyed by filter id', () => {
    expect(dataMaskFromStored(JSON.stringify({ 'NATIVE_FILTER-a': east }))).toEqual({
      'NATIVE_FILTER-a': { ...east, id: 'NATIVE_FILTER-a' },
    });
    expect(dataMaskFromStored({ 'NATIVE_FILTER-a': east })['NATIVE_FILTER-a']?.filterState).toEqual({
      value: ['east'],
    });
  });

  it('gives nothing for text that is not a mask map', () => {
    expect(dataMaskFromStored('{')).toEqual({});
    expect(dataMaskFromStored('[1]')).toEqual({});
    expect(dataMaskFromStored(null)).toEqual({});
  });
});

describe('permalinkTarget', () => {
  it('opens the dashboard with the filters, url parameters and anchor', () => {
    const target = permalinkTarget('http://h', '12', {
      dataMask: { 'NATIVE_FILTER-a': east },
      urlParams: [['standalone', '1']],
      anchor: 'CHART-4',
    });
    const url = new URL(target, 'http://h');
    expect(url.pathname).toBe('/superset/dashboard/12/');
    expect(url.searchParams.get('standalone')).toBe('1');
    expect(rison.decode(url.searchParams.get('native_filters') ?? '')).toEqual({ 'NATIVE_FILTER-a': east });
    expect(url.hash).toBe('#CHART-4');
  });

  it('opens a dashboard by slug without filters', () => {
    expect(permalinkTarget('http://h', 'sales', {})).toBe('/superset/dashboard/sales/');
  });
});

describe('dashboardUrlParams', () => {
  it('leaves out the state parameters a permalink replaces', () => {
    expect(dashboardUrlParams('?native_filters_key=k&native_filters=(a:1)&standalone=2')).toEqual([
      ['standalone', '2'],
    ]);
  });
});
