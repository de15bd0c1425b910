// Property tests: the guard never throws anything but UnsafeSqlError, and never accepts a fragment
// in which a semicolon is followed by a statement, whatever quoting surrounds it.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { UnsafeSqlError } from '../errors';
import { guardFragment, guardVirtualDatasetSql } from './guard';
import { LEX_MODES, tokenize } from './tokenizer';

/** The lexical checks do not depend on the dialect; the allow-lists are tested in allow-list tests. */
const dialect = 'duckdb';

const PIECES = [
  "'",
  '"',
  '`',
  '\\',
  '$$',
  '$a$',
  '--',
  '/*',
  '*/',
  '#',
  ';',
  '(',
  ')',
  '[',
  ']',
  ' ',
  '\n',
  'E',
  'SELECT',
  'DROP TABLE t',
  'x',
  '1',
  '=',
  'OR',
  "''",
  'FROM',
  '?',
  '$1',
  '{',
  '}',
  '.',
  'pg_',
  'sys',
];

/** SQL-ish text built from the characters that matter to a lexer. */
const sqlish = fc
  .array(fc.oneof(fc.constantFrom(...PIECES), fc.string({ maxLength: 3 })), { maxLength: 24 })
  .map((parts) => parts.join(''));

const STATEMENTS = [
  'DROP TABLE t',
  'DELETE FROM t',
  'SELECT * FROM secrets',
  'INSERT INTO t VALUES (1)',
  'UPDATE t SET a = 1',
];

const onlyGuardErrors = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(UnsafeSqlError);
  }
};

describe('guard properties', () => {
  test('guardFragment throws only UnsafeSqlError', () => {
    fc.assert(
      fc.property(fc.oneof(sqlish, fc.string()), (sql) =>
        onlyGuardErrors(() => guardFragment(sql, 'f', dialect)),
      ),
      {
        numRuns: 3000,
      },
    );
  });

  test('guardVirtualDatasetSql throws only UnsafeSqlError', () => {
    fc.assert(
      fc.property(fc.oneof(sqlish, fc.string()), (sql) =>
        onlyGuardErrors(() => guardVirtualDatasetSql(`SELECT ${sql}`, dialect)),
      ),
      { numRuns: 3000 },
    );
  });

  test('a semicolon after well-formed tokens, followed by a statement, is never accepted', () => {
    const token = fc.oneof(
      fc.constantFrom('x', 'price', '1', '2.5', '=', '+', 'OR', 'AND', '(', ')', ' ', 'SUM(x)'),
      fc.string({ maxLength: 6 }).map((text) => `'${text.replaceAll("'", "''")}'`),
      fc.string({ maxLength: 6 }).map((text) => `"${text.replaceAll('"', '""').replaceAll('\\', '')}"`),
    );
    fc.assert(
      fc.property(
        fc.array(token, { maxLength: 8 }),
        fc.constantFrom(...STATEMENTS),
        sqlish,
        (prefix, statement, suffix) => {
          expect(() => guardFragment(`${prefix.join(' ')};${statement}${suffix}`, 'f', dialect)).toThrow(
            UnsafeSqlError,
          );
        },
      ),
      { numRuns: 3000 },
    );
  });

  test('when a fragment with an injected "; statement" is accepted, every engine reads that ";" inside a literal', () => {
    fc.assert(
      fc.property(sqlish, fc.constantFrom(...STATEMENTS), sqlish, (prefix, statement, suffix) => {
        const sql = `${prefix};${statement}${suffix}`;
        try {
          guardFragment(sql, 'f', dialect);
        } catch (error) {
          expect(error).toBeInstanceOf(UnsafeSqlError);
          return;
        }
        // Offset of the injected ";" in the trimmed text the guard tokenizes.
        const trimmedOffset = prefix.length - (sql.length - sql.trimStart().length);
        for (const mode of LEX_MODES) {
          const covering = tokenize(sql.trim(), mode).find(
            (t) => t.start <= trimmedOffset && trimmedOffset < t.start + t.text.length,
          );
          expect(['string', 'quoted']).toContain(covering?.kind);
        }
      }),
      { numRuns: 3000 },
    );
  });

  test('an accepted fragment has balanced brackets, so our parentheses cannot be escaped', () => {
    fc.assert(
      fc.property(sqlish, (sql) => {
        let guarded: string;
        try {
          guarded = guardFragment(sql, 'f', dialect).sql;
        } catch {
          return;
        }
        // Strip string literals and quoted names the simple way: accepted text never mixes lexers.
        const bare = guarded.replace(/'(?:[^']|'')*'|"(?:[^"]|"")*"|`(?:[^`]|``)*`/g, '');
        let depth = 0;
        for (const ch of bare) {
          if (ch === '(') depth++;
          if (ch === ')') depth--;
          expect(depth).toBeGreaterThanOrEqual(0);
        }
        expect(depth).toBe(0);
      }),
      { numRuns: 3000 },
    );
  });
});
