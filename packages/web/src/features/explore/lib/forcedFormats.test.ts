import { describe, expect, it } from 'vitest';
import { exploreActions as a, exploreReducer } from '../state/exploreSlice';
import { withForcedFormats } from './forcedFormats';

// Fixtures: viz ids appear in tests only, never in Explore's code.
// The time-series pivot has a Y axis format control.
const LINE = 'time_pivot';

describe('percentage change forces the Y axis format', () => {
  it("sets '.1%' when the calculation type is Percentage change", () => {
    const base = { viz_type: LINE, datasource: '1__table', y_axis_format: 'SMART_NUMBER' };
    expect(withForcedFormats({ ...base, comparison_type: 'percentage' }).y_axis_format).toBe('.1%');
    expect(withForcedFormats({ ...base, comparison_type: 'values' }).y_axis_format).toBe('SMART_NUMBER');
  });

  it('leaves charts without a Y axis format control alone', () => {
    const table = { viz_type: 'table', datasource: '1__table', comparison_type: 'percentage' };
    expect(withForcedFormats(table)).toBe(table);
  });

  it('applies when the control changes in Explore', () => {
    const formData = { viz_type: LINE, datasource: '1__table', y_axis_format: 'SMART_NUMBER' };
    let state = exploreReducer(
      undefined,
      a.hydrate({ formData, slice: null, sliceName: '', sourceKey: 'k' }),
    );
    state = exploreReducer(state, a.setControl({ key: 'comparison_type', value: 'percentage' }));
    expect(state.formData?.y_axis_format).toBe('.1%');
  });
});
