import type { QueryFormData } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { legacyTestAnswer } from '../legacy/testing';
import { groupTitle, labelFits, ribbonTitle, transformChordProps } from './transformProps';

const formData: QueryFormData = {
  datasource: '59__table',
  viz_type: 'chord',
  groupby: 'channel_1',
  columns: 'channel_2',
  metric: 'cnt',
  y_axis_format: ',d',
  row_limit: 1000,
};

describe('chord', () => {
  const rows = [
    { channel_1: 'general', channel_2: 'random', cnt: 3000 },
    { channel_1: 'random', channel_2: 'general', cnt: 5 },
    { channel_1: 'general', channel_2: 'dev', cnt: null },
  ];
  const props = transformChordProps({ formData, queriesData: legacyTestAnswer(formData, rows) });

  it("reads ChordViz's nodes and matrix, missing flows as 0", () => {
    expect(props.nodes).toEqual(['dev', 'general', 'random']);
    // matrix[target][source]
    expect(props.matrix).toEqual([
      [0, 0, 0],
      [0, 0, 5],
      [0, 3000, 0],
    ]);
    expect(props.colors).toHaveLength(3);
  });

  it("titles arcs and ribbons as Superset's tooltips, in the chart's number format", () => {
    expect(groupTitle(props, 1, 3005)).toBe('general: 3,005');
    expect(ribbonTitle(props, { index: 1, value: 3000 }, { index: 2, value: 5 })).toBe(
      '3,000 general to random\n5 random to general',
    );
  });

  it('drops a label longer than its arc', () => {
    expect(labelFits('general', 1, 200)).toBe(true);
    expect(labelFits('general', 0.1, 200)).toBe(false);
  });
});
