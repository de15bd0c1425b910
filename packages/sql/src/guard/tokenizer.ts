// A small SQL tokenizer for the guard. Hand-written rather than a parser library because the guard
// must model each engine's *lexical* rules exactly (backslash escapes in MySQL/ClickHouse strings,
// PostgreSQL dollar quotes and nested comments, MySQL `#` comments) and run under each of them: a
// fragment is accepted only if every engine would see the same harmless tokens. Full parsers for
// six dialects are heavy and each still accepts only its own dialect.

export type TokenKind =
  | 'space'
  | 'comment'
  | 'word'
  | 'quoted' // quoted identifier ("x", `x`)
  | 'string' // string literal ('x', E'x', $$x$$, and MySQL "x")
  | 'number'
  | 'param' // ?, $1
  | 'semicolon'
  | 'open' // ( or [
  | 'close' // ) or ]
  | 'brace' // { or }: ClickHouse parameter syntax
  | 'dot'
  | 'operator';

export interface Token {
  readonly kind: TokenKind;
  readonly text: string;
  /** Start offset in the input. */
  readonly start: number;
}

/** Lexical rules that differ between engines. */
export interface LexMode {
  readonly name: string;
  /** Backslash escapes inside '…' and "…" (MySQL, ClickHouse); "…" is then a string in MySQL. */
  readonly backslashEscapes: boolean;
  /** Backslash escapes inside `…` too (ClickHouse). */
  readonly backtickBackslash: boolean;
  /** $tag$…$tag$ strings (PostgreSQL, DuckDB). */
  readonly dollarQuotes: boolean;
  /** Nested /* … *\/ comments (PostgreSQL). */
  readonly nestedComments: boolean;
  /** `#` starts a line comment (MySQL). */
  readonly hashComments: boolean;
  /** `--` starts a comment only before whitespace (MySQL: `1--1` is `1 - -1`). */
  readonly dashCommentNeedsSpace: boolean;
  /** `[…]` quotes an identifier (SQLite, for MS Access compatibility). */
  readonly bracketIdentifiers: boolean;
}

const STANDARD: LexMode = {
  name: 'standard',
  backslashEscapes: false,
  backtickBackslash: false,
  dollarQuotes: false,
  nestedComments: false,
  hashComments: false,
  dashCommentNeedsSpace: false,
  bracketIdentifiers: false,
};

/** Every engine's reading; text is accepted only when it is harmless under all of them. */
export const LEX_MODES: readonly LexMode[] = [
  STANDARD,
  { ...STANDARD, name: 'postgresql', dollarQuotes: true, nestedComments: true },
  { ...STANDARD, name: 'mysql', backslashEscapes: true, hashComments: true, dashCommentNeedsSpace: true },
  { ...STANDARD, name: 'clickhouse', backslashEscapes: true, backtickBackslash: true },
  { ...STANDARD, name: 'sqlite', bracketIdentifiers: true },
];

export class TokenizeError extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(message);
    this.name = 'TokenizeError';
  }
}

const isSpace = (c: string) =>
  c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\f' || c === '\v';
const isDigit = (c: string) => c >= '0' && c <= '9';
const isWordStart = (c: string) => /[A-Za-z_]/.test(c) || c.charCodeAt(0) > 127;
const isWordPart = (c: string) => isWordStart(c) || isDigit(c) || c === '$';

/** End offset (exclusive) of a quoted run starting at `start` (the opening quote). */
function scanQuoted(sql: string, start: number, quote: string, backslash: boolean): number {
  let i = start + 1;
  while (i < sql.length) {
    const c = sql[i];
    if (backslash && c === '\\') {
      i += 2;
      continue;
    }
    if (c === quote) {
      if (sql[i + 1] === quote) {
        i += 2;
        continue;
      }
      return i + 1;
    }
    i++;
  }
  throw new TokenizeError(`unterminated ${quote} quote starting at offset ${start}`, start);
}

function scanBlockComment(sql: string, start: number, nested: boolean): number {
  let depth = 1;
  let i = start + 2;
  while (i < sql.length) {
    if (sql.startsWith('*/', i)) {
      depth--;
      i += 2;
      if (depth === 0 || !nested) return i;
    } else if (nested && sql.startsWith('/*', i)) {
      depth++;
      i += 2;
    } else i++;
  }
  throw new TokenizeError(`unterminated comment starting at offset ${start}`, start);
}

function scanNumber(sql: string, start: number): number {
  let i = start;
  while (i < sql.length && (isDigit(sql[i]!) || sql[i] === '.' || sql[i] === '_')) i++;
  if ((sql[i] === 'e' || sql[i] === 'E') && /[-+0-9]/.test(sql[i + 1] ?? '')) {
    i += 2;
    while (i < sql.length && isDigit(sql[i]!)) i++;
  }
  return i;
}

const SINGLE: Record<string, TokenKind> = {
  ';': 'semicolon',
  '(': 'open',
  '[': 'open',
  ')': 'close',
  ']': 'close',
  '{': 'brace',
  '}': 'brace',
  '.': 'dot',
  '?': 'param',
};

/** Split `sql` into tokens under one engine's lexical rules; throws TokenizeError when unterminated. */
export function tokenize(sql: string, mode: LexMode): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  const push = (kind: TokenKind, end: number) => {
    tokens.push({ kind, text: sql.slice(i, end), start: i });
    i = end;
  };
  while (i < sql.length) {
    const c = sql[i]!;
    const next = sql[i + 1] ?? '';
    if (isSpace(c)) {
      let end = i + 1;
      while (end < sql.length && isSpace(sql[end]!)) end++;
      push('space', end);
    } else if (
      (c === '-' && next === '-' && (!mode.dashCommentNeedsSpace || /^[\s]?$/.test(sql[i + 2] ?? ''))) ||
      (c === '#' && mode.hashComments)
    ) {
      const newline = sql.indexOf('\n', i);
      push('comment', newline === -1 ? sql.length : newline);
    } else if (c === '/' && next === '*') {
      push('comment', scanBlockComment(sql, i, mode.nestedComments));
    } else if (c === "'") {
      push('string', scanQuoted(sql, i, "'", mode.backslashEscapes));
    } else if (c === '"') {
      const end = scanQuoted(sql, i, '"', mode.backslashEscapes);
      push(mode.backslashEscapes && !mode.backtickBackslash ? 'string' : 'quoted', end);
    } else if (c === '`') {
      push('quoted', scanQuoted(sql, i, '`', mode.backtickBackslash));
    } else if (c === '[' && mode.bracketIdentifiers) {
      const close = sql.indexOf(']', i + 1);
      if (close === -1) throw new TokenizeError(`unterminated [ quote starting at offset ${i}`, i);
      push('quoted', close + 1);
    } else if (c === '$') {
      const tag = mode.dollarQuotes ? /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/.exec(sql.slice(i)) : null;
      if (tag) {
        const close = sql.indexOf(tag[0], i + tag[0].length);
        if (close === -1) throw new TokenizeError(`unterminated dollar quote at offset ${i}`, i);
        push('string', close + tag[0].length);
      } else if (isDigit(next)) {
        let end = i + 1;
        while (end < sql.length && isDigit(sql[end]!)) end++;
        push('param', end);
      } else push('operator', i + 1);
    } else if (isDigit(c) || (c === '.' && isDigit(next))) {
      push('number', scanNumber(sql, i));
    } else if (isWordStart(c)) {
      let end = i + 1;
      while (end < sql.length && isWordPart(sql[end]!)) end++;
      // E'…' is a string with backslash escapes in PostgreSQL and DuckDB.
      if (end === i + 1 && (c === 'E' || c === 'e') && sql[end] === "'") {
        push('string', scanQuoted(sql, end, "'", true));
      } else push('word', end);
    } else {
      push(SINGLE[c] ?? 'operator', i + 1);
    }
  }
  return tokens;
}
