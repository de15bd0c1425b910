// The Mapbox point map (viz.py MapboxViz): longitude/latitude columns as a GeoJSON point
// collection the client clusters, with an optional label and radius column per point.
import { asList } from '../base-query';
import { LegacyVizError } from '../errors';
import type { LegacyFormData, LegacyQuery, LegacyViz } from '../types';
import { columnName, get, MAPBOX_API_KEY } from './helpers';

/** `point_radius`, 'Auto' (no radius column) when unset, as the control's default. */
const pointRadius = (formData: LegacyFormData): unknown => formData.point_radius ?? 'Auto';

function mapboxQuery(base: LegacyQuery, formData: LegacyFormData): LegacyQuery {
  const label = asList(formData.mapbox_label)[0];
  const radius = pointRadius(formData);
  const x = formData.all_columns_x;
  const y = formData.all_columns_y;
  const groupby = asList(formData.groupby);
  if (groupby.length === 0) {
    if (x == null || y == null) throw new LegacyVizError('[Longitude] and [Latitude] must be set');
    const columns: unknown[] = [x, y];
    if (label) {
      if (label === 'count') {
        throw new LegacyVizError("Must have a [Group By] column to have 'count' as the [Label]");
      }
      columns.push(label);
    }
    if (radius !== 'Auto') columns.push(radius);
    return { ...base, columns: [...new Set(columns.map(columnName))].sort() };
  }
  if (label && label !== 'count' && !groupby.includes(label)) {
    throw new LegacyVizError('Choice of [Label] must be present in [Group By]');
  }
  if (radius !== 'Auto' && !groupby.includes(radius)) {
    throw new LegacyVizError('Choice of [Point Radius] must be present in [Group By]');
  }
  if (!groupby.includes(x) || !groupby.includes(y)) {
    throw new LegacyVizError('[Longitude] and [Latitude] columns must be present in [Group By]');
  }
  return base;
}

/** Python's round(value, 10) of a coordinate; null stays null. */
function round10(value: unknown): number | null {
  const n = value === null || value === undefined || value === '' ? Number.NaN : Number(value);
  return Number.isFinite(n) ? Number(n.toFixed(10)) : null;
}

/** pandas' min/max of a column: NaN (null) when it holds no number. */
function extent(values: readonly unknown[]): [number | null, number | null] {
  const numbers = values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
  if (numbers.length === 0) return [null, null];
  return [Math.min(...numbers), Math.max(...numbers)];
}

export const mapbox: LegacyViz = {
  id: 'mapbox',
  name: 'Mapbox',
  queryObject: mapboxQuery,
  getData: ({ rows, formData }) => {
    const labels = asList(formData.mapbox_label);
    const hasCustomMetric = formData.mapbox_label != null && labels.length > 0;
    const label = hasCustomMetric ? columnName(labels[0]) : null;
    const radius = pointRadius(formData);
    const radiusColumn = radius === 'Auto' ? null : columnName(radius);
    const x = columnName(formData.all_columns_x);
    const y = columnName(formData.all_columns_y);
    const features = rows.map((row) => ({
      type: 'Feature',
      properties: { metric: get(row, label), radius: get(row, radiusColumn) },
      geometry: { type: 'Point', coordinates: [round10(get(row, x)), round10(get(row, y))] },
    }));
    const [minX, maxX] = extent(rows.map((row) => get(row, x)));
    const [minY, maxY] = extent(rows.map((row) => get(row, y)));
    const control = (key: string) => formData[key] ?? null;
    return {
      geoJSON: { type: 'FeatureCollection', features },
      hasCustomMetric,
      mapboxApiKey: MAPBOX_API_KEY,
      mapStyle: control('mapbox_style'),
      aggregatorName: control('pandas_aggfunc'),
      clusteringRadius: control('clustering_radius'),
      pointRadiusUnit: control('point_radius_unit'),
      globalOpacity: control('global_opacity'),
      bounds: [
        [minX, minY],
        [maxX, maxY],
      ],
      renderWhileDragging: control('render_while_dragging'),
      tooltip: control('rich_tooltip'),
      color: control('mapbox_color'),
    };
  },
};
