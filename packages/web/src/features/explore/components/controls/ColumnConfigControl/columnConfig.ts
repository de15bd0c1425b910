/** Superset's `column_config`: per-column display settings keyed by the answer's column name. */
import type { QueryFormData } from '@tessera/core';
import type { ControlValidator } from '../../../../../charts/controls';
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
  readonly fractionDigits?: number;
  readonly horizontalAlign?: 'left' | 'right' | 'center';
  readonly showCellBars?: boolean;
  readonly alignPositiveNegative?: boolean;
  readonly colorPositiveNegative?: boolean;
  readonly truncateLongCells?: boolean;
  readonly currencyFormat?: CurrencySetting;
  readonly customColumnName?: string;
}

export type ColumnConfig = Readonly<Record<string, ColumnSettings>>;

/**
 * How long the popover waits after the last change of a typed field before it passes the column's
 * settings on (spec 000 point 9: emit-target debounce 500 ms); closing the popover passes at once.
 */
export const COLUMN_CONFIG_DEBOUNCE_MS = 500;

/** Spec 000 point 9: fraction digits go from 0 to at most 100 (Superset's slider, default 100). */
export const MAX_FRACTION_DIGITS = 100;

/**
 * A field's errors (spec 000 point 5): its validators' messages, none for an empty value unless
 * the field is required. The field passes its value on only when there are none.
 */
export function fieldErrors(
  value: unknown,
  validators: readonly ControlValidator[],
  required = false,
  formData: QueryFormData = { viz_type: 'table', datasource: '' },
): string[] {
  const empty = value === undefined || value === null || value === '';
  if (empty && !required) return [];
  return validators.map((validate) => validate(value, formData)).filter((error): error is string => !!error);
}

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

/** The config after several settings of one column change (each as setColumnSetting). */
export function setColumnSettings(
  config: ColumnConfig,
  key: string,
  patch: { readonly [K in keyof ColumnSettings]?: ColumnSettings[K] | null },
): ColumnConfig {
  return (Object.keys(patch) as (keyof ColumnSettings)[]).reduce(
    (next, field) => setColumnSetting(next, key, field, patch[field]),
    config,
  );
}

/** The columns the list shows: the first ten, or all when asked or when there are at most 12. */
export function shownColumns<T>(columns: readonly T[], showAll: boolean): readonly T[] {
  if (showAll || columns.length <= SHOW_ALL_ABOVE) return columns;
  return columns.slice(0, SHOWN_COLUMNS);
}
