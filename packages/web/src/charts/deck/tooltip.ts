import type { TooltipRow } from '@tessera/core';

/** What the pointer is over, as deck.gl's picking info gives it. */
export interface PickedInfo {
  readonly object?: unknown;
  readonly coordinate?: readonly number[] | null;
  readonly layer?: { readonly id: string } | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const round = (n: unknown) => (typeof n === 'number' ? String(Math.round(n * 1e6) / 1e6) : '');

/**
 * The tooltip rows of a picked object: a datum's own rows (points, arcs, paths, polygons, GeoJSON),
 * or an aggregated cell's position and value. The host renders them as text, so user data is never
 * read as markup.
 */
export function tooltipRows(info: PickedInfo, weightLabels: ReadonlyMap<string, string>): TooltipRow[] {
  const object = info.object;
  if (!isRecord(object)) return [];
  if (Array.isArray(object.tooltip)) return object.tooltip as TooltipRow[];
  if (isRecord(object.properties) && Array.isArray(object.properties.tooltip))
    return object.properties.tooltip as TooltipRow[];
  // An aggregated cell (grid, hexagon, screen grid).
  const rows: TooltipRow[] = [];
  const at = info.coordinate;
  if (at && at.length >= 2) rows.push(['Longitude and Latitude', `${round(at[0])}, ${round(at[1])}`]);
  const value = object.colorValue ?? object.value ?? object.elevationValue;
  const label = (info.layer && weightLabels.get(info.layer.id)) || 'Weight';
  if (typeof value === 'number') rows.push([label, String(Math.round(value * 1e6) / 1e6)]);
  if (typeof object.count === 'number') rows.push(['Points', String(object.count)]);
  return rows;
}
