import { describe, expect, it } from 'vitest';
import { bubbleControlPanel } from '../bubble/controlPanel';
import { mixedTimeseriesControlPanel } from '../mixed-timeseries/controlPanel';
import { tableControlPanel } from '../table/controlPanel';
import { define } from './catalogue';
import { panelControls } from './panel';

const control = (panel: Parameters<typeof panelControls>[0], name: string) => {
  const found = panelControls(panel).find((candidate) => candidate.name === name);
  if (!found) throw new Error(`${name} is not on the panel`);
  return found;
};

describe('one definition per control name', () => {
  it('refuses a name defined twice', () => {
    expect(() =>
      define([
        { name: 'opacity', type: 'number', label: 'Opacity' },
        { name: 'opacity', type: 'number', label: 'Area opacity' },
      ]),
    ).toThrow('The control "opacity" is defined twice.');
  });

  it("keeps the bubble chart's opacity and the table's time shift their own", () => {
    expect(control(bubbleControlPanel, 'opacity').default).toBe(0.6);
    const timeShift = control(tableControlPanel, 'time_compare');
    // Only in aggregate mode, as the table's definition says (the mixed chart's has no visibility).
    expect(
      timeShift.visibility?.(
        { datasource: '1__table', viz_type: 'table', query_mode: 'raw' },
        undefined as never,
      ),
    ).toBe(false);
  });

  it("gives the mixed chart's query A its own variants through its panel", () => {
    expect(control(mixedTimeseriesControlPanel, 'opacity')).toMatchObject({
      default: 0.2,
      label: 'Area opacity',
    });
    const timeShift = control(mixedTimeseriesControlPanel, 'time_compare');
    // Saved as a list, as Superset's multi-select.
    expect(
      timeShift.write?.(
        { datasource: '1__table', viz_type: 'mixed_timeseries' },
        '1 year ago',
        undefined as never,
      ),
    ).toMatchObject({
      time_compare: ['1 year ago'],
    });
  });
});
