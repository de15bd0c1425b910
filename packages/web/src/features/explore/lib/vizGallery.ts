/**
 * The chart-type picker's model (spec 001 points 2, 4 and 9; Superset's VizTypeGallery): which
 * types are offered and in what order, the sidebar's sections, and the fuzzy search.
 */
import type { ChartLabel } from '@tessera/core';
import Fuse from 'fuse.js';

/** What the gallery reads of a chart plugin's metadata (core's ChartMetadata has it all). */
export interface GalleryMetadata {
  readonly name: string;
  readonly category: string;
  readonly description: string;
  readonly tags: readonly string[];
  readonly deprecated?: boolean;
  readonly behaviors?: readonly string[];
  /** The badge beside the name in the details pane, and its tooltip. */
  readonly label?: ChartLabel;
  readonly labelExplanation?: string;
  /** The grid tile's picture (a URL); without one the tile draws a shape. */
  readonly thumbnail?: string;
  readonly exampleGallery?: readonly { readonly url: string; readonly caption: string }[];
}

export interface VizEntry {
  readonly key: string;
  readonly metadata: GalleryMetadata;
}

/** The quick tiles beside the select: line, table, big number, pie, bar, area (Superset's featured). */
export const QUICK_VIZ_TYPES = [
  'echarts_timeseries_line',
  'table',
  'big_number_total',
  'pie',
  'echarts_timeseries_bar',
  'echarts_area',
] as const;

export const ALL_CHARTS = 'All charts';
export const RECOMMENDED_TAGS = ['Popular', 'ECharts', 'Advanced-Analytics'] as const;
export const OTHER_CATEGORY = 'Other';

/** Superset's preferred order (most used first); types not listed sort after these, by name. */
const DEFAULT_ORDER = [
  'echarts_timeseries_line',
  'big_number',
  'big_number_total',
  'table',
  'pivot_table_v2',
  'echarts_area',
  'echarts_timeseries_bar',
  'echarts_timeseries_scatter',
  'pie',
  'mixed_timeseries',
  'echarts_timeseries_smooth',
  'echarts_timeseries_step',
  'deck_polygon',
  'time_table',
  'histogram_v2',
  'deck_scatter',
  'deck_hex',
  'time_pivot',
  'deck_arc',
  'heatmap_v2',
  'deck_grid',
  'deck_screengrid',
  'treemap_v2',
  'box_plot',
  'sunburst_v2',
  'sankey_v2',
  'word_cloud',
  'mapbox',
  'cal_heatmap',
  'rose',
  'bubble_v2',
  'deck_geojson',
  'horizon',
  'deck_multi',
  'partition',
  'deck_path',
  'graph_chart',
  'world_map',
  'paired_ttest',
  'para',
  'country_map',
];

const sortFactor = (key: string) => {
  const at = DEFAULT_ORDER.indexOf(key);
  return at < 0 ? DEFAULT_ORDER.length : at;
};

/**
 * Superset's nativeFilterGate: a type that is a dashboard filter (NATIVE_FILTER behaviour) is not
 * a chart to build here, unless it is also interactive and cross-filters are on.
 */
export function passesNativeFilterGate(behaviors: readonly string[] = [], crossFilters = true): boolean {
  return !behaviors.includes('NATIVE_FILTER') || (crossFilters && behaviors.includes('INTERACTIVE_CHART'));
}

/**
 * The offered types: deprecated ones and dashboard filters hidden (spec 001 point 9), Superset's
 * order first, the rest by name. `crossFilters` is the DASHBOARD_CROSS_FILTERS flag (on by default).
 */
export function galleryEntries(entries: readonly VizEntry[], crossFilters = true): VizEntry[] {
  return entries
    .filter((e) => !e.metadata.deprecated && passesNativeFilterGate(e.metadata.behaviors, crossFilters))
    .sort((a, b) => sortFactor(a.key) - sortFactor(b.key) || a.metadata.name.localeCompare(b.metadata.name));
}

export const categoryOf = (entry: VizEntry) => entry.metadata.category || OTHER_CATEGORY;

/** Categories alphabetically, 'Other' last. */
export function galleryCategories(entries: readonly VizEntry[]): string[] {
  return [...new Set(entries.map(categoryOf))].sort((a, b) => {
    if (a === OTHER_CATEGORY) return 1;
    if (b === OTHER_CATEGORY) return -1;
    return a.localeCompare(b);
  });
}

/** Every tag of the offered types, alphabetically. */
export function galleryTags(entries: readonly VizEntry[]): string[] {
  return [...new Set(entries.flatMap((e) => e.metadata.tags))].sort((a, b) => a.localeCompare(b));
}

export type GallerySection =
  | { readonly kind: 'all' }
  | { readonly kind: 'category'; readonly name: string }
  | { readonly kind: 'tag'; readonly name: string };

export const sectionKey = (section: GallerySection) =>
  section.kind === 'all' ? ALL_CHARTS : `${section.kind}:${section.name}`;

export function inSection(entry: VizEntry, section: GallerySection): boolean {
  if (section.kind === 'all') return true;
  if (section.kind === 'category') return categoryOf(entry) === section.name;
  return entry.metadata.tags.includes(section.name);
}

/** Superset's search: Fuse, threshold 0.3, weights name 4, tags 2, description 1 (spec 001 §9). */
export function gallerySearch(entries: readonly VizEntry[]): (query: string) => VizEntry[] {
  const fuse = new Fuse([...entries], {
    ignoreLocation: true,
    threshold: 0.3,
    keys: [
      { name: 'metadata.name', weight: 4 },
      { name: 'metadata.tags', weight: 2 },
      { name: 'metadata.description', weight: 1 },
    ],
  });
  return (query) => (query.trim() ? fuse.search(query.trim()).map((r) => r.item) : []);
}

/** Arrow-key movement in a grid of `columns`; stays inside the list. */
export function moveInGrid(index: number, key: string, count: number, columns: number): number {
  const step: Record<string, number> = {
    ArrowLeft: -1,
    ArrowRight: 1,
    ArrowUp: -Math.max(1, columns),
    ArrowDown: Math.max(1, columns),
  };
  const delta = step[key];
  if (delta === undefined || count === 0) return index;
  if (index < 0) return 0;
  const next = index + delta;
  return next < 0 || next >= count ? index : next;
}
