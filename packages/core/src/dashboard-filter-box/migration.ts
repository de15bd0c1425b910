/**
 * Turning a dashboard's filter boxes into native filters (Superset 1.x filterboxMigrationHelper),
 * and the migration's states (spec 000: NOOP, SNOOZED, CONVERTED, REVIEWING; Superset adds
 * UNDECIDED, the moment editors are invited to review).
 */
import { NATIVE_FILTER_PREFIX } from '../native-filters/config';
import type { NativeFilter } from '../wire/dashboard-metadata';
import type { Position } from '../wire/layout';
import { chartIdsInFilterBoxScope } from './active';
import {
  type FilterBoxValue,
  filterBoxDefaultValue,
  filterBoxItems,
  TIME_FILTER_LABELS,
  TIME_FILTER_MAP,
} from './config';
import {
  columnScopes,
  DASHBOARD_FILTER_SCOPE_GLOBAL,
  type FilterBoxChartInfo,
  type FilterScopesMetadata,
  isFilterBoxChart,
  type LegacyFilterScope,
  parseDefaultFilters,
} from './state';

export const FILTER_BOX_MIGRATION_STATES = {
  CONVERTED: 'CONVERTED',
  NOOP: 'NOOP',
  REVIEWING: 'REVIEWING',
  SNOOZED: 'SNOOZED',
  UNDECIDED: 'UNDECIDED',
} as const;

export type FilterBoxMigrationState =
  (typeof FILTER_BOX_MIGRATION_STATES)[keyof typeof FILTER_BOX_MIGRATION_STATES];

/** "Remind me in 24 hours". */
export const FILTER_BOX_TRANSITION_SNOOZE_DURATION = 24 * 60 * 60 * 1000;
/** localStorage key: `{dashboardId: snoozedAtMs}` (Superset's LocalStorageKeys name). */
export const FILTER_BOX_SNOOZE_STORAGE_KEY = 'filter_box_transition_snoozed_at';

export function isFilterBoxMigrationState(value: unknown): value is FilterBoxMigrationState {
  return typeof value === 'string' && value in FILTER_BOX_MIGRATION_STATES;
}

export interface MigrationStateInput {
  readonly canEdit: boolean;
  readonly hasFilterBox: boolean;
  /** The dashboard already has native filters saved. */
  readonly hasNativeFilters: boolean;
  readonly migrationEnabled: boolean;
  readonly dashboardId: number;
  /** `{dashboardId: ms}` read from localStorage. */
  readonly snoozedAt: Readonly<Record<string, number>>;
  readonly now: number;
  /** A state asked for in the address (`?filterbox_migration=...`). */
  readonly requested?: string | null;
}

/** The state a dashboard opens in (Superset's DashboardPage). */
export function initialMigrationState(input: MigrationStateInput): FilterBoxMigrationState {
  const { NOOP, CONVERTED, SNOOZED, UNDECIDED } = FILTER_BOX_MIGRATION_STATES;
  if (!input.canEdit) return NOOP;
  if (input.hasNativeFilters) return input.migrationEnabled ? CONVERTED : NOOP;
  if (!input.hasFilterBox || !input.migrationEnabled) return NOOP;
  if (isFilterBoxMigrationState(input.requested)) return input.requested;
  const at = input.snoozedAt[String(input.dashboardId)] ?? 0;
  if (input.now - at < FILTER_BOX_TRANSITION_SNOOZE_DURATION) return SNOOZED;
  return UNDECIDED;
}

/** Native filters show by default only with the flag on and the state converted, reviewing or noop. */
export function showNativeFilters(nativeFiltersFlag: boolean, state: FilterBoxMigrationState): boolean {
  const { CONVERTED, REVIEWING, NOOP } = FILTER_BOX_MIGRATION_STATES;
  return nativeFiltersFlag && ([CONVERTED, REVIEWING, NOOP] as string[]).includes(state);
}

/** Filter boxes filter the other charts while the migration is not decided for them. */
export function filterBoxesActive(state: FilterBoxMigrationState): boolean {
  const { NOOP, SNOOZED, UNDECIDED } = FILTER_BOX_MIGRATION_STATES;
  return ([NOOP, SNOOZED, UNDECIDED] as string[]).includes(state);
}

/** The snooze map after "Remind me in 24 hours" on a dashboard. */
export function snoozed(
  map: Readonly<Record<string, number>>,
  dashboardId: number,
  now: number,
): Record<string, number> {
  return { ...map, [String(dashboardId)]: now };
}

const isEmpty = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  value === '' ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === 'object' && !Array.isArray(value) && Object.keys(value as object).length === 0);

const datasetIdOf = (datasource: unknown): number | undefined => {
  const id = Number.parseInt(String(datasource ?? '').split('__')[0] ?? '', 10);
  return Number.isFinite(id) ? id : undefined;
};

/** Superset wraps a single value (or the box's own) in a list for time grain and column states. */
const inList = (dashboardValue: unknown, ownValue: unknown): unknown[] =>
  !isEmpty(dashboardValue) ? [dashboardValue] : !isEmpty(ownValue) ? [ownValue] : [];

export interface NativeFilterConversionOptions {
  /** A new id suffix per filter (tests pass a counter). */
  readonly makeId: () => string;
  /** The layout, to find which filter boxes a box's scope reaches (cascading parents). */
  readonly position?: Position | null;
}

/**
 * native_filter_configuration entries for the dashboard's filter boxes, in chart order: for a box
 * with a date filter a time range filter (then time grain and time column when shown), then a
 * value filter per configured column with its target, default (`default_filters` first),
 * multiple select, sort and "required" from not clearable. A box whose scope reaches another box
 * becomes the cascading parent of that box's value filters.
 */
export function nativeFiltersFromFilterBoxes(
  charts: readonly FilterBoxChartInfo[],
  metadata: { readonly filter_scopes?: unknown; readonly default_filters?: unknown },
  options: NativeFilterConversionOptions,
): NativeFilter[] {
  const filterScopes = (metadata.filter_scopes ?? {}) as FilterScopesMetadata;
  const preselect = parseDefaultFilters(metadata.default_filters);
  const out: NativeFilter[] = [];
  // box chart id → column → native filter id
  const byBox = new Map<number, Map<string, string>>();
  const newId = () => `${NATIVE_FILTER_PREFIX}${options.makeId()}`;

  for (const chart of charts) {
    if (!isFilterBoxChart(chart)) continue;
    const formData = chart.form_data ?? {};
    const items = filterBoxItems(formData);
    const key = String(chart.id);
    const chosen = preselect[key] ?? {};
    const dashboardDefault = (column: string): FilterBoxValue | undefined => {
      const value = chosen[column];
      return isEmpty(value) ? undefined : value;
    };
    const columnKeys = [
      ...items.map((item) => item.column),
      TIME_FILTER_MAP.time_range,
      TIME_FILTER_MAP.time_grain_sqla,
      TIME_FILTER_MAP.granularity_sqla,
    ];
    const scopes = columnScopes(chart.id, columnKeys, filterScopes);
    const scopeOf = (column: string): LegacyFilterScope => scopes[column] ?? DASHBOARD_FILTER_SCOPE_GLOBAL;
    const ids = new Map<string, string>();
    byBox.set(chart.id, ids);
    const datasetId = datasetIdOf(formData.datasource);
    const base = (column: string, name: string, filterType: string, description: string): NativeFilter => {
      const { scope, immune } = scopeOf(column);
      const id = newId();
      ids.set(column, id);
      return {
        id,
        type: 'NATIVE_FILTER',
        name,
        filterType,
        description,
        controlValues: {},
        targets: [datasetId === undefined ? {} : { datasetId }],
        cascadeParentIds: [],
        defaultDataMask: { extraFormData: {}, filterState: {}, ownState: {} },
        scope: { rootPath: [...scope], excluded: [...immune] },
      };
    };

    if (formData.date_filter) {
      const timeRange = base(
        TIME_FILTER_MAP.time_range,
        TIME_FILTER_LABELS.time_range,
        'filter_time',
        'time range filter',
      );
      const value = dashboardDefault(TIME_FILTER_MAP.time_range) ?? formData.time_range;
      out.push({
        ...timeRange,
        targets: [{}],
        ...(isEmpty(value) || value === 'No filter'
          ? {}
          : {
              defaultDataMask: {
                extraFormData: { time_range: String(value) },
                filterState: { value: String(value) },
                ownState: {},
              },
            }),
      });
      if (formData.show_sqla_time_granularity) {
        const grain = base(
          TIME_FILTER_MAP.time_grain_sqla,
          TIME_FILTER_LABELS.time_grain_sqla,
          'filter_timegrain',
          'time grain filter',
        );
        const value = dashboardDefault(TIME_FILTER_MAP.time_grain_sqla);
        out.push(
          isEmpty(value)
            ? grain
            : {
                ...grain,
                defaultDataMask: {
                  extraFormData: { time_grain_sqla: String(value) },
                  filterState: { value: inList(value, formData.time_grain_sqla) },
                  ownState: {},
                },
              },
        );
      }
      if (formData.show_sqla_time_column) {
        const column = base(
          TIME_FILTER_MAP.granularity_sqla,
          TIME_FILTER_LABELS.granularity_sqla,
          'filter_timecolumn',
          'time column filter',
        );
        const value = dashboardDefault(TIME_FILTER_MAP.granularity_sqla);
        out.push(
          isEmpty(value)
            ? column
            : {
                ...column,
                defaultDataMask: {
                  extraFormData: { granularity_sqla: String(value) },
                  filterState: { value: inList(value, formData.granularity_sqla) },
                  ownState: {},
                },
              },
        );
      }
    }

    for (const item of items) {
      const filter = base(item.column, item.label || item.column, 'filter_select', '');
      const defaults = dashboardDefault(item.column) ?? filterBoxDefaultValue(item);
      const values = isEmpty(defaults) ? null : Array.isArray(defaults) ? [...defaults] : [defaults];
      out.push({
        ...filter,
        targets: [{ ...(datasetId === undefined ? {} : { datasetId }), column: { name: item.column } }],
        controlValues: {
          // Superset's "Required" is the inverse of the box's "clearable".
          enableEmptyFilter: item.clearable === false,
          defaultToFirstItem: false,
          inverseSelection: false,
          multiSelect: item.multiple !== false,
          searchAllOptions: item.searchAllOptions === true,
          sortAscending: item.asc !== false,
        },
        ...(item.metric ? { sortMetric: item.metric } : {}),
        ...(Array.isArray(formData.adhoc_filters) && formData.adhoc_filters.length > 0
          ? { adhoc_filters: formData.adhoc_filters }
          : {}),
        ...(typeof formData.time_range === 'string' && formData.time_range !== 'No filter'
          ? { time_range: formData.time_range }
          : {}),
        ...(values
          ? {
              defaultDataMask: {
                extraFormData: { filters: [{ col: item.column, op: 'IN', val: values }] },
                filterState: { value: values },
                ownState: {},
              },
            }
          : {}),
      });
    }
  }

  // Cascading (only saved scopes count, as in Superset): a box column whose scope reaches another
  // filter box becomes a parent of that box's value filters.
  if (options.position) {
    const position = options.position;
    const boxIds = [...byBox.keys()];
    for (const [boxKey, columns] of Object.entries(filterScopes)) {
      const ids = byBox.get(Number(boxKey));
      if (!ids) continue;
      for (const [column, saved] of Object.entries(columns)) {
        const parentId = ids.get(column);
        if (!parentId) continue;
        const scope = { scope: saved.scope ?? ['ROOT_ID'], immune: saved.immune ?? [] };
        const children = chartIdsInFilterBoxScope(scope, position).filter(
          (id) => String(id) !== boxKey && boxIds.includes(id),
        );
        for (const child of children) {
          for (const childFilterId of byBox.get(child)?.values() ?? []) {
            const target = out.find((filter) => filter.id === childFilterId);
            const parents = target?.cascadeParentIds as string[] | undefined;
            if (target?.filterType === 'filter_select' && parents && !parents.includes(parentId))
              parents.push(parentId);
          }
        }
      }
    }
  }
  return out;
}

/** The ids of the filter-box charts (removed from the layout by the save that ends the migration). */
export function filterBoxChartIds(charts: readonly FilterBoxChartInfo[]): number[] {
  return charts.filter(isFilterBoxChart).map((chart) => chart.id);
}

/** The layout without the given charts' components; a row or column left empty goes too. */
export function layoutWithoutCharts(position: Position, chartIds: readonly number[]): Position {
  const next: Record<string, Position[string]> = { ...position };
  const drop = (id: string) => {
    delete next[id];
    for (const [key, value] of Object.entries(next)) {
      if (!value || typeof value !== 'object' || !value.children?.includes(id)) continue;
      const children = value.children.filter((child) => child !== id);
      next[key] = { ...value, children };
      if (children.length === 0 && (value.type === 'ROW' || value.type === 'COLUMN')) drop(key);
    }
  };
  for (const value of Object.values(position)) {
    if (
      value &&
      typeof value === 'object' &&
      value.type === 'CHART' &&
      chartIds.includes(value.meta?.chartId ?? -1)
    )
      drop(value.id);
  }
  return next;
}

/**
 * json_metadata after the review is saved: the converted native filters (after any already
 * there), and the filter boxes' filter_scopes and default_filters dropped with them.
 */
export function convertedMetadata(
  metadata: Readonly<Record<string, unknown>>,
  nativeFilters: readonly NativeFilter[],
): Record<string, unknown> {
  const { filter_scopes: _scopes, default_filters: _defaults, ...rest } = metadata;
  const existing = Array.isArray(metadata.native_filter_configuration)
    ? metadata.native_filter_configuration
    : [];
  return { ...rest, native_filter_configuration: [...existing, ...nativeFilters], default_filters: '{}' };
}
