/**
 * The one list of Superset viz_type ids Tessera knows (Superset's MainPreset and DeckGL preset,
 * the viz.py types the legacy registry serves, and the legacy ids Superset's viz migrations
 * rewrite, superset/migrations/shared/migrate_viz/processors.py). The web chart registry and the
 * core legacy-viz registry both check their ids against it, so an id is spelt once.
 */

export interface VizType {
  /** Superset's viz_type, saved in charts: it never changes. */
  readonly id: string;
  readonly name: string;
  /** Reads `/superset/explore_json/` (viz.py) rather than `/api/v1/chart/data`. */
  readonly legacyApi: boolean;
  /** A legacy id Superset's migrations convert: the modern id the chart opens as. */
  readonly migratesTo?: string;
  /** Other ids saved charts may carry for the same type. */
  readonly aliasIds?: readonly string[];
}

const modern = (id: string, name: string): VizType => ({ id, name, legacyApi: false });
const legacy = (id: string, name: string): VizType => ({ id, name, legacyApi: true });
const migrated = (id: string, name: string, migratesTo: string): VizType => ({
  id,
  name,
  legacyApi: true,
  migratesTo,
});

export const VIZ_TYPES: readonly VizType[] = [
  // ECharts time series: one implementation, a series style each.
  modern('echarts_timeseries', 'Generic Chart'),
  modern('echarts_timeseries_line', 'Line Chart'),
  modern('echarts_timeseries_bar', 'Bar Chart'),
  modern('echarts_area', 'Area Chart'),
  modern('echarts_timeseries_scatter', 'Scatter Plot'),
  modern('echarts_timeseries_smooth', 'Smooth Line'),
  modern('echarts_timeseries_step', 'Stepped Line'),
  modern('mixed_timeseries', 'Mixed Chart'),
  // KPIs and tables.
  modern('big_number', 'Big Number with Trendline'),
  modern('big_number_total', 'Big Number'),
  modern('table', 'Table'),
  modern('pivot_table_v2', 'Pivot Table'),
  legacy('time_table', 'Time-series Table'),
  // Other ECharts and modern plugins.
  modern('pie', 'Pie Chart'),
  modern('funnel', 'Funnel Chart'),
  modern('gauge_chart', 'Gauge Chart'),
  modern('graph_chart', 'Graph Chart'),
  modern('radar', 'Radar Chart'),
  modern('sankey_v2', 'Sankey Chart'),
  modern('sunburst_v2', 'Sunburst Chart'),
  modern('tree_chart', 'Tree Chart'),
  modern('treemap_v2', 'Treemap'),
  modern('heatmap_v2', 'Heatmap'),
  modern('histogram_v2', 'Histogram'),
  modern('box_plot', 'Box Plot'),
  modern('bubble_v2', 'Bubble Chart'),
  modern('waterfall', 'Waterfall Chart'),
  modern('word_cloud', 'Word Cloud'),
  modern('gantt_chart', 'Gantt Chart'),
  modern('handlebars', 'Handlebars'),
  // Native filters are viz types too.
  modern('filter_select', 'Select filter'),
  modern('filter_range', 'Range filter'),
  modern('filter_time', 'Time filter'),
  modern('filter_timecolumn', 'Time column'),
  modern('filter_timegrain', 'Time grain'),
  modern('filter_groupby', 'Group By'),
  // Legacy plugins reading explore_json.
  legacy('world_map', 'World Map'),
  legacy('country_map', 'Country Map'),
  legacy('horizon', 'Horizon Chart'),
  legacy('chord', 'Chord Diagram'),
  legacy('para', 'Parallel Coordinates'),
  legacy('partition', 'Partition Chart'),
  legacy('rose', 'Nightingale Rose Chart'),
  legacy('cal_heatmap', 'Calendar Heatmap'),
  legacy('time_pivot', 'Time-series Period Pivot'),
  legacy('paired_ttest', 'Paired t-test Table'),
  legacy('bullet', 'Bullet Chart'),
  legacy('mapbox', 'MapBox'),
  legacy('compare', 'Time-series Percent Change'),
  legacy('event_flow', 'Event Flow'),
  legacy('filter_box', 'Filter box'),
  legacy('directed_force', 'Force-directed Graph'),
  legacy('markup', 'Markup'),
  legacy('iframe', 'IFrame'),
  legacy('separator', 'Separator'),
  legacy('deck_scatter', 'deck.gl Scatterplot'),
  legacy('deck_screengrid', 'deck.gl Screen Grid'),
  legacy('deck_grid', 'deck.gl Grid'),
  legacy('deck_hex', 'deck.gl 3D Hexagon'),
  legacy('deck_arc', 'deck.gl Arc'),
  legacy('deck_path', 'deck.gl Path'),
  legacy('deck_polygon', 'deck.gl Polygon'),
  legacy('deck_heatmap', 'deck.gl Heatmap'),
  legacy('deck_contour', 'deck.gl Contour'),
  legacy('deck_geojson', 'deck.gl Geojson'),
  legacy('deck_multi', 'deck.gl Multiple Layers'),
  // Legacy ids Superset's viz migrations convert (processors.py).
  migrated('area', 'Area Chart (legacy)', 'echarts_area'),
  migrated('bar', 'Time-series Bar Chart (legacy)', 'echarts_timeseries_bar'),
  migrated('bubble', 'Bubble Chart (legacy)', 'bubble_v2'),
  migrated('dist_bar', 'Bar Chart (legacy)', 'echarts_timeseries_bar'),
  migrated('dual_line', 'Dual Line Chart (legacy)', 'mixed_timeseries'),
  migrated('heatmap', 'Heatmap (legacy)', 'heatmap_v2'),
  migrated('histogram', 'Histogram (legacy)', 'histogram_v2'),
  migrated('line', 'Line Chart (legacy)', 'echarts_timeseries_line'),
  migrated('pivot_table', 'Pivot Table (legacy)', 'pivot_table_v2'),
  migrated('sankey', 'Sankey Diagram (legacy)', 'sankey_v2'),
  migrated('sunburst', 'Sunburst Chart (legacy)', 'sunburst_v2'),
  migrated('treemap', 'Treemap (legacy)', 'treemap_v2'),
];

const BY_ID = new Map<string, VizType>();
for (const type of VIZ_TYPES) {
  for (const key of [type.id, ...(type.aliasIds ?? [])]) {
    if (BY_ID.has(key)) throw new Error(`Viz type "${key}" is listed twice.`);
    BY_ID.set(key, type);
  }
}

/** Whether an id (or alias) is one of Superset's viz types. */
export function isKnownVizType(id: string): boolean {
  return BY_ID.has(id);
}

/** The entry for an id or alias; throws naming the known ids. */
export function getVizType(id: string): VizType {
  const found = BY_ID.get(id);
  if (!found) {
    throw new Error(`Unknown visualization type "${id}"; known: ${VIZ_TYPES.map((t) => t.id).join(', ')}.`);
  }
  return found;
}

/** The id a chart opens as: an alias resolved, a migrated legacy id followed to its modern one. */
export function modernVizType(id: string): string {
  const found = BY_ID.get(id);
  if (!found) return id;
  return found.migratesTo ?? found.id;
}

/** The ids of a list that are not in VIZ_TYPES (for the registries' tests). */
export function unknownVizTypes(ids: Iterable<string>): string[] {
  return [...ids].filter((id) => !BY_ID.has(id));
}
