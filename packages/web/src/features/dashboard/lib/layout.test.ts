import { GRID_ID } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import {
  addChartToPosition,
  chartIdsInLayout,
  componentId,
  emptyPosition,
  getComponent,
  heightPx,
  parsePosition,
  widthShare,
  withMissingCharts,
} from './layout';

function sequentialIds() {
  let n = 0;
  return (type: string) => `${type}-${++n}`;
}

describe('dashboard layout', () => {
  it('makes ids like Superset: TYPE-<10 url-safe characters>', () => {
    expect(componentId('CHART')).toMatch(/^CHART-[A-Za-z0-9_-]{10}$/);
    expect(componentId('ROW', () => new Uint8Array(10))).toBe('ROW-uuuuuuuuuu');
  });

  it('parses position_json strings and objects, and refuses ones without a root', () => {
    const position = emptyPosition('Sales');
    expect(parsePosition(JSON.stringify(position))).toEqual(position);
    expect(parsePosition(position)).toEqual(position);
    expect(parsePosition('')).toBeNull();
    expect(parsePosition('{not json')).toBeNull();
    expect(parsePosition('{"GRID_ID": {}}')).toBeNull();
    expect(parsePosition(null)).toBeNull();
  });

  it('adds the first chart in a new row under the grid, with chartId, width, height and parents', () => {
    const position = addChartToPosition(
      null,
      { id: 7, sliceName: 'Revenue', title: 'Sales' },
      sequentialIds(),
    );
    expect(position.DASHBOARD_VERSION_KEY).toBe('v2');
    expect(getComponent(position, GRID_ID)?.children).toEqual(['ROW-1']);
    expect(getComponent(position, 'ROW-1')).toMatchObject({
      type: 'ROW',
      children: ['CHART-2'],
      parents: ['ROOT_ID', 'GRID_ID'],
    });
    expect(getComponent(position, 'CHART-2')).toEqual({
      id: 'CHART-2',
      type: 'CHART',
      children: [],
      parents: ['ROOT_ID', 'GRID_ID', 'ROW-1'],
      meta: { chartId: 7, width: 6, height: 50, sliceName: 'Revenue' },
    });
    expect(getComponent(position, 'HEADER_ID')?.meta?.text).toBe('Sales');
  });

  it('fills the last row while it has room, then opens a new one', () => {
    const ids = sequentialIds();
    let position = addChartToPosition(emptyPosition('D'), { id: 1, sliceName: 'a' }, ids);
    position = addChartToPosition(position, { id: 2, sliceName: 'b' }, ids);
    position = addChartToPosition(position, { id: 3, sliceName: 'c' }, ids);
    const rows = getComponent(position, GRID_ID)?.children ?? [];
    expect(rows).toHaveLength(2);
    expect(getComponent(position, rows[0]!)?.children).toHaveLength(2);
    expect(chartIdsInLayout(position).sort()).toEqual([1, 2, 3]);
  });

  it('leaves the layout alone when the chart is already on it, and does not mutate its input', () => {
    const first = addChartToPosition(emptyPosition('D'), { id: 1, sliceName: 'a' }, sequentialIds());
    const snapshot = JSON.stringify(first);
    const again = addChartToPosition(first, { id: 1, sliceName: 'a' }, sequentialIds());
    expect(again).toBe(first);
    addChartToPosition(first, { id: 2, sliceName: 'b' }, sequentialIds());
    expect(JSON.stringify(first)).toBe(snapshot);
  });

  it('appends charts missing from the layout, three per row', () => {
    const position = withMissingCharts(
      addChartToPosition(emptyPosition('D'), { id: 1, sliceName: 'a' }, sequentialIds()),
      [1, 2, 3, 4, 5].map((id) => ({ id, slice_name: `c${id}` })),
      'D',
    );
    expect(chartIdsInLayout(position).sort()).toEqual([1, 2, 3, 4, 5]);
    expect(getComponent(position, GRID_ID)?.children).toHaveLength(3);
  });

  it('converts grid units to pixels and widths to shares of 12 columns', () => {
    expect(heightPx({ height: 50 })).toBe(400);
    expect(heightPx({})).toBe(400);
    expect(widthShare({ width: 6 })).toBe(0.5);
    expect(widthShare({ width: 20 })).toBe(1);
    expect(widthShare(undefined)).toBeCloseTo(1 / 3);
  });
});
