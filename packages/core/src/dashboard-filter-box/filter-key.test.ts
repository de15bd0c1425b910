import { describe, expect, it } from 'vitest';
import { dashboardFilterKey, INVALID_FILTER_KEY, splitFilterKey } from './state';

describe('filter keys (chart id, underscore, column)', () => {
  it('splits at the first underscore, keeping underscores of the column', () => {
    expect(splitFilterKey('12_country_name')).toEqual({ chartId: '12', column: 'country_name' });
    expect(splitFilterKey(dashboardFilterKey(7, '__time_range'))).toEqual({
      chartId: '7',
      column: '__time_range',
    });
  });

  it.each(['country', 'abc_country', '12_', '_country', '', '1.5_x'])(
    'refuses "%s" with the spec message',
    (key) => {
      expect(() => splitFilterKey(key)).toThrow(INVALID_FILTER_KEY);
    },
  );

  it('the message is the spec string', () => {
    expect(INVALID_FILTER_KEY).toBe('Cannot parse invalid filter key');
  });
});
