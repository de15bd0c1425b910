/** Superset's `column_config`: per-column display settings keyed by the answer's column name. */
import type { QueryColumn } from '../queryColumns';

export interface CurrencySetting {
  readonly symbol?: string;
  readonly symbolPosition?: string;
}

export interface ColumnSettings {
  readonly d3NumberFormat?: string;
  readonly d3SmallNumberFormat?: string;
  readonly d3TimeFormat?: string;
  readonly columnWidth?: number;
  readonly horizontalAlign?: 'left' | 'right' | 'center';
  readonly showCellBars?: boolean;
  readonly alignPositiveNegative?: boolean;
  readonly colorPositiveNegative?: boolean;
  readonly truncateLongCells?: boolean;
  readonly currencyFormat?: CurrencySetting;
  readonly customColumnName?: string;
}

export type ColumnConfig = Readonly<Record<string, ColumnSettings>>;

/** The list shows this many columns and offers 'Show all columns' above SHOW_ALL_ABOVE. */
export const SHOWN_COLUMNS = 10;
export const SHOW_ALL_ABOVE = 12;

export function asColumnConfig(value: unknown): ColumnConfig {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as ColumnConfig) : {};
}

/**
 * A column's settings with Superset's defaults: left (right for numbers), cell bars shown, and the
 * chart's own +/- settings (`align_pn`, `color_pn`) until the column sets its own.
 */
export function withDefaults(
  column: QueryColumn,
  settings: ColumnSettings | undefined,
  chart: Readonly<Record<string, unknown>> = {},
): ColumnSettings {
  return {
    horizontalAlign: column.numeric ? 'right' : 'left',
    showCellBars: true,
    alignPositiveNegative: chart.align_pn === true,
    colorPositiveNegative: chart.color_pn !== false,
    ...settings,
  };
}

/**
 * The config after one setting of one column changes; an emptied setting is dropped, and so is a
 * column left with none.
 */
export function setColumnSetting(
  config: ColumnConfig,
  key: string,
  field: keyof ColumnSettings,
  value: ColumnSettings[keyof ColumnSettings] | null | undefined,
): ColumnConfig {
  const current: Record<string, unknown> = { ...config[key] };
  const empty = value === undefined || value === null || value === '';
  if (empty) delete current[field];
  else current[field] = value;
  const next: Record<string, ColumnSettings> = { ...config };
  if (Object.keys(current).length) next[key] = current as ColumnSettings;
  else delete next[key];
  return next;
}

/** The columns the list shows: the first ten, or all when asked or when there are at most 12. */
export function shownColumns<T>(columns: readonly T[], showAll: boolean): readonly T[] {
  if (showAll || columns.length <= SHOW_ALL_ABOVE) return columns;
  return columns.slice(0, SHOWN_COLUMNS);
}
