import type { QueryFormData } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { legacyTestAnswer } from '../legacy/testing';
import { petalRadius, transformRoseProps, wedgeTitle } from './transformProps';

const DAY = 86_400_000;
const D1 = Date.UTC(2020, 0, 1);
const formData: QueryFormData = {
  datasource: '3__table',
  viz_type: 'rose',
  granularity_sqla: 'ds',
  time_grain_sqla: 'P1D',
  time_range: 'No filter',
  metrics: ['sum__num'],
  groupby: ['gender'],
  number_format: ',d',
  date_time_format: '%Y-%m-%d',
};
const rows = [
  { __timestamp: D1, gender: 'boy', sum__num: 10 },
  { __timestamp: D1, gender: 'girl', sum__num: 20 },
  { __timestamp: D1 + DAY, gender: 'boy', sum__num: 30 },
];

describe('rose', () => {
  const props = transformRoseProps({ formData, queriesData: legacyTestAnswer(formData, rows) });

  it('makes a wedge per time in order, its petals largest first', () => {
    expect(props.series).toEqual(['boy', 'girl']);
    expect(props.wedges).toEqual([
      {
        time: D1,
        petals: [
          { series: 'girl', value: 20 },
          { series: 'boy', value: 10 },
        ],
      },
      {
        time: D1 + DAY,
        petals: [
          { series: 'boy', value: 30 },
          { series: 'girl', value: 0 },
        ],
      },
    ]);
    expect(props.max).toBe(30);
    expect(wedgeTitle(props, props.wedges[0]!)).toBe('2020-01-01\ngirl: 20\nboy: 10');
  });

  it('sizes petals by radius, or by area when asked', () => {
    expect(petalRadius(15, 30, 100, false)).toBe(50);
    expect(petalRadius(15, 30, 100, true)).toBeCloseTo(70.71, 2);
    expect(petalRadius(0, 30, 100, true)).toBe(0);
  });
});
