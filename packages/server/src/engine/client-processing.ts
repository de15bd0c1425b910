/**
 * Result type `post_processed` (Superset's charts/client_processing.py, classic 4.x/5.x): for the
 * viz types whose shape is computed in the browser, the server repeats that computation from the
 * form data, so an export holds what the user sees. Only `table` and `pivot_table_v2` have a
 * processor; other viz types, and results without rows, are answered unchanged. Columns are
 * first renamed to the dataset's verbose names (Superset's verbose_map). The pure logic lives in
 * @tessera/core's client-processing folder.
 *
 * `pivot_table_v2` supports: rows, columns, metrics; every aggregate function of the control,
 * including "Sum/Count as Fraction of Total/Rows/Columns"; `combineMetric`; `transposePivot`;
 * `metricsLayout: "ROWS"`; `rowTotals` (a total column per row, labelled "Total (<aggfunc>)",
 * with a "Subtotal" column after each group of the column labels) and `colTotals` (the same as
 * rows). As in Superset, subtotals come with the totals, so `rowSubTotals`/`colSubTotals` are not
 * read; and several column dimensions without rows give a row per outer value, the last one
 * labelled as the total (pandas' `stack()` moves only the last level), as Superset exports it.
 * `table` applies each `column_config[col].d3NumberFormat` with Python's format spec (",d",
 * ",.2f", ".1%"); a column any value of which cannot take the format is left unformatted.
 *
 * Shapes, by `applyClientProcessing`: JSON answers pandas' `to_dict()` ({column: {row: value}})
 * keyed by the flattened labels, with `colnames`/`indexnames` as label tuples (a table's
 * indexnames are 0..n-1); CSV answers an unnamed first column of row labels and the flattened
 * column labels, float64 columns by Python's repr ("5.0"), dates as the CSV held them.
 *
 * A null group is labelled "nan" (null in a JSON tuple) and sorts as Superset's placeholder text
 * "SUPERSET_PANDAS_NAN"; "Count" counts rows whose metric is null, as pandas does after fillna.
 *
 * Deviations, mostly where Superset (pandas 2) raises instead of answering: "… as Fraction of
 * Total" divides by the grand total (Superset reads `.dtypes` of a scalar); totals of "Count"
 * and its fractions sum the cells (the records under the group, as the browser counts; pandas'
 * Series.count takes no axis); totals of "Count Unique Values" count distinct cells, those of
 * "List Unique Values", "First" and "Last" aggregate the cells (their functions take no axis);
 * "Sample Variance" and "Sample Standard Deviation" are computed (ddof 1, 0 for one value) where
 * Superset's lambdas call a missing `pd.series`; other aggregates skip null metric values (pandas
 * sums its placeholder text into "nannan"); "List Unique Values" joins in first-seen order
 * (Python's set order is arbitrary); an unknown aggregate function is an error naming the known
 * ones; integral values of a float column print without ".0" (the values do not carry the
 * database type); `xlsx` gets the CSV shape with numbers (Superset's classic processor cannot
 * read xlsx); `column_config` formats leave temporal columns alone (Python would strftime them).
 *
 * As in Superset, the engine caches the query's plain answer and applies this afterwards, when
 * the result format is known (engine/execute-request.ts).
 */
import {
  formatTableColumns,
  getColumnLabel,
  getMetricLabel,
  type PivotFrame,
  pivotDf,
  pivotToJson,
  pivotToTable,
  type QueryColumn,
  type QueryMetric,
  type RecordFrame,
} from '@tessera/core';
import type { LoadedDatasource } from './datasource';

type FormData = Readonly<Record<string, unknown>>;
export type ClientResultFormat = 'json' | 'csv' | 'xlsx';

/** Superset's datasource.data["verbose_map"]: verbose names, else the names themselves. */
function verboseMap(source: LoadedDatasource): Map<string, string> {
  const map = new Map<string, string>([['__timestamp', 'Time']]);
  for (const m of source.metrics) map.set(m.metric_name, m.verbose_name || m.metric_name);
  for (const c of source.columns) map.set(c.column_name, c.verbose_name || c.column_name);
  return map;
}

function renameFrame(frame: RecordFrame, names: Map<string, string>): RecordFrame {
  if (!frame.colnames.some((c) => names.has(c) && names.get(c) !== c)) return frame;
  const colnames = frame.colnames.map((c) => names.get(c) ?? c);
  const data = frame.data.map((row) =>
    Object.fromEntries(frame.colnames.map((c, i) => [colnames[i]!, row[c]])),
  );
  return { colnames, coltypes: frame.coltypes, data };
}

const labelsOf = (value: unknown, label: (item: never) => string, names: Map<string, string>): string[] =>
  Array.isArray(value) ? value.map((item) => label(item as never)).map((l) => names.get(l) ?? l) : [];

function pivotOf(frame: RecordFrame, formData: FormData, names: Map<string, string>, csvDates: boolean) {
  return pivotDf(frame, {
    rows: labelsOf(formData.groupbyRows, (c: QueryColumn) => getColumnLabel(c), names),
    columns: labelsOf(formData.groupbyColumns, (c: QueryColumn) => getColumnLabel(c), names),
    metrics: labelsOf(formData.metrics, (m: QueryMetric) => getMetricLabel(m), names),
    aggregateFunction: typeof formData.aggregateFunction === 'string' ? formData.aggregateFunction : 'Sum',
    transposePivot: Boolean(formData.transposePivot),
    combineMetric: Boolean(formData.combineMetric),
    rowTotals: Boolean(formData.rowTotals),
    colTotals: Boolean(formData.colTotals),
    metricsOnRows: formData.metricsLayout === 'ROWS',
    csvDates,
  });
}

type Processed =
  | { readonly kind: 'pivot'; readonly frame: PivotFrame }
  | { readonly kind: 'table'; readonly frame: RecordFrame };

const PROCESSORS: Readonly<
  Record<
    string,
    (frame: RecordFrame, formData: FormData, names: Map<string, string>, csv: boolean) => Processed
  >
> = {
  table: (frame, formData) => ({ kind: 'table', frame: formatTableColumns(frame, formData.column_config) }),
  pivot_table_v2: (frame, formData, names, csv) => ({
    kind: 'pivot',
    frame: pivotOf(frame, formData, names, csv),
  }),
};

function process(
  frame: RecordFrame,
  formData: FormData,
  source: LoadedDatasource,
  csv: boolean,
): Processed | null {
  const processor = typeof formData.viz_type === 'string' ? PROCESSORS[formData.viz_type] : undefined;
  if (!processor || frame.data.length === 0) return null;
  const names = verboseMap(source);
  return processor(renameFrame(frame, names), formData, names, csv);
}

/** pandas' `to_dict()` of a frame with a default index: {column: {"0": value, ...}}. */
function columnDict(frame: RecordFrame): Record<string, Record<string, unknown>> {
  const out: Record<string, Record<string, unknown>> = {};
  for (const name of frame.colnames) {
    out[name] = Object.fromEntries(frame.data.map((row, i) => [String(i), row[name] ?? null]));
  }
  return out;
}

export interface ClientProcessingContext {
  readonly formData: FormData | null | undefined;
  readonly source: LoadedDatasource;
  readonly resultFormat: ClientResultFormat;
}

/**
 * Superset's apply_client_processing on one answered query (a `full`-shaped entry): colnames,
 * indexnames, coltypes, rowcount and data are replaced; the rest (label_map, sql_rowcount, the
 * query) describe the query as it ran.
 */
export function applyClientProcessing(
  entry: Readonly<Record<string, unknown>>,
  context: ClientProcessingContext,
): Record<string, unknown> {
  const { data, colnames, coltypes } = entry;
  if (!Array.isArray(data) || !Array.isArray(colnames)) return { ...entry };
  const frame: RecordFrame = {
    colnames: colnames as string[],
    coltypes: Array.isArray(coltypes) ? (coltypes as number[]) : [],
    data: data as Record<string, unknown>[],
  };
  const json = context.resultFormat === 'json';
  const processed = process(frame, context.formData ?? {}, context.source, !json);
  if (!processed) return { ...entry };
  if (processed.kind === 'pivot') {
    if (json) return { ...entry, ...pivotToJson(processed.frame) };
    const table = pivotToTable(processed.frame, context.resultFormat === 'csv');
    return { ...entry, ...table, rowcount: table.data.length };
  }
  const table = processed.frame;
  const rowcount = table.data.length;
  if (!json)
    return {
      ...entry,
      colnames: [...table.colnames],
      coltypes: [...table.coltypes],
      data: table.data,
      rowcount,
    };
  return {
    ...entry,
    colnames: [...table.colnames],
    indexnames: table.data.map((_, i) => i),
    coltypes: [...table.coltypes],
    rowcount,
    data: columnDict(table),
  };
}
