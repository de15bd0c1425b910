/**
 * Feature flags (spec 000 point 6, plus the asynchronous-query and client-cache flags). Defaults
 * follow Superset's where the spec names them; `TESSERA_FEATURE_FLAGS` (a JSON object) is merged
 * over the defaults and the result is exposed to the web app through the bootstrap endpoint
 * (`feature_flags` of /api/v1/tessera/bootstrap).
 *
 * Where each flag is honoured (keep this table true when a flag gains or loses a use):
 * | flag | default | honoured in |
 * |---|---|---|
 * | DYNAMIC_PLUGINS | off | server api/dynamic-plugins.ts (404 while off); web charts/dynamic/useDynamicPlugins.ts (loads the bundles) |
 * | DASHBOARD_NATIVE_FILTERS | on | web dashboard/filter-box/FilterBoxMigration.tsx (the filter-box migration, spec 000 §4); the native filter bar itself does not yet check it |
 * | DASHBOARD_CROSS_FILTERS | on | not yet: dashboard ChartHolder.tsx offers cross-filters whatever its value |
 * | DASHBOARD_FILTERS_EXPERIMENTAL | off | not yet used (Superset: experimental native-filter features) |
 * | DISABLE_LEGACY_DATASOURCE_EDITOR | on | web datasets/components/DatasourceEditorModal.tsx (hides the legacy-editor button, spec 000 §2 point 7) |
 * | USE_ANALAGOUS_COLORS | off | not yet: the categorical colour scale does not extend its scheme with analogous colours |
 * | ENABLE_DND_WITH_CLICK_UX | off | not yet: Explore's drag-and-drop controls do not offer click-to-add by it |
 * | UX_BETA | off | not yet used |
 * | GLOBAL_ASYNC_QUERIES | off | server jobs/start-async.ts, api/async-event.ts, api/explore-json*.ts, sqllab/execute.ts (202 + job events); web charts/useChartQuery.ts, charts/asyncEvents.ts |
 * | CLIENT_CACHE | off | not yet: the legacy chart data request (charts/legacy/request.ts) always POSTs; spec 000 wants GET when on |
 * | ENABLE_ADVANCED_DATA_TYPES | off | server api/advanced-data-type.ts (404 while off); web explore AdhocFilterControl/useAdvancedDataType.ts (conversion in the filter editor) |
 * | EMBEDDED_SUPERSET | off | server api/embedded-dashboard.ts, api/guest-token.ts, security/guest-auth.ts, app.ts (framing); web dashboard header's Embed entry |
 */

export const DEFAULT_FEATURE_FLAGS = {
  DYNAMIC_PLUGINS: false,
  DASHBOARD_NATIVE_FILTERS: true,
  DASHBOARD_CROSS_FILTERS: true,
  DASHBOARD_FILTERS_EXPERIMENTAL: false,
  DISABLE_LEGACY_DATASOURCE_EDITOR: true,
  USE_ANALAGOUS_COLORS: false,
  ENABLE_DND_WITH_CLICK_UX: false,
  UX_BETA: false,
  GLOBAL_ASYNC_QUERIES: false,
  CLIENT_CACHE: false,
  EMBEDDED_SUPERSET: false,
  ENABLE_ADVANCED_DATA_TYPES: false,
} as const satisfies Record<string, boolean>;

export type KnownFeatureFlag = keyof typeof DEFAULT_FEATURE_FLAGS;

/** Known flags are always present; unknown flags given by the operator are kept as given. */
export type FeatureFlags = Readonly<Record<KnownFeatureFlag, boolean> & Record<string, boolean>>;

export class FeatureFlagError extends Error {
  override readonly name = 'FeatureFlagError';
}

/**
 * Parses the value of `TESSERA_FEATURE_FLAGS`. An empty or missing value gives the defaults.
 * Anything but a JSON object of booleans is refused with a message naming the culprit, so a typo
 * stops the server at start instead of silently running with the defaults.
 */
export function parseFeatureFlags(raw: string | undefined): FeatureFlags {
  const flags: Record<string, boolean> = { ...DEFAULT_FEATURE_FLAGS };
  if (raw === undefined || raw.trim() === '') return flags as FeatureFlags;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new FeatureFlagError(
      `TESSERA_FEATURE_FLAGS is not valid JSON (${reason}). Expected an object such as {"GLOBAL_ASYNC_QUERIES": true}.`,
    );
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new FeatureFlagError(
      `TESSERA_FEATURE_FLAGS must be a JSON object such as {"GLOBAL_ASYNC_QUERIES": true}; got ${JSON.stringify(parsed)}.`,
    );
  }
  for (const [name, value] of Object.entries(parsed)) {
    if (typeof value !== 'boolean') {
      throw new FeatureFlagError(
        `TESSERA_FEATURE_FLAGS: flag "${name}" must be true or false; got ${JSON.stringify(value)}.`,
      );
    }
    flags[name] = value;
  }
  return flags as FeatureFlags;
}

export function isFeatureEnabled(flags: FeatureFlags, name: KnownFeatureFlag | (string & {})): boolean {
  return flags[name] === true;
}
