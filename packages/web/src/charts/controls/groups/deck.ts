import type { QueryFormData } from '@tessera/core';
import type { ControlChoice, ControlDefinition } from '../types';
import { nonEmpty } from '../validators';

const choices = (pairs: readonly (readonly [string | number, string])[]): ControlChoice[] =>
  pairs.map(([value, label]) => ({ value, label }));

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

// --- Spatial controls: Superset's SpatialControl saves {type: 'latlong', lonCol, latCol}; Explore
// offers it as two column pickers (a delimited or geohash spatial saved by Superset is kept until
// a column is picked).
function spatialControls(key: string, label: string): ControlDefinition[] {
  const part = (axis: 'lonCol' | 'latCol', axisLabel: string, guess: RegExp): ControlDefinition => ({
    name: axis === 'lonCol' ? key : `${key}__latitude`,
    type: 'column',
    label: `${label}${axisLabel}`,
    description: `The column holding the ${axisLabel.trim().toLowerCase()} of each point.`,
    columnFilter: 'all',
    initialValue: (datasource) =>
      datasource.columns.find((c) => guess.test(c.column_name))?.column_name ?? null,
    read: (formData) => {
      const spatial = record(formData[key]);
      return spatial.type === 'latlong' || spatial.type === undefined ? (spatial[axis] ?? null) : null;
    },
    write: (formData, value) => {
      const spatial = record(formData[key]);
      const kept = spatial.type === 'latlong' ? spatial : {};
      return { ...formData, [key]: { ...kept, type: 'latlong', [axis]: value ?? null } };
    },
    validators: [nonEmpty(`Choose the ${axisLabel.trim().toLowerCase()} column.`)],
  });
  return [
    part('lonCol', ' longitude', /^(lon|lng|long|longitude)$/i),
    part('latCol', ' latitude', /^(lat|latitude)$/i),
  ];
}

// --- Colour pickers: Superset saves {r, g, b, a} (Explore's color_picker control).
const PRIMARY = { r: 0, g: 122, b: 135, a: 1 };
function pickerControl(name: string, label: string, description: string): ControlDefinition {
  return {
    name,
    type: 'color_picker',
    label,
    description,
    default: PRIMARY,
    renderTrigger: true,
  };
}

// --- The viewport: Superset's ViewportControl, one number per field.
const VIEWPORT_FIELDS = [
  ['longitude', 'Longitude', 6.85236157047845],
  ['latitude', 'Latitude', 31.222656842808707],
  ['zoom', 'Zoom', 1],
  ['bearing', 'Bearing', 0],
  ['pitch', 'Pitch', 0],
] as const;

const viewportControls: ControlDefinition[] = VIEWPORT_FIELDS.map(([field, label, fallback]) => ({
  name: `viewport__${field}`,
  type: 'number',
  label: `Viewport ${label.toLowerCase()}`,
  description: 'Where the map opens (Superset’s viewport); pitch tilts the map, bearing turns it.',
  renderTrigger: true,
  read: (formData: QueryFormData) => {
    const value = Number(record(formData.viewport)[field]);
    return Number.isFinite(value) ? value : fallback;
  },
  write: (formData: QueryFormData, value: unknown) => ({
    ...formData,
    viewport: { ...record(formData.viewport), [field]: typeof value === 'number' ? value : fallback },
  }),
}));

/** Controls first needed by the deck charts; each is written once and any chart may refer to it. */
export const deckControls: readonly ControlDefinition[] = [
  ...spatialControls('spatial', 'Point'),
  ...spatialControls('start_spatial', 'Start'),
  ...spatialControls('end_spatial', 'End'),
  ...viewportControls,
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
    type: 'number',
    label: 'Point size',
    description: 'Fixed point radius (Superset’s fixed value; a saved radius metric stays as it is).',
    default: { type: 'fix', value: 1000 },
    read: (formData) => {
      const control = record(formData.point_radius_fixed);
      return control.type === 'metric' ? null : Number(control.value ?? 1000);
    },
    write: (formData, value) => ({ ...formData, point_radius_fixed: { type: 'fix', value: value ?? 1000 } }),
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
    validators: [nonEmpty('Choose the lines column.')],
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
    validators: [nonEmpty('Choose the GeoJSON column.')],
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
    type: 'text',
    label: 'deck.gl charts',
    description: 'The ids of the saved deck.gl charts to draw together, separated by commas.',
    default: [],
    read: (formData) => (Array.isArray(formData.deck_slices) ? formData.deck_slices.join(', ') : ''),
    write: (formData, value) => ({
      ...formData,
      deck_slices: String(value ?? '')
        .split(',')
        .map((s) => Number(s.trim()))
        .filter((n) => Number.isSafeInteger(n) && n > 0),
    }),
    validators: [nonEmpty('Choose at least one deck.gl chart.')],
  },
];
