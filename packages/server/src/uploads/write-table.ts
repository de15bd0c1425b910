/**
 * Writes a staged upload into the target database through its connector, as pandas' to_sql with
 * `if_exists` would: `fail` refuses an existing table, `replace` swaps it, `append` adds rows
 * (creating the table when missing). A new or replacing table is filled under a temporary name
 * and renamed at the end, so a failed upload never leaves half a table under the real name.
 *
 * Values travel as bound parameters, in multi-row INSERTs; column types come from this table of
 * engine facts (the engines an upload supports: database-meta.ts's UPLOAD_ENGINES).
 */
import { randomBytes } from 'node:crypto';
import type { Connector, QueryParameter } from '../engine/types';
import type { ColumnKind, StagedColumn } from './staging';
import { UploadError } from './upload-error';

interface WriteRules {
  readonly quote: readonly [string, string];
  /** Placeholder of the 1-based `index`-th value in a statement. */
  readonly placeholder: (index: number) => string;
  readonly types: Readonly<Record<ColumnKind, string>>;
  /** Bound values one statement may carry (SQLite's default limit is the smallest). */
  readonly maxParameters: number;
  /** MySQL's RENAME moves a table to the default database unless the new name is qualified. */
  readonly renameQualified?: boolean;
}

const question = () => '?';
const RULES: Readonly<Record<string, WriteRules>> = {
  duckdb: {
    quote: ['"', '"'],
    placeholder: question,
    types: {
      integer: 'BIGINT',
      float: 'DOUBLE',
      boolean: 'BOOLEAN',
      date: 'DATE',
      timestamp: 'TIMESTAMP',
      string: 'VARCHAR',
    },
    maxParameters: 30_000,
  },
  sqlite: {
    quote: ['"', '"'],
    placeholder: question,
    types: {
      integer: 'INTEGER',
      float: 'REAL',
      boolean: 'BOOLEAN',
      date: 'DATE',
      timestamp: 'TIMESTAMP',
      string: 'TEXT',
    },
    maxParameters: 30_000,
  },
  postgresql: {
    quote: ['"', '"'],
    placeholder: (index) => `$${index}`,
    types: {
      integer: 'BIGINT',
      float: 'DOUBLE PRECISION',
      boolean: 'BOOLEAN',
      date: 'DATE',
      timestamp: 'TIMESTAMP',
      string: 'TEXT',
    },
    maxParameters: 60_000,
  },
  mysql: {
    quote: ['`', '`'],
    placeholder: question,
    types: {
      integer: 'BIGINT',
      float: 'DOUBLE',
      boolean: 'BOOLEAN',
      date: 'DATE',
      timestamp: 'DATETIME(6)',
      string: 'TEXT',
    },
    maxParameters: 60_000,
    renameQualified: true,
  },
};
const ALIASES: Readonly<Record<string, string>> = { postgres: 'postgresql', mariadb: 'mysql' };

export function writeRulesOf(engine: string): WriteRules | null {
  return RULES[ALIASES[engine] ?? engine] ?? null;
}

export interface WriteRequest {
  readonly connector: Connector;
  readonly engine: string;
  readonly schema: string | null;
  readonly table: string;
  readonly mode: 'fail' | 'replace' | 'append';
  readonly columns: readonly StagedColumn[];
  readonly batches: (size: number) => AsyncIterable<QueryParameter[][]>;
}

export const TABLE_EXISTS_MESSAGE =
  "Table already exists. You can change your 'if table already exists' strategy to append or replace or provide a different Table Name to use.";

/** Writes every row; answers how many. */
export async function writeUpload(request: WriteRequest): Promise<number> {
  const rules = writeRulesOf(request.engine);
  if (!rules) throw new UploadError('Database type does not support file uploads.');
  const { connector, schema, table, mode } = request;
  const quote = (name: string) =>
    `${rules.quote[0]}${name.replaceAll(rules.quote[1], rules.quote[1] + rules.quote[1])}${rules.quote[1]}`;
  const qualified = (name: string) => (schema ? `${quote(schema)}.${quote(name)}` : quote(name));
  const exists = (await connector.getTables(schema)).includes(table);
  if (exists && mode === 'fail') throw new UploadError(TABLE_EXISTS_MESSAGE);

  if (exists && mode === 'append') return insertRows(request, rules, qualified(table), quote);

  // Short: PostgreSQL keeps 63 bytes of a name, and the real name may already be that long.
  const staging = `tessera_upload_${randomBytes(6).toString('hex')}`;
  const columns = request.columns.map((c) => `${quote(c.name)} ${rules.types[c.kind]}`).join(', ');
  await connector.execute(`CREATE TABLE ${qualified(staging)} (${columns})`);
  try {
    const rows = await insertRows(request, rules, qualified(staging), quote);
    if (exists) await connector.execute(`DROP TABLE ${qualified(table)}`);
    await connector.execute(
      `ALTER TABLE ${qualified(staging)} RENAME TO ${rules.renameQualified ? qualified(table) : quote(table)}`,
    );
    return rows;
  } catch (error) {
    await connector.execute(`DROP TABLE IF EXISTS ${qualified(staging)}`).catch(() => {
      // The upload's own error is the one to report; a left-over staging table is harmless.
    });
    throw error;
  }
}

async function insertRows(
  request: WriteRequest,
  rules: WriteRules,
  target: string,
  quote: (name: string) => string,
): Promise<number> {
  const width = Math.max(1, request.columns.length);
  const size = Math.max(1, Math.min(1000, Math.floor(rules.maxParameters / width)));
  const names = request.columns.map((c) => quote(c.name)).join(', ');
  let written = 0;
  for await (const batch of request.batches(size)) {
    if (batch.length === 0) continue;
    let index = 0;
    const tuples = batch.map(() => `(${request.columns.map(() => rules.placeholder(++index)).join(', ')})`);
    await request.connector.execute(
      `INSERT INTO ${target} (${names}) VALUES ${tuples.join(', ')}`,
      batch.flat(),
    );
    written += batch.length;
  }
  return written;
}
