// `aggregate`: group by columns and reduce each group with numpy operators (Superset's
// pandas_postprocessing.aggregate, i.e. df.groupby(groupby).agg(**named_aggs).reset_index()).
import { type Aggregator, numpyAggregator } from './aggregators';
import { InvalidOptionsError, MissingColumnError } from './errors';
import { type Frame, type FrameColumnKind, frameOf, type Row } from './frame';
import { groupRows } from './groups';
import { OptionReader } from './options';

export interface AggregateSpec {
  /** Output column. */
  readonly name: string;
  /** Input column (defaults to the output name). */
  readonly column: string;
  readonly aggregate: Aggregator;
}

/** Reads Superset's `aggregates` option: `{out: {operator, column?, options?}}`. */
export function readAggregates(operation: string, frame: Frame, raw: unknown): AggregateSpec[] {
  if (raw === undefined || raw === null) return [];
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    throw new InvalidOptionsError(
      operation,
      '`aggregates` must map output names to {operator, column?, options?}',
    );
  }
  return Object.entries(raw as Record<string, unknown>).map(([name, spec]) => {
    if (typeof spec !== 'object' || spec === null || Array.isArray(spec)) {
      throw new InvalidOptionsError(operation, `aggregate "${name}" must be an object`);
    }
    const { operator, column = name, options = {} } = spec as Record<string, unknown>;
    if (operator === undefined)
      throw new InvalidOptionsError(operation, `Operator undefined for aggregator: ${name}`);
    if (typeof column !== 'string')
      throw new InvalidOptionsError(operation, `aggregate "${name}": column must be a string`);
    if (!frame.columns.includes(column)) {
      throw new MissingColumnError(operation, [column]);
    }
    if (typeof options !== 'object' || options === null || Array.isArray(options)) {
      throw new InvalidOptionsError(operation, `aggregate "${name}": options must be an object`);
    }
    return {
      name,
      column,
      aggregate: numpyAggregator(operation, operator, options as Record<string, unknown>),
    };
  });
}

export function aggregate(frame: Frame, options: unknown): Frame {
  const reader = new OptionReader('aggregate', options);
  const groupby = reader.strings('groupby', []);
  const missing = groupby.filter((column) => !frame.columns.includes(column));
  if (missing.length > 0) throw new MissingColumnError('aggregate', missing);
  const specs = readAggregates('aggregate', frame, reader.raw.aggregates);
  return aggregateFrame(frame, groupby, specs);
}

/** Group and reduce: one row per group (sorted by key), group columns first. */
export function aggregateFrame(
  frame: Frame,
  groupby: readonly string[],
  specs: readonly AggregateSpec[],
): Frame {
  // Current Superset keeps rows with a missing key as their own group (sorted last), as SQL does.
  const groups =
    groupby.length > 0
      ? groupRows(frame, groupby, { dropMissing: false })
      : frame.rows.length > 0
        ? [{ keys: [], rows: frame.rows.map((_, i) => i) }]
        : [];
  const rows: Row[] = groups.map((group) => {
    const row: Record<string, unknown> = {};
    groupby.forEach((column, i) => {
      row[column] = group.keys[i];
    });
    for (const spec of specs) {
      row[spec.name] = spec.aggregate(group.rows.map((i) => frame.rows[i]![spec.column])) ?? null;
    }
    return row;
  });
  const kinds: Record<string, FrameColumnKind> = {};
  for (const column of groupby) {
    const kind = frame.kinds?.[column];
    if (kind) kinds[column] = kind;
  }
  return frameOf(
    [...groupby, ...specs.map((spec) => spec.name)],
    rows,
    Object.keys(kinds).length ? { kinds } : {},
  );
}
