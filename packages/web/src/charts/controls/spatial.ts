/**
 * Superset's SpatialControl value: `{type: 'latlong', lonCol, latCol}`,
 * `{type: 'delimited', lonlatCol, delimiter, reverseCheckbox}` or
 * `{type: 'geohash', geohashCol, reverseCheckbox}`.
 */

export type SpatialType = 'latlong' | 'delimited' | 'geohash';

export interface SpatialValue {
  readonly type: SpatialType;
  readonly lonCol?: string | null;
  readonly latCol?: string | null;
  readonly lonlatCol?: string | null;
  readonly delimiter?: string;
  readonly geohashCol?: string | null;
  readonly reverseCheckbox?: boolean;
}

export const INVALID_SPATIAL = 'Invalid lat/long configuration.';

export const SPATIAL_MODES: readonly { readonly value: SpatialType; readonly label: string }[] = [
  { value: 'latlong', label: 'Longitude & Latitude columns' },
  { value: 'delimited', label: 'Delimited long & lat single column' },
  { value: 'geohash', label: 'Geohash' },
];

export function asSpatial(value: unknown): SpatialValue {
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const type = record.type === 'delimited' || record.type === 'geohash' ? record.type : 'latlong';
    return { ...(record as Partial<SpatialValue>), type };
  }
  return { type: 'latlong' };
}

/** The spec's rule: each mode needs its columns (and delimited its delimiter). */
export function spatialError(spatial: SpatialValue): string | null {
  const ok =
    spatial.type === 'latlong'
      ? Boolean(spatial.lonCol && spatial.latCol)
      : spatial.type === 'delimited'
        ? Boolean(spatial.lonlatCol && spatial.delimiter)
        : Boolean(spatial.geohashCol);
  return ok ? null : INVALID_SPATIAL;
}

/** What the closed control shows: the chosen columns, or N/A while the setting is invalid. */
export function spatialLabel(spatial: SpatialValue): string {
  if (spatialError(spatial)) return 'N/A';
  if (spatial.type === 'latlong') return `${spatial.lonCol} | ${spatial.latCol}`;
  if (spatial.type === 'delimited') return String(spatial.lonlatCol);
  return String(spatial.geohashCol);
}

/** The saved value of a mode: only its own fields, as Superset saves it. */
export function spatialValue(spatial: SpatialValue): SpatialValue {
  if (spatial.type === 'latlong')
    return { type: 'latlong', lonCol: spatial.lonCol ?? null, latCol: spatial.latCol ?? null };
  if (spatial.type === 'delimited')
    return {
      type: 'delimited',
      lonlatCol: spatial.lonlatCol ?? null,
      delimiter: spatial.delimiter ?? ',',
      reverseCheckbox: spatial.reverseCheckbox === true,
    };
  return {
    type: 'geohash',
    geohashCol: spatial.geohashCol ?? null,
    reverseCheckbox: spatial.reverseCheckbox === true,
  };
}
