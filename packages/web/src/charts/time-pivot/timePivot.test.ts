import type { QueryFormData } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { legacyTestAnswer } from '../legacy/testing';
import { timePivotOption } from './option';
import { transformTimePivotProps } from './transformProps';

const DAY = 86_400_000;
// Monday 6 and Monday 13 January 2020.
const MON1 = Date.UTC(2020, 0, 6);
const MON2 = Date.UTC(2020, 0, 13);
const formData: QueryFormData = {
  datasource: '3__table',
  viz_type: 'time_pivot',
  granularity_sqla: 'ds',
  time_grain_sqla: 'P1D',
  time_range: 'No filter',
  metric: 'sum__num',
  freq: 'W-MON',
  color_picker: { r: 10, g: 20, b: 30, a: 1 },
  line_interpolation: 'step-after',
};
const rows = [
  { __timestamp: MON1, sum__num: 1 },
  { __timestamp: MON1 + DAY, sum__num: 2 },
  { __timestamp: MON2, sum__num: 3 },
  { __timestamp: MON2 + DAY, sum__num: 4 },
];

describe('time pivot', () => {
  const props = transformTimePivotProps({ formData, queriesData: legacyTestAnswer(formData, rows) });

  it('draws each week onto the latest one, older weeks fainter and underneath', () => {
    expect(props.series.map((s) => s.name)).toEqual(['-1', 'current']);
    expect(props.series[1]!.points).toEqual([
      [MON2, 3],
      [MON2 + DAY, 4],
    ]);
    expect(props.series[0]!.points).toEqual([
      [MON2, 1],
      [MON2 + DAY, 2],
    ]);
    expect(props.series[1]!.color).toBe('rgba(10, 20, 30, 1.000)');
    expect(props.series[0]!.color).toBe('rgba(10, 20, 30, 0.500)');
  });

  it('steps the lines as the interpolation asks', () => {
    const option = timePivotOption(props) as { series: { step: unknown }[] };
    expect(option.series.map((s) => s.step)).toEqual(['end', 'end']);
  });
});
