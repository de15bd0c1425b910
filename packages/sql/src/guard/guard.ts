// Refuses user SQL that is not a single, side-effect-free expression (fragments) or a single
// SELECT (virtual datasets). The text is tokenized under every engine's lexical rules (see
// tokenizer.ts), so text that one engine reads as a string cannot hide code from another; each
// reading is then nested by brackets and walked (walk.ts): every call site must name a function on
// the dialect's allow-list (functions.ts), and names mean the same quoted or not.
import { getDialect } from '../dialects/registry';
import type { DialectId } from '../dialects/types';
import { UnsafeSqlError } from '../errors';
import { allowListOf } from './allow-list';
import { LEX_MODES, type LexModeName, type Token, TokenizeError, tokenize } from './tokenizer';
import { buildTree } from './tree';
import { walk } from './walk';

export interface GuardedFragment {
  /** The fragment, trimmed. */
  readonly sql: string;
  /** True when it can sit in any expression position without parentheses. */
  readonly atomic: boolean;
}

/** Each dialect's own lexical reading (DuckDB's parser is PostgreSQL's). */
export const LEX_MODE_OF: Readonly<Record<DialectId, LexModeName>> = {
  duckdb: 'postgresql',
  postgresql: 'postgresql',
  sqlite: 'sqlite',
  mysql: 'mysql',
  clickhouse: 'clickhouse',
  trino: 'standard',
};

/**
 * Texts that passed, per dialect: a chart's saved metrics, table and filters are checked on every
 * request, and the checks are pure (the text and the dialect's static rules decide), so a repeated
 * text is looked up instead of lexed four times and walked again. Refusals are not kept: their
 * message names the `source`, and they are rare.
 */
const passed = new Map<string, GuardedFragment | string>();
const MAX_PASSED = 2_000;

function remember<T extends GuardedFragment | string>(key: string, value: T): T {
  if (passed.size >= MAX_PASSED) passed.delete(passed.keys().next().value as string);
  passed.set(key, value);
  return value;
}

const significant = (tokens: readonly Token[]) =>
  tokens.filter((t) => t.kind !== 'space' && t.kind !== 'comment');

function tokensOrRefuse(sql: string, source: string, mode: (typeof LEX_MODES)[number]): Token[] {
  try {
    return tokenize(sql, mode);
  } catch (error) {
    if (error instanceof TokenizeError) throw new UnsafeSqlError(source, error.message);
    throw error;
  }
}

function checkFragmentTokens(all: readonly Token[], source: string): Token[] {
  const comment = all.find((t) => t.kind === 'comment');
  if (comment) throw new UnsafeSqlError(source, 'comments are not allowed');
  const tokens = significant(all);
  for (const token of tokens) {
    if (token.kind === 'semicolon')
      throw new UnsafeSqlError(source, 'semicolons are not allowed (one expression only)');
    if (token.kind === 'param')
      throw new UnsafeSqlError(source, `parameter markers like "${token.text}" are not allowed`);
    if (token.kind === 'brace') throw new UnsafeSqlError(source, 'braces are not allowed');
  }
  return tokens;
}

/** Index of the token closing the bracket opened at `open`, or -1. */
function closingIndex(tokens: readonly Token[], open: number): number {
  let depth = 0;
  for (let i = open; i < tokens.length; i++) {
    const kind = tokens[i]!.kind;
    if (kind === 'open') depth++;
    else if (kind === 'close' && --depth === 0) return i;
  }
  return -1;
}

/** One token, a qualified name, a call `f(…)` or `(…)` spanning the whole fragment. */
function isAtomic(tokens: readonly Token[]): boolean {
  if (tokens.length === 1) return true;
  if (tokens.every((t, i) => (i % 2 === 0 ? t.kind === 'word' || t.kind === 'quoted' : t.kind === 'dot'))) {
    return tokens.length % 2 === 1;
  }
  const open =
    tokens[0]?.kind === 'open' ? 0 : tokens[0]?.kind === 'word' && tokens[1]?.kind === 'open' ? 1 : -1;
  return open >= 0 && tokens[open]!.text === '(' && closingIndex(tokens, open) === tokens.length - 1;
}

/**
 * Check a user SQL expression (custom SQL metric, adhoc column or filter, extras.where/having,
 * calculated column) for the dialect it will run on (an id or alias from dialects/registry.ts).
 * `source` names it in the error. Throws UnsafeSqlError; never anything else for any text.
 */
export function guardFragment(sql: string, source: string, dialect: string): GuardedFragment {
  const id = getDialect(dialect).id;
  const key = `f${id}\u0000${sql}`;
  const known = passed.get(key);
  if (typeof known === 'object') return known;
  const trimmed = sql.trim();
  if (trimmed === '') throw new UnsafeSqlError(source, 'the expression is empty');
  let atomic = true;
  for (const mode of LEX_MODES) {
    const tokens = checkFragmentTokens(tokensOrRefuse(trimmed, source, mode), source);
    const primary = mode.name === LEX_MODE_OF[id];
    walk(buildTree(tokens, source), { kind: 'fragment', source, allowed: allowListOf(id), primary });
    atomic &&= isAtomic(tokens);
  }
  return remember(key, { sql: trimmed, atomic });
}

/** MySQL runs the body of `/*! … *\/` comments, and `/*+ SET_VAR(…) *\/` hints change session
 * settings for the query; refuse both anywhere. */
function checkExecutableComments(tokens: readonly Token[], source: string): void {
  if (tokens.some((t) => t.kind === 'comment' && t.text.startsWith('/*!'))) {
    throw new UnsafeSqlError(source, 'executable comments (/*! … */) are not allowed');
  }
  if (tokens.some((t) => t.kind === 'comment' && t.text.startsWith('/*+'))) {
    throw new UnsafeSqlError(source, 'optimizer hints (/*+ … */) are not allowed');
  }
}

/**
 * Check the SQL of a virtual dataset for its database's dialect: exactly one SELECT or WITH
 * statement (a trailing semicolon is dropped), no DML/DDL, no system catalogues, only allowed
 * functions, and only tables, joins, subqueries and CTEs after FROM. Returns the SQL to wrap as a
 * subquery.
 */
export function guardVirtualDatasetSql(sql: string, dialect: string, source = 'the dataset SQL'): string {
  const id = getDialect(dialect).id;
  const key = `d${id}\u0000${sql}`;
  const known = passed.get(key);
  if (typeof known === 'string') return known;
  let body = sql.trim();
  for (const mode of LEX_MODES) {
    const all = tokensOrRefuse(body, source, mode);
    checkExecutableComments(all, source);
    const tokens = significant(all);
    const semicolon = tokens.findIndex((t) => t.kind === 'semicolon');
    if (semicolon !== -1 && semicolon !== tokens.length - 1) {
      throw new UnsafeSqlError(source, 'only one statement is allowed');
    }
    const first = tokens.find((t) => t.kind !== 'open');
    const keyword = first?.kind === 'word' ? first.text.toUpperCase() : '';
    if (keyword !== 'SELECT' && keyword !== 'WITH') {
      throw new UnsafeSqlError(source, 'it must be a single SELECT (or WITH … SELECT) statement');
    }
    if (tokens.some((t) => t.kind === 'param')) {
      throw new UnsafeSqlError(source, 'parameter markers are not allowed');
    }
    const statement = semicolon === -1 ? tokens : tokens.slice(0, semicolon);
    const primary = mode.name === LEX_MODE_OF[id];
    walk(buildTree(statement, source), { kind: 'dataset', source, allowed: allowListOf(id), primary });
    if (semicolon !== -1) body = body.slice(0, tokens[semicolon]!.start).trimEnd();
  }
  return remember(key, body);
}

/**
 * Check a physical dataset's table (and schema) for its database's dialect: the names are quoted
 * and checked as `SELECT 1 FROM schema.table` would be, so a dataset cannot name what its SQL may
 * not (pg_catalog.pg_authid, information_schema, sqlite_master, a file path DuckDB would scan).
 */
export function guardTableName(schema: string | null, table: string, dialect: string): void {
  const { open, close } = getDialect(dialect).quote;
  const quote = (name: string) => `${open}${name.split(close).join(close + close)}${close}`;
  const from = schema ? `${quote(schema)}.${quote(table)}` : quote(table);
  guardVirtualDatasetSql(`SELECT 1 FROM ${from}`, dialect, 'the dataset table');
}
