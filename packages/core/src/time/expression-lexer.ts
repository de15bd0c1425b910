// Tokens of the time expression language: DATEADD(DATETIME('today'), -7, day) and friends.

import { TimeRangeParseError } from './errors';

export type Token =
  | { readonly kind: 'ident'; readonly value: string; readonly pos: number }
  | { readonly kind: 'number'; readonly value: number; readonly pos: number }
  | { readonly kind: 'string'; readonly value: string; readonly pos: number }
  | { readonly kind: '(' | ')' | ','; readonly pos: number }
  | { readonly kind: 'eof'; readonly pos: number };

const IDENT = /[A-Za-z_][A-Za-z0-9_]*/y;
const NUMBER = /[+-]?\d+/y;

/** Splits an expression into tokens; strings take single or double quotes with backslash escapes. */
export function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let pos = 0;
  while (pos < source.length) {
    const char = source[pos] ?? '';
    if (/\s/.test(char)) {
      pos += 1;
    } else if (char === '(' || char === ')' || char === ',') {
      tokens.push({ kind: char, pos });
      pos += 1;
    } else if (char === "'" || char === '"') {
      const { value, end } = readString(source, pos);
      tokens.push({ kind: 'string', value, pos });
      pos = end;
    } else if (matchAt(NUMBER, source, pos)) {
      const text = matchAt(NUMBER, source, pos) ?? '';
      tokens.push({ kind: 'number', value: Number(text), pos });
      pos += text.length;
    } else if (matchAt(IDENT, source, pos)) {
      const text = matchAt(IDENT, source, pos) ?? '';
      tokens.push({ kind: 'ident', value: text, pos });
      pos += text.length;
    } else {
      throw new TimeRangeParseError(source, `unexpected character '${char}' at position ${pos + 1}`);
    }
  }
  tokens.push({ kind: 'eof', pos });
  return tokens;
}

function matchAt(pattern: RegExp, source: string, pos: number): string | undefined {
  pattern.lastIndex = pos;
  return pattern.exec(source)?.[0];
}

function readString(source: string, start: number): { value: string; end: number } {
  const quote = source[start];
  let value = '';
  let pos = start + 1;
  while (pos < source.length) {
    const char = source[pos];
    if (char === '\\' && pos + 1 < source.length) {
      value += source[pos + 1];
      pos += 2;
    } else if (char === quote) {
      return { value, end: pos + 1 };
    } else {
      value += char;
      pos += 1;
    }
  }
  throw new TimeRangeParseError(source, `unterminated string starting at position ${start + 1}`);
}
