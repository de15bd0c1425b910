import type { DataMask, QueryFormData, QueryResult } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { type ChartProps, EMPTY_DATASOURCE, NO_HOOKS } from '../types';
import { transformFilterBoxProps } from './transformProps';

const formData: QueryFormData = {
  datasource: '3__table',
  viz_type: 'filter_box',
  filter_configs: [
    {
      column: 'genre',
      label: 'Genre',
      multiple: true,
      defaultValue: 'Action;Sports',
      metric: 'count',
      asc: false,
    },
    { column: 'platform', multiple: false, clearable: false },
  ],
  date_filter: true,
  instant_filtering: false,
};

// The legacy explore_json answer of a filter box: each column's values, with the metric when asked.
const answer = {
  data: {
    genre: [
      { id: 'Action', text: 'Action', metric: 3316 },
      { id: 'Sports', text: 'Sports', metric: 2346 },
    ],
    platform: [{ id: 'PS2', text: 'PS2' }],
  },
} as unknown as QueryResult;

function props(extra: Partial<ChartProps> = {}, masks: DataMask[] = []) {
  return transformFilterBoxProps({
    formData,
    queriesData: [answer],
    datasource: { ...EMPTY_DATASOURCE, verboseMap: { platform: 'Platform' } },
    width: 300,
    height: 400,
    filterState: {},
    hooks: { ...NO_HOOKS, setDataMask: (mask) => masks.push(mask) },
    emitCrossFilters: true,
    ...extra,
  });
}

describe('filter_box transformProps', () => {
  it('makes a field per configured filter with its choices, labels and settings', () => {
    const p = props();
    expect(p.fields).toEqual([
      {
        column: 'genre',
        label: 'Genre',
        multiple: true,
        clearable: true,
        searchAllOptions: false,
        asc: false,
        options: [
          { value: 'Action', label: 'Action', metric: 3316 },
          { value: 'Sports', label: 'Sports', metric: 2346 },
        ],
      },
      {
        column: 'platform',
        label: 'Platform',
        multiple: false,
        clearable: false,
        searchAllOptions: false,
        asc: true,
        options: [{ value: 'PS2', label: 'PS2' }],
      },
    ]);
    expect(p).toMatchObject({ dateFilter: true, instant: false, showTimeGrain: false });
  });

  it('starts from the defaults, or from the filter state the dashboard keeps', () => {
    expect(props().initial).toEqual({ values: { genre: ['Action', 'Sports'], platform: [] } });
    expect(props().fromDefaults).toBe(true);
    const kept = { values: { genre: ['Puzzle'] } };
    const p = props({ filterState: { value: kept } });
    expect(p.initial).toBe(kept);
    expect(p.fromDefaults).toBe(false);
  });

  it('emits through setDataMask', () => {
    const masks: DataMask[] = [];
    props({}, masks).emit({ extraFormData: { filters: [{ col: 'genre', op: 'IN', val: ['Action'] }] } });
    expect(masks).toHaveLength(1);
  });

  it('has no choices before the answer', () => {
    expect(props({ queriesData: [] }).fields[0]!.options).toEqual([]);
  });
});
