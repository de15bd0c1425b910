import { COUNTRY_MAP_COUNTRIES, countryMapLabel } from '@tessera/core';
import type { ControlChoice, ControlDefinition } from '../types';
import { required } from '../validators';
import { DEFAULT_PICKED_COLOR } from './colors';

const choices = (pairs: readonly (readonly [string | number, string])[]): ControlChoice[] =>
  pairs.map(([value, label]) => ({ value, label }));

const same = (values: readonly string[]): ControlChoice[] => values.map((value) => ({ value, label: value }));

const hex = (n: number) =>
  Math.max(0, Math.min(255, Math.round(n)))
    .toString(16)
    .padStart(2, '0');

/** A colour picker's saved `{ r, g, b, a }` as "#rrggbb"; null when it is not one. */
export function pickedColorHex(value: unknown): string | null {
  if (!value || typeof value !== 'object') return null;
  const { r, g, b } = value as Record<string, unknown>;
  if (![r, g, b].every((c) => typeof c === 'number' && Number.isFinite(c))) return null;
  return `#${hex(r as number)}${hex(g as number)}${hex(b as number)}`;
}

/** "#rrggbb" → the `{ r, g, b, a }` Superset saves for a colour picker. */
export function pickedColorValue(value: unknown): { r: number; g: number; b: number; a: number } | null {
  const match = typeof value === 'string' ? /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(value) : null;
  if (!match) return null;
  const [r, g, b] = match.slice(1, 4).map((part) => Number.parseInt(part, 16)) as [number, number, number];
  return { r, g, b, a: 1 };
}

/** Controls first needed by the maps charts; each is written once and any chart may refer to it. */
export const mapsControls: readonly ControlDefinition[] = [
  // World Map.
  {
    name: 'country_fieldtype',
    type: 'select',
    label: 'Country field type',
    description: 'The country code standard that the country column holds.',
    default: 'cca2',
    choices: choices([
      ['name', 'Full name'],
      ['cioc', 'code International Olympic Committee (cioc)'],
      ['cca2', 'code ISO 3166-1 alpha-2 (cca2)'],
      ['cca3', 'code ISO 3166-1 alpha-3 (cca3)'],
    ]),
  },
  {
    name: 'show_bubbles',
    type: 'checkbox',
    label: 'Show bubbles',
    description: 'Whether to draw a bubble on each country, sized by the bubble metric.',
    default: false,
    renderTrigger: true,
  },
  {
    // Saved as Superset's { r, g, b, a }.
    name: 'color_picker',
    type: 'color_picker',
    label: 'Color',
    default: DEFAULT_PICKED_COLOR,
    renderTrigger: true,
  },
  {
    name: 'color_by',
    type: 'radio',
    label: 'Color by',
    description:
      'Whether a country is shaded by the metric, or given a colour of its own from the categorical palette.',
    default: 'metric',
    renderTrigger: true,
    choices: choices([
      ['metric', 'Metric'],
      ['country', 'Country'],
    ]),
  },
  // Country Map.
  {
    name: 'select_country',
    type: 'select',
    label: 'Country',
    description: 'Which country to plot the map for.',
    default: null,
    choices: COUNTRY_MAP_COUNTRIES.map((key) => ({ value: key, label: countryMapLabel(key) })),
    validators: [required],
  },
  // MapBox.
  ...(['x', 'y'] as const).map(
    (axis): ControlDefinition => ({
      name: `all_columns_${axis}`,
      type: 'column',
      label: axis === 'x' ? 'Longitude' : 'Latitude',
      description: `Column containing ${axis === 'x' ? 'longitude' : 'latitude'} data.`,
      columnFilter: 'all',
      placeholder: 'Choose a column',
      validators: [required],
    }),
  ),
  {
    name: 'clustering_radius',
    type: 'select',
    label: 'Clustering radius',
    description:
      'The radius (in pixels) within which points form a cluster. 0 turns clustering off; many points (over 1000) then make the map slow.',
    default: '60',
    renderTrigger: true,
    choices: same(['0', '20', '40', '60', '80', '100', '200', '500', '1000']),
  },
  {
    name: 'point_radius',
    type: 'select',
    label: 'Point radius',
    description:
      'The radius of single points (not in a cluster): a numeric column, or Auto, which sizes them from the largest cluster.',
    default: 'Auto',
    choices: (datasource) => [
      { value: 'Auto', label: 'Auto' },
      ...datasource.columns.map((c) => ({ value: c.column_name, label: c.verbose_name || c.column_name })),
    ],
  },
  {
    name: 'point_radius_unit',
    type: 'select',
    label: 'Point radius unit',
    description: 'The unit of the point radius column.',
    default: 'Pixels',
    renderTrigger: true,
    choices: same(['Pixels', 'Miles', 'Kilometers']),
  },
  {
    name: 'mapbox_label',
    type: 'columns',
    label: 'Label',
    description:
      'A numeric column is aggregated over each cluster with the aggregator; other columns label single points. Empty: each cluster shows its number of points.',
    default: [],
    multiple: true,
    columnFilter: 'all',
    placeholder: 'Count of points',
  },
  {
    name: 'pandas_aggfunc',
    type: 'select',
    label: 'Cluster label aggregator',
    description: 'How the label column of the points in a cluster becomes the cluster’s label.',
    default: 'sum',
    renderTrigger: true,
    clearable: false,
    choices: same(['sum', 'mean', 'min', 'max', 'std', 'var']),
  },
  {
    name: 'render_while_dragging',
    type: 'checkbox',
    label: 'Live render',
    description: 'Points and clusters follow the map while it is dragged.',
    default: true,
    renderTrigger: true,
  },
  {
    // The base layer is the bundled country outlines; dark styles draw them dark.
    name: 'mapbox_style',
    type: 'select',
    label: 'Map style',
    description: 'The base map’s colours. Drawn from bundled country outlines, no map tiles.',
    default: 'mapbox://styles/mapbox/light-v9',
    renderTrigger: true,
    clearable: false,
    choices: choices([
      ['mapbox://styles/mapbox/streets-v9', 'Streets'],
      ['mapbox://styles/mapbox/dark-v9', 'Dark'],
      ['mapbox://styles/mapbox/light-v9', 'Light'],
      ['mapbox://styles/mapbox/satellite-streets-v9', 'Satellite Streets'],
      ['mapbox://styles/mapbox/satellite-v9', 'Satellite'],
      ['mapbox://styles/mapbox/outdoors-v9', 'Outdoors'],
    ]),
  },
  {
    name: 'global_opacity',
    type: 'number',
    label: 'Opacity',
    description: 'Opacity of all clusters, points and labels, between 0 and 1.',
    default: 1,
    renderTrigger: true,
  },
  {
    name: 'mapbox_color',
    type: 'select',
    label: 'RGB color',
    description: 'The colour of points and clusters.',
    default: 'rgb(0, 139, 139)',
    renderTrigger: true,
    choices: choices([
      ['rgb(0, 139, 139)', 'Dark Cyan'],
      ['rgb(128, 0, 128)', 'Purple'],
      ['rgb(255, 215, 0)', 'Gold'],
      ['rgb(69, 69, 69)', 'Dim Gray'],
      ['rgb(220, 20, 60)', 'Crimson'],
      ['rgb(34, 139, 34)', 'Forest Green'],
    ]),
  },
];
