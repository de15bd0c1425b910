/**
 * What SQL Lab lets a script run, statement by statement, with packages/sql's guard — the same one
 * charts use for virtual datasets — under the database's dialect:
 *
 * - SELECT / WITH: guardVirtualDatasetSql (one statement, no file access, extensions, system
 *   catalogues or functions off the dialect's allow-list).
 * - With the database's Allow DML only: INSERT, UPDATE, DELETE, CREATE/DROP/ALTER TABLE or VIEW
 *   and TRUNCATE. Each is taken apart into a fixed skeleton (names, column lists, types) that must
 *   match strictly, and the expressions and queries inside it, which are guarded as a SELECT over
 *   the same tables — so `INSERT INTO t SELECT * FROM read_csv('/etc/passwd')` is refused just as
 *   the SELECT alone would be, and a system catalogue is never a target.
 * - Anything else (SET, ATTACH, COPY, PRAGMA, INSTALL, …) is refused.
 */
import {
  applyRowLevelSecurity,
  guardVirtualDatasetSql,
  mentionsRlsTable,
  type RlsTable,
  UnsafeSqlError,
} from '@tessera/sql';
import {
  applyLimit,
  DML_KEYWORDS,
  firstKeyword,
  type LimitingFactor,
  READ_KEYWORDS,
  splitAtCommas,
  splitStatements,
  stripComments,
  tokenizeScript,
  topLevelKeyword,
} from './statements';

const SOURCE = 'the query';

export type StatementKind = 'select' | 'dml';

export interface PreparedStatement {
  readonly kind: StatementKind;
  /** The SQL to run (a SELECT with the row limit applied). */
  readonly sql: string;
}

export interface PreparedScript {
  readonly statements: readonly PreparedStatement[];
  /** What bounded the last SELECT's rows (NOT_LIMITED when the script ends in DML). */
  readonly limitingFactor: LimitingFactor;
}

/** A statement SQL Lab does not run on this database because it does not allow DML. */
export class DmlNotAllowedError extends Error {
  override readonly name = 'DmlNotAllowedError';
  constructor(readonly keyword: string) {
    super(
      `Only SELECT statements are allowed against this database: ${keyword} changes data or schema, and this ` +
        'database does not allow DML. An administrator can turn on “Allow DML” in the database settings.',
    );
  }
}

const IDENT = String.raw`(?:[A-Za-z_][A-Za-z0-9_$]*|"[^"\\;]+"|\x60[^\x60\\;]+\x60)`;
const QNAME = String.raw`${IDENT}(?:\s*\.\s*${IDENT}){0,2}`;
const COLUMNS = String.raw`\(\s*${IDENT}(?:\s*,\s*${IDENT})*\s*\)`;

function refuse(reason: string): never {
  throw new UnsafeSqlError(SOURCE, reason);
}

/** The target table must itself pass the guard as a table (no system catalogues). */
function guardTable(qname: string, dialect: string): void {
  guardVirtualDatasetSql(`SELECT 1 FROM ${qname}`, dialect, SOURCE);
}

function guardSelect(select: string, dialect: string): string {
  return guardVirtualDatasetSql(select, dialect, SOURCE);
}

/** `( … )` groups separated by commas: the rows of INSERT … VALUES. */
function valueRows(text: string): string[] {
  const rows: string[] = [];
  const tokens = tokenizeScript(text);
  let i = 0;
  while (i < tokens.length) {
    const open = tokens[i];
    if (open?.kind !== 'open' || open.depth !== 0) return refuse('VALUES must list rows in parentheses');
    const close = tokens.findIndex((t, j) => j > i && t.kind === 'close' && t.depth === 0);
    if (close === -1) return refuse('a VALUES row is not closed');
    rows.push(text.slice(open.end, tokens[close]!.start));
    i = close + 1;
    if (i < tokens.length) {
      if (tokens[i]?.kind !== 'comma') return refuse('VALUES rows must be separated by commas');
      i++;
    }
  }
  if (rows.length === 0) refuse('VALUES lists no rows');
  return rows;
}

function guardInsert(statement: string, dialect: string): void {
  const head = new RegExp(String.raw`^INSERT\s+INTO\s+(${QNAME})\s*(${COLUMNS})?\s*`, 'i').exec(statement);
  if (!head) refuse('INSERT must read INSERT INTO <table> [(<columns>)] SELECT … or VALUES (…)');
  guardTable(head[1]!, dialect);
  const rest = statement.slice(head[0].length);
  const keyword = firstKeyword(rest);
  if (READ_KEYWORDS.has(keyword) || rest.startsWith('(')) {
    guardSelect(rest, dialect);
    return;
  }
  if (keyword !== 'VALUES') refuse('INSERT takes a SELECT or VALUES');
  const values = rest.replace(/^VALUES\s*/i, '');
  for (const row of valueRows(values)) guardSelect(`SELECT ${row}`, dialect);
}

function guardUpdate(statement: string, dialect: string): void {
  const head = new RegExp(String.raw`^UPDATE\s+(${QNAME})\s+SET\s+`, 'i').exec(statement);
  if (!head) refuse('UPDATE must read UPDATE <table> SET <column> = <value>, … [WHERE …]');
  const table = head[1]!;
  const rest = statement.slice(head[0].length);
  const where = topLevelKeyword(rest, 'WHERE');
  const assignments = where === -1 ? rest : rest.slice(0, where);
  const values = splitAtCommas(assignments).map((assignment) => {
    const match = new RegExp(String.raw`^${IDENT}\s*=\s*([\s\S]+)$`).exec(assignment);
    if (!match) return refuse('each SET item must read <column> = <value>');
    return match[1]!;
  });
  const condition = where === -1 ? '' : ` ${rest.slice(where)}`;
  guardSelect(`SELECT ${values.join(', ')} FROM ${table}${condition}`, dialect);
}

function guardDelete(statement: string, dialect: string): void {
  const head = new RegExp(String.raw`^DELETE\s+FROM\s+(${QNAME})\s*`, 'i').exec(statement);
  if (!head) refuse('DELETE must read DELETE FROM <table> [WHERE …]');
  const rest = statement.slice(head[0].length);
  if (rest !== '' && topLevelKeyword(rest, 'WHERE') !== 0) refuse('DELETE takes only a WHERE clause');
  guardSelect(`SELECT 1 FROM ${head[1]}${rest ? ` ${rest}` : ''}`, dialect);
}

/** Column definitions of CREATE TABLE: a name, a type (with numeric sizes), NOT NULL and keys. */
const COLUMN_WORDS = new Set([
  'NOT',
  'NULL',
  'PRIMARY',
  'KEY',
  'UNIQUE',
  'PRECISION',
  'VARYING',
  'WITH',
  'WITHOUT',
  'TIME',
  'ZONE',
  'UNSIGNED',
]);
function guardColumnDefinitions(body: string): void {
  for (const definition of splitAtCommas(body)) {
    const match = new RegExp(
      String.raw`^(${IDENT})\s+([A-Za-z_][A-Za-z0-9_]*)(\s*\(\s*\d+(?:\s*,\s*\d+)?\s*\))?((?:\s+[A-Za-z_]+)*)$`,
    ).exec(definition);
    if (!match) {
      refuse(
        `the column definition “${definition}” is not a name and a type (NOT NULL, PRIMARY KEY, UNIQUE)`,
      );
    }
    const words = (match[4] ?? '').trim().split(/\s+/).filter(Boolean);
    const unknown = words.find((w) => !COLUMN_WORDS.has(w.toUpperCase()));
    if (unknown) refuse(`“${unknown}” is not allowed in a column definition`);
  }
}

function guardCreate(statement: string, dialect: string): void {
  const head = new RegExp(
    String.raw`^CREATE\s+(?:OR\s+REPLACE\s+)?(TABLE|VIEW)\s+(?:IF\s+NOT\s+EXISTS\s+)?(${QNAME})\s*`,
    'i',
  ).exec(statement);
  if (!head) refuse('CREATE must read CREATE [OR REPLACE] TABLE|VIEW <name> AS SELECT … or (<columns>)');
  guardTable(head[2]!, dialect);
  const rest = statement.slice(head[0].length);
  const as = /^AS\s+/i.exec(rest);
  if (as) {
    guardSelect(rest.slice(as[0].length), dialect);
    return;
  }
  if (head[1]!.toUpperCase() !== 'TABLE' || !rest.startsWith('(') || !rest.endsWith(')')) {
    refuse('CREATE TABLE needs AS SELECT … or a list of columns');
  }
  guardColumnDefinitions(rest.slice(1, -1));
}

function guardDrop(statement: string, dialect: string): void {
  const match = new RegExp(
    String.raw`^DROP\s+(?:TABLE|VIEW)\s+(?:IF\s+EXISTS\s+)?(${QNAME}(?:\s*,\s*${QNAME})*)(?:\s+(?:CASCADE|RESTRICT))?$`,
    'i',
  ).exec(statement);
  if (!match) refuse('DROP must read DROP TABLE|VIEW [IF EXISTS] <name>');
  for (const name of splitAtCommas(match[1]!)) guardTable(name, dialect);
}

function guardTruncate(statement: string, dialect: string): void {
  const match = new RegExp(String.raw`^TRUNCATE\s+(?:TABLE\s+)?(${QNAME})$`, 'i').exec(statement);
  if (!match) refuse('TRUNCATE must read TRUNCATE [TABLE] <name>');
  guardTable(match[1]!, dialect);
}

function guardAlter(statement: string, dialect: string): void {
  const head = new RegExp(String.raw`^ALTER\s+TABLE\s+(${QNAME})\s+`, 'i').exec(statement);
  if (!head) refuse('ALTER must read ALTER TABLE <name> …');
  guardTable(head[1]!, dialect);
  const rest = statement.slice(head[0].length);
  const forms = [
    new RegExp(String.raw`^RENAME\s+TO\s+${IDENT}$`, 'i'),
    new RegExp(String.raw`^RENAME\s+(?:COLUMN\s+)?${IDENT}\s+TO\s+${IDENT}$`, 'i'),
    new RegExp(String.raw`^DROP\s+(?:COLUMN\s+)?(?:IF\s+EXISTS\s+)?${IDENT}$`, 'i'),
  ];
  if (forms.some((form) => form.test(rest))) return;
  const add = /^ADD\s+(?:COLUMN\s+)?([\s\S]+)$/i.exec(rest);
  if (add) {
    guardColumnDefinitions(add[1]!);
    return;
  }
  refuse('ALTER TABLE may RENAME, ADD COLUMN or DROP COLUMN only');
}

const DML_GUARDS: Readonly<Record<string, (statement: string, dialect: string) => void>> = {
  INSERT: guardInsert,
  UPDATE: guardUpdate,
  DELETE: guardDelete,
  CREATE: guardCreate,
  DROP: guardDrop,
  TRUNCATE: guardTruncate,
  ALTER: guardAlter,
};

export interface PrepareOptions {
  readonly dialect: string;
  readonly allowDml: boolean;
  /** Rows the last SELECT may return. */
  readonly limit: number;
  /** Row-level security: tables whose reads get the user's predicates (sqllab/row-level-security.ts). */
  readonly rls?: {
    readonly tables: readonly RlsTable[];
    /** The schema of unqualified names (the query's schema); null matches any. */
    readonly defaultSchema: string | null;
  };
}

/**
 * A guarded SELECT with every read of an RLS table filtered, guarded again: the rewrite must pass
 * the same guard as what the user wrote (a rule's clause included).
 */
function withRowLevelSecurity(body: string, options: PrepareOptions): string {
  const tables = options.rls?.tables ?? [];
  if (tables.length === 0) return body;
  const filtered = applyRowLevelSecurity(body, options.dialect, tables, options.rls?.defaultSchema ?? null);
  return filtered === body ? body : guardSelect(filtered, options.dialect);
}

/**
 * The statements to run for a SQL Lab script, each guarded; the last SELECT gets the row limit
 * (earlier ones run as written, as Superset limits only what it shows). Throws UnsafeSqlError,
 * or DmlNotAllowedError for a DML statement on a database without Allow DML.
 */
export function prepareScript(sql: string, options: PrepareOptions): PreparedScript {
  const texts = splitStatements(sql);
  if (texts.length === 0) refuse('the query is empty');
  const statements: PreparedStatement[] = [];
  let limitingFactor: LimitingFactor = 'NOT_LIMITED';
  texts.forEach((text, index) => {
    const keyword = firstKeyword(text);
    if (READ_KEYWORDS.has(keyword)) {
      const body = withRowLevelSecurity(guardSelect(text, options.dialect), options);
      if (index === texts.length - 1) {
        const limited = applyLimit(body, options.limit);
        limitingFactor = limited.limitingFactor;
        statements.push({ kind: 'select', sql: limited.sql });
      } else statements.push({ kind: 'select', sql: body });
      return;
    }
    if (DML_KEYWORDS.has(keyword)) {
      if (!options.allowDml) throw new DmlNotAllowedError(keyword);
      // Without comments, so the skeleton patterns read what runs, and what runs is what was read.
      const plain = stripComments(text);
      // DML cannot be filtered by a subquery (a target is no subquery); with RLS it would read or
      // change rows the user may not see.
      if (mentionsRlsTable(plain, options.dialect, options.rls?.tables ?? [])) {
        refuse(
          `row level security applies to a table this ${keyword} statement names; only SELECT may read it`,
        );
      }
      DML_GUARDS[keyword]!(plain, options.dialect);
      statements.push({ kind: 'dml', sql: plain });
      limitingFactor = 'NOT_LIMITED';
      return;
    }
    const allowed = options.allowDml
      ? 'SELECT, INSERT, UPDATE, DELETE, CREATE, DROP, ALTER and TRUNCATE'
      : 'SELECT (this database does not allow DML)';
    refuse(
      `${keyword ? `${keyword} statements are` : 'this statement is'} not allowed; SQL Lab runs ${allowed}`,
    );
  });
  return { statements, limitingFactor };
}
