/**
 * Post-processing, first cut: the operations the time-series charts send (`pivot`, `rename`,
 * `flatten`), with Superset's semantics (SUPERSET_FACTS §2). Pivoted column names are kept
 * flattened (`"<metric>, <value>"`, FLAT_COLUMN_SEPARATOR), so `flatten` has nothing left to do.
 * Any other operation is refused by name until the full engine implements it.
 */
import type { PostProcessingRule } from '@tessera/core';
import { GenericDataType } from './types';

export interface DataFrame {
  readonly colnames: string[];
  readonly coltypes: GenericDataType[];
  readonly data: Record<string, unknown>[];
}

export class PostProcessingError extends Error {
  override readonly name = 'PostProcessingError';
}

const SEPARATOR = ', ';
const NULL_STRING = '<NULL>';

type Aggregate = (values: number[]) => number | null;

const AGGREGATES: Record<string, Aggregate> = {
  mean: (v) => (v.length ? v.reduce((a, b) => a + b, 0) / v.length : null),
  sum: (v) => (v.length ? v.reduce((a, b) => a + b, 0) : null),
  min: (v) => (v.length ? Math.min(...v) : null),
  max: (v) => (v.length ? Math.max(...v) : null),
  count: (v) => v.length,
  median: (v) => {
    if (!v.length) return null;
    const s = [...v].sort((a, b) => a - b);
    const mid = s.length >> 1;
    return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
  },
};

function compareKeys(a: readonly unknown[], b: readonly unknown[]): number {
  for (let i = 0; i < a.length; i++) {
    const x = a[i];
    const y = b[i];
    if (x === y) continue;
    if (x === null || x === undefined) return 1;
    if (y === null || y === undefined) return -1;
    return typeof x === 'number' && typeof y === 'number' ? x - y : String(x) < String(y) ? -1 : 1;
  }
  return 0;
}

function strings(value: unknown, option: string): string[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string')) {
    throw new PostProcessingError(`pivot: ${option} must be a list of column names`);
  }
  return value as string[];
}

function pivot(frame: DataFrame, options: Record<string, unknown>): DataFrame {
  const index = strings(options.index, 'index');
  const columns = strings(options.columns, 'columns');
  const aggregates = (options.aggregates ?? {}) as Record<string, { operator?: string; column?: string }>;
  if (index.length === 0) throw new PostProcessingError('pivot: index must name at least one column');
  for (const name of [...index, ...columns]) {
    if (!frame.colnames.includes(name))
      throw new PostProcessingError(`pivot: column "${name}" is not in the result`);
  }
  const metrics = Object.entries(aggregates).map(([label, spec]) => {
    const operator = spec.operator ?? 'sum';
    const aggregate = AGGREGATES[operator];
    if (!aggregate) {
      throw new PostProcessingError(
        `pivot: unknown aggregate "${operator}"; known: ${Object.keys(AGGREGATES).join(', ')}`,
      );
    }
    return { label, source: spec.column ?? label, aggregate };
  });
  const rows = new Map<string, { key: unknown[]; cells: Map<string, number[]> }>();
  const series = new Map<string, unknown[]>();
  for (const row of frame.data) {
    const key = index.map((name) => row[name] ?? null);
    const seriesKey = columns.map((name) =>
      row[name] === null || row[name] === undefined ? NULL_STRING : String(row[name]),
    );
    const rowId = JSON.stringify(key);
    const seriesId = JSON.stringify(seriesKey);
    series.set(seriesId, seriesKey);
    let entry = rows.get(rowId);
    if (!entry) {
      entry = { key, cells: new Map() };
      rows.set(rowId, entry);
    }
    for (const metric of metrics) {
      const value = row[metric.source];
      if (typeof value !== 'number') continue;
      const cellId = `${metric.label}\u0000${seriesId}`;
      const cell = entry.cells.get(cellId);
      if (cell) cell.push(value);
      else entry.cells.set(cellId, [value]);
    }
  }
  const seriesList = [...series.entries()].sort(([, a], [, b]) => compareKeys(a, b));
  const outColumns = metrics.flatMap((metric) =>
    seriesList.map(([seriesId, values]) => ({
      name: [metric.label, ...values].join(SEPARATOR),
      cellId: `${metric.label}\u0000${seriesId}`,
      aggregate: metric.aggregate,
    })),
  );
  const data = [...rows.values()]
    .sort((a, b) => compareKeys(a.key, b.key))
    .map(({ key, cells }) => {
      const out: Record<string, unknown> = {};
      index.forEach((name, i) => {
        out[name] = key[i];
      });
      for (const column of outColumns) {
        const values = cells.get(column.cellId);
        out[column.name] = values ? column.aggregate(values) : null;
      }
      return out;
    });
  const typeOf = (name: string) => frame.coltypes[frame.colnames.indexOf(name)] ?? GenericDataType.STRING;
  return {
    colnames: [...index, ...outColumns.map((c) => c.name)],
    coltypes: [...index.map(typeOf), ...outColumns.map(() => GenericDataType.NUMERIC)],
    data,
  };
}

/** rename with `level: 0`: renames (or, with null, drops) the first component of flattened names. */
function rename(frame: DataFrame, options: Record<string, unknown>): DataFrame {
  const mapping = (options.columns ?? {}) as Record<string, string | null>;
  const renameOne = (name: string): string => {
    const parts = name.split(SEPARATOR);
    const first = parts[0]!;
    if (!(first in mapping)) return name;
    const target = mapping[first];
    if (target === null || target === undefined)
      return parts.length > 1 ? parts.slice(1).join(SEPARATOR) : name;
    return [target, ...parts.slice(1)].join(SEPARATOR);
  };
  const colnames = frame.colnames.map(renameOne);
  const data = frame.data.map((row) => {
    const out: Record<string, unknown> = {};
    frame.colnames.forEach((name, i) => {
      out[colnames[i]!] = row[name];
    });
    return out;
  });
  return { colnames, coltypes: frame.coltypes, data };
}

const OPERATIONS: Record<string, (frame: DataFrame, options: Record<string, unknown>) => DataFrame> = {
  pivot,
  rename,
  flatten: (frame) => frame,
};

export function applyPostProcessing(
  frame: DataFrame,
  rules: readonly (PostProcessingRule | null)[] | undefined,
): DataFrame {
  let out = frame;
  for (const rule of rules ?? []) {
    if (!rule) continue;
    const operation = OPERATIONS[rule.operation];
    if (!operation) {
      throw new PostProcessingError(
        `Post-processing operation "${rule.operation}" is not supported yet; supported: ${Object.keys(OPERATIONS).join(', ')}`,
      );
    }
    out = operation(out, (rule.options ?? {}) as Record<string, unknown>);
  }
  return out;
}
