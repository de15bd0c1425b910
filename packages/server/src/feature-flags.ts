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
 * | DASHBOARD_NATIVE_FILTERS | on | web dashboard/filter-box/FilterBoxMigration.tsx (the filter-box migration, spec 000 §4) and DashboardPage.tsx (off: no native filter bar) |
 * | DASHBOARD_CROSS_FILTERS | on | web dashboard DashboardPage.tsx (off: no chart emits cross-filters, no Cross-filtering scoping entry); explore ControlPanel.tsx and the viz gallery (the emit control and Interactive tags) |
 * | DASHBOARD_FILTERS_EXPERIMENTAL | off | not yet used (Superset: experimental native-filter features) |
 * | DISABLE_LEGACY_DATASOURCE_EDITOR | on | web datasets/components/DatasourceEditorModal.tsx (hides the legacy-editor button, spec 000 §2 point 7) |
 * | USE_ANALAGOUS_COLORS | off | core color/categorical.ts + analogous.ts (past a scheme's end, new labels get analogous colours); web charts/shared/colorNamespace.tsx passes it to charts and dashboards |
 * | ENABLE_DND_WITH_CLICK_UX | off | web explore controls/dropZoneLabel.ts: on, the drop zones read Superset's 'Drop … here or click'; off, 'Add …'. A click adds either way (a drag-only zone would shut out keyboard users) |
 * | UX_BETA | off | not yet used |
 * | GLOBAL_ASYNC_QUERIES | off | server jobs/start-async.ts, api/async-event.ts, api/explore-json*.ts, sqllab/execute.ts (202 + job events); web charts/useChartQuery.ts, charts/asyncEvents.ts |
 * | CLIENT_CACHE | off | web charts/legacy/request.ts (GET with the whole form data, POST past 8,000 characters); server api/client-cache.ts (private Cache-Control with the cache timeout, ETag, 304) |
 * | ENABLE_ADVANCED_DATA_TYPES | off | server api/advanced-data-type.ts (404 while off); web explore AdhocFilterControl/useAdvancedDataType.ts (conversion in the filter editor) |
 * | RLS_IN_SQLLAB | on | server sqllab/row-level-security.ts (row-level security rules filter the tables SQL Lab reads). On by default, unlike Superset: a user under an RLS rule who also holds the database would otherwise read every row in SQL Lab; turning it off is an operator's explicit choice |
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
  // On, unlike Superset's default: see RLS_IN_SQLLAB in the table above.
  RLS_IN_SQLLAB: true,
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
