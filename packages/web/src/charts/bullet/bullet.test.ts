import type { QueryFormData } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { legacyTestAnswer } from '../legacy/testing';
import { bulletDomain, numberList, transformBulletProps } from './transformProps';

const formData: QueryFormData = {
  datasource: '3__table',
  viz_type: 'bullet',
  metric: 'sum__num',
  time_range: 'No filter',
  markers: '90',
  marker_labels: 'Target',
};

describe('bullet', () => {
  it('reads the measures; ranges default to 0 and 1.1 × the largest measure, as viz.py', () => {
    const props = transformBulletProps({
      formData,
      queriesData: legacyTestAnswer(formData, [{ sum__num: 80 }]),
    });
    expect(props.measures).toEqual([80]);
    expect(props.ranges[0]).toBeCloseTo(88);
    expect(props.ranges[1]).toBe(0);
    expect(props.markers).toEqual([90]);
    expect(props.markerLabels).toEqual(['Target']);
    expect(bulletDomain(props)).toEqual([0, 90]);
  });

  it('takes the ranges typed in, largest first', () => {
    const withRanges = { ...formData, ranges: '50, 100,x, 150' };
    const props = transformBulletProps({
      formData: withRanges,
      queriesData: legacyTestAnswer(withRanges, [{ sum__num: 80 }]),
    });
    expect(props.ranges).toEqual([150, 100, 50]);
    expect(numberList('')).toEqual([]);
  });
});
