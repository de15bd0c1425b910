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
  readonly name: LexModeName;
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
  /** A carriage return also ends a `--` comment (PostgreSQL/DuckDB scan.l, Trino's grammar). */
  readonly crEndsLineComment: boolean;
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
  crEndsLineComment: true,
};

/** Every engine's reading; text is accepted only when it is harmless under all of them. */
export const LEX_MODES: readonly LexMode[] = [
  STANDARD,
  { ...STANDARD, name: 'postgresql', dollarQuotes: true, nestedComments: true },
  {
    ...STANDARD,
    name: 'mysql',
    backslashEscapes: true,
    hashComments: true,
    dashCommentNeedsSpace: true,
    crEndsLineComment: false,
  },
  {
    ...STANDARD,
    name: 'clickhouse',
    backslashEscapes: true,
    backtickBackslash: true,
    crEndsLineComment: false,
  },
  { ...STANDARD, name: 'sqlite', bracketIdentifiers: true, crEndsLineComment: false },
];

export type LexModeName = 'standard' | 'postgresql' | 'mysql' | 'clickhouse' | 'sqlite';

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
/**
 * Characters some engine may read as space or as nothing (ClickHouse skips Unicode whitespace,
 * others differ), which our words would otherwise swallow: U+00A0, U+2000–U+200B, U+FEFF, U+180E,
 * control characters… Refused outside literals rather than guessed at.
 */
const INVISIBLE = /[\s\p{Z}\p{Cf}\p{Cc}]/u;
/** The invisible character at `i` (whole code point), if any. */
const invisibleAt = (sql: string, i: number): string | null => {
  const c = String.fromCodePoint(sql.codePointAt(i)!);
  return !isSpace(c) && INVISIBLE.test(c) ? c : null;
};
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
  // Drivers that pass C strings stop at NUL, so text after it is not what we checked.
  const nul = sql.indexOf('\0');
  if (nul !== -1) throw new TokenizeError('NUL characters are not allowed', nul);
  while (i < sql.length) {
    const c = sql[i]!;
    const next = sql[i + 1] ?? '';
    const invisible = invisibleAt(sql, i);
    if (invisible) {
      const code = invisible.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');
      throw new TokenizeError(
        `the invisible or non-ASCII space character U+${code} at offset ${i} is not allowed outside quotes; use a plain space`,
        i,
      );
    }
    if (isSpace(c)) {
      let end = i + 1;
      while (end < sql.length && isSpace(sql[end]!)) end++;
      push('space', end);
    } else if (
      (c === '-' && next === '-' && (!mode.dashCommentNeedsSpace || /^[\s]?$/.test(sql[i + 2] ?? ''))) ||
      (c === '#' && mode.hashComments)
    ) {
      const end = mode.crEndsLineComment ? /[\n\r]/g : /\n/g;
      end.lastIndex = i;
      const newline = end.exec(sql)?.index ?? -1;
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
      while (end < sql.length && isWordPart(sql[end]!) && !invisibleAt(sql, end)) end++;
      // U&"…" and U&'…' spell names with escapes (PostgreSQL, DuckDB): "\0070g_catalog".
      if (end === i + 1 && (c === 'U' || c === 'u') && sql[end] === '&' && /["']/.test(sql[end + 1] ?? '')) {
        throw new TokenizeError(`Unicode-escaped names and strings (U&"…") are not allowed`, i);
      }
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
