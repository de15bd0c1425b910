// `histogram`: one row per group with a count column per bin. Bin edges are numpy's
// histogram_bin_edges (min..max split evenly; ±0.5 around a single value), labelled
// "<lo> - <hi>" with Python's float repr; the last bin is closed on the right.
import { InvalidDataError } from './errors';
import { type Frame, frameOf, isMissing, type Row } from './frame';
import { groupRows } from './groups';
import { OptionReader, requireColumns } from './options';
import { pythonFloatRepr, toNumber } from './stats';

export const MAX_HISTOGRAM_BINS = 1000;

export function histogram(frame: Frame, options: unknown): Frame {
  const reader = new OptionReader('histogram', options);
  const column = reader.string('column');
  const groupby = reader.strings('groupby', []);
  const bins = reader.raw.bins ?? 5;
  if (typeof bins !== 'number' || !Number.isInteger(bins) || bins < 1 || bins > MAX_HISTOGRAM_BINS) {
    reader.fail(`\`bins\` must be an integer between 1 and ${MAX_HISTOGRAM_BINS}`);
  }
  const cumulative = reader.boolean('cumulative', false);
  const normalize = reader.boolean('normalize', false);
  requireColumns('histogram', frame, [column, ...groupby]);

  const rows = frame.rows.filter((row) => !isMissing(row[column]));
  if (rows.length === 0) return { ...frame, rows: [] };
  const numbers = rows.map((row) => toNumber(row[column]));
  if (numbers.some((value) => value === null)) {
    throw new InvalidDataError('histogram', `Column '${column}' contains non-numeric values`);
  }
  const edges = binEdges(numbers as number[], bins as number);
  const labels = edges
    .slice(0, -1)
    .map((edge, i) => `${pythonFloatRepr(edge)} - ${pythonFloatRepr(edges[i + 1]!)}`);
  const present: Frame = { ...frame, rows };
  const groups =
    groupby.length > 0 ? groupRows(present, groupby) : [{ keys: [], rows: rows.map((_, i) => i) }];
  const counts = groups.map((group) => {
    const tally = countInBins(
      group.rows.map((i) => numbers[i]!),
      edges,
    );
    return cumulative ? tally.map((_, i) => tally.slice(0, i + 1).reduce((a, b) => a + b, 0)) : tally;
  });
  // pandas divides by the sum of the whole table (of the cumulative counts, when cumulative).
  const total = counts.flat().reduce((a, b) => a + b, 0);
  const out: Row[] = groups.map((group, g) => {
    const row: Record<string, unknown> = {};
    groupby.forEach((name, i) => {
      row[name] = group.keys[i];
    });
    labels.forEach((label, b) => {
      const count = counts[g]![b]!;
      row[label] = normalize ? count / total : count;
    });
    return row;
  });
  const kinds = Object.fromEntries(
    groupby.flatMap((name) => (frame.kinds?.[name] ? [[name, frame.kinds[name]]] : [])),
  );
  return frameOf([...groupby, ...labels], out, Object.keys(kinds).length ? { kinds } : {});
}

/** numpy.histogram_bin_edges(values, bins): numpy.linspace(min, max, bins + 1). */
export function binEdges(values: readonly number[], bins: number): number[] {
  // A loop, not Math.min(...values): spreading 100k arguments overflows the stack.
  let first = Number.POSITIVE_INFINITY;
  let last = Number.NEGATIVE_INFINITY;
  for (const value of values) {
    if (value < first) first = value;
    if (value > last) last = value;
  }
  if (first === last) {
    first -= 0.5;
    last += 0.5;
  }
  const step = (last - first) / bins;
  const edges = Array.from({ length: bins + 1 }, (_, i) => i * step + first);
  edges[bins] = last;
  return edges;
}

/** numpy.histogram counts for given edges: [e_i, e_i+1) and the last bin [e_n-1, e_n]. */
export function countInBins(values: readonly number[], edges: readonly number[]): number[] {
  const sorted = [...values].sort((a, b) => a - b);
  const below = (edge: number, inclusive: boolean) => {
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (sorted[mid]! < edge || (inclusive && sorted[mid] === edge)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  const cumulative = edges.map((edge, i) => below(edge, i === edges.length - 1));
  return cumulative.slice(1).map((count, i) => count - cumulative[i]!);
}
