/**
 * Runs a viz migration as Superset's MigrateViz does: `pre`, then the renames and removals, the
 * legacy time column and time range turned into a TEMPORAL_RANGE adhoc filter (and, for charts
 * with an x-axis, into the x-axis), then the new viz_type. Pure: the input is never changed.
 */
import { type FormDataRecord, VIZ_MIGRATIONS, type VizMigration } from './processors';

/** Superset's DEFAULT_TIME_FILTER (NO_TIME_RANGE). */
const DEFAULT_TIME_FILTER = 'No filter';
/** Superset's TimeGrain.DAY, the grain an x-axis made from the time column gets. */
const DAY = 'P1D';

const BY_SOURCE = new Map(VIZ_MIGRATIONS.map((migration) => [migration.source, migration]));

/** The migration of a legacy viz_type, or null when Superset does not migrate it. */
export function findVizMigration(vizType: string): VizMigration | null {
  return BY_SOURCE.get(vizType) ?? null;
}

/** Superset's `_migrate_temporal_filter`: the time column and range become an adhoc filter. */
function migrateTemporalFilter(migration: VizMigration, data: FormDataRecord): void {
  const granularity = data.granularity_sqla;
  delete data.granularity_sqla;
  const timeRange = data.time_range || DEFAULT_TIME_FILTER;
  delete data.time_range;
  if (granularity) {
    if (migration.hasXAxisControl) {
      data.x_axis = granularity;
      data.time_grain_sqla = data.time_grain_sqla || DAY;
    }
    const adhoc =
      typeof granularity === 'object'
        ? {
            clause: 'WHERE',
            subject: (granularity as FormDataRecord).label,
            operator: 'TEMPORAL_RANGE',
            comparator: null,
            expressionType: 'SQL',
            sqlExpression: (granularity as FormDataRecord).sqlExpression,
          }
        : {
            clause: 'WHERE',
            subject: granularity,
            operator: 'TEMPORAL_RANGE',
            comparator: timeRange,
            expressionType: 'SIMPLE',
          };
    data.adhoc_filters = [...(Array.isArray(data.adhoc_filters) ? data.adhoc_filters : []), adhoc];
  }
  migration.afterTemporalFilter?.(data);
}

/** Superset's `_migrate`: renames (a target key already present gives way), removals, time filter. */
function renameAndRemove(migration: VizMigration, data: FormDataRecord, target: string): FormDataRecord {
  const renames = migration.renameKeys;
  const source = { ...data };
  for (const [from, to] of Object.entries(renames)) {
    if (from in source && to in source) delete source[to];
  }
  const out: FormDataRecord = {};
  for (const [key, value] of Object.entries(source)) {
    const renamed = renames[key];
    if (renamed !== undefined) {
      if (renamed in out) throw new Error(`Duplicate key "${renamed}" in the migrated ${target} form data.`);
      out[renamed] = value;
    } else if (!migration.removeKeys.includes(key)) {
      out[key] = value;
    }
  }
  migrateTemporalFilter(migration, out);
  return out;
}

export interface MigratedFormData {
  readonly vizType: string;
  readonly formData: FormDataRecord;
}

/**
 * A legacy chart's form data as Superset's migration of `vizType` leaves it (the chart's own
 * viz_type picks the migration, as on import); null when `vizType` is not migrated. As in
 * Superset, keys are moved only when the form data's own viz_type is the legacy one.
 */
export function migrateFormData(
  vizType: string,
  formData: Readonly<FormDataRecord>,
): MigratedFormData | null {
  const migration = findVizMigration(vizType);
  if (!migration) return null;
  // Form data is JSON: a JSON copy leaves the caller's object untouched.
  const data = JSON.parse(JSON.stringify(formData)) as FormDataRecord;
  const target = migration.pre?.(data) ?? migration.target;
  const migrated = data.viz_type === migration.source ? renameAndRemove(migration, data, target) : data;
  return { vizType: target, formData: { ...migrated, viz_type: target } };
}

/** A chart as an import bundle holds it: viz_type, params and the saved query context (JSON text). */
export interface ChartConfig {
  readonly viz_type: string;
  readonly params: Readonly<FormDataRecord>;
  readonly query_context?: string | null;
}

/**
 * Superset's `migrate_chart` on import: the migrated params and viz_type, and the saved query
 * context's `form_data` replaced by them. A chart Superset does not migrate comes back as it was.
 */
export function migrateChartConfig<T extends ChartConfig>(config: T): T {
  const migrated = migrateFormData(config.viz_type, config.params);
  if (!migrated) return config;
  let queryContext = config.query_context;
  if (queryContext) {
    try {
      const context = JSON.parse(queryContext) as FormDataRecord;
      if (context && typeof context === 'object' && 'form_data' in context) {
        queryContext = JSON.stringify({ ...context, form_data: migrated.formData });
      }
    } catch {
      // Superset reads an unreadable query context as empty and leaves it as it was.
    }
  }
  return { ...config, viz_type: migrated.vizType, params: migrated.formData, query_context: queryContext };
}
