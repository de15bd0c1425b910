import {
  type DataMask,
  type ExtraFilter,
  formMetricLabel,
  GenericDataType,
  isTableTimeComparison,
  type QueryResult,
  type TableOwnState,
  tableQueryMode,
  tableTimeOffsets,
} from '@tessera/core';
import type { ChartProps } from '../types';
import {
  type ColorFormatter,
  colorFormatters,
  type Formatter,
  numberFormatter,
  percentFormatter,
  plainFormatter,
  type TableColumnConfig,
  temporalFormatter,
  valueRange,
  withFractionDigits,
  withSmallNumberFormat,
} from './format';

export type TableColumnKind = 'number' | 'time' | 'string' | 'boolean';

export interface TableColumn {
  /** The key of the value in a row. */
  readonly key: string;
  readonly label: string;
  readonly kind: TableColumnKind;
  readonly isMetric: boolean;
  readonly isPercentMetric: boolean;
  /** A dimension of an aggregate table: a click cross-filters by it. */
  readonly isDimension: boolean;
  /** Time comparison: the metric the Main/#/△/% column belongs to (the header above). */
  readonly group?: string;
  readonly format: Formatter;
  readonly align: 'left' | 'right' | 'center';
  readonly width?: number;
  readonly truncate: boolean;
  /** The bars' [min, max], or null when the column draws none. */
  readonly barRange: readonly [number, number] | null;
  readonly alignPositiveNegative: boolean;
  readonly colorPositiveNegative: boolean;
  readonly colorFormatters: readonly ColorFormatter[];
}

export interface TableChartProps {
  readonly columns: readonly TableColumn[];
  readonly rows: readonly Record<string, unknown>[];
  /** The totals row (`show_totals`), keyed as the rows. */
  readonly totals: Record<string, unknown> | null;
  /** Rows in the whole result: the count query's answer with server pagination. */
  readonly rowcount: number;
  readonly isRawRecords: boolean;
  readonly includeSearch: boolean;
  /** Rows per page, 0 for one scrolling list. */
  readonly pageSize: number;
  readonly serverPagination: boolean;
  readonly ownState: TableOwnState;
  readonly timeGrain?: string;
  readonly emitCrossFilters: boolean;
  /** This chart's cross-filter selection: column → selected values. */
  readonly selectedFilters: Readonly<Record<string, readonly unknown[]>> | null;
  readonly setDataMask: (mask: DataMask) => void;
  readonly onContextMenu: (clientX: number, clientY: number, filters: readonly ExtraFilter[]) => void;
}

/** Superset's PAGE_SIZE_OPTIONS: 0 is "All". */
export const PAGE_SIZE_OPTIONS = [0, 10, 20, 50, 100, 200] as const;

function kindOf(code: number | undefined, sample: unknown): TableColumnKind {
  if (code === GenericDataType.NUMERIC) return 'number';
  if (code === GenericDataType.TEMPORAL) return 'time';
  if (code === GenericDataType.BOOLEAN) return 'boolean';
  if (code === undefined && typeof sample === 'number') return 'number';
  return 'string';
}

/** Superset's getPageSize: a chosen length, else 200-row pages once the table has over 5,000 cells. */
export function pageSizeOf(pageLength: unknown, rows: number, columns: number): number {
  if (typeof pageLength === 'number') return pageLength || 0;
  if (typeof pageLength === 'string' && pageLength !== '') return Number(pageLength) || 0;
  return rows * columns > 5000 ? 200 : 0;
}

function allNumeric(rows: readonly Record<string, unknown>[], key: string): boolean {
  return rows.every((row) => row[key] === null || row[key] === undefined || typeof row[key] === 'number');
}

/** Superset's calculateDifferences: the change and the relative change (±100 % against zero). */
export function differences(main: number, previous: number): { delta: number; percent: number } {
  const delta = main - previous;
  if (!main && !previous) return { delta, percent: 0 };
  if (!main || !previous) return { delta, percent: main ? 1 : -1 };
  return { delta, percent: (main - previous) / Math.abs(previous) };
}

/** The page and the count answers with server pagination, else the one answer; the totals after. */
function splitResults(results: readonly QueryResult[], serverPagination: boolean, showTotals: boolean) {
  const [base, second] = results;
  const countLike =
    second !== undefined &&
    second.data.length === 1 &&
    Object.keys(second.data[0] ?? {}).length === 1 &&
    'rowcount' in (second.data[0] ?? {});
  const count = serverPagination && countLike ? second : undefined;
  const totals = showTotals && results.length > (count ? 2 : 1) ? results[results.length - 1] : undefined;
  return { base, count, totals };
}

interface ColumnPlan {
  readonly key: string;
  readonly label: string;
  readonly kind: TableColumnKind;
  readonly isMetric: boolean;
  readonly isPercentMetric: boolean;
  readonly config: TableColumnConfig;
  readonly format: Formatter;
}

/** Response + form data → the table's columns and rows, as Superset's Table transformProps. */
export function transformTableProps(chartProps: ChartProps): TableChartProps {
  const { formData, queriesData, datasource, filterState, hooks } = chartProps;
  const ownState = (chartProps.ownState ?? {}) as TableOwnState;
  const isRawRecords = tableQueryMode(formData) === 'raw';
  const serverPagination = formData.server_pagination === true;
  const showTotals = formData.show_totals === true && !isRawRecords;
  const { base, count, totals: totalsResult } = splitResults(queriesData, serverPagination, showTotals);
  const rows = base?.data ?? [];
  const colnames = base?.colnames ?? Object.keys(rows[0] ?? {});
  const coltypes = base?.coltypes ?? [];
  const columnConfig = (formData.column_config ?? {}) as Record<string, TableColumnConfig>;
  const { verboseMap, columnFormats } = datasource;
  const currencyFormats = ((datasource as { currencyFormats?: unknown }).currencyFormats ?? {}) as Record<
    string,
    { symbol?: string; symbolPosition?: string }
  >;
  const grainRaw =
    (formData.extra_form_data as { time_grain_sqla?: unknown } | undefined)?.time_grain_sqla ??
    formData.time_grain_sqla;
  const grain = typeof grainRaw === 'string' && grainRaw ? grainRaw : undefined;

  const metricLabels = isRawRecords
    ? []
    : (Array.isArray(formData.metrics) ? formData.metrics : []).map(formMetricLabel);
  const rawPercent = isRawRecords
    ? []
    : (Array.isArray(formData.percent_metrics) ? formData.percent_metrics : []).map(formMetricLabel);
  const metricSet = new Set(metricLabels);
  const percentSet = new Set(rawPercent.map((label) => `%${label}`));
  const rawPercentSet = new Set(rawPercent);
  const comparing = isTableTimeComparison(formData) && (formData.comparison_type ?? 'values') === 'values';
  const suffix = comparing ? tableTimeOffsets(formData)[0] : undefined;

  const plans: ColumnPlan[] = [];
  colnames.forEach((key, index) => {
    // A metric only chosen as a percent metric shows as its % column alone.
    if (rawPercentSet.has(key) && !metricSet.has(key)) return;
    const config = columnConfig[key] ?? {};
    const kind = kindOf(coltypes[index], rows[0]?.[key]);
    const isMetric = metricSet.has(key) && allNumeric(rows, key);
    const isPercentMetric = percentSet.has(key);
    const verbose = isPercentMetric ? verboseMap[key.slice(1)] : undefined;
    const label = config.customColumnName || (verbose ? `%${verbose}` : verboseMap[key] || key);
    const savedFormat = columnFormats[key];
    const numberFormat = config.d3NumberFormat || savedFormat;
    const currency = config.currencyFormat?.symbol ? config.currencyFormat : currencyFormats[key];
    let format: Formatter;
    if (kind === 'time' || config.d3TimeFormat) {
      format = temporalFormatter(formData.table_timestamp_format, config.d3TimeFormat || savedFormat, grain);
    } else if (isPercentMetric) {
      format = percentFormatter(numberFormat);
    } else if (isMetric || (kind === 'number' && (numberFormat || currency?.symbol))) {
      format = numberFormatter(numberFormat, currency);
    } else {
      format = plainFormatter;
    }
    if (kind === 'number') {
      format = withFractionDigits(withSmallNumberFormat(format, config, currency), config.fractionDigits);
    }
    plans.push({ key, label, kind, isMetric, isPercentMetric, config, format });
  });

  let shownRows: readonly Record<string, unknown>[] = rows;
  let shownPlans: (ColumnPlan & { group?: string })[] = plans;
  let totals: Record<string, unknown> | null = showTotals ? (totalsResult?.data[0] ?? null) : null;

  if (comparing && suffix) {
    const shifted = (plan: ColumnPlan) =>
      plan.isMetric ? `${plan.key}__${suffix}` : `%${plan.key.slice(1)}__${suffix}`;
    const compared = plans.filter(
      (plan) =>
        (plan.isMetric || plan.isPercentMetric) && plan.kind === 'number' && !plan.key.includes(suffix),
    );
    shownPlans = plans.flatMap((plan) => {
      if (compared.includes(plan)) {
        const sub = (prefix: string, format: Formatter): ColumnPlan & { group: string } => {
          const key = `${prefix} ${plan.key}`;
          const config = columnConfig[key] ?? {};
          return {
            ...plan,
            key,
            label: prefix,
            group: plan.label,
            config,
            format: config.d3NumberFormat
              ? numberFormatter(config.d3NumberFormat, config.currencyFormat)
              : format,
          };
        };
        return [
          sub('Main', plan.format),
          sub('#', plan.format),
          sub('△', plan.format),
          sub('%', percentFormatter(columnConfig[`% ${plan.key}`]?.d3NumberFormat)),
        ];
      }
      // The shifted columns themselves are shown through their metric's four.
      return plan.isMetric || plan.isPercentMetric || plan.key.includes(suffix) ? [] : [plan];
    });
    const expand = (source: Record<string, unknown>) => {
      const out: Record<string, unknown> = {};
      for (const plan of plans)
        if (!compared.includes(plan) && !plan.key.includes(suffix)) out[plan.key] = source[plan.key];
      for (const plan of compared) {
        const main = Number(source[plan.key] ?? 0) || 0;
        const previous = Number(source[shifted(plan)] ?? 0) || 0;
        const { delta, percent } = differences(main, previous);
        out[`Main ${plan.key}`] = main;
        out[`# ${plan.key}`] = previous;
        out[`△ ${plan.key}`] = delta;
        out[`% ${plan.key}`] = percent;
      }
      return out;
    };
    shownRows = rows.map(expand);
    if (totals) totals = expand(totals);
  }

  const visiblePlans = shownPlans.filter((plan) => plan.config.visible !== false);
  const formatters = colorFormatters(formData.conditional_formatting, shownRows);
  const showCellBars = formData.show_cell_bars !== false;
  const alignPn = formData.align_pn === true;
  const colorPn = formData.color_pn !== false;
  const columns: TableColumn[] = visiblePlans.map((plan) => {
    const alignPositiveNegative = plan.config.alignPositiveNegative ?? alignPn;
    const own = formatters.filter((formatter) => formatter.column === plan.key);
    const bars =
      formatters.length === 0 &&
      (plan.config.showCellBars ?? showCellBars) &&
      (plan.isMetric || plan.isPercentMetric || isRawRecords) &&
      plan.kind === 'number';
    return {
      key: plan.key,
      label: plan.label,
      kind: plan.kind,
      isMetric: plan.isMetric,
      isPercentMetric: plan.isPercentMetric,
      isDimension: !isRawRecords && !plan.isMetric && !plan.isPercentMetric && !plan.group,
      ...(plan.group ? { group: plan.group } : {}),
      format: plan.format,
      align:
        plan.config.horizontalAlign ??
        (plan.kind === 'number' || plan.isMetric || plan.isPercentMetric ? 'right' : 'left'),
      // A min width (Superset's 'Min Width'): only a positive number of pixels counts.
      ...(Number(plan.config.columnWidth) > 0 ? { width: Number(plan.config.columnWidth) } : {}),
      truncate: plan.config.truncateLongCells === true,
      barRange: bars ? valueRange(shownRows, plan.key, alignPositiveNegative) : null,
      alignPositiveNegative,
      colorPositiveNegative: plan.config.colorPositiveNegative ?? colorPn,
      colorFormatters: own,
    };
  });

  const rowcountAnswer = count?.data[0]?.rowcount;
  const rowcount = serverPagination
    ? typeof rowcountAnswer === 'number'
      ? rowcountAnswer
      : rows.length
    : (base?.rowcount ?? rows.length);
  const selected = (filterState as { filters?: unknown }).filters;
  return {
    columns,
    rows: shownRows,
    totals,
    rowcount,
    isRawRecords,
    includeSearch: formData.include_search === true,
    pageSize: serverPagination
      ? Number(ownState.pageSize ?? formData.server_page_length ?? 10) || 0
      : pageSizeOf(formData.page_length, shownRows.length, columns.length),
    serverPagination,
    ownState,
    ...(grain ? { timeGrain: grain } : {}),
    emitCrossFilters: chartProps.emitCrossFilters,
    selectedFilters:
      selected && typeof selected === 'object' ? (selected as Record<string, readonly unknown[]>) : null,
    setDataMask: hooks.setDataMask,
    onContextMenu: hooks.onContextMenu,
  };
}
