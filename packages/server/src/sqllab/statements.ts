/**
 * SQL Lab's reading of a script: split into statements, the keyword each starts with, top-level
 * clause positions and the row limit. This is only the scaffolding around packages/sql's guard:
 * every piece that runs is checked by the guard (sqllab/guard.ts) under every engine's lexical
 * rules, so a text this simpler lexer reads differently is refused there, never run unchecked.
 */

export type TokenKind =
  | 'word'
  | 'quoted'
  | 'string'
  | 'number'
  | 'open'
  | 'close'
  | 'comma'
  | 'semicolon'
  | 'other';

export interface Token {
  readonly kind: TokenKind;
  readonly text: string;
  readonly start: number;
  readonly end: number;
  /** Bracket depth at the token (an opening bracket has the outer depth). */
  readonly depth: number;
}

const WORD = /[A-Za-z_\u0080-\uffff][A-Za-z0-9_$\u0080-\uffff]*/y;
const NUMBER = /(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?/y;

/** The end of a quoted run starting at `start` with `quote`; a doubled quote escapes it. */
function quotedEnd(sql: string, start: number, quote: string, backslash: boolean): number {
  let i = start + 1;
  while (i < sql.length) {
    const ch = sql[i];
    if (backslash && ch === '\\') {
      i += 2;
      continue;
    }
    if (ch === quote) {
      if (sql[i + 1] === quote) {
        i += 2;
        continue;
      }
      return i + 1;
    }
    i++;
  }
  return sql.length;
}

/** Tokens of `sql` (comments and spaces dropped). Unterminated quotes run to the end. */
export function tokenizeScript(sql: string): Token[] {
  const tokens: Token[] = [];
  let depth = 0;
  let i = 0;
  const push = (kind: TokenKind, end: number, atDepth = depth) => {
    tokens.push({ kind, text: sql.slice(i, end), start: i, end, depth: atDepth });
    i = end;
  };
  while (i < sql.length) {
    const ch = sql[i]!;
    const next = sql[i + 1];
    if (/\s/.test(ch)) {
      i++;
    } else if (ch === '-' && next === '-') {
      const nl = sql.indexOf('\n', i);
      i = nl === -1 ? sql.length : nl + 1;
    } else if (ch === '/' && next === '*') {
      const close = sql.indexOf('*/', i + 2);
      i = close === -1 ? sql.length : close + 2;
    } else if (ch === "'") {
      push('string', quotedEnd(sql, i, "'", false));
    } else if (ch === '"' || ch === '`') {
      push('quoted', quotedEnd(sql, i, ch, false));
    } else if (ch === '[') {
      const close = sql.indexOf(']', i);
      push('quoted', close === -1 ? sql.length : close + 1);
    } else if (ch === '$') {
      // PostgreSQL dollar quoting: $tag$ … $tag$
      const tag = /\$[A-Za-z_0-9]*\$/y;
      tag.lastIndex = i;
      const m = tag.exec(sql);
      if (m) {
        const close = sql.indexOf(m[0], i + m[0].length);
        push('string', close === -1 ? sql.length : close + m[0].length);
      } else push('other', i + 1);
    } else if (ch === '(') {
      push('open', i + 1);
      depth++;
    } else if (ch === ')') {
      depth = Math.max(0, depth - 1);
      push('close', i + 1);
    } else if (ch === ',') {
      push('comma', i + 1);
    } else if (ch === ';') {
      push('semicolon', i + 1);
    } else {
      WORD.lastIndex = i;
      NUMBER.lastIndex = i;
      const word = WORD.exec(sql);
      if (word) {
        push('word', i + word[0].length);
        continue;
      }
      const number = NUMBER.exec(sql);
      if (number) push('number', i + number[0].length);
      else push('other', i + 1);
    }
  }
  return tokens;
}

/**
 * `sql` without its comments: each gap between tokens that held a comment becomes one space,
 * other gaps (whitespace, or none, as in `>=`) are kept.
 */
export function stripComments(sql: string): string {
  let out = '';
  let previous = 0;
  for (const token of tokenizeScript(sql)) {
    const gap = sql.slice(previous, token.start);
    out += (/^\s*$/.test(gap) ? gap : ' ') + token.text;
    previous = token.end;
  }
  return out.trim();
}

/** The statements of a script, trimmed, without their semicolons; empty ones dropped. */
export function splitStatements(sql: string): string[] {
  const out: string[] = [];
  let from = 0;
  for (const token of tokenizeScript(sql)) {
    if (token.kind !== 'semicolon' || token.depth !== 0) continue;
    out.push(sql.slice(from, token.start));
    from = token.end;
  }
  out.push(sql.slice(from));
  return out.map((s) => s.trim()).filter((s) => tokenizeScript(s).length > 0);
}

/** The first keyword of a statement, upper-cased (`SELECT`, `WITH`, `INSERT`, …), or ''. */
export function firstKeyword(statement: string): string {
  const first = tokenizeScript(statement).find((t) => t.kind !== 'open');
  return first?.kind === 'word' ? first.text.toUpperCase() : '';
}

export const READ_KEYWORDS: ReadonlySet<string> = new Set(['SELECT', 'WITH']);
export const DML_KEYWORDS: ReadonlySet<string> = new Set([
  'INSERT',
  'UPDATE',
  'DELETE',
  'CREATE',
  'DROP',
  'ALTER',
  'TRUNCATE',
]);

/** Superset's limiting factors: what bounded the rows a query returned. */
export type LimitingFactor = 'QUERY' | 'DROPDOWN' | 'QUERY_AND_DROPDOWN' | 'NOT_LIMITED' | 'UNKNOWN';

export interface Limited {
  readonly sql: string;
  readonly limitingFactor: LimitingFactor;
}

/**
 * A SELECT with at most `limit` rows, as Superset's apply_limit_to_sql: a trailing top-level
 * `LIMIT n` is lowered to `limit` when larger, otherwise ` LIMIT <limit>` is appended. A trailing
 * LIMIT with an OFFSET, or one that is not a plain number, is kept and the whole query wrapped.
 */
export function applyLimit(select: string, limit: number): Limited {
  const tokens = tokenizeScript(select);
  const top = tokens.filter((t) => t.depth === 0);
  const last = top.at(-1);
  const beforeLast = top.at(-2);
  if (last?.kind === 'number' && beforeLast?.kind === 'word' && beforeLast.text.toUpperCase() === 'LIMIT') {
    const own = Number(last.text);
    if (Number.isInteger(own)) {
      if (own < limit) return { sql: select, limitingFactor: 'QUERY' };
      const sql = `${select.slice(0, last.start)}${limit}${select.slice(last.end)}`;
      return { sql, limitingFactor: own === limit ? 'QUERY_AND_DROPDOWN' : 'DROPDOWN' };
    }
  }
  const hasTopLimit = top.some(
    (t) => t.kind === 'word' && (t.text.toUpperCase() === 'LIMIT' || t.text.toUpperCase() === 'FETCH'),
  );
  if (hasTopLimit) {
    return {
      sql: `SELECT * FROM (\n${select}\n) AS sqllab_limited LIMIT ${limit}`,
      limitingFactor: 'DROPDOWN',
    };
  }
  return { sql: `${select}\nLIMIT ${limit}`, limitingFactor: 'DROPDOWN' };
}

/** Splits `tokens` at top-level commas (relative to `depth`) into the text between them. */
export function splitAtCommas(text: string, depth = 0): string[] {
  const parts: string[] = [];
  let from = 0;
  for (const token of tokenizeScript(text)) {
    if (token.kind === 'comma' && token.depth === depth) {
      parts.push(text.slice(from, token.start).trim());
      from = token.end;
    }
  }
  parts.push(text.slice(from).trim());
  return parts;
}

/** The index in `text` of the first top-level word `keyword` (case-insensitive), or -1. */
export function topLevelKeyword(text: string, keyword: string, from = 0): number {
  const token = tokenizeScript(text).find(
    (t) => t.depth === 0 && t.start >= from && t.kind === 'word' && t.text.toUpperCase() === keyword,
  );
  return token ? token.start : -1;
}
