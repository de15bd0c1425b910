import type { QueryFormData, QueryResult } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { rendered, XSS } from '../shared/html-testing';
import { type ChartProps, EMPTY_DATASOURCE, NO_HOOKS } from '../types';
import { mixedTimeseriesOption, mixedTooltip } from './option';
import { transformMixedTimeseriesProps } from './transformProps';

// Superset's saved Mixed chart (Featured Charts): SUM(sales) as a line on the secondary axis,
// the count as bars on the primary one, monthly.
const formData: QueryFormData = {
  datasource: '22__table',
  viz_type: 'mixed_timeseries',
  x_axis: 'order_date',
  time_grain_sqla: 'P1M',
  metrics: [
    { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'sales' }, label: 'SUM(sales)' },
  ],
  groupby: [],
  metrics_b: ['count'],
  groupby_b: [],
  seriesType: 'line',
  opacity: 0.2,
  markerSize: 6,
  yAxisIndex: 1,
  seriesTypeB: 'bar',
  opacityB: 0.2,
  markerSizeB: 6,
  yAxisIndexB: 0,
  show_legend: true,
  rich_tooltip: true,
  y_axis_bounds: [null, null],
  y_axis_format: 'SMART_NUMBER',
  y_axis_bounds_secondary: [null, 5000000],
  y_axis_format_secondary: '$,.0f',
};

const answerA: QueryResult = {
  colnames: ['order_date', 'SUM(sales)'],
  coltypes: [2, 0],
  rowcount: 2,
  data: [
    { order_date: 1075593600000, 'SUM(sales)': 2000 },
    { order_date: 1072915200000, 'SUM(sales)': 1000 },
  ],
};
const answerB: QueryResult = {
  colnames: ['order_date', 'count'],
  coltypes: [2, 0],
  rowcount: 2,
  data: [
    { order_date: 1072915200000, count: 4 },
    { order_date: 1075593600000, count: 7 },
  ],
};

function chartProps(fd: QueryFormData, queriesData: readonly QueryResult[]): ChartProps {
  return {
    formData: fd,
    queriesData,
    datasource: EMPTY_DATASOURCE,
    width: 600,
    height: 400,
    filterState: {},
    hooks: NO_HOOKS,
    emitCrossFilters: false,
  };
}

const transform = (fd: QueryFormData, queriesData: readonly QueryResult[]) =>
  transformMixedTimeseriesProps(chartProps(fd, queriesData));

describe('mixed_timeseries transformProps', () => {
  it('reads both answers: series of A then B, each with its own style and axis', () => {
    const props = transform(formData, [answerA, answerB]);
    expect(props.xAxisType).toBe('time');
    expect(props.series.map((s) => [s.name, s.query])).toEqual([
      ['SUM(sales)', 0],
      ['count', 1],
    ]);
    expect(props.series[0]!.data).toEqual([
      [1072915200000, 1000],
      [1075593600000, 2000],
    ]);
    expect(props.styles[0]).toMatchObject({ type: 'line', yAxisIndex: 1, opacity: 0.2, markerSize: 6 });
    expect(props.styles[1]).toMatchObject({ type: 'bar', yAxisIndex: 0 });
    expect(props.yAxes[1]).toEqual({ format: '$,.0f', min: null, max: 5000000, log: false, title: '' });
  });

  it("names B's series that A already uses with Superset's (1), and reads B's own dimensions", () => {
    const grouped: QueryResult = {
      colnames: ['order_date', 'Small', 'Large'],
      coltypes: [2, 0, 0],
      rowcount: 1,
      data: [{ order_date: 1, Small: 1, Large: 2 }],
    };
    const props = transform(
      { ...formData, metrics_b: formData.metrics, groupby_b: ['deal_size'], truncate_metric_b: true },
      [
        answerA,
        { ...grouped, colnames: ['order_date', 'SUM(sales)'], data: [{ order_date: 1, 'SUM(sales)': 3 }] },
      ],
    );
    expect(props.series.map((s) => s.name)).toEqual(['SUM(sales)', 'SUM(sales) (1)']);
    const byGroup = transform({ ...formData, groupby_b: ['deal_size'] }, [answerA, grouped]);
    expect(byGroup.series.map((s) => s.name)).toEqual(['SUM(sales)', 'Small', 'Large']);
  });

  it('takes step, area, stack, markers and log axes from the form data', () => {
    const props = transform(
      { ...formData, seriesType: 'step', area: true, stackB: true, markerEnabled: true, logAxis: true },
      [answerA, answerB],
    );
    expect(props.styles[0]).toMatchObject({ type: 'start', area: true, markers: true });
    expect(props.styles[1]).toMatchObject({ stack: true });
    expect(props.yAxes[0].log).toBe(true);
  });
});

describe('mixed_timeseries option', () => {
  const props = transform(formData, [answerA, answerB]);

  it('draws a line on the secondary axis over bars on the primary, with both axes shown', () => {
    const option = mixedTimeseriesOption(props, 400);
    expect(option.series.map((s) => [s.type, s.yAxisIndex])).toEqual([
      ['line', 1],
      ['bar', 0],
    ]);
    expect(option.yAxis.map((axis) => [axis.type, axis.show ?? true, axis.max])).toEqual([
      ['value', true, undefined],
      ['value', true, 5000000],
    ]);
    expect(option.yAxis[1]!.splitLine).toEqual({ show: false });
    expect(option.tooltip.trigger).toBe('axis');
    expect(option.dataZoom).toEqual([]);
    expect(option.xAxis.boundaryGap).toBe(true);
  });

  it('hides an unused secondary axis, stacks per query, fills areas, steps and zooms', () => {
    const option = mixedTimeseriesOption(
      transform(
        {
          ...formData,
          yAxisIndex: 0,
          seriesType: 'end',
          area: true,
          opacity: 0.5,
          stack: true,
          stackB: true,
          logAxis: true,
          zoomable: true,
          rich_tooltip: false,
        },
        [answerA, answerB],
      ),
      400,
    );
    expect(option.yAxis[1]!.show).toBe(false);
    expect(option.yAxis[0]!.type).toBe('log');
    expect(option.series[0]).toMatchObject({
      type: 'line',
      step: 'end',
      areaStyle: { opacity: 0.5 },
      stack: 'stack-0',
    });
    expect(option.series[1]).toMatchObject({ type: 'bar', stack: 'stack-1' });
    expect(option.dataZoom.map((z) => z.type)).toEqual(['slider', 'inside']);
    expect(option.tooltip.trigger).toBe('item');
  });

  it("formats each series' value in its own axis's format in the tooltip", () => {
    const marker = '<span></span>';
    const out = mixedTooltip(
      [
        { seriesName: 'SUM(sales)', marker, value: [1072915200000, 1234] },
        { seriesName: 'count', marker, value: [1072915200000, 4] },
      ],
      props,
      (v) => String(v),
    );
    expect(rendered(out).text).toBe('1072915200000SUM(sales): $1,234count: 4');
  });

  it('shows series names and values as text, never as HTML', () => {
    const out = mixedTooltip([{ seriesName: XSS, marker: '<span></span>', value: [XSS, 5] }], props, (v) =>
      String(v),
    );
    expect(out).not.toContain('<img');
    expect(rendered(out).tags).toEqual(['div', 'br', 'span', 'b']);
  });
});
