// The one registry of dialects, filled explicitly here. Ids are stable (saved with databases).
import { SqlCompileError } from '../errors';
import { clickhouse } from './clickhouse';
import { duckdb } from './duckdb';
import { mysql } from './mysql';
import { postgresql } from './postgresql';
import { sqlite } from './sqlite';
import { trino } from './trino';
import type { Dialect, DialectId } from './types';

class DialectRegistry {
  private readonly byId = new Map<string, Dialect>();
  private readonly byAlias = new Map<string, Dialect>();

  register(dialect: Dialect): void {
    for (const key of [dialect.id, ...dialect.aliasIds]) {
      if (this.byId.has(key) || (key !== dialect.id && this.byAlias.has(key))) {
        throw new SqlCompileError('DUPLICATE_DIALECT', `Dialect id "${key}" is registered twice`);
      }
    }
    this.byId.set(dialect.id, dialect);
    for (const alias of dialect.aliasIds) if (alias !== dialect.id) this.byAlias.set(alias, dialect);
  }

  get(id: string): Dialect {
    const found = this.byId.get(id) ?? this.byAlias.get(id);
    if (!found) {
      throw new SqlCompileError(
        'UNKNOWN_DIALECT',
        `Unknown SQL dialect "${id}"; known dialects: ${this.ids().join(', ')}`,
      );
    }
    return found;
  }

  has(id: string): boolean {
    return this.byId.has(id) || this.byAlias.has(id);
  }

  ids(): DialectId[] {
    return [...this.byId.keys()] as DialectId[];
  }

  list(): Dialect[] {
    return [...this.byId.values()];
  }
}

export const dialects = new DialectRegistry();
for (const dialect of [duckdb, sqlite, postgresql, mysql, clickhouse, trino]) dialects.register(dialect);

/** The dialect for an id or alias (e.g. "postgres", "mariadb"); throws listing the known ids. */
export const getDialect = (id: string): Dialect => dialects.get(id);
