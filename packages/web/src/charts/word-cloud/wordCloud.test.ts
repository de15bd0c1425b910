import type { QueryFormData } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { testChartProps } from '../shared/chartProps-testing';
import { rotationFor, seededRandom } from './layout';
import { transformWordCloudProps } from './transformProps';

const formData: QueryFormData = {
  datasource: '1__table',
  viz_type: 'word_cloud',
  series: 'country',
  metric: 'count',
  size_from: '10',
  size_to: '70',
  rotation: 'flat',
};

const answer = (rows: Record<string, unknown>[]) => [
  { colnames: ['country', 'count'], coltypes: [], rowcount: rows.length, data: rows },
];

describe('word cloud phases', () => {
  it('sizes words on a zero-based linear scale between size_from and size_to, largest first', () => {
    const props = transformWordCloudProps(
      testChartProps(
        formData,
        answer([
          { country: 'Chile', count: 25 },
          { country: 'France', count: 100 },
          { country: null, count: 0 },
        ]),
      ),
    );
    expect(props.words).toEqual([
      { text: 'France', value: 100, size: 70 },
      { text: 'Chile', value: 25, size: 25 },
      { text: '<NULL>', value: 0, size: 10 },
    ]);
    expect(props.rotation).toBe('flat');
  });

  it("turns words by Superset's rotations, the same way every time", () => {
    const angles = (rotation: 'flat' | 'random' | 'square') => {
      const rotate = rotationFor(rotation, seededRandom());
      return Array.from({ length: 50 }, rotate);
    };
    expect(new Set(angles('flat'))).toEqual(new Set([0]));
    expect(new Set(angles('square'))).toEqual(new Set([0, 90]));
    for (const angle of angles('random')) expect([-90, -60, -30, 0, 30, 60]).toContain(angle);
    expect(angles('random')).toEqual(angles('random'));
  });

  it('an unknown rotation falls back to square; a word is text whatever it holds', () => {
    const props = transformWordCloudProps(
      testChartProps({ ...formData, rotation: 'sideways' }, answer([{ country: '<b>x</b>', count: 1 }])),
    );
    expect(props.rotation).toBe('square');
    expect(props.words[0]?.text).toBe('<b>x</b>');
  });
});
