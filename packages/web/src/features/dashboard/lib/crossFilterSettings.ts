import {
  type ChartConfiguration,
  type CrossFilterMetadata,
  chartConfigurationSchema,
  chartIdsOf,
  crossFilterScopes,
  filterScopeSchema,
  type Position,
} from '@tessera/core';

/** A dashboard's cross-filtering settings, read from json_metadata. */
export interface CrossFilterSettings {
  /** `cross_filters_enabled`; a dashboard saved before the key existed has them on. */
  readonly enabled: boolean;
  readonly metadata: CrossFilterMetadata;
  /** Per emitting chart id (as text), the charts its cross-filters reach. */
  readonly scopes: ReadonlyMap<string, ReadonlySet<number>>;
}

function parse(json: string | null | undefined): Record<string, unknown> {
  if (!json) return {};
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    // Not JSON: the dashboard draws with the default scoping.
    return {};
  }
}

/** Entry by entry, so one malformed chart configuration does not drop the others. */
function chartConfiguration(raw: unknown): Record<string, ChartConfiguration> {
  if (!raw || typeof raw !== 'object') return {};
  const out: Record<string, ChartConfiguration> = {};
  for (const [key, value] of Object.entries(raw)) {
    const parsed = chartConfigurationSchema.safeParse(value);
    if (parsed.success) out[key] = parsed.data;
  }
  return out;
}

export function crossFilterSettings(
  jsonMetadata: string | null | undefined,
  position: Position | null,
): CrossFilterSettings {
  const raw = parse(jsonMetadata);
  const global = filterScopeSchema.safeParse(
    (raw.global_chart_configuration as { scope?: unknown } | undefined)?.scope,
  );
  const metadata: CrossFilterMetadata = {
    chart_configuration: chartConfiguration(raw.chart_configuration),
    ...(global.success ? { global_chart_configuration: { scope: global.data } } : {}),
  };
  return {
    enabled: raw.cross_filters_enabled !== false,
    metadata,
    scopes: position ? crossFilterScopes(chartIdsOf(position), metadata, position) : new Map(),
  };
}
