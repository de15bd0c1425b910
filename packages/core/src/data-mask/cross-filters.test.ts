import { describe, expect, it } from 'vitest';
import type { DataMaskState } from '../wire/data-mask';
import { crossFilterExtraFormData, withDashboardExtraFormData } from './cross-filters';
import { combineExtraFormData } from './extra-form-data';

const channelWeb = { col: 'channel', op: 'IN', val: ['Web'] };
const regionEu = { col: 'region', op: 'IN', val: ['Europe'] };

describe('combineExtraFormData', () => {
  it('appends filters and lets the later time settings win', () => {
    expect(
      combineExtraFormData(
        { filters: [channelWeb], time_range: 'Last week', time_grain_sqla: 'P1D' },
        { filters: [regionEu], time_range: 'Last year' },
      ),
    ).toEqual({ filters: [channelWeb, regionEu], time_range: 'Last year', time_grain_sqla: 'P1D' });
  });

  it('leaves out what is empty', () => {
    expect(combineExtraFormData({}, { filters: [] })).toEqual({});
    expect(combineExtraFormData(undefined, undefined)).toEqual({});
  });
});

describe('crossFilterExtraFormData', () => {
  const masks: DataMaskState = {
    '10': {
      extraFormData: { filters: [channelWeb] },
      filterState: { value: [['Web']], selectedValues: ['Web'] },
    },
    '11': { extraFormData: { filters: [regionEu] }, filterState: { value: [['Europe']] } },
    '12': { extraFormData: {}, filterState: { value: null, selectedValues: null } },
  };

  it('hands a chart the other charts’ filters on columns its dataset has', () => {
    expect(crossFilterExtraFormData({ chartId: '20', columns: ['channel', 'region'] }, masks)).toEqual({
      filters: [channelWeb, regionEu],
    });
    expect(crossFilterExtraFormData({ chartId: '21', columns: new Set(['region']) }, masks)).toEqual({
      filters: [regionEu],
    });
  });

  it('never filters the emitting chart by its own selection', () => {
    expect(crossFilterExtraFormData({ chartId: '10', columns: ['channel', 'region'] }, masks)).toEqual({
      filters: [regionEu],
    });
  });

  it('applies nothing to a dataset without the columns, nor after a selection is cleared', () => {
    expect(crossFilterExtraFormData({ chartId: '30', columns: ['device'] }, masks)).toEqual({});
    expect(crossFilterExtraFormData({ chartId: '30', columns: ['channel'] }, { '12': masks['12']! })).toEqual(
      {},
    );
  });

  it('matches a filter on an SQL expression by its label', () => {
    const expression = { col: { sqlExpression: 'lower(channel)', label: 'channel' }, op: '==', val: 'web' };
    expect(
      crossFilterExtraFormData(
        { chartId: '2', columns: ['channel'] },
        { '1': { extraFormData: { filters: [expression] } } },
      ),
    ).toEqual({ filters: [expression] });
  });
});

describe('withDashboardExtraFormData', () => {
  const formData = { datasource: '1__table', viz_type: 'pie', extra_form_data: { time_range: 'Last week' } };

  it('adds the dashboard’s filters to the chart’s own extra form data', () => {
    expect(withDashboardExtraFormData(formData, { filters: [channelWeb] })).toEqual({
      ...formData,
      extra_form_data: { filters: [channelWeb], time_range: 'Last week' },
    });
  });

  it('returns the same form data when there is nothing to add', () => {
    expect(withDashboardExtraFormData(formData, {})).toBe(formData);
  });
});
