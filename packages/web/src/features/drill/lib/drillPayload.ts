import {
  baseQueryObject,
  type ExtraFilter,
  parseDatasource,
  type QueryFormData,
  withExtraFormData,
} from '@tessera/core';

/** Superset's SamplesPayloadSchema: what the drill asks of POST /datasource/samples. */
export interface DrillPayload {
  readonly filters: readonly Record<string, unknown>[];
  readonly granularity?: string | null;
  readonly time_range?: string | null;
  readonly extras: { readonly where: string; readonly having: string };
}

/**
 * The rows behind a chart (and, when given, behind one clicked element): the chart's own filters,
 * time range and dashboard filters, plus the clicked element's filters, as Superset's getDrillPayload.
 */
export function drillPayload(formData: QueryFormData, clicked: readonly ExtraFilter[] = []): DrillPayload {
  const query = baseQueryObject(withExtraFormData(formData), 0);
  return {
    filters: [...(query.filters ?? []), ...clicked] as Record<string, unknown>[],
    ...(query.granularity ? { granularity: query.granularity } : {}),
    ...(query.time_range ? { time_range: query.time_range } : {}),
    extras: { where: query.extras?.where ?? '', having: '' },
  };
}

/** The dataset id a chart reads, or null for a datasource that is not a table. */
export function drillDatasetId(formData: QueryFormData): number | null {
  try {
    const { id, type } = parseDatasource(formData.datasource);
    return type === 'table' ? id : null;
  } catch {
    return null;
  }
}

/** "channel = Online", "status in Shipped, Cancelled": a filter as a person reads it. */
export function describeFilter(
  filter: ExtraFilter,
  verboseMap: Readonly<Record<string, string>> = {},
): string {
  const column = typeof filter.col === 'string' ? (verboseMap[filter.col] ?? filter.col) : 'value';
  const values = Array.isArray(filter.val) ? filter.val : [filter.val];
  const shown = values
    .map((value) => (value === null || value === undefined ? '<NULL>' : String(value)))
    .join(', ');
  return filter.op === 'IN' && values.length > 1 ? `${column} in ${shown}` : `${column} = ${shown}`;
}
