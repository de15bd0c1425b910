import type { QueryFormData, QueryResult } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { rendered, XSS } from '../shared/html-testing';
import { type ChartProps, EMPTY_DATASOURCE, NO_HOOKS } from '../types';
import { ganttBar, ganttOption, ganttTooltip } from './option';
import { ganttContextFilters, timeBound, transformGanttProps } from './transformProps';

const formData: QueryFormData = {
  viz_type: 'gantt_chart',
  datasource: '1__table',
  start_time: 'start',
  end_time: 'end',
  y_axis: 'task',
  series: 'team',
  tooltip_metrics: ['cost'],
  tooltip_columns: ['owner'],
};

const h = (hour: number, day = 1) => Date.UTC(2024, 0, day, hour);
const rows = [
  { start: h(9), end: h(12), task: 'Build', team: 'B', owner: 'Ann', cost: 1200.5 },
  { start: h(10), end: h(11), task: 'Build', team: 'A', owner: 'Bob', cost: 300 },
  { start: h(13), end: h(17, 2), task: 'Test', team: 'A', owner: XSS, cost: 50 },
  { start: null, end: h(17), task: 'Ship', team: 'A', owner: 'Cy', cost: 1 },
];
const answer: QueryResult = {
  colnames: ['start', 'end', 'task', 'team', 'owner', 'cost'],
  coltypes: [2, 2, 1, 1, 1, 0],
  rowcount: rows.length,
  data: rows,
};

function props(form: Partial<QueryFormData> = {}): ChartProps {
  return {
    formData: { ...formData, ...form },
    queriesData: [answer],
    datasource: EMPTY_DATASOURCE,
    width: 800,
    height: 400,
    filterState: {},
    hooks: NO_HOOKS,
    emitCrossFilters: false,
  };
}

describe('gantt_chart transformProps', () => {
  it('a line per Y-axis value in the order met; bars grouped by series, series by name', () => {
    const gantt = transformGanttProps(props());
    expect(gantt.categories.map((c) => [c.name, c.firstLine, c.lines])).toEqual([
      ['Build', 0, 1],
      ['Test', 1, 1],
      ['Ship', 2, 1],
    ]);
    expect(gantt.series.map((s) => [s.name, s.events.map((e) => e.line)])).toEqual([
      ['A', [0, 1]],
      ['B', [0]],
    ]);
    expect(gantt.lineCount).toBe(3);
  });

  it('with subcategories each series gets its own line within the category', () => {
    const gantt = transformGanttProps(props({ subcategories: true }));
    expect(gantt.categories.map((c) => [c.name, c.firstLine, c.lines])).toEqual([
      ['Build', 0, 2],
      ['Test', 2, 1],
      ['Ship', 3, 1],
    ]);
    expect(gantt.series.map((s) => [s.name, s.events.map((e) => e.line)])).toEqual([
      ['A', [1, 2]],
      ['B', [0]],
    ]);
  });

  it('x-axis bounds at a time of day of the first and last days', () => {
    expect(timeBound('08:30:00', h(13, 5))).toBe(Date.UTC(2024, 0, 5, 8, 30));
    expect(timeBound('', h(1))).toBeUndefined();
    const gantt = transformGanttProps(props({ x_axis_time_bounds: ['08:00:00', '18:00:00'] }));
    expect(gantt.bounds).toEqual([h(8), h(18, 2)]);
    expect(ganttOption(gantt).xAxis).toMatchObject({ type: 'time', min: h(8), max: h(18, 2) });
  });

  it('the tooltip: series, line, times and the tooltip values formatted by type; names as text', () => {
    const gantt = transformGanttProps(props({ tooltip_time_format: '%H:%M', tooltip_values_format: ',.2f' }));
    const build = gantt.series[1]!.events[0]!;
    expect(rendered(ganttTooltip(gantt, 'B', build)).text).toBe(
      'BtaskBuildstart09:00end12:00cost1,200.50ownerAnn',
    );
    const test = gantt.series[0]!.events[1]!;
    const tip = rendered(ganttTooltip(gantt, 'A', test));
    expect(tip.text).toContain(`owner${XSS}`);
    expect(tip.tags).not.toContain('img');
  });

  it('draws category names left of the plot, a legend by series, zoom when asked', () => {
    const option = ganttOption(transformGanttProps(props({ zoomable: true })));
    expect(option.legend.data).toEqual(['A', 'B']);
    const labels = option.series.at(-1) as { markLine: { data: { name: string; yAxis: number }[] } };
    expect(labels.markLine.data).toEqual([
      { name: 'Build', yAxis: 2.5 },
      { name: 'Test', yAxis: 1.5 },
      { name: 'Ship', yAxis: 0.5 },
    ]);
    expect(option.dataZoom).toHaveLength(2);
    expect(option.grid.left).toBeGreaterThan(12);
  });

  it('a bar spans its times on its line and is clipped to the plot', () => {
    const api = (values: number[]) => ({
      value: (i: number) => values[i]!,
      // x: 1 px per unit from 100; y: 10 px per line, top of a 3-line plot at 0.
      coord: ([x, y]: [number, number]): [number, number] => [100 + x, (3 - y) * 10],
      style: () => ({}),
    });
    const coordSys = { x: 100, y: 0, width: 50, height: 30 };
    const bar = ganttBar(3)({ coordSys }, api([10, 80, 1]));
    expect(bar?.shape).toEqual({ x: 110, y: 10 + 0.75, width: 40, height: 8.5 });
    expect(ganttBar(3)({ coordSys }, api([60, 70, 0]))).toBeNull();
  });

  it('a right click drills to the bar’s line and series', () => {
    const gantt = transformGanttProps(props());
    expect(ganttContextFilters(gantt, gantt.series[1]!.events[0]!)).toEqual([
      { col: 'task', op: '==', val: 'Build' },
      { col: 'team', op: '==', val: 'B' },
    ]);
  });
});
