// Refuses user SQL that is not a single, side-effect-free expression (fragments) or a single
// SELECT (virtual datasets). The tokens are checked under every engine's lexical rules (see
// tokenizer.ts), so text that one engine reads as a string cannot hide code from another.
import { UnsafeSqlError } from '../errors';
import {
  CATALOGUES,
  DENIED_FUNCTION_PREFIXES,
  DENIED_FUNCTIONS,
  FROM_FUNCTIONS,
  QUALIFIER_ONLY_CATALOGUES,
  QUERY_KEYWORDS,
  STATEMENT_KEYWORDS,
} from './rules';
import { LEX_MODES, type Token, TokenizeError, tokenize } from './tokenizer';

export interface GuardedFragment {
  /** The fragment, trimmed. */
  readonly sql: string;
  /** True when it can sit in any expression position without parentheses. */
  readonly atomic: boolean;
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

const unquote = (token: Token) =>
  token.kind === 'quoted' ? token.text.slice(1, -1).toLowerCase() : token.text.toLowerCase();

/** Catalogue references, denied functions and statement keywords: refused in fragments and datasets. */
function checkNames(tokens: readonly Token[], source: string): void {
  tokens.forEach((token, index) => {
    if (token.kind !== 'word' && token.kind !== 'quoted') return;
    const name = unquote(token);
    const next = tokens[index + 1];
    const isQualifier = next?.kind === 'dot';
    if (CATALOGUES.has(name) && (isQualifier || !QUALIFIER_ONLY_CATALOGUES.has(name))) {
      throw new UnsafeSqlError(source, `references to the system catalogue "${name}" are not allowed`);
    }
    if (token.kind !== 'word') return;
    if (name.startsWith('pg_') || name.startsWith('duckdb_')) {
      throw new UnsafeSqlError(source, `system objects like "${token.text}" are not allowed`);
    }
    const denied =
      DENIED_FUNCTIONS.has(name) || DENIED_FUNCTION_PREFIXES.some((prefix) => name.startsWith(prefix));
    if (next?.kind === 'open' && next.text === '(' && denied) {
      throw new UnsafeSqlError(source, `the function ${token.text}() is not allowed`);
    }
    if (STATEMENT_KEYWORDS.has(name.toUpperCase())) {
      throw new UnsafeSqlError(source, `the keyword ${token.text.toUpperCase()} is not allowed`);
    }
  });
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

/** Fragments must not close a bracket they did not open: `1) OR (1=1` would escape our parentheses. */
function checkBrackets(tokens: readonly Token[], source: string): void {
  const stack: string[] = [];
  for (const token of tokens) {
    if (token.kind === 'open') stack.push(token.text === '(' ? ')' : ']');
    else if (token.kind === 'close' && stack.pop() !== token.text) {
      throw new UnsafeSqlError(source, `unbalanced "${token.text}"`);
    }
  }
  if (stack.length > 0) throw new UnsafeSqlError(source, 'unbalanced parentheses');
}

/** FROM is refused unless it sits directly inside EXTRACT(…), SUBSTRING(…), TRIM(…) and the like. */
function fromIsInExpression(tokens: readonly Token[], index: number): boolean {
  let depth = 0;
  for (let i = index - 1; i >= 0; i--) {
    const token = tokens[i]!;
    if (token.kind === 'close') depth++;
    else if (token.kind === 'open') {
      if (depth === 0) {
        const fn = tokens[i - 1];
        return fn?.kind === 'word' && FROM_FUNCTIONS.has(fn.text.toUpperCase());
      }
      depth--;
    }
  }
  return false;
}

function checkFragmentTokens(all: readonly Token[], source: string): Token[] {
  const comment = all.find((t) => t.kind === 'comment');
  if (comment) throw new UnsafeSqlError(source, 'comments are not allowed');
  const tokens = significant(all);
  for (const [index, token] of tokens.entries()) {
    if (token.kind === 'semicolon')
      throw new UnsafeSqlError(source, 'semicolons are not allowed (one expression only)');
    if (token.kind === 'param')
      throw new UnsafeSqlError(source, `parameter markers like "${token.text}" are not allowed`);
    if (token.kind === 'brace') throw new UnsafeSqlError(source, 'braces are not allowed');
    const upper = token.kind === 'word' ? token.text.toUpperCase() : '';
    if (QUERY_KEYWORDS.has(upper) && !(upper === 'FROM' && fromIsInExpression(tokens, index))) {
      throw new UnsafeSqlError(source, `subqueries are not allowed (found ${upper})`);
    }
  }
  checkNames(tokens, source);
  checkBrackets(tokens, source);
  return tokens;
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
 * calculated column). `source` names it in the error. Throws UnsafeSqlError; never anything else.
 */
export function guardFragment(sql: string, source: string): GuardedFragment {
  const trimmed = sql.trim();
  if (trimmed === '') throw new UnsafeSqlError(source, 'the expression is empty');
  let atomic = true;
  for (const mode of LEX_MODES) {
    const tokens = checkFragmentTokens(tokensOrRefuse(trimmed, source, mode), source);
    atomic &&= isAtomic(tokens);
  }
  return { sql: trimmed, atomic };
}

/** MySQL runs the body of `/*! … *\/` comments; refuse those anywhere. */
function checkExecutableComments(tokens: readonly Token[], source: string): void {
  if (tokens.some((t) => t.kind === 'comment' && t.text.startsWith('/*!'))) {
    throw new UnsafeSqlError(source, 'executable comments (/*! … */) are not allowed');
  }
}

/**
 * Check the SQL of a virtual dataset: exactly one SELECT or WITH statement (a trailing semicolon is
 * dropped), no DML/DDL, no system catalogues. Returns the SQL to wrap as a subquery.
 */
export function guardVirtualDatasetSql(sql: string, source = 'the dataset SQL'): string {
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
    checkNames(tokens, source);
    checkBrackets(tokens, source);
    if (semicolon !== -1) body = body.slice(0, tokens[semicolon]!.start).trimEnd();
  }
  return body;
}
