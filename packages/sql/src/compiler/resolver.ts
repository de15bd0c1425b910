// Turns dataset names and adhoc objects into SQL text for one dialect. Column and metric
// expressions never carry bound values, so they are plain strings and may be repeated freely.
import {
  type AdhocColumn,
  getColumnLabel,
  getMetricLabel,
  type QueryColumn,
  type QueryMetric,
} from '@tessera/core';
import type { Dialect } from '../dialects/types';
import { SqlCompileError } from '../errors';
import { guardFragment, guardTableName, guardVirtualDatasetSql } from '../guard/guard';
import type { DatasetColumnInput, DatasetInput } from './types';

export type ValueKind = 'numeric' | 'string' | 'temporal' | 'boolean' | 'unknown';

export interface ResolvedExpr {
  readonly sql: string;
  readonly label: string;
  readonly kind: ValueKind;
}

/** Legacy grain keys still found in saved charts (§4.1). */
const GRAIN_ALIASES: Readonly<Record<string, string>> = { 'PT0.5H': 'PT30M', 'P0.25Y': 'P3M' };

/** GenericDataType of a database type name, the way Superset's engine specs classify them. */
export function kindOfType(type: string | null | undefined): ValueKind {
  const t = (type ?? '').toUpperCase();
  if (t === '') return 'unknown';
  if (/BOOL/.test(t)) return 'boolean';
  if (/DATE|TIME/.test(t) && !/INTERVAL/.test(t)) return 'temporal';
  if (/INT|NUM|DEC|FLOAT|DOUBLE|REAL|MONEY|HUGEINT/.test(t)) return 'numeric';
  if (/CHAR|TEXT|STRING|CLOB|UUID|ENUM|JSON|VARCHAR/.test(t)) return 'string';
  return 'unknown';
}

/** UTF-8 length without TextEncoder (the package is pure and lib-free). */
function utf8Bytes(text: string): number {
  let bytes = 0;
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/** FNV-1a over UTF-16 units, twice with different seeds: a stable 16-hex-digit alias hash. */
function labelHash(text: string): string {
  const run = (seed: number) => {
    let h = seed >>> 0;
    for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619) >>> 0;
    return h.toString(16).padStart(8, '0');
  };
  return run(2166136261) + run(0x811c9dc5 ^ 0x5bd1e995);
}

export class Resolver {
  private readonly columnsByName: ReadonlyMap<string, DatasetColumnInput>;
  private readonly metricsByName: ReadonlyMap<string, string>;
  readonly labelsByAlias: Record<string, string> = {};

  constructor(
    readonly dataset: DatasetInput,
    readonly dialect: Dialect,
    private readonly defaultGrain: string | null,
  ) {
    this.columnsByName = new Map(dataset.columns.map((c) => [c.columnName, c]));
    this.metricsByName = new Map(dataset.metrics.map((m) => [m.metricName, m.expression]));
  }

  quote(name: string): string {
    const { open, close } = this.dialect.quote;
    return `${open}${name.split(close).join(close + close)}${close}`;
  }

  /**
   * A quoted alias for `sql`; labels longer than the engine keeps, or (where aliases shadow
   * columns) naming a dataset column for another expression, become a stable hash (reported back).
   */
  alias(label: string, sql?: string): string {
    const max = this.dialect.maxAliasBytes;
    // Only a stored column can be shadowed; a calculated one exists in the SQL we write alone.
    const stored = this.columnsByName.get(label);
    const shadows =
      this.dialect.aliasesShadowColumns &&
      stored !== undefined &&
      !stored.expression?.trim() &&
      sql !== this.quote(label);
    if (!shadows && (max === null || utf8Bytes(label) <= max)) return this.quote(label);
    const alias = `${label.slice(0, 20).replace(/[^A-Za-z0-9_]/g, '_')}_${labelHash(label)}`;
    this.labelsByAlias[alias] = label;
    return this.quote(alias);
  }

  source(): string {
    const { sql, tableName, schema } = this.dataset;
    if (sql?.trim()) return `(\n${guardVirtualDatasetSql(sql, this.dialect.id)}\n) AS virtual_table`;
    guardTableName(schema ?? null, tableName, this.dialect.id);
    return schema ? `${this.quote(schema)}.${this.quote(tableName)}` : this.quote(tableName);
  }

  findColumn(name: string): DatasetColumnInput | undefined {
    return this.columnsByName.get(name);
  }

  hasSavedMetric(name: string): boolean {
    return this.metricsByName.has(name);
  }

  /** SQL of a dataset column: the quoted name, or its calculated expression. */
  datasetColumnSql(column: DatasetColumnInput): string {
    if (!column.expression?.trim()) return this.quote(column.columnName);
    return this.userExpression(column.expression, `calculated column "${column.columnName}"`);
  }

  /** A column flagged temporal (is_dttm) is temporal whatever its storage type, as in Superset. */
  kindOfColumn(column: DatasetColumnInput): ValueKind {
    return column.isDttm ? 'temporal' : kindOfType(column.type);
  }

  /** A guarded user expression, parenthesised unless it is atomic. */
  userExpression(sql: string, source: string): string {
    const guarded = guardFragment(sql, source, this.dialect.id);
    return guarded.atomic ? guarded.sql : `(${guarded.sql})`;
  }

  unknownColumn(name: string, where: string): never {
    const known = [...this.columnsByName.keys()].join(', ');
    throw new SqlCompileError(
      'UNKNOWN_COLUMN',
      `Column "${name}" used in ${where} does not exist in dataset "${this.dataset.tableName}"; columns: ${known}`,
    );
  }

  /** Apply a time-grain template; null grain = original value. */
  applyGrain(expr: string, grain: string | null | undefined): string {
    if (!grain) return expr;
    const key = GRAIN_ALIASES[grain] ?? grain;
    const template = this.dialect.timeGrains[key];
    if (!template) {
      throw new SqlCompileError(
        'UNSUPPORTED_TIME_GRAIN',
        `Time grain "${grain}" is not supported by ${this.dialect.name}; supported: ${Object.keys(this.dialect.timeGrains).join(', ')}`,
      );
    }
    return template.split('{col}').join(expr);
  }

  /** A dimension: a dataset column by name, or an adhoc SQL column (BASE_AXIS may carry a grain). */
  column(column: QueryColumn, where: string, options: { grain?: boolean } = {}): ResolvedExpr {
    const label = getColumnLabel(column);
    if (typeof column === 'string') {
      const found = this.findColumn(column) ?? this.unknownColumn(column, where);
      return { sql: this.datasetColumnSql(found), label, kind: this.kindOfColumn(found) };
    }
    return this.adhocColumn(column, label, where, options.grain ?? true);
  }

  private adhocColumn(column: AdhocColumn, label: string, where: string, withGrain: boolean): ResolvedExpr {
    // Like Superset, an expression that names a dataset column is that column.
    const found = this.findColumn(column.sqlExpression.trim());
    const base = found
      ? { sql: this.datasetColumnSql(found), kind: this.kindOfColumn(found) }
      : {
          sql: this.userExpression(column.sqlExpression, `${where} "${label}"`),
          kind: 'unknown' as ValueKind,
        };
    const grain = column.columnType === 'BASE_AXIS' ? (column.timeGrain ?? this.defaultGrain) : null;
    // Without a type probe an unknown expression on the time axis is taken to be temporal.
    if (withGrain && grain && (base.kind === 'temporal' || base.kind === 'unknown')) {
      return { sql: this.applyGrain(base.sql, grain), label, kind: 'temporal' };
    }
    return { ...base, label };
  }

  /** A metric: saved (by name) or adhoc SIMPLE/SQL. */
  metric(metric: QueryMetric, where = 'metrics'): ResolvedExpr {
    const label = getMetricLabel(metric);
    if (typeof metric === 'string') {
      const expression = this.metricsByName.get(metric);
      if (expression === undefined) {
        const known = [...this.metricsByName.keys()].join(', ');
        throw new SqlCompileError(
          'UNKNOWN_METRIC',
          `Metric "${metric}" used in ${where} does not exist in dataset "${this.dataset.tableName}"; metrics: ${known}`,
        );
      }
      return { sql: this.userExpression(expression, `saved metric "${metric}"`), label, kind: 'numeric' };
    }
    if (metric.expressionType === 'SQL') {
      return { sql: this.userExpression(metric.sqlExpression, `metric "${label}"`), label, kind: 'numeric' };
    }
    if (!metric.column) return { sql: 'COUNT(*)', label, kind: 'numeric' };
    const name = metric.column.column_name;
    const found = this.findColumn(name) ?? this.unknownColumn(name, `metric "${label}"`);
    const arg = this.datasetColumnSql(found);
    const sql =
      metric.aggregate === 'COUNT_DISTINCT' ? `COUNT(DISTINCT ${arg})` : `${metric.aggregate}(${arg})`;
    return { sql, label, kind: 'numeric' };
  }
}
