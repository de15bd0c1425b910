import { describe, expect, it } from 'vitest';
import { parseUiConfig } from './uiConfig';

describe('parseUiConfig', () => {
  it('reads the flags the SDK sums into ?uiConfig=', () => {
    expect(parseUiConfig('?uiConfig=1')).toEqual({
      hideTitle: true,
      hideTab: false,
      hideChartControls: false,
    });
    expect(parseUiConfig('?uiConfig=11')).toEqual({
      hideTitle: true,
      hideTab: true,
      hideChartControls: true,
    });
    expect(parseUiConfig('?uiConfig=16')).toEqual({
      hideTitle: false,
      hideTab: false,
      hideChartControls: false,
    });
  });

  it('shows everything without a valid value', () => {
    const none = { hideTitle: false, hideTab: false, hideChartControls: false };
    expect(parseUiConfig('')).toEqual(none);
    expect(parseUiConfig('?uiConfig=abc')).toEqual(none);
    expect(parseUiConfig('?uiConfig=-1')).toEqual(none);
  });
});
