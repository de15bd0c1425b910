import type { QueryResult } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { annotationSeries, timeseriesAnnotations } from './annotations';

const base = {
  show: true,
  showMarkers: false,
  hideLine: false,
  opacity: '',
  style: 'dashed',
  width: 2,
  overrides: {},
};
const answer = {
  colnames: [],
  coltypes: [],
  rowcount: 0,
  data: [],
  annotation_data: {
    Releases: { records: [{ start_dttm: 1000, end_dttm: 1000, short_descr: 'v1' }] },
    Sales: { records: [{ start_dttm: 1000, end_dttm: 5000, short_descr: 'Spring sale' }] },
  },
} as unknown as QueryResult;

describe('time-series annotations', () => {
  it('draws a formula over the x values, events and intervals from the answer', () => {
    const annotations = timeseriesAnnotations(
      [
        { ...base, name: 'Goal', annotationType: 'FORMULA', sourceType: '', value: '2x + 1' },
        { ...base, name: 'Releases', annotationType: 'EVENT', sourceType: 'NATIVE', value: 1 },
        { ...base, name: 'Sales', annotationType: 'INTERVAL', sourceType: 'NATIVE', value: 2 },
        { ...base, name: 'Hidden', annotationType: 'FORMULA', sourceType: '', value: 'x', show: false },
      ],
      answer,
      [1, 2],
    );
    expect(annotations.map((a) => a.kind)).toEqual(['formula', 'event', 'interval']);
    expect(annotations[0]).toMatchObject({
      data: [
        [1, 3],
        [2, 5],
      ],
      style: { type: 'dashed', width: 2 },
    });
    const [formula, event, interval] = annotationSeries(annotations);
    expect(formula).toMatchObject({ type: 'line', name: 'Goal', showSymbol: false });
    expect(event).toMatchObject({ markLine: { data: [{ name: 'v1', xAxis: 1000 }] } });
    expect(interval).toMatchObject({
      markArea: { data: [[{ name: 'Spring sale', xAxis: 1000 }, { xAxis: 5000 }]] },
    });
  });

  it('draws nothing for a layer whose data did not come back', () => {
    expect(
      timeseriesAnnotations(
        [{ ...base, name: 'Gone', annotationType: 'EVENT', sourceType: 'NATIVE', value: 9 }],
        answer,
        [],
      ),
    ).toEqual([]);
  });
});
