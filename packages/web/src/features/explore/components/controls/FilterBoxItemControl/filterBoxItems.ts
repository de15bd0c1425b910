/**
 * The legacy filter box's filters (`filter_configs`, spec 000 "Filter-box item"): what one entry
 * holds, how a new one starts, and how its typed default value is read.
 */

export interface FilterBoxItem {
  readonly column?: string;
  readonly label?: string;
  /** Text, or for a single-value filter the value cast to the column's type. */
  readonly defaultValue?: string | number | boolean | null;
  readonly metric?: string;
  readonly asc?: boolean;
  readonly clearable?: boolean;
  readonly multiple?: boolean;
  readonly searchAllOptions?: boolean;
}

/** Spec 000 point 9's type names: these default values are read as integers. */
export const INTEGER_TYPES: ReadonlySet<string> = new Set([
  'TINYINT',
  'SMALLINT',
  'INT',
  'INTEGER',
  'BIGINT',
  'LONG',
]);
/** …and these as floats. */
export const FLOAT_TYPES: ReadonlySet<string> = new Set([
  'FLOAT',
  'DOUBLE',
  'REAL',
  'NUMERIC',
  'DECIMAL',
  'MONEY',
]);

/** A new filter as Superset's control starts one: sorted ascending, clearable, several values. */
export function newFilterBoxItem(): FilterBoxItem {
  return { asc: true, clearable: true, multiple: true, searchAllOptions: false };
}

/**
 * The default value as stored (spec 000 point 5): a multiple filter keeps the text (its values are
 * split on ';' when read); a single one is cast by the column's type — boolean from the text
 * 'true', integers and floats parsed, null when the text is not numeric. Empty text is no default.
 */
export function castDefaultValue(
  text: string,
  columnType: string | null | undefined,
  multiple: boolean,
): FilterBoxItem['defaultValue'] {
  if (text === '') return '';
  if (multiple || !columnType) return text;
  const type = columnType.toUpperCase();
  if (type === 'BOOLEAN') return text === 'true';
  const numeric = !Number.isNaN(Number(text));
  if (INTEGER_TYPES.has(type)) return numeric ? Number.parseInt(text, 10) : null;
  if (FLOAT_TYPES.has(type)) return numeric ? Number.parseFloat(text) : null;
  return text;
}

/** A stored default as the text the Default field shows. */
export function defaultValueText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(String).join(';');
  return String(value);
}

/** The list's summary of a filter: its column, or 'N/A' before one is chosen (as Superset). */
export function filterBoxItemSummary(item: FilterBoxItem): string {
  return item.column || 'N/A';
}

/** Spec 000's and Superset's strings for the configuration popover. */
export const FILTER_BOX_ITEM_TEXT = {
  title: 'Filter configuration',
  defaultHelp:
    '(optional) default value for the filter, when using the multiple option, you can use a semicolon-delimited list of options.',
  sortMetricHelp: 'Metric to sort the results by',
  ascHelp: 'Check for sorting ascending',
  multipleHelp: 'Multiple selections allowed, otherwise filter is limited to a single value',
  searchAllHelp:
    'By default, each filter loads at most 1000 choices at the initial page load. Check this box if you have more than 1000 filter values and want to enable dynamically searching that loads filter values as users type (may add stress to your database).',
  requiredHelp: 'User must select a value for this filter',
} as const;
