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

const withData = (annotation_data: Record<string, unknown>) =>
  ({ ...answer, annotation_data }) as QueryResult;

describe('interval annotations', () => {
  it("reads a table chart's rows through the layer's start, end and title columns (dates as text too)", () => {
    const layer = {
      ...base,
      name: 'Campaigns',
      annotationType: 'INTERVAL',
      sourceType: 'table',
      value: 12,
      timeColumn: 'starts',
      intervalEndColumn: 'ends',
      titleColumn: 'campaign',
      opacity: 'opacityMedium',
      color: '#ff0000',
    };
    const rows = [
      { starts: '2024-01-01T00:00:00Z', ends: '2024-01-08T00:00:00Z', campaign: 'New year' },
      // No title: the layer's name labels the band.
      { starts: 86_400_000, ends: 172_800_000, campaign: null },
      // Without an end there is no band.
      { starts: '2024-02-01T00:00:00Z', ends: null, campaign: 'Open-ended' },
    ];
    const [interval] = timeseriesAnnotations([layer], withData({ Campaigns: { records: rows } }), []);
    expect(interval).toEqual({
      kind: 'interval',
      name: 'Campaigns',
      intervals: [
        { from: Date.UTC(2024, 0, 1), to: Date.UTC(2024, 0, 8), label: 'New year' },
        { from: 86_400_000, to: 172_800_000, label: 'Campaigns' },
      ],
      style: { color: '#ff0000', width: 2, type: 'dashed', opacity: 0.5 },
    });
    const [series] = annotationSeries([interval!]);
    expect(series).toMatchObject({
      type: 'line',
      name: 'Campaigns',
      data: [],
      markArea: {
        itemStyle: { opacity: 0.5, color: '#ff0000' },
        data: [
          [{ name: 'New year', xAxis: Date.UTC(2024, 0, 1) }, { xAxis: Date.UTC(2024, 0, 8) }],
          [{ name: 'Campaigns', xAxis: 86_400_000 }, { xAxis: 172_800_000 }],
        ],
      },
    });
  });

  it('shades an opaque layer lightly, so the chart stays readable under it', () => {
    const [interval] = timeseriesAnnotations(
      [{ ...base, name: 'Sales', annotationType: 'INTERVAL', sourceType: 'NATIVE', value: 2 }],
      answer,
      [],
    );
    expect(annotationSeries([interval!])[0]).toMatchObject({ markArea: { itemStyle: { opacity: 0.2 } } });
  });

  it('draws nothing for a hidden layer or one with no complete interval', () => {
    const sales = { ...base, name: 'Sales', annotationType: 'INTERVAL', sourceType: 'NATIVE', value: 2 };
    expect(timeseriesAnnotations([{ ...sales, show: false }], answer, [])).toEqual([]);
    const open = withData({ Sales: { records: [{ start_dttm: 1000, end_dttm: null }] } });
    expect(timeseriesAnnotations([sales], open, [])).toEqual([]);
  });
});

describe('time-series annotations', () => {
  const layer = {
    ...base,
    name: 'Last year',
    annotationType: 'TIME_SERIES',
    sourceType: 'line',
    value: 31,
    style: 'dotted',
    width: 3,
  };

  it("draws Superset's [{key, values}] answer as one line per series", () => {
    const data = [
      { key: 'EMEA', values: [{ x: 1000, y: 1 }, { x: 2000, y: 2 }, { x: 3000 }] },
      { key: 'APAC', values: [{ x: '1970-01-01T00:00:01Z', y: 5 }] },
    ];
    const [annotation] = timeseriesAnnotations([layer], withData({ 'Last year': data }), []);
    expect(annotation).toMatchObject({
      kind: 'timeseries',
      lines: [
        {
          key: 'EMEA',
          data: [
            [1000, 1],
            [2000, 2],
          ],
        },
        { key: 'APAC', data: [[1000, 5]] },
      ],
      showMarkers: false,
      hideLine: false,
    });
    const series = annotationSeries([annotation!]);
    expect(series).toEqual([
      expect.objectContaining({
        type: 'line',
        name: 'EMEA',
        data: [
          [1000, 1],
          [2000, 2],
        ],
        symbolSize: 0,
        lineStyle: { width: 3, type: 'dotted', opacity: 1 },
      }),
      expect.objectContaining({ name: 'APAC', data: [[1000, 5]] }),
    ]);
    // Two layers drawing the same series key stay two series.
    expect(series[0]?.id).toBe('Last year:EMEA');
  });

  it("draws a chart source's rows: the time column, then a line per numeric column", () => {
    const records = [
      { __timestamp: 1000, EMEA: 1, APAC: 4, note: 'x' },
      { __timestamp: 2000, EMEA: 2, APAC: null, note: 'y' },
    ];
    const [annotation] = timeseriesAnnotations([layer], withData({ 'Last year': { records } }), []);
    expect(annotation).toMatchObject({
      lines: [
        {
          key: 'EMEA',
          data: [
            [1000, 1],
            [2000, 2],
          ],
        },
        { key: 'APAC', data: [[1000, 4]] },
      ],
    });
    const byColumn = timeseriesAnnotations(
      [{ ...layer, timeColumn: 'day' }],
      withData({ 'Last year': { records: [{ total: 7, day: '1970-01-01T00:00:02Z' }] } }),
      [],
    );
    expect(byColumn[0]).toMatchObject({ lines: [{ key: 'total', data: [[2000, 7]] }] });
  });

  it('shows markers and hides the line as the layer asks', () => {
    const data = [{ key: 'EMEA', values: [{ x: 1000, y: 1 }] }];
    const [annotation] = timeseriesAnnotations(
      [{ ...layer, showMarkers: true, hideLine: true, color: '#00ff00' }],
      withData({ 'Last year': data }),
      [],
    );
    expect(annotationSeries([annotation!])[0]).toMatchObject({
      symbolSize: 6,
      showSymbol: true,
      lineStyle: { width: 0 },
      itemStyle: { color: '#00ff00' },
    });
  });

  it('draws nothing without data, or when hidden', () => {
    expect(timeseriesAnnotations([layer], answer, [])).toEqual([]);
    const data = [{ key: 'EMEA', values: [{ x: 1000, y: 1 }] }];
    expect(timeseriesAnnotations([{ ...layer, show: false }], withData({ 'Last year': data }), [])).toEqual(
      [],
    );
  });
});
