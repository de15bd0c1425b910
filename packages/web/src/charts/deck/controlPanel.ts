import type { DeckVizType } from '@tessera/core';
import type { ControlPanelConfig, ControlPanelSection, ControlReference } from '../controls/types';

type Rows = readonly (readonly ControlReference[])[];

const query = (rows: Rows): ControlPanelSection => ({
  label: 'Query',
  tab: 'data',
  expanded: true,
  controlSetRows: [
    ...rows,
    ['time_range'],
    ['adhoc_filters'],
    [{ name: 'row_limit', override: { default: 5000 } }],
  ],
});

const map: ControlPanelSection = {
  label: 'Map',
  tab: 'customize',
  expanded: true,
  description: 'The base map is drawn from bundled land and country outlines; no map tiles are fetched.',
  controlSetRows: [['viewport'], ['autozoom']],
};

const point = [['spatial']] as const;
const size = {
  name: 'size',
  override: { label: 'Weight', description: 'The weight of each point.' },
} as const;

const section = (label: string, rows: Rows): ControlPanelSection => ({
  label,
  tab: 'customize',
  expanded: true,
  controlSetRows: rows,
});

/** Superset's deck.gl panels: the query, then the layer's own options and the map's view. */
const PANELS: Readonly<Record<DeckVizType, readonly ControlPanelSection[]>> = {
  deck_scatter: [
    query([...point, ['dimension'], ['filter_nulls']]),
    section('Point size', [
      ['point_radius_fixed', 'point_unit'],
      ['multiplier'],
      ['min_radius', 'max_radius'],
    ]),
    section('Point color', [['color_scheme_type'], ['color_picker'], ['legend_position', 'legend_format']]),
    map,
  ],
  deck_screengrid: [
    query([...point, [size], ['filter_nulls']]),
    section('Grid', [['grid_size'], ['color_picker']]),
    map,
  ],
  deck_grid: [
    query([...point, [size], ['filter_nulls']]),
    section('Grid', [
      [{ name: 'grid_size', override: { default: 20, description: 'The size of each cell, in metres.' } }],
      ['extruded', 'js_agg_function'],
    ]),
    map,
  ],
  deck_hex: [
    query([...point, [size], ['filter_nulls']]),
    section('Hexagons', [
      [
        {
          name: 'grid_size',
          override: { default: 40, description: 'The radius of each hexagon, in metres.' },
        },
      ],
      ['extruded', 'js_agg_function'],
    ]),
    map,
  ],
  deck_arc: [
    query([['start_spatial'], ['end_spatial'], ['dimension']]),
    section('Arcs', [
      ['color_picker', 'target_color_picker'],
      ['stroke_width'],
      ['legend_position', 'legend_format'],
    ]),
    map,
  ],
  deck_path: [
    query([['line_column', 'line_type'], ['reverse_long_lat'], ['js_columns']]),
    section('Lines', [['color_picker'], ['line_width', 'line_width_unit']]),
    map,
  ],
  deck_polygon: [
    query([
      ['line_column', 'line_type'],
      ['reverse_long_lat'],
      [{ name: 'metric', override: { label: 'Fill metric' } }],
    ]),
    section('Polygons', [
      ['linear_color_scheme'],
      [{ name: 'opacity', override: { default: 80, description: 'Opacity of the fill, 0 to 100.' } }],
      ['num_buckets', 'break_points'],
      ['filled', 'stroked', 'extruded'],
      ['fill_color_picker', 'stroke_color_picker'],
      ['line_width', 'line_width_unit'],
      [{ name: 'multiplier', override: { label: 'Elevation multiplier' } }],
      ['legend_position', 'legend_format'],
    ]),
    map,
  ],
  deck_heatmap: [
    query([...point, [size], ['filter_nulls']]),
    section('Heatmap', [['linear_color_scheme'], ['intensity', 'radius_pixels'], ['aggregation']]),
    map,
  ],
  deck_geojson: [
    query([['geojson'], ['js_columns']]),
    section('GeoJSON', [
      ['fill_color_picker', 'stroke_color_picker'],
      ['filled', 'stroked', 'extruded'],
      ['line_width', 'line_width_unit'],
      ['point_radius_scale'],
    ]),
    map,
  ],
  deck_multi: [
    {
      label: 'Layers',
      tab: 'data',
      expanded: true,
      description: 'Each listed chart is queried with its own filters.',
      controlSetRows: [['deck_slices']],
    },
    map,
  ],
};

export function deckControlPanel(vizType: DeckVizType): ControlPanelConfig {
  return { controlPanelSections: PANELS[vizType] };
}
