import {
  computePivotTable,
  type DataMask,
  type ExtraFilter,
  type FormMetric,
  GenericDataType,
  PIVOT_METRIC_KEY,
  type PivotTableData,
  type PivotTableKey,
  type PivotTableValue,
  pivotTableAxes,
  type QueryFormData,
  type QueryResult,
} from '@tessera/core';
import { asArray } from '../shared/formData';
import { getMetricLabel } from '../shared/metrics';
import { timeFormatter } from '../shared/valueFormat';
import type { ChartHooks, ChartProps } from '../types';
import { asCurrency, type ColorFormatter, colorFormatters, type Formatter, numberFormatter } from './format';
import { type GridColumn, type LineKind, textWidth } from './grid';

export interface CellLook {
  readonly text: string;
  readonly background?: string;
  readonly color?: string;
}

export interface PivotTableChartProps {
  readonly data: PivotTableData;
  /** Attributes on each axis (METRIC_KEY for the metrics) and their readable names. */
  readonly rows: readonly string[];
  readonly cols: readonly string[];
  readonly rowLabels: readonly string[];
  readonly colLabels: readonly string[];
  readonly columns: readonly GridColumn[];
  /** Row keys in order, subtotals included; the total row is added by the grid when shown. */
  readonly rowKeys: readonly PivotTableKey[];
  readonly rowHeaderWidths: readonly number[];
  /** Superset's "Show columns total": a total row at the bottom. */
  readonly totalRow: boolean;
  /** Row groups can fold to their subtotal (only with row subtotals). */
  readonly collapsible: boolean;
  readonly totalLabel: string;
  readonly headerLabel: (attr: string, value: unknown) => string;
  readonly cell: (rowKey: PivotTableKey, colKey: PivotTableKey, kind: LineKind) => CellLook;
  readonly emitCrossFilters: boolean;
  /** This chart's cross-filter: attribute → selected values. */
  readonly selectedFilters: Readonly<Record<string, readonly unknown[]>>;
  readonly crossFilter: (attr: string, value: unknown) => DataMask;
  readonly drillFilters: (rowKey: PivotTableKey, colKey: PivotTableKey) => ExtraFilter[];
  readonly hooks: ChartHooks;
}

/** The pivot of the last answer, kept while only the size or the look changes. */
let memo: { records: unknown; key: string; data: PivotTableData } | null = null;

function pivotOf(
  records: readonly Record<string, unknown>[],
  options: Parameters<typeof computePivotTable>[1],
) {
  const key = JSON.stringify(options);
  if (memo && memo.records === records && memo.key === key) return memo.data;
  const data = computePivotTable(records, options);
  memo = { records, key, data };
  return data;
}

const columnLabel = (column: unknown) =>
  typeof column === 'string' ? column : String((column as { label?: string })?.label ?? '');

function temporalAttrs(result: QueryResult | undefined, formData: QueryFormData): Set<string> {
  const temporal = new Set<string>();
  result?.colnames?.forEach((name, i) => {
    if (result.coltypes?.[i] === GenericDataType.TEMPORAL) temporal.add(name);
  });
  const lookup = (formData.temporal_columns_lookup ?? {}) as Record<string, unknown>;
  for (const [name, isTemporal] of Object.entries(lookup)) if (isTemporal) temporal.add(name);
  return temporal;
}

/** Superset's cross-filter of a header: the clicked value, or nothing when it is already chosen. */
export function headerCrossFilter(
  groupby: readonly unknown[],
  selected: Readonly<Record<string, readonly unknown[]>>,
  attr: string,
  value: unknown,
): DataMask {
  if (selected[attr]?.includes(value)) {
    return { extraFormData: {}, filterState: { value: null, selectedFilters: null, selectedValues: null } };
  }
  const col = (groupby.find((c) => columnLabel(c) === attr) ?? attr) as ExtraFilter['col'];
  const filter: ExtraFilter = value === null ? { col, op: 'IS NULL' } : { col, op: 'IN', val: [value] };
  return {
    extraFormData: { filters: [filter] },
    filterState: { value: [[value]], selectedFilters: { [attr]: [value] }, selectedValues: [value] },
  };
}

/** Chart props → the pivot table's props: the pivot itself, its columns, formats and colours. */
export function transformPivotTableProps(chartProps: ChartProps): PivotTableChartProps {
  const { formData, queriesData, datasource, filterState, hooks } = chartProps;
  const result = queriesData[0];
  const records = (result?.data ?? []) as Record<string, unknown>[];
  const groupbyRows = asArray<unknown>(formData.groupbyRows);
  const groupbyColumns = asArray<unknown>(formData.groupbyColumns);
  const metrics = asArray<FormMetric>(formData.metrics).map(getMetricLabel);
  const { rows, cols } = pivotTableAxes({
    groupbyRows: groupbyRows.map(columnLabel),
    groupbyColumns: groupbyColumns.map(columnLabel),
    metricsLayout: formData.metricsLayout,
    combineMetric: formData.combineMetric === true,
    transposePivot: formData.transposePivot === true,
  });
  const aggregateFunction =
    typeof formData.aggregateFunction === 'string' ? formData.aggregateFunction : 'Sum';
  const rowSubTotals = formData.rowSubTotals === true;
  const data = pivotOf(records, {
    rows,
    cols,
    metrics,
    aggregateFunction,
    rowOrder: formData.rowOrder,
    colOrder: formData.colOrder,
    rowSubTotals,
    colSubTotals: formData.colSubTotals === true,
    rowSubtotalOnTop: formData.rowSubtotalPosition === true,
    colSubtotalOnTop: formData.colSubtotalPosition === true,
  });

  const verbose = { ...datasource.verboseMap, ...((formData.verbose_map ?? {}) as Record<string, string>) };
  const temporal = temporalAttrs(result, formData);
  const dateFormat = timeFormatter(formData.date_format, formData.time_grain_sqla);
  const headerLabel = (attr: string, value: unknown): string => {
    if (value === null || value === undefined) return 'null';
    if (attr === PIVOT_METRIC_KEY) return verbose[String(value)] ?? String(value);
    if (temporal.has(attr) && typeof value === 'number') return dateFormat(value);
    return String(value);
  };

  // Formats: a metric's own d3 format and currency over the chart's value format and currency.
  const columnFormats = {
    ...datasource.columnFormats,
    ...((formData.column_formats ?? {}) as Record<string, string>),
  };
  const currencyFormats = ((datasource as { currencyFormats?: Record<string, unknown> }).currencyFormats ??
    {}) as Record<string, unknown>;
  const chartCurrency = asCurrency(formData.currency_format);
  const defaultFormat = numberFormatter(formData.valueFormat, chartCurrency);
  const metricFormats = new Map<string, Formatter>(
    metrics.map((metric) => [
      metric,
      columnFormats[metric] || currencyFormats[metric]
        ? numberFormatter(
            columnFormats[metric] || formData.valueFormat,
            asCurrency(currencyFormats[metric]) ?? chartCurrency,
          )
        : defaultFormat,
    ]),
  );
  const rowMetric = rows.indexOf(PIVOT_METRIC_KEY);
  const colMetric = cols.indexOf(PIVOT_METRIC_KEY);
  const metricOf = (rowKey: PivotTableKey, colKey: PivotTableKey): string | null => {
    if (rowMetric >= 0 && rowKey.length > rowMetric) return String(rowKey[rowMetric]);
    if (colMetric >= 0 && colKey.length > colMetric) return String(colKey[colMetric]);
    return null;
  };
  const formatValue = (metric: string | null, value: PivotTableValue) => {
    if (value === null) return '';
    if (typeof value === 'string') return value;
    return ((metric && metricFormats.get(metric)) || defaultFormat)(value);
  };
  const colors = new Map<string, ColorFormatter[]>();
  for (const formatter of colorFormatters(formData.conditional_formatting, records)) {
    colors.set(formatter.column, [...(colors.get(formatter.column) ?? []), formatter]);
  }
  const cell = (rowKey: PivotTableKey, colKey: PivotTableKey, kind: LineKind): CellLook => {
    const value = data.value(rowKey, colKey);
    const metric = metricOf(rowKey, colKey);
    const text = formatValue(metric, value);
    if (kind !== 'cell' || typeof value !== 'number' || !metric) return { text };
    let look: CellLook = { text };
    for (const formatter of colors.get(metric) ?? []) {
      const color = formatter.colorOf(value);
      if (color) look = formatter.toTextColor ? { ...look, color } : { ...look, background: color };
    }
    return look;
  };

  // Superset always shows the totals of an axis that has no attributes.
  const totalColumn = formData.rowTotals === true || cols.length === 0;
  const totalRow = formData.colTotals === true || rows.length === 0;
  const totalLabel = `Total (${aggregateFunction})`;
  const sampleRows = data.rowKeys.slice(0, 60);
  const gridKeys: { key: PivotTableKey; kind: LineKind }[] = data.colKeys.map((key) => ({
    key,
    kind: key.length < cols.length ? 'subtotal' : 'cell',
  }));
  if (totalColumn) gridKeys.push({ key: [], kind: 'total' });
  const columns: GridColumn[] = gridKeys.map(({ key, kind }) => {
    let longest =
      kind === 'total'
        ? totalLabel
        : key.length === 0
          ? ''
          : headerLabel(cols[key.length - 1] as string, key[key.length - 1]);
    if (kind === 'subtotal' && longest.length < 8) longest = 'Subtotal';
    for (const rowKey of sampleRows) {
      const text = formatValue(metricOf(rowKey, key), data.value(rowKey, key));
      if (text.length > longest.length) longest = text;
    }
    return { key, kind, width: textWidth(longest) };
  });

  const rowLabels = rows.map((attr) => (attr === PIVOT_METRIC_KEY ? attr : (verbose[attr] ?? attr)));
  const colLabels = cols.map((attr) => (attr === PIVOT_METRIC_KEY ? attr : (verbose[attr] ?? attr)));
  const collapsible = rowSubTotals && rows.length > 1;
  const headerSample = data.rowKeys.slice(0, 500);
  const rowHeaderWidths =
    rows.length === 0
      ? [textWidth(totalLabel)]
      : rows.map((attr, level) => {
          let longest = rowLabels[level] ?? '';
          for (const key of headerSample) {
            if (key.length <= level) continue;
            const text = headerLabel(attr, key[level]);
            if (text.length > longest.length) longest = text;
          }
          const toggle = collapsible && level < rows.length - 1 ? 18 : 0;
          return textWidth(longest, toggle);
        });

  const selectedFilters = ((filterState as { selectedFilters?: unknown }).selectedFilters ?? {}) as Record<
    string,
    unknown[]
  >;
  const groupby = [...groupbyRows, ...groupbyColumns];
  const grain = typeof formData.time_grain_sqla === 'string' ? formData.time_grain_sqla : undefined;
  const drillFilters = (rowKey: PivotTableKey, colKey: PivotTableKey): ExtraFilter[] => {
    const filters: ExtraFilter[] = [];
    const add = (attrs: readonly string[], key: PivotTableKey) =>
      key.forEach((val, i) => {
        const attr = attrs[i] as string;
        if (attr === PIVOT_METRIC_KEY) return;
        filters.push({
          col: attr,
          op: '==',
          val,
          formattedVal: headerLabel(attr, val),
          ...(temporal.has(attr) && grain ? { grain } : {}),
        });
      });
    add(cols, colKey);
    add(rows, rowKey);
    return filters;
  };

  return {
    data,
    rows,
    cols,
    rowLabels,
    colLabels,
    columns,
    rowKeys: data.rowKeys,
    rowHeaderWidths,
    totalRow,
    collapsible,
    totalLabel,
    headerLabel,
    cell,
    emitCrossFilters: chartProps.emitCrossFilters,
    selectedFilters,
    crossFilter: (attr, value) => headerCrossFilter(groupby, selectedFilters, attr, value),
    drillFilters,
    hooks,
  };
}
