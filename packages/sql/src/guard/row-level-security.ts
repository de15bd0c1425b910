// Row-level security for SQL a user writes (SQL Lab), as Superset's apply_rls with RLS_IN_SQLLAB:
// every table reference of a SELECT that names a table with RLS predicates for the user becomes
// `(SELECT * FROM <table> WHERE (<p1>) AND (<p2>)) AS <alias>`. The predicate lives inside the
// subquery, so nothing the user writes around the reference (an OR, a comment) can widen it.
//
// The references are read from the same tokens the guard walks (the dialect's own lexical
// reading), so a reference means here what it means to the engine. Anything this reading cannot
// place — the protected table's name standing anywhere but after FROM, JOIN or a FROM-list comma
// — is refused rather than run unfiltered.
import { getDialect } from '../dialects/registry';
import { UnsafeSqlError } from '../errors';
import { LEX_MODE_OF } from './guard';
import { FROM_FUNCTIONS } from './rules';
import { LEX_MODES, type Token, tokenize } from './tokenizer';
import { rawName } from './tree';

/** A table with the predicates to AND into every read of it. */
export interface RlsTable {
  /** The table's schema; null matches the table in any schema. */
  readonly schema: string | null;
  readonly table: string;
  readonly predicates: readonly string[];
}

const SOURCE = 'the query';

/** Words that end a FROM list (after them a comma is no longer between tables). */
const FROM_LIST_ENDS = new Set([
  'SELECT',
  'WHERE',
  'GROUP',
  'ORDER',
  'HAVING',
  'QUALIFY',
  'WINDOW',
  'LIMIT',
  'OFFSET',
  'FETCH',
  'UNION',
  'EXCEPT',
  'INTERSECT',
  'VALUES',
  'WITH',
  'RETURNING',
  'SET',
]);
/** Words that may stand between FROM/JOIN and the table without being it. */
const FROM_PREFIXES = new Set(['LATERAL', 'ONLY']);
/** Words after a table that are never its alias. */
const NOT_ALIAS = new Set([
  ...FROM_LIST_ENDS,
  'AS',
  'ON',
  'USING',
  'JOIN',
  'INNER',
  'LEFT',
  'RIGHT',
  'FULL',
  'OUTER',
  'CROSS',
  'NATURAL',
  'SEMI',
  'ANTI',
  'ASOF',
  'POSITIONAL',
  'ANY',
  'ALL',
  'GLOBAL',
  'ARRAY',
  'PIVOT',
  'UNPIVOT',
  'TABLESAMPLE',
  'SAMPLE',
  'FINAL',
  'PREWHERE',
  'FOR',
  'INDEXED',
  'NOT',
  'STRAIGHT_JOIN',
  'USE',
  'IGNORE',
  'FORCE',
]);

interface Reference {
  /** Token indexes of the qualified name: first and last. */
  readonly first: number;
  readonly last: number;
  /** The names, unquoted: [schema?, table] (a catalogue first when three). */
  readonly parts: readonly string[];
  readonly aliased: boolean;
}

const isName = (t: Token | undefined): t is Token => t?.kind === 'word' || t?.kind === 'quoted';
const keywordOf = (t: Token | undefined) => (t?.kind === 'word' ? t.text.toUpperCase() : '');
const isComma = (t: Token | undefined) => t?.kind === 'operator' && t.text === ',';

function significantTokens(sql: string, dialect: string): Token[] {
  const mode = LEX_MODES.find((m) => m.name === LEX_MODE_OF[getDialect(dialect).id])!;
  return tokenize(sql, mode).filter((t) => t.kind !== 'space' && t.kind !== 'comment');
}

interface Level {
  /** Inside a FROM list: a comma starts another table. */
  inFrom: boolean;
  /** The next name is a table. */
  expect: boolean;
  /** The function or keyword owning the bracket (FROM inside EXTRACT(… FROM …) is no table). */
  readonly owner: string;
}

/** The qualified name starting at `i` and where it ends, or null for a call `f(…)`. */
function readReference(tokens: readonly Token[], i: number): Reference | null {
  let last = i;
  while (tokens[last + 1]?.kind === 'dot' && isName(tokens[last + 2])) last += 2;
  if (tokens[last + 1]?.kind === 'open') return null;
  const parts: string[] = [];
  for (let j = i; j <= last; j += 2) parts.push(rawName(tokens[j]!));
  const next = tokens[last + 1];
  const aliased = keywordOf(next) === 'AS' || (isName(next) && !NOT_ALIAS.has(keywordOf(next)));
  return { first: i, last, parts, aliased };
}

/** Every table reference after FROM, JOIN or a comma of a FROM list, at any depth. */
function tableReferences(tokens: readonly Token[]): Reference[] {
  const references: Reference[] = [];
  const stack: Level[] = [];
  let level: Level = { inFrom: false, expect: false, owner: '' };
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (token.kind === 'open') {
      stack.push(level);
      const owner = keywordOf(tokens[i - 1]);
      // `FROM (a JOIN b)` and `FROM (SELECT …)`: a bracket where a table goes holds tables.
      level = { inFrom: level.expect, expect: level.expect, owner };
      continue;
    }
    if (token.kind === 'close') {
      level = stack.pop() ?? { inFrom: false, expect: false, owner: '' };
      level.expect = false;
      continue;
    }
    const keyword = keywordOf(token);
    if (level.expect && isName(token) && !FROM_PREFIXES.has(keyword) && !FROM_LIST_ENDS.has(keyword)) {
      const reference = readReference(tokens, i);
      level.expect = false;
      if (reference) {
        references.push(reference);
        i = reference.last;
      }
      continue;
    }
    if (level.expect && FROM_PREFIXES.has(keyword)) continue;
    const expressionFrom = FROM_FUNCTIONS.has(level.owner) || keywordOf(tokens[i - 1]) === 'DISTINCT';
    if ((keyword === 'FROM' && !expressionFrom) || keyword === 'JOIN') {
      level.inFrom = true;
      level.expect = true;
    } else if (FROM_LIST_ENDS.has(keyword)) {
      level.inFrom = false;
      level.expect = false;
    } else level.expect = level.inFrom && isComma(token);
  }
  return references;
}

const lower = (s: string) => s.toLowerCase();

function matchOf(
  parts: readonly string[],
  tables: readonly RlsTable[],
  defaultSchema: string | null,
): RlsTable[] {
  const table = lower(parts.at(-1)!);
  const schema = parts.length > 1 ? parts.at(-2)! : defaultSchema;
  return tables.filter(
    (t) =>
      lower(t.table) === table &&
      (t.schema === null || schema === null || lower(t.schema) === lower(schema)) &&
      t.predicates.some((p) => p.trim() !== ''),
  );
}

/**
 * `select` (one guarded SELECT or WITH statement) with each reference to a table of `tables`
 * replaced by a subquery filtered by its predicates, keeping the reference's alias (or its name as
 * the alias). Unqualified references are in `defaultSchema` (null: any schema). Throws
 * UnsafeSqlError when a protected table's name stands where it cannot be filtered.
 */
export function applyRowLevelSecurity(
  select: string,
  dialect: string,
  tables: readonly RlsTable[],
  defaultSchema: string | null,
): string {
  if (!tables.some((t) => t.predicates.some((p) => p.trim() !== ''))) return select;
  const tokens = significantTokens(select, dialect);
  const references = tableReferences(tokens);
  const placed = new Set<number>();
  const edits: { start: number; end: number; text: string }[] = [];
  for (const reference of references) {
    for (let j = reference.first; j <= reference.last; j++) placed.add(j);
    if (reference.aliased) {
      placed.add(reference.last + 1);
      if (keywordOf(tokens[reference.last + 1]) === 'AS') placed.add(reference.last + 2);
    }
    const predicates = matchOf(reference.parts, tables, defaultSchema)
      .flatMap((t) => t.predicates)
      .map((p) => p.trim())
      .filter((p) => p !== '');
    if (predicates.length === 0) continue;
    const first = tokens[reference.first]!;
    const last = tokens[reference.last]!;
    const start = first.start;
    const end = last.start + last.text.length;
    const name = select.slice(start, end);
    // Each predicate on its own line, so a `--` comment in a clause cannot swallow what follows.
    const where = predicates.map((p) => `(${p}\n)`).join(' AND ');
    const alias = reference.aliased ? '' : ` AS ${last.text}`;
    edits.push({ start, end, text: `(SELECT * FROM ${name} WHERE ${where})${alias}` });
  }
  refuseUnplaced(tokens, placed, tables);
  let out = select;
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  }
  return out;
}

/**
 * A protected table's name that is not a placed reference or alias, and not a qualifier or a
 * qualified column (next to a dot): a syntax this reading does not know may read the table there.
 */
function refuseUnplaced(tokens: readonly Token[], placed: ReadonlySet<number>, tables: readonly RlsTable[]) {
  const names = new Set(tables.filter((t) => t.predicates.length > 0).map((t) => lower(t.table)));
  tokens.forEach((token, i) => {
    if (!isName(token) || placed.has(i)) return;
    if (tokens[i - 1]?.kind === 'dot' || tokens[i + 1]?.kind === 'dot') return;
    if (names.has(lower(rawName(token)))) {
      throw new UnsafeSqlError(
        SOURCE,
        `row level security applies to “${rawName(token)}”, and SQL Lab can only filter it when it is read after FROM or JOIN`,
      );
    }
  });
}

/** True when any name in `statement` is a table of `tables` (for statements RLS cannot rewrite). */
export function mentionsRlsTable(statement: string, dialect: string, tables: readonly RlsTable[]): boolean {
  const names = new Set(
    tables.filter((t) => t.predicates.some((p) => p.trim() !== '')).map((t) => lower(t.table)),
  );
  if (names.size === 0) return false;
  return significantTokens(statement, dialect).some((t) => isName(t) && names.has(lower(rawName(t))));
}
