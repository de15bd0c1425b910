import type { QueryFormData } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { legacyTestAnswer } from '../legacy/testing';
import { EMPTY_DATASOURCE } from '../types';
import { icicleLayout, transformPartitionProps } from './transformProps';

const formData: QueryFormData = {
  datasource: '3__table',
  viz_type: 'partition',
  groupby: ['region', 'country'],
  metrics: ['sum__num'],
  time_range: 'No filter',
  time_series_option: 'not_time',
  partition_limit: 5,
  partition_threshold: 0.05,
};
const rows = [
  { region: 'Europe', country: 'France', sum__num: 60 },
  { region: 'Europe', country: 'Monaco', sum__num: 1 },
  { region: 'Asia', country: 'Japan', sum__num: 39 },
];

describe('partition', () => {
  const props = transformPartitionProps({
    formData,
    queriesData: legacyTestAnswer(formData, rows),
    datasource: EMPTY_DATASOURCE,
  });

  it("nests the levels under the metric, naming nodes by their key's last part and pruning small ones", () => {
    const [tree] = props.trees;
    expect(tree!.name).toBe('sum__num');
    expect(tree!.value).toBe(100);
    expect(tree!.children.map((c) => [c.name, c.value])).toEqual([
      ['Europe', 61],
      ['Asia', 39],
    ]);
    // Monaco is 1/61 of Europe, under the 5% threshold.
    expect(tree!.children[0]!.children.map((c) => c.name)).toEqual(['France']);
  });

  it('lays out a column per level, children sliced by value in their branch colour', () => {
    const cells = icicleLayout(props.trees[0]!, 300, 100, props.colorFor);
    expect(cells.map((c) => [c.path.join('/'), c.x, c.y, Math.round(c.height)])).toEqual([
      ['sum__num', 0, 0, 100],
      ['sum__num/Europe', 100, 0, 61],
      ['sum__num/Europe/France', 200, 0, 60],
      ['sum__num/Asia', 100, 61, 39],
      ['sum__num/Asia/Japan', 200, 61, 39],
    ]);
    expect(cells[2]!.color).toBe(cells[1]!.color);
    expect(cells[3]!.color).not.toBe(cells[1]!.color);
  });
});
