import { describe, expect, it } from 'vitest';
import { withChartDataMask } from './dataMask';

const selectWeb = {
  extraFormData: { filters: [{ col: 'channel', op: 'IN', val: ['Web'] }] },
  filterState: { value: [['Web']], selectedValues: ['Web'] },
};
const cleared = { extraFormData: {}, filterState: { value: null, selectedValues: null } };

describe('withChartDataMask', () => {
  it('keeps each chart’s latest mask under its id', () => {
    const state = withChartDataMask({}, '7', selectWeb);
    expect(state).toEqual({ '7': { ...selectWeb, id: '7' } });
    const both = withChartDataMask(state, '8', selectWeb);
    expect(Object.keys(both)).toEqual(['7', '8']);
  });

  it('drops a chart’s mask when it clears its selection', () => {
    const state = withChartDataMask(withChartDataMask({}, '7', selectWeb), '8', selectWeb);
    expect(withChartDataMask(state, '7', cleared)).toEqual({ '8': { ...selectWeb, id: '8' } });
    const empty = {};
    expect(withChartDataMask(empty, '7', cleared)).toBe(empty);
  });
});
