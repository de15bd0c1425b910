/**
 * The two look-ups Explore's controls make outside RTK Query (they are per keystroke or per
 * popover, never shared): a time range resolved by the server, a column's filter values, and
 * filter values read as the column's advanced data type.
 */

import type { AdvancedTypeConversion } from '@tessera/core';
import { describeError } from '../../../app/errors';
import { request } from '../../../app/http';

export type ResolvedRange =
  | { readonly ok: true; readonly since: string; readonly until: string }
  | { readonly ok: false; readonly error: string };

/** GET /api/v1/time_range/?q=<rison string>: the bounds of one range, or the server's message. */
export async function resolveTimeRange(range: string, signal?: AbortSignal): Promise<ResolvedRange> {
  try {
    const body = await request<{ result: { since: string; until: string }[] }>('/api/v1/time_range/', {
      rison: range,
      ...(signal ? { signal } : {}),
    });
    const first = body.result[0];
    return { ok: true, since: first?.since ?? '', until: first?.until ?? '' };
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return { ok: false, error: describeError(error) };
  }
}

export type FilterValue = string | number | boolean | null;

/** GET /superset/filter/{type}/{id}/{column}/: the comparator list of the ad-hoc filter editor. */
export function fetchFilterValues(
  datasourceType: string,
  datasourceId: number,
  column: string,
  signal?: AbortSignal,
): Promise<FilterValue[]> {
  const path = `/superset/filter/${datasourceType}/${datasourceId}/${encodeURIComponent(column)}/`;
  return request<FilterValue[]>(path, signal ? { signal } : {});
}

/** GET /api/v1/advanced_data_type/convert?q=(type,values): the values as the type reads them. */
export async function convertAdvancedType(
  type: string,
  values: readonly unknown[],
  signal?: AbortSignal,
): Promise<AdvancedTypeConversion> {
  const body = await request<{ result: AdvancedTypeConversion }>('/api/v1/advanced_data_type/convert', {
    rison: { type, values: [...values] },
    ...(signal ? { signal } : {}),
  });
  return body.result;
}

/**
 * The table's partition column for the ad-hoc filter's latest-partition operator (spec 000 point
 * 7): GET /api/v1/database/{id}/table_extra/{table}/{schema}/ reads `partitions.cols`, and a
 * column counts only when it is the only one. Null otherwise, or when the call fails (its
 * failure is only logged, as Superset does).
 */
export async function fetchPartitionColumn(
  databaseId: number,
  table: string,
  schema: string,
  signal?: AbortSignal,
): Promise<string | null> {
  try {
    const path = `/api/v1/database/${databaseId}/table_extra/${encodeURIComponent(table)}/${encodeURIComponent(schema)}/`;
    const body = await request<{ partitions?: { cols?: unknown } } | null>(path, signal ? { signal } : {});
    const cols = body?.partitions?.cols;
    return Array.isArray(cols) && cols.length === 1 && typeof cols[0] === 'string' ? cols[0] : null;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    console.warn('Could not read the table’s partitions', error);
    return null;
  }
}
