import type { DataMask, FilterBoxSelection } from '@tessera/core';
import { legacyData } from '../legacy';
import type { ChartProps } from '../types';

export interface FilterOption {
  readonly value: string | number | boolean | null;
  readonly label: string;
  readonly metric?: number | null;
}

/** One configured filter of the box (Superset's filter_configs entry) with its choices. */
export interface FilterBoxField {
  readonly column: string;
  readonly label: string;
  readonly multiple: boolean;
  readonly clearable: boolean;
  /** Typing asks the server for matching values (searchOptions.ts), not only the loaded ones. */
  readonly searchAllOptions: boolean;
  /** The metric's sort direction, which orders searched values too. */
  readonly asc: boolean;
  readonly options: readonly FilterOption[];
}

export interface FilterBoxProps {
  readonly fields: readonly FilterBoxField[];
  readonly dateFilter: boolean;
  readonly showTimeGrain: boolean;
  readonly showTimeColumn: boolean;
  readonly timeColumns: readonly string[];
  /** Changes apply at once; otherwise an Apply button sends them. */
  readonly instant: boolean;
  /** What the box shows chosen: the dashboard's filter state, else the configured defaults. */
  readonly initial: FilterBoxSelection;
  /** Whether `initial` comes from the defaults (sent once when the box first draws). */
  readonly fromDefaults: boolean;
  readonly emit: (mask: DataMask) => void;
  /** The chart's form data, from which a search's query is made. */
  readonly formData: ChartProps['formData'];
}

interface FilterConfig {
  readonly column?: unknown;
  readonly label?: unknown;
  readonly multiple?: unknown;
  readonly clearable?: unknown;
  readonly defaultValue?: unknown;
  readonly searchAllOptions?: unknown;
  readonly asc?: unknown;
}

export interface PayloadRow {
  readonly id: unknown;
  readonly text: unknown;
  readonly metric?: unknown;
}

export type Payload = Readonly<Record<string, readonly PayloadRow[]>>;

function configs(formData: ChartProps['formData']): FilterConfig[] {
  const raw = formData.filter_configs;
  return Array.isArray(raw)
    ? raw.filter((c): c is FilterConfig => typeof c === 'object' && c !== null && Boolean(c.column))
    : [];
}

/** Superset saves a default as "a;b" text (several values when the filter is multiple). */
function defaults(config: FilterConfig): unknown[] {
  const value = config.defaultValue;
  if (value === null || value === undefined || value === '') return [];
  if (Array.isArray(value)) return value;
  return config.multiple !== false ? String(value).split(';') : [value];
}

const asOption = (value: unknown): FilterOption['value'] =>
  typeof value === 'number' || typeof value === 'boolean' || value === null ? value : String(value);

/** One value of the legacy answer as a choice of the select. */
export function toFilterOption(row: PayloadRow): FilterOption {
  return {
    value: asOption(row.id),
    label: row.text === null || row.text === undefined ? '<NULL>' : String(row.text),
    ...(typeof row.metric === 'number' ? { metric: row.metric } : {}),
  };
}

/** The legacy answer `{column: [{id, text, metric}]}` and the form data → what the box draws. */
export function transformFilterBoxProps(chartProps: ChartProps): FilterBoxProps {
  const { formData, datasource, filterState, hooks } = chartProps;
  const payload = legacyData<Payload>(chartProps) ?? {};
  const list = configs(formData);
  const fields = list.map((config) => {
    const column = String(config.column);
    return {
      column,
      label:
        typeof config.label === 'string' && config.label
          ? config.label
          : (datasource.verboseMap[column] ?? column),
      multiple: config.multiple !== false,
      clearable: config.clearable !== false,
      searchAllOptions: config.searchAllOptions === true,
      asc: config.asc !== false,
      options: (payload[column] ?? []).map(toFilterOption),
    };
  });
  const saved = filterState?.value as FilterBoxSelection | null | undefined;
  const fromDefaults = !saved;
  const initial: FilterBoxSelection = saved ?? {
    values: Object.fromEntries(list.map((config) => [String(config.column), defaults(config)])),
  };
  return {
    fields,
    dateFilter: Boolean(formData.date_filter),
    showTimeGrain: Boolean(formData.show_sqla_time_granularity),
    showTimeColumn: Boolean(formData.show_sqla_time_column),
    timeColumns: datasource.temporalColumns,
    instant: formData.instant_filtering !== false,
    initial,
    fromDefaults,
    emit: (mask) => hooks.setDataMask(mask),
    formData,
  };
}
