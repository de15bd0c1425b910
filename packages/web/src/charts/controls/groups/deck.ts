import { asSpatial, spatialError } from '../spatial';
import type { ControlChoice, ControlDefinition } from '../types';
import { integer, required } from '../validators';
import { DEFAULT_VIEWPORT } from '../viewport';
import { DEFAULT_PICKED_COLOR } from './colors';

const choices = (pairs: readonly (readonly [string | number, string])[]): ControlChoice[] =>
  pairs.map(([value, label]) => ({ value, label }));

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

// --- Spatial controls: Superset's SpatialControl saves {type: 'latlong', lonCol, latCol},
// {type: 'delimited', lonlatCol, delimiter, reverseCheckbox} or {type: 'geohash', geohashCol, …}.
function spatialControl(key: string, label: string): ControlDefinition {
  return {
    name: key,
    type: 'spatial',
    label,
    description: 'Longitude and latitude columns, one delimited "long,lat" column, or a geohash column.',
    initialValue: (datasource) => {
      const find = (guess: RegExp) =>
        datasource.columns.find((c) => guess.test(c.column_name))?.column_name ?? null;
      const lonCol = find(/^(lon|lng|long|longitude)$/i);
      const latCol = find(/^(lat|latitude)$/i);
      // Left empty (for the user to choose) unless both columns are there to guess.
      return lonCol && latCol ? { type: 'latlong', lonCol, latCol } : null;
    },
    validators: [(value) => spatialError(asSpatial(value))],
  };
}

/** The saved deck.gl charts a multi-layer chart may draw (not another multi-layer chart). */
function deckChartChoices(body: unknown): ControlChoice[] {
  const result = record(body).result;
  if (!Array.isArray(result)) return [];
  return result.flatMap((row) => {
    const chart = record(row);
    if (typeof chart.id !== 'number' || chart.viz_type === 'deck_multi') return [];
    return [{ value: chart.id, label: String(chart.slice_name ?? chart.id) }];
  });
}

// --- Colour pickers: Superset saves {r, g, b, a} (Explore's color_picker control).
function pickerControl(name: string, label: string, description: string): ControlDefinition {
  return {
    name,
    type: 'color_picker',
    label,
    description,
    default: DEFAULT_PICKED_COLOR,
    renderTrigger: true,
  };
}

// --- The viewport: Superset's ViewportControl, one object.
const viewportControl: ControlDefinition = {
  name: 'viewport',
  type: 'viewport',
  label: 'Viewport',
  description: 'Where the map opens; pitch tilts the map, bearing turns it.',
  default: DEFAULT_VIEWPORT,
  renderTrigger: true,
};

/** Controls first needed by the deck charts; each is written once and any chart may refer to it. */
export const deckControls: readonly ControlDefinition[] = [
  spatialControl('spatial', 'Longitude & Latitude'),
  spatialControl('start_spatial', 'Start Longitude & Latitude'),
  spatialControl('end_spatial', 'End Longitude & Latitude'),
  viewportControl,
  {
    name: 'autozoom',
    type: 'checkbox',
    label: 'Auto zoom',
    description: 'When checked, the map zooms to your data after each query.',
    default: true,
    renderTrigger: true,
  },
  {
    name: 'filter_nulls',
    type: 'checkbox',
    label: 'Ignore null locations',
    description: 'Whether to ignore locations that are null.',
    default: true,
    // The server ignores them unless the chart says false (charts saved without the key included).
    read: (formData) => formData.filter_nulls !== false,
  },
  {
    name: 'dimension',
    type: 'column',
    label: 'Categorical color',
    description: 'Pick a dimension from which categorical colors are defined.',
    default: null,
    clearable: true,
    columnFilter: 'groupable',
  },
  {
    name: 'js_columns',
    type: 'columns',
    label: 'Extra data columns',
    description: 'Extra columns sent with each feature (a `color` column holding hex colours colours paths).',
    default: [],
    multiple: true,
    columnFilter: 'all',
  },
  {
    name: 'point_radius_fixed',
    type: 'fixed_or_metric',
    label: 'Point size',
    description: 'Fixed point radius, or a metric giving each point its radius.',
    default: { type: 'fix', value: 1000 },
  },
  {
    name: 'point_unit',
    type: 'select',
    label: 'Point unit',
    description: 'The unit of the point size.',
    default: 'square_m',
    renderTrigger: true,
    choices: choices([
      ['square_m', 'Square meters'],
      ['square_km', 'Square kilometers'],
      ['square_miles', 'Square miles'],
      ['radius_m', 'Radius in meters'],
      ['radius_km', 'Radius in kilometers'],
      ['radius_miles', 'Radius in miles'],
    ]),
  },
  {
    name: 'multiplier',
    type: 'number',
    label: 'Multiplier',
    description: 'Factor to multiply the metric by.',
    default: 1,
    renderTrigger: true,
  },
  {
    name: 'min_radius',
    type: 'number',
    label: 'Minimum radius',
    description: 'In pixels.',
    default: 2,
    renderTrigger: true,
  },
  {
    name: 'max_radius',
    type: 'number',
    label: 'Maximum radius',
    description: 'In pixels.',
    default: 250,
    renderTrigger: true,
  },
  {
    name: 'grid_size',
    type: 'number',
    // A whole number, as Superset's TextControl with isInt (legacyValidateInteger).
    validators: [integer],
    label: 'Grid size',
    description: 'The cell size: metres on the ground for grids and hexagons, pixels for the screen grid.',
    default: 20,
    renderTrigger: true,
  },
  {
    name: 'extruded',
    type: 'checkbox',
    label: 'Extruded',
    description: 'Whether to make the cells or shapes 3D.',
    default: true,
    renderTrigger: true,
  },
  {
    name: 'js_agg_function',
    type: 'select',
    label: 'Dynamic aggregation function',
    description: 'How the points of one cell are aggregated.',
    default: 'sum',
    renderTrigger: true,
    choices: choices([
      ['sum', 'sum'],
      ['mean', 'mean'],
      ['min', 'min'],
      ['max', 'max'],
      ['count', 'count'],
    ]),
  },
  {
    name: 'color_scheme_type',
    type: 'select',
    label: 'Color scheme type',
    description: 'A fixed colour, colours by category, or colour breakpoints.',
    default: 'categorical_palette',
    renderTrigger: true,
    choices: choices([
      ['fixed_color', 'Fixed color'],
      ['categorical_palette', 'Categorical palette'],
      ['linear_palette', 'Linear palette'],
    ]),
  },
  pickerControl('target_color_picker', 'Target color', 'The colour of an arc at its target.'),
  pickerControl('fill_color_picker', 'Fill color', 'The fill colour of the shapes.'),
  pickerControl('stroke_color_picker', 'Stroke color', 'The outline colour of the shapes.'),
  {
    name: 'stroke_width',
    type: 'number',
    label: 'Stroke width',
    description: 'The width of the arcs, in pixels.',
    default: 1,
    renderTrigger: true,
  },
  {
    name: 'line_column',
    type: 'column',
    label: 'Lines column',
    description: 'The column that holds the lines.',
    columnFilter: 'all',
    validators: [required],
  },
  {
    name: 'line_type',
    type: 'select',
    label: 'Lines encoding',
    description: 'The encoding format of the lines.',
    default: 'json',
    clearable: false,
    choices: choices([
      ['polyline', 'Polyline'],
      ['json', 'JSON'],
      ['geohash', 'geohash (square)'],
    ]),
  },
  { name: 'reverse_long_lat', type: 'checkbox', label: 'Reverse lat & long', default: false },
  {
    name: 'line_width',
    type: 'number',
    label: 'Line width',
    description: 'The width of the lines.',
    default: 1,
    renderTrigger: true,
  },
  {
    name: 'line_width_unit',
    type: 'select',
    label: 'Line width unit',
    default: 'pixels',
    renderTrigger: true,
    choices: choices([
      ['meters', 'meters'],
      ['pixels', 'pixels'],
    ]),
  },
  {
    name: 'filled',
    type: 'checkbox',
    label: 'Filled',
    description: 'Whether to fill the objects.',
    default: true,
    renderTrigger: true,
  },
  {
    name: 'stroked',
    type: 'checkbox',
    label: 'Stroked',
    description: 'Whether to display the stroke.',
    default: false,
    renderTrigger: true,
  },
  {
    name: 'num_buckets',
    type: 'select',
    label: 'Number of buckets to group data',
    description: 'How many buckets the values are grouped into (none: a continuous scale).',
    default: 5,
    renderTrigger: true,
    choices: choices([2, 3, 5, 10].map((n) => [n, String(n)])),
  },
  {
    name: 'break_points',
    type: 'text',
    label: 'Bucket break points',
    description: 'Comma-separated break points for the buckets; empty for even buckets.',
    renderTrigger: true,
    read: (formData) => (Array.isArray(formData.break_points) ? formData.break_points.join(', ') : ''),
    write: (formData, value) => ({
      ...formData,
      break_points: String(value ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    }),
  },
  {
    name: 'legend_position',
    type: 'select',
    label: 'Legend position',
    description: 'Choose the position of the legend.',
    default: 'tr',
    renderTrigger: true,
    choices: choices([
      ['tl', 'Top left'],
      ['tr', 'Top right'],
      ['bl', 'Bottom left'],
      ['br', 'Bottom right'],
    ]),
  },
  {
    name: 'legend_format',
    type: 'select',
    label: 'Legend format',
    description: 'Choose the format for legend values.',
    default: '.3~s',
    renderTrigger: true,
    choices: choices([
      ['.3~s', '.3~s (12.3k)'],
      ['.1s', '.1s (10k)'],
      [',d', ',d (12,345)'],
      ['.2f', '.2f (12.35)'],
      ['.1%', '.1% (12.3%)'],
    ]),
  },
  {
    name: 'intensity',
    type: 'number',
    label: 'Intensity',
    description: 'How bright the heat is.',
    default: 1,
    renderTrigger: true,
  },
  {
    name: 'radius_pixels',
    type: 'number',
    label: 'Intensity radius',
    description: 'The radius of each point’s heat, in pixels.',
    default: 30,
    renderTrigger: true,
  },
  {
    name: 'aggregation',
    type: 'select',
    label: 'Aggregation',
    description: 'How the weights of nearby points combine.',
    default: 'SUM',
    renderTrigger: true,
    choices: choices([
      ['SUM', 'sum'],
      ['MEAN', 'mean'],
    ]),
  },
  {
    name: 'geojson',
    type: 'column',
    label: 'GeoJSON column',
    description: 'The column holding GeoJSON.',
    columnFilter: 'all',
    validators: [required],
  },
  {
    name: 'point_radius_scale',
    type: 'number',
    label: 'Point radius scale',
    description: 'Scales the radius of GeoJSON points.',
    default: 100,
    renderTrigger: true,
  },
  {
    name: 'deck_slices',
    type: 'select_async',
    label: 'deck.gl charts',
    description: 'Pick a set of deck.gl charts to layer on top of one another.',
    default: [],
    multiple: true,
    placeholder: 'Select charts',
    dataEndpoint:
      '/api/v1/chart/?q=(columns:!(id,slice_name,viz_type),filters:!((col:viz_type,opr:sw,value:deck_)),order_column:slice_name,order_direction:asc,page_size:100)',
    optionsFromAnswer: deckChartChoices,
    validators: [required],
  },
];
