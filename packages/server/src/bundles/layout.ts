/** Rewrites ids inside a dashboard's layout and metadata when it moves between installations. */

type Json = Record<string, unknown>;

/** Old chart id → chart uuid, read from the exported layout's CHART components. */
export function chartUuidsOfPosition(position: unknown): Map<number, string> {
  const out = new Map<number, string>();
  if (typeof position !== 'object' || position === null) return out;
  for (const component of Object.values(position as Json)) {
    const node = component as { type?: string; meta?: { chartId?: unknown; uuid?: unknown } };
    if (
      node?.type === 'CHART' &&
      typeof node.meta?.chartId === 'number' &&
      typeof node.meta.uuid === 'string'
    ) {
      out.set(node.meta.chartId, node.meta.uuid);
    }
  }
  return out;
}

/** Chart uuids placed on the layout. */
export function chartUuidsInPosition(position: unknown): string[] {
  if (typeof position !== 'object' || position === null) return [];
  return Object.values(position as Json).flatMap((component) => {
    const node = component as { type?: string; meta?: { uuid?: unknown } };
    return node?.type === 'CHART' && typeof node.meta?.uuid === 'string' ? [node.meta.uuid] : [];
  });
}

/** The layout Superset generates when a bundle has none: ROOT → GRID, plus the header. */
export function defaultPosition(title: string): Json {
  return {
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: { children: ['GRID_ID'], id: 'ROOT_ID', type: 'ROOT' },
    GRID_ID: { children: [], id: 'GRID_ID', parents: ['ROOT_ID'], type: 'GRID' },
    HEADER_ID: { id: 'HEADER_ID', meta: { text: title }, type: 'HEADER' },
  };
}

/** CHART components get the new `chartId` of their `meta.uuid`; unknown uuids lose theirs. */
export function remapPosition(position: Json, newIds: Map<string, number>): Json {
  const out: Json = {};
  for (const [key, component] of Object.entries(position)) {
    const node = component as { type?: string; meta?: Json };
    const uuid = node?.meta?.uuid;
    if (node?.type === 'CHART' && typeof uuid === 'string') {
      // An old id of a chart that did not come along must not point at an unrelated local chart.
      const { chartId: _old, ...meta } = node.meta ?? {};
      const id = newIds.get(uuid);
      out[key] = { ...node, meta: id === undefined ? meta : { ...meta, chartId: id } };
    } else out[key] = component;
  }
  return out;
}

/**
 * json_metadata with chart ids translated (old → new) and native filter targets pointing at the
 * imported datasets (`datasetUuid` → `datasetId`).
 */
export function remapMetadata(
  metadata: Json,
  chartIds: Map<number, number>,
  datasetIds: Map<string, number>,
): Json {
  const chart = (id: unknown) => (typeof id === 'number' ? (chartIds.get(id) ?? id) : id);
  const chartKey = (key: string) => String(chartIds.get(Number(key)) ?? key);
  const copy = structuredClone(metadata) as Json;
  const byChart = (value: unknown) =>
    typeof value === 'object' && value !== null
      ? Object.fromEntries(Object.entries(value as Json).map(([key, v]) => [chartKey(key), v]))
      : value;
  if (copy.expanded_slices) copy.expanded_slices = byChart(copy.expanded_slices);
  if (Array.isArray(copy.timed_refresh_immune_slices)) {
    copy.timed_refresh_immune_slices = copy.timed_refresh_immune_slices.map(chart);
  }
  if (copy.chart_configuration && typeof copy.chart_configuration === 'object') {
    const entries = Object.entries(copy.chart_configuration as Json).map(([key, value]) => {
      const config = { ...(value as Json) };
      config.id = chart(config.id);
      const cross = config.crossFilters as Json | undefined;
      if (cross && Array.isArray(cross.chartsInScope)) {
        config.crossFilters = { ...cross, chartsInScope: cross.chartsInScope.map(chart) };
      }
      return [chartKey(key), config];
    });
    copy.chart_configuration = Object.fromEntries(entries);
  }
  for (const filter of (copy.native_filter_configuration as Json[] | undefined) ?? []) {
    if (Array.isArray(filter.chartsInScope)) filter.chartsInScope = filter.chartsInScope.map(chart);
    const scope = filter.scope as { excluded?: unknown[] } | undefined;
    if (scope && Array.isArray(scope.excluded)) scope.excluded = scope.excluded.map(chart);
    for (const target of (filter.targets as Json[] | undefined) ?? []) {
      if (typeof target.datasetUuid !== 'string') continue;
      const id = datasetIds.get(target.datasetUuid);
      if (id !== undefined) target.datasetId = id;
      delete target.datasetUuid;
    }
  }
  return copy;
}
