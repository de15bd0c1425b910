import { describe, expect, it } from 'vitest';
import type { DataMaskState } from '../wire/data-mask';
import { cascadeExtraFormData, nativeFilterExtraFormData, nativeFiltersApplied } from './apply';

const country = { col: 'country', op: 'IN', val: ['France'] };
const stage = { col: 'stage', op: 'NOT IN', val: ['Phase I'] };
const scopes = new Map([
  ['NATIVE_FILTER-country', new Set([1, 2])],
  ['NATIVE_FILTER-stage', new Set([2, 3])],
  ['NATIVE_FILTER-time', new Set([1, 2, 3])],
  ['NATIVE_FILTER-empty', new Set([1, 2, 3])],
]);
const masks: DataMaskState = {
  'NATIVE_FILTER-country': { extraFormData: { filters: [country] }, filterState: { value: ['France'] } },
  'NATIVE_FILTER-stage': { extraFormData: { filters: [stage] }, filterState: { value: ['Phase I'] } },
  'NATIVE_FILTER-time': { extraFormData: { time_range: 'Last year' }, filterState: { value: 'Last year' } },
  'NATIVE_FILTER-empty': { extraFormData: {}, filterState: { value: null } },
};

describe('nativeFilterExtraFormData', () => {
  it('merges only the filters whose scope holds the chart', () => {
    expect(nativeFilterExtraFormData(1, scopes, masks)).toEqual({
      filters: [country],
      time_range: 'Last year',
    });
    expect(nativeFilterExtraFormData(2, scopes, masks)).toEqual({
      filters: [country, stage],
      time_range: 'Last year',
    });
    expect(nativeFilterExtraFormData(3, scopes, masks)).toEqual({
      filters: [stage],
      time_range: 'Last year',
    });
  });

  it('sends nothing to a chart outside every scope, and nothing for an empty mask', () => {
    expect(nativeFilterExtraFormData(99, scopes, masks)).toEqual({});
    expect(nativeFiltersApplied(1, scopes, masks)).toEqual(['NATIVE_FILTER-country', 'NATIVE_FILTER-time']);
  });

  it('ignores masks of unknown filters (e.g. cross-filters kept elsewhere)', () => {
    expect(nativeFilterExtraFormData(1, scopes, { '7': { extraFormData: { filters: [stage] } } })).toEqual(
      {},
    );
  });
});

describe('cascadeExtraFormData', () => {
  it('merges the parents’ selected values for the child’s options', () => {
    expect(cascadeExtraFormData(['NATIVE_FILTER-country', 'NATIVE_FILTER-stage'], masks)).toEqual({
      filters: [country, stage],
    });
    expect(cascadeExtraFormData(undefined, masks)).toEqual({});
    expect(cascadeExtraFormData(['NATIVE_FILTER-gone'], masks)).toEqual({});
  });
});
