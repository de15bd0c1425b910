import { describe, expect, it } from 'vitest';
import type { NativeFilter } from '../wire/dashboard-metadata';
import { isApplyDisabled, masksDiffer } from './bar-state';
import { nativeFilterDataMask } from './masks';

const filter = (id: string, required = false): NativeFilter => ({
  id,
  name: id,
  filterType: 'filter_select',
  targets: [{ datasetId: 1, column: { name: id } }],
  controlValues: { enableEmptyFilter: required },
});
const a = filter('a');
const b = filter('b', true);

describe('isApplyDisabled', () => {
  const applied = { a: nativeFilterDataMask(a, null), b: nativeFilterDataMask(b, ['x']) };

  it('is disabled while the selection equals what is applied', () => {
    expect(isApplyDisabled([a, b], { ...applied }, applied)).toBe(true);
  });

  it('is enabled by a pending change', () => {
    expect(isApplyDisabled([a, b], { ...applied, a: nativeFilterDataMask(a, ['y']) }, applied)).toBe(false);
  });

  it('stays disabled while a required filter has no value', () => {
    const selected = { a: nativeFilterDataMask(a, ['y']), b: nativeFilterDataMask(b, []) };
    expect(isApplyDisabled([a, b], selected, applied)).toBe(true);
  });
});

describe('masksDiffer', () => {
  it('ignores labels, validation and key order', () => {
    expect(
      masksDiffer(
        {
          extraFormData: { time_range: 'x', time_grain_sqla: 'P1D' },
          filterState: { value: 1, label: 'one' },
        },
        {
          extraFormData: { time_grain_sqla: 'P1D', time_range: 'x' },
          filterState: { value: 1, validateStatus: 'error' },
        },
      ),
    ).toBe(false);
    expect(masksDiffer(undefined, { extraFormData: {}, filterState: { value: null } })).toBe(false);
    expect(masksDiffer(undefined, { filterState: { value: ['x'] } })).toBe(true);
  });
});
