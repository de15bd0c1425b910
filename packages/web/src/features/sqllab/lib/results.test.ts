import { describe, expect, it } from 'vitest';
import { cellText, formatElapsed, newClientId, previewSql, quoteIdent, toCsv, toTsv } from './results';

const columns = [{ name: 'name' }, { name: 'note' }];
const rows = [
  { name: 'Ann', note: 'says "hi", then\nleaves' },
  { name: 'Bo', note: null },
];

describe('results helpers', () => {
  it('writes CSV with quoting and empty NULLs', () => {
    expect(toCsv(columns, rows)).toBe('name,note\nAnn,"says ""hi"", then\nleaves"\nBo,\n');
  });

  it('writes clipboard text as one line per row', () => {
    expect(toTsv(columns, rows)).toBe('name\tnote\nAnn\tsays "hi", then leaves\nBo\t');
  });

  it('shows NULL and nested values', () => {
    expect(cellText(null)).toBe('NULL');
    expect(cellText({ a: 1 })).toBe('{"a":1}');
  });

  it('quotes identifiers for the engine', () => {
    expect(quoteIdent('birth_names')).toBe('birth_names');
    expect(quoteIdent('COVID Vaccines', 'duckdb')).toBe('"COVID Vaccines"');
    expect(quoteIdent('a`b', 'mysql')).toBe('`a``b`');
    expect(previewSql('COVID Vaccines', 'main', 'duckdb')).toBe(
      'SELECT *\nFROM main."COVID Vaccines"\nLIMIT 100',
    );
  });

  it('formats elapsed time and makes 11-character client ids', () => {
    expect(formatElapsed(850)).toBe('850 ms');
    expect(formatElapsed(1234)).toBe('1.23 s');
    expect(formatElapsed(125_000)).toBe('2:05');
    expect(newClientId()).toMatch(/^[A-Za-z0-9]{11}$/);
  });
});
