import type { ChartMetadata } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { chartRegistry } from '../../../charts';
import {
  galleryCategories,
  galleryEntries,
  gallerySearch,
  galleryTags,
  inSection,
  moveInGrid,
  QUICK_VIZ_TYPES,
  type VizEntry,
} from './vizGallery';

const meta = (name: string, category: string, tags: string[], extra: Partial<ChartMetadata> = {}) =>
  ({
    name,
    category,
    tags,
    description: '',
    behaviors: [],
    deprecated: false,
    useLegacyApi: false,
    ...extra,
  }) as ChartMetadata;

const ENTRIES: VizEntry[] = [
  { key: 'zzz_custom', metadata: meta('Custom Thing', '', ['Experimental']) },
  { key: 'pie', metadata: meta('Pie Chart', 'Part of a Whole', ['Popular', 'ECharts']) },
  { key: 'filter_box', metadata: meta('Filter box', 'Tools', ['Legacy'], { deprecated: true }) },
  {
    key: 'table',
    metadata: meta('Table', 'Table', ['Popular', 'Tabular'], { description: 'Rows and columns.' }),
  },
  {
    key: 'echarts_timeseries_line',
    metadata: meta('Line Chart', 'Evolution', ['Popular', 'ECharts', 'Trend']),
  },
  { key: 'aaa_other', metadata: meta('Another', 'Correlation', ['ECharts']) },
];

describe('the chart-type gallery', () => {
  it('hides deprecated types and puts the preferred ones first, the rest by name', () => {
    expect(galleryEntries(ENTRIES).map((e) => e.key)).toEqual([
      'echarts_timeseries_line',
      'table',
      'pie',
      'aaa_other',
      'zzz_custom',
    ]);
  });

  it('hides dashboard filters (NATIVE_FILTER) unless interactive with cross-filters on', () => {
    const entry = (key: string, behaviors: string[]) => ({
      key,
      metadata: { name: key, category: '', description: '', tags: [], behaviors },
    });
    const entries = [
      entry('filter_select', ['NATIVE_FILTER']),
      entry('interactive_filter', ['NATIVE_FILTER', 'INTERACTIVE_CHART']),
      entry('plain', ['INTERACTIVE_CHART']),
    ];
    expect(galleryEntries(entries).map((e) => e.key)).toEqual(['interactive_filter', 'plain']);
    expect(galleryEntries(entries, false).map((e) => e.key)).toEqual(['plain']);
  });

  it("lists categories alphabetically with 'Other' (no category) last, and every tag", () => {
    const shown = galleryEntries(ENTRIES);
    expect(galleryCategories(shown)).toEqual([
      'Correlation',
      'Evolution',
      'Part of a Whole',
      'Table',
      'Other',
    ]);
    expect(galleryTags(shown)).toEqual(['ECharts', 'Experimental', 'Popular', 'Tabular', 'Trend']);
  });

  it('sections pick by category or tag', () => {
    const shown = galleryEntries(ENTRIES);
    const pick = (section: Parameters<typeof inSection>[1]) =>
      shown.filter((e) => inSection(e, section)).map((e) => e.key);
    expect(pick({ kind: 'tag', name: 'Popular' })).toEqual(['echarts_timeseries_line', 'table', 'pie']);
    expect(pick({ kind: 'category', name: 'Other' })).toEqual(['zzz_custom']);
    expect(pick({ kind: 'all' })).toHaveLength(5);
  });

  it('searches names first, then tags and descriptions, forgiving a typo', () => {
    const search = gallerySearch(galleryEntries(ENTRIES));
    expect(search('line')[0]?.key).toBe('echarts_timeseries_line');
    expect(search('Pie Chrt')[0]?.key).toBe('pie');
    expect(search('tabular').map((e) => e.key)).toEqual(['table']);
    expect(search('columns').map((e) => e.key)).toEqual(['table']);
    expect(search('   ')).toEqual([]);
  });

  it('moves through the grid with the arrow keys, staying inside it', () => {
    expect(moveInGrid(0, 'ArrowRight', 10, 4)).toBe(1);
    expect(moveInGrid(0, 'ArrowLeft', 10, 4)).toBe(0);
    expect(moveInGrid(1, 'ArrowDown', 10, 4)).toBe(5);
    expect(moveInGrid(8, 'ArrowDown', 10, 4)).toBe(8);
    expect(moveInGrid(5, 'ArrowUp', 10, 4)).toBe(1);
    expect(moveInGrid(-1, 'ArrowDown', 10, 4)).toBe(0);
    expect(moveInGrid(3, 'Enter', 10, 4)).toBe(3);
  });

  it('every quick tile is a registered chart type', () => {
    for (const id of QUICK_VIZ_TYPES) expect(chartRegistry.has(id)).toBe(true);
  });
});
