// `pivot`: long → wide, as Superset's pivot() over pandas.pivot_table. Index columns become the
// frame's index; each (metric, column values...) combination becomes a multi-level column keyed
// by its flattened name. Columns are sorted like pandas sorts them (metric first, alphabetically).
import { type AggregateSpec, readAggregates } from './aggregate';
import type { Aggregator } from './aggregators';
import { DuplicateColumnError, MissingColumnError } from './errors';
import {
  type Frame,
  type FrameColumnKind,
  flatColumnName,
  frameOf,
  isMissing,
  NULL_STRING,
  type Row,
} from './frame';
import { compareTuples, groupRows, tupleId } from './groups';
import { OptionReader } from './options';
import { addMargins, type PivotTable } from './pivot-margins';

export interface PivotSettings {
  readonly index: readonly string[];
  readonly columns: readonly string[];
  /** Metric (source column) → aggregator, in pandas' aggfunc-dict order. */
  readonly metrics: ReadonlyMap<string, Aggregator>;
  readonly metricFill: unknown;
  readonly dropMissing: boolean;
  readonly margins: boolean;
  readonly marginsName: string;
}

export function pivot(frame: Frame, options: unknown): Frame {
  const reader = new OptionReader('pivot', options);
  const index = reader.strings('index', []);
  if (index.length === 0) reader.fail('Pivot operation requires at least one index');
  const columns = reader.strings('columns', []);
  const missing = [...index, ...columns].filter((column) => !frame.columns.includes(column));
  if (missing.length > 0) throw new MissingColumnError('pivot', missing);
  const specs: AggregateSpec[] = readAggregates('pivot', frame, reader.raw.aggregates);
  if (specs.length === 0) reader.fail('Pivot operation must include at least one aggregate');
  // Superset keys pandas' aggfunc by the *source* column, so the metric level shows the column.
  const metrics = new Map<string, Aggregator>();
  for (const spec of specs) metrics.set(spec.column, spec.aggregate);
  const columnFill = reader.raw.column_fill_value === undefined ? NULL_STRING : reader.raw.column_fill_value;
  const settings: PivotSettings = {
    index,
    columns,
    metrics,
    metricFill: reader.raw.metric_fill_value ?? null,
    dropMissing: reader.boolean('drop_missing_columns', true),
    margins: reader.boolean('marginal_distributions', false),
    marginsName: reader.string('marginal_distribution_name', 'All') ?? 'All',
  };
  const source = columns.length > 0 && columnFill ? fillColumnKeys(frame, columns, columnFill) : frame;
  let table = pivotTable(source, settings);
  if (settings.margins) table = addMargins(source, settings, table);
  if (settings.dropMissing) table = dropEmptyColumns(table);
  const combine = reader.boolean('combine_value_with_metric', false);
  if (combine) table = combineValueWithMetric(table);
  const levelNames = combine ? [...columns, null] : [null, ...columns];
  return toFrame(frame, settings, table, levelNames);
}

function fillColumnKeys(frame: Frame, columns: readonly string[], fill: unknown): Frame {
  const rows = frame.rows.map((row) => {
    if (!columns.some((column) => isMissing(row[column]))) return row;
    const next: Record<string, unknown> = { ...row };
    for (const column of columns) if (isMissing(next[column])) next[column] = fill;
    return next;
  });
  return { ...frame, rows };
}

/** Group by index + columns, aggregate, and lay the groups out as rows × column tuples. */
function pivotTable(frame: Frame, settings: PivotSettings): PivotTable {
  const { index, columns, metrics, dropMissing, metricFill } = settings;
  const metricNames = [...metrics.keys()];
  const groups = groupRows(frame, [...index, ...columns], { dropMissing });
  const aggregated = groups
    .map((group) => ({
      rowKeys: group.keys.slice(0, index.length),
      columnKeys: group.keys.slice(index.length),
      values: metricNames.map((metric) =>
        metrics.get(metric)!(group.rows.map((i) => frame.rows[i]![metric])),
      ),
    }))
    // pandas drops the rows whose aggregates are all missing (dropna=True).
    .filter((entry) => !dropMissing || entry.values.some((value) => !isMissing(value)));

  const rowKeys = distinctTuples(aggregated.map((entry) => entry.rowKeys));
  const rows =
    !dropMissing && index.length > 1 ? cartesian(index.map((_, i) => distinct(rowKeys, i))) : rowKeys;
  const rowPosition = new Map(rows.map((keys, i) => [tupleId(keys), i]));

  const columnKeys = distinctTuples(aggregated.map((entry) => entry.columnKeys));
  const tuples = metricNames
    .flatMap((metric) => columnKeys.map((keys) => [metric, ...keys]))
    .sort(compareTuples);
  const cells = new Map<string, unknown[]>(tuples.map((tuple) => [tupleId(tuple), rows.map(() => null)]));
  for (const entry of aggregated) {
    const position = rowPosition.get(tupleId(entry.rowKeys))!;
    metricNames.forEach((metric, m) => {
      cells.get(tupleId([metric, ...entry.columnKeys]))![position] = entry.values[m] ?? null;
    });
  }
  const filled = (values: unknown[]) =>
    metricFill === null ? values : values.map((value) => (isMissing(value) ? metricFill : value));
  return {
    rows,
    columns: tuples.map((tuple) => ({ tuple, values: filled(cells.get(tupleId(tuple))!) })),
  };
}

function dropEmptyColumns(table: PivotTable): PivotTable {
  return {
    ...table,
    columns: table.columns.filter((column) => column.values.some((value) => !isMissing(value))),
  };
}

/** `df.stack(0).unstack()`: the metric level moves last, columns re-sorted. */
function combineValueWithMetric(table: PivotTable): PivotTable {
  const columns = table.columns
    .map((column) => ({ ...column, tuple: [...column.tuple.slice(1), column.tuple[0]] }))
    .sort((a, b) => compareTuples(a.tuple, b.tuple));
  return { ...table, columns };
}

function toFrame(
  source: Frame,
  settings: PivotSettings,
  table: PivotTable,
  levelNames: readonly (string | null)[],
): Frame {
  const multiLevel = settings.columns.length > 0;
  const keys = table.columns.map((column) =>
    multiLevel ? flatColumnName(column.tuple) : String(column.tuple[0]),
  );
  const seen = new Set<string>(settings.index);
  for (const key of keys) {
    if (seen.has(key)) throw new DuplicateColumnError('pivot', key);
    seen.add(key);
  }
  const rows: Row[] = table.rows.map((rowKeys, r) => {
    const row: Record<string, unknown> = {};
    settings.index.forEach((column, i) => {
      row[column] = rowKeys[i] ?? null;
    });
    table.columns.forEach((column, c) => {
      row[keys[c]!] = column.values[r] ?? null;
    });
    return row;
  });
  const levels: Record<string, readonly unknown[]> = {};
  if (multiLevel) {
    table.columns.forEach((column, c) => {
      levels[keys[c]!] = column.tuple;
    });
  }
  const kinds: Record<string, FrameColumnKind> = {};
  for (const column of settings.index) {
    const kind = source.kinds?.[column];
    if (kind) kinds[column] = kind;
  }
  return frameOf([...settings.index, ...keys], rows, {
    index: settings.index,
    ...(multiLevel ? { levels, levelNames } : {}),
    ...(Object.keys(kinds).length > 0 ? { kinds } : {}),
  });
}

function distinctTuples(tuples: readonly (readonly unknown[])[]): unknown[][] {
  const seen = new Map<string, unknown[]>();
  for (const tuple of tuples) if (!seen.has(tupleId(tuple))) seen.set(tupleId(tuple), [...tuple]);
  return [...seen.values()];
}

function distinct(tuples: readonly (readonly unknown[])[], level: number): unknown[] {
  return distinctTuples(tuples.map((tuple) => [tuple[level]]))
    .map((tuple) => tuple[0])
    .sort((a, b) => compareTuples([a], [b]));
}

function cartesian(levels: readonly (readonly unknown[])[]): unknown[][] {
  return levels.reduce<unknown[][]>(
    (acc, values) => acc.flatMap((prefix) => values.map((value) => [...prefix, value])),
    [[]],
  );
}
