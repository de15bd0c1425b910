// `resample` over the frame's time index (epoch ms, UTC), as Superset's resample(): `asfreq`
// (exact labels; with fill_value the gaps are filled), `ffill`/`bfill`, `linear` interpolation,
// and the downsampling reducers `sum`, `mean`, `median`.
import { InvalidDataError } from './errors';
import { columnKind, dataColumns, type Frame, indexColumns, isMissing, type Row } from './frame';
import { dateRange, type Offset, parseOffset, resampleBins } from './offsets';
import { OptionReader } from './options';
import { mean, median, presentNumbers, sum, toNumber } from './stats';

export const RESAMPLE_METHODS = ['asfreq', 'bfill', 'ffill', 'linear', 'median', 'mean', 'sum'] as const;
type Method = (typeof RESAMPLE_METHODS)[number];

export function resample(frame: Frame, options: unknown): Frame {
  const reader = new OptionReader('resample', options);
  const rule = reader.string('rule');
  const offset = parseOffset(rule);
  if (!offset) reader.fail(`unknown rule "${rule}" (e.g. 1T, 1H, 1D, 7D, W, W-MON, 1M, MS, Q, 1AS)`);
  const method = reader.raw.method;
  if (!(RESAMPLE_METHODS as readonly unknown[]).includes(method)) {
    reader.fail(`Resample method should be in ${RESAMPLE_METHODS.join(', ')}.`);
  }
  const fillValue = reader.raw.fill_value ?? null;
  if (fillValue !== null && typeof fillValue !== 'number') reader.fail('`fill_value` must be a number');
  const timeColumn = timeIndex(frame);
  const rows = frame.rows
    .filter((row) => !isMissing(row[timeColumn]))
    .map((row) => ({ t: toNumber(row[timeColumn])!, row }))
    .sort((a, b) => a.t - b.t);
  if (rows.length === 0) return frame;
  const first = rows[0]!.t;
  const last = rows[rows.length - 1]!.t;
  const columns = dataColumns(frame);
  const build = (labels: readonly number[], cell: (bin: number, column: string) => unknown): Frame => ({
    ...frame,
    rows: labels.map((label, bin) => {
      const row: Record<string, unknown> = { [timeColumn]: label };
      for (const column of columns) row[column] = cell(bin, column) ?? null;
      return row;
    }),
  });

  const m = method as Method;
  if (m === 'sum' || m === 'mean' || m === 'median') {
    const bins = resampleBins(offset!, first, last);
    const members: Row[][] = bins.labels.map(() => []);
    for (const { t, row } of rows) members[bins.binOf(t)]?.push(row);
    const reduce = m === 'sum' ? sum : m === 'mean' ? mean : median;
    return build(bins.labels, (bin, column) =>
      reduce(presentNumbers(members[bin]!.map((row) => row[column]))),
    );
  }

  const origin = m === 'asfreq' && fillValue !== null ? readTime(reader, 'time_range_start') : undefined;
  const end = m === 'asfreq' && fillValue !== null ? readTime(reader, 'time_range_end') : undefined;
  let labels = resampleBins(offset!, first, last, origin).labels;
  if (origin !== undefined && end !== undefined) {
    labels = [...new Set([...labels, ...dateRange(offset!, origin, end)])].sort((a, b) => a - b);
  }
  const source = upsample(offset!, rows, labels, m);
  if (m === 'asfreq') {
    return build(labels, (bin, column) => {
      const value = source[bin]?.[column];
      return isMissing(value) ? fillValue : value;
    });
  }
  return fillColumns(
    build(labels, (bin, column) => source[bin]?.[column]),
    columns,
    m,
  );
}

function timeIndex(frame: Frame): string {
  const index = indexColumns(frame);
  const column = index[0];
  if (
    index.length !== 1 ||
    column === undefined ||
    !['temporal', 'numeric'].includes(columnKind(frame, column))
  ) {
    throw new InvalidDataError('resample', 'Resample operation requires DatetimeIndex');
  }
  return column;
}

function readTime(reader: OptionReader, name: string): number | undefined {
  const value = reader.raw[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'number') return value;
  if (typeof value === 'string') {
    // Superset's bounds are naive datetimes; Tessera reads them as UTC.
    const text = /[zZ]|[+-]\d\d:?\d\d$/.test(value) ? value : `${value.replace(' ', 'T')}Z`;
    const parsed = Date.parse(text);
    if (!Number.isNaN(parsed)) return parsed;
  }
  return reader.fail(`\`${name}\` must be epoch milliseconds or an ISO datetime`);
}

/** The source row behind each label: exact match (asfreq, linear), last before (ffill), first after (bfill). */
function upsample(
  offset: Offset,
  rows: readonly { t: number; row: Row }[],
  labels: readonly number[],
  method: Method,
): (Row | undefined)[] {
  for (let i = 1; i < rows.length; i += 1) {
    if (rows[i]!.t === rows[i - 1]!.t) {
      throw new InvalidDataError('resample', 'cannot reindex on an axis with duplicate labels');
    }
  }
  // Data already at the target frequency is relabelled as is (pandas' _upsample shortcut).
  if (
    offset.kind === 'tick' &&
    rows.length === labels.length &&
    rows.every((entry, i) => i === 0 || entry.t - rows[i - 1]!.t === offset.ms)
  ) {
    return rows.map((entry) => entry.row);
  }
  const exact = new Map(rows.map((entry) => [entry.t, entry.row]));
  let cursor = 0;
  return labels.map((label) => {
    if (method === 'asfreq' || method === 'linear') return exact.get(label);
    if (method === 'ffill') {
      while (cursor < rows.length && rows[cursor]!.t <= label) cursor += 1;
      return cursor > 0 ? rows[cursor - 1]!.row : undefined;
    }
    while (cursor < rows.length && rows[cursor]!.t < label) cursor += 1;
    return rows[cursor]?.row;
  });
}

/** After reindexing: ffill/bfill carry values along each column; linear interpolates by position. */
function fillColumns(frame: Frame, columns: readonly string[], method: Method): Frame {
  const values = columns.map((column) => frame.rows.map((row) => row[column]));
  const filled = values.map((series) =>
    method === 'linear'
      ? interpolate(series)
      : method === 'ffill'
        ? carry(series)
        : carry([...series].reverse()).reverse(),
  );
  return {
    ...frame,
    rows: frame.rows.map((row, r) => {
      const next: Record<string, unknown> = { ...row };
      columns.forEach((column, c) => {
        next[column] = filled[c]![r] ?? null;
      });
      return next;
    }),
  };
}

function carry(series: readonly unknown[]): unknown[] {
  let last: unknown = null;
  return series.map((value) => {
    if (!isMissing(value)) last = value;
    return last;
  });
}

/** pandas' interpolate(method="linear"): leading gaps stay, trailing gaps take the last value. */
function interpolate(series: readonly unknown[]): unknown[] {
  // Text columns are not interpolated: their gaps stay missing.
  if (series.some((value) => !isMissing(value) && typeof value !== 'number')) return [...series];
  const numbers = series.map(toNumber);
  const out = [...numbers];
  let previous = -1;
  numbers.forEach((value, i) => {
    if (value === null) return;
    if (previous >= 0 && i - previous > 1) {
      const from = numbers[previous]!;
      for (let j = previous + 1; j < i; j += 1)
        out[j] = from + ((value - from) * (j - previous)) / (i - previous);
    }
    previous = i;
  });
  if (previous >= 0) for (let j = previous + 1; j < out.length; j += 1) out[j] = numbers[previous]!;
  return out;
}
