import { describe, expect, it } from 'vitest';
import { guardFragment, guardTableName, guardVirtualDatasetSql } from './guard';

describe('the guard remembers texts that passed', () => {
  it('answers a repeated text as the first time, per dialect', () => {
    const first = guardFragment('  SUM(amount) ', 'metric', 'duckdb');
    expect(guardFragment('  SUM(amount) ', 'metric', 'duckdb')).toEqual(first);
    expect(first).toEqual({ sql: 'SUM(amount)', atomic: true });
    expect(guardVirtualDatasetSql('SELECT 1 AS a;', 'sqlite')).toBe('SELECT 1 AS a');
    expect(guardVirtualDatasetSql('SELECT 1 AS a;', 'sqlite')).toBe('SELECT 1 AS a');
    expect(() => guardTableName(null, 'bench_events', 'duckdb')).not.toThrow();
    expect(() => guardTableName(null, 'bench_events', 'duckdb')).not.toThrow();
  });

  it('still refuses a refused text every time, naming its source', () => {
    for (let i = 0; i < 2; i++) {
      expect(() => guardFragment('pg_sleep(1)', 'the metric', 'postgresql')).toThrow(/the metric/);
      expect(() => guardVirtualDatasetSql('DELETE FROM t', 'duckdb')).toThrow(/single SELECT/);
    }
    expect(() => guardFragment('pg_sleep(1)', 'a filter', 'postgresql')).toThrow(/a filter/);
  });
});
