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
import { compareTuples, TupleIndex, tupleId } from './groups';
import { OptionReader } from './options';
import { addMargins, type PivotTable } from './pivot-margins';
import { pandasTimestampText, toNumber } from './stats';

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
  const source = prepareColumnKeys(frame, columns, columnFill);
  let table = pivotTable(source, settings);
  if (settings.margins) table = addMargins(source, settings, table);
  if (settings.dropMissing) table = restoreAbsentMetrics(dropEmptyColumns(table), settings);
  const combine = reader.boolean('combine_value_with_metric', false);
  if (combine) table = combineValueWithMetric(table);
  const levelNames = combine ? [...columns, null] : [null, ...columns];
  return toFrame(frame, settings, table, levelNames);
}

/**
 * The series keys as pandas sees them: missing ones replaced by `column_fill_value` (when set),
 * temporal ones as pandas prints a Timestamp, since that text becomes the series name.
 */
function prepareColumnKeys(frame: Frame, columns: readonly string[], fill: unknown): Frame {
  const temporal = columns.filter((column) => frame.kinds?.[column] === 'temporal');
  if (columns.length === 0 || (!fill && temporal.length === 0)) return frame;
  const rows = frame.rows.map((row) => {
    const needsFill = fill && columns.some((column) => isMissing(row[column]));
    if (!needsFill && temporal.length === 0) return row;
    const next: Record<string, unknown> = { ...row };
    for (const column of temporal) {
      const ms = toNumber(next[column]);
      if (ms !== null) next[column] = pandasTimestampText(ms);
    }
    if (needsFill) for (const column of columns) if (isMissing(next[column])) next[column] = fill;
    return next;
  });
  return { ...frame, rows };
}

/**
 * Group by index + columns, aggregate, and lay the groups out as rows × column tuples. Rows and
 * column tuples are numbered separately (thousands × tens) rather than sorting every group.
 */
function pivotTable(frame: Frame, settings: PivotSettings): PivotTable {
  const { index, columns, metrics, dropMissing, metricFill } = settings;
  const metricNames = [...metrics.keys()];
  const aggregators = metricNames.map((metric) => metrics.get(metric)!);
  const keyColumns = [...index, ...columns];
  const rowIndex = new TupleIndex();
  const columnIndex = new TupleIndex();
  const rowTuples: unknown[][] = [];
  const columnTuples: unknown[][] = [];
  // members[column][row]: the source rows of one cell (a number until a second row arrives).
  const members: (number | number[])[][] = [];
  frame.rows.forEach((source, i) => {
    // groupby(dropna=True) leaves out rows with a missing key.
    if (dropMissing && keyColumns.some((key) => isMissing(source[key]))) return;
    const row = rowIndex.idOf(index.length, (k) => source[index[k]!]);
    const column = columnIndex.idOf(columns.length, (k) => source[columns[k]!]);
    if (row === rowTuples.length)
      rowTuples.push(index.map((key) => (isMissing(source[key]) ? null : source[key])));
    if (column === columnTuples.length) {
      columnTuples.push(columns.map((key) => (isMissing(source[key]) ? null : source[key])));
      members.push([]);
    }
    const cell = members[column]![row];
    if (cell === undefined) members[column]![row] = i;
    else if (typeof cell === 'number') members[column]![row] = [cell, i];
    else cell.push(i);
  });

  // Aggregate every cell; pandas drops groups whose aggregates are all missing (dropna=True),
  // so a row or column tuple survives only through a group with some value.
  const values = metricNames.map(() => columnTuples.map((): unknown[] => []));
  const liveRows = new Set<number>();
  const liveColumns = new Set<number>();
  members.forEach((byRow, column) => {
    byRow.forEach((cell, row) => {
      const sources = typeof cell === 'number' ? [cell] : cell;
      let any = false;
      metricNames.forEach((metric, m) => {
        const value = aggregators[m]!(sources.map((i) => frame.rows[i]![metric])) ?? null;
        values[m]![column]![row] = value;
        if (!isMissing(value)) any = true;
      });
      if (any || !dropMissing) {
        liveRows.add(row);
        liveColumns.add(column);
      }
    });
  });

  const observed = [...liveRows].sort((a, b) => compareTuples(rowTuples[a]!, rowTuples[b]!));
  const expand = !dropMissing && index.length > 1;
  const rows = expand
    ? cartesian(
        index.map((_, i) =>
          distinct(
            observed.map((r) => rowTuples[r]!),
            i,
          ),
        ),
      )
    : observed.map((r) => rowTuples[r]!);
  const sourceRow = expand ? rows.map((keys) => rowIndex.id(keys, false)) : observed;

  const layout = metricNames
    .flatMap((metric, m) => [...liveColumns].map((c) => ({ m, c, tuple: [metric, ...columnTuples[c]!] })))
    .sort((a, b) => compareTuples(a.tuple, b.tuple));
  return {
    rows,
    observedColumns: columnTuples,
    columns: layout.map(({ m, c, tuple }) => ({
      tuple,
      values: sourceRow.map((r) => {
        const value = r < 0 ? null : (values[m]![c]![r] ?? null);
        return metricFill !== null && isMissing(value) ? metricFill : value;
      }),
    })),
  };
}

function dropEmptyColumns(table: PivotTable): PivotTable {
  return {
    ...table,
    columns: table.columns.filter((column) => column.values.some((value) => !isMissing(value))),
  };
}

/**
 * Current Superset restores a metric whose every column was dropped as all-missing, with the
 * column values of the data in order of appearance, so later steps (rename, rolling) still find
 * it; a metric with some data keeps only its non-empty columns.
 */
function restoreAbsentMetrics(table: PivotTable, settings: PivotSettings): PivotTable {
  const present = new Set(table.columns.map((column) => column.tuple[0]));
  const absent = [...settings.metrics.keys()].filter((metric) => !present.has(metric));
  if (absent.length === 0) return table;
  const restored = absent.flatMap((metric) =>
    (table.observedColumns ?? []).map((keys) => ({
      tuple: [metric, ...keys],
      values: table.rows.map(() => null),
    })),
  );
  return { ...table, columns: [...table.columns, ...restored] };
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
