/**
 * What a legacy filter-box chart filters, read from its form data (Superset 1.x
 * getFilterConfigsFromFormdata): one entry per configured column with its default values, and the
 * time range, time grain and time column under their reserved keys when the box shows them.
 */

/** The reserved column keys of a filter box's time controls (Superset's TIME_FILTER_MAP). */
export const TIME_FILTER_MAP = {
  time_range: '__time_range',
  granularity_sqla: '__time_col',
  time_grain_sqla: '__time_grain',
  druid_time_origin: '__time_origin',
  granularity: '__granularity',
} as const;

export const TIME_FILTER_LABELS = {
  time_range: 'Time range',
  granularity_sqla: 'Time column',
  time_grain_sqla: 'Time grain',
  druid_time_origin: 'Origin',
  granularity: 'Time granularity',
} as const;

const TIME_KEYS = new Set<string>(Object.values(TIME_FILTER_MAP));

export function isTimeFilterKey(column: string): boolean {
  return TIME_KEYS.has(column);
}

/** A filter_configs entry (spec 000's "Filter-box item"). */
export interface FilterBoxItemConfig {
  readonly column: string;
  readonly label?: string;
  readonly defaultValue?: unknown;
  readonly metric?: string;
  readonly asc?: boolean;
  readonly clearable?: boolean;
  readonly multiple?: boolean;
  readonly searchAllOptions?: boolean;
  /** Old boxes kept pre-selected values here. */
  readonly vals?: unknown;
}

/** A column's value: a list for the configured columns, text for the time controls. */
export type FilterBoxValue = readonly unknown[] | string | number | boolean | null;

export type FilterBoxColumns = Readonly<Record<string, FilterBoxValue | undefined>>;

export interface FilterBoxConfigs {
  readonly columns: FilterBoxColumns;
  readonly labels: Readonly<Record<string, string>>;
}

type FormData = Readonly<Record<string, unknown>>;

/** The configured filters of a box's form data (entries without a column are left out). */
export function filterBoxItems(formData: FormData): FilterBoxItemConfig[] {
  const raw = formData.filter_configs;
  if (!Array.isArray(raw)) return [];
  return raw.filter(
    (item): item is FilterBoxItemConfig =>
      typeof item === 'object' && item !== null && typeof (item as { column?: unknown }).column === 'string',
  );
}

/** A configured default: "" is none; a multiple filter's text splits on ';' (spec 000). */
export function filterBoxDefaultValue(item: FilterBoxItemConfig): FilterBoxValue | undefined {
  let value = item.vals ?? item.defaultValue;
  if (value === '' || value === undefined) return undefined;
  if (typeof value === 'string' && item.multiple) value = value.split(';');
  return value as FilterBoxValue;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** Columns (with their default values) and labels of a filter box, as Superset reads them. */
export function filterBoxConfigs(formData: FormData): FilterBoxConfigs {
  const columns: Record<string, FilterBoxValue | undefined> = {};
  const labels: Record<string, string> = {};
  for (const item of filterBoxItems(formData)) {
    columns[item.column] = filterBoxDefaultValue(item);
    labels[item.column] = item.label || item.column;
  }
  if (formData.date_filter) {
    columns[TIME_FILTER_MAP.time_range] = text(formData.time_range);
    for (const [key, column] of Object.entries(TIME_FILTER_MAP))
      labels[column] = TIME_FILTER_LABELS[key as keyof typeof TIME_FILTER_MAP];
    if (formData.show_sqla_time_granularity)
      columns[TIME_FILTER_MAP.time_grain_sqla] = text(formData.time_grain_sqla);
    if (formData.show_sqla_time_column)
      columns[TIME_FILTER_MAP.granularity_sqla] = text(formData.granularity_sqla);
  }
  return { columns, labels };
}
