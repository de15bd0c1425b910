import { describe, expect, it } from 'vitest';
import { UnsafeSqlError } from '../errors';
import { guardVirtualDatasetSql } from './guard';
import { applyRowLevelSecurity, mentionsRlsTable, type RlsTable } from './row-level-security';

const sales: RlsTable = { schema: 'main', table: 'sales', predicates: ["region = 'North'"] };
const staff: RlsTable = { schema: null, table: 'staff', predicates: ['team = 1', 'active'] };
const rls = (sql: string, dialect = 'duckdb', tables = [sales, staff], schema: string | null = 'main') =>
  applyRowLevelSecurity(sql, dialect, tables, schema);
const filtered = (name: string, p = "region = 'North'") => `(SELECT * FROM ${name} WHERE (${p}\n))`;

describe('applyRowLevelSecurity', () => {
  it('filters an unaliased reference under its own name', () => {
    expect(rls('SELECT * FROM sales WHERE 1 = 1 OR true')).toBe(
      `SELECT * FROM ${filtered('sales')} AS sales WHERE 1 = 1 OR true`,
    );
  });

  it('keeps the alias and the quoting as written', () => {
    expect(rls('SELECT s.id FROM "Sales" AS s', 'postgresql')).toBe(
      `SELECT s.id FROM ${filtered('"Sales"')} AS s`,
    );
    expect(rls('SELECT s.id FROM `sales` s', 'mysql')).toBe(`SELECT s.id FROM ${filtered('`sales`')} s`);
  });

  it('matches schema-qualified names in the table schema only', () => {
    expect(rls('SELECT * FROM main.sales')).toBe(`SELECT * FROM ${filtered('main.sales')} AS sales`);
    expect(rls('SELECT * FROM other.sales')).toBe('SELECT * FROM other.sales');
    expect(rls('SELECT * FROM sales', 'duckdb', [sales], 'other')).toBe('SELECT * FROM sales');
    expect(rls('SELECT * FROM sales', 'duckdb', [sales], null)).toContain('WHERE');
  });

  it('filters joins, comma lists, subqueries and CTE bodies', () => {
    const out = rls(
      'WITH n AS (SELECT * FROM sales) SELECT * FROM n JOIN staff st ON n.id = st.id, sales x WHERE n.id IN (SELECT id FROM sales)',
    );
    expect(out).toBe(
      `WITH n AS (SELECT * FROM ${filtered('sales')} AS sales) SELECT * FROM n JOIN (SELECT * FROM staff WHERE (team = 1\n) AND (active\n)) st ON n.id = st.id, ${filtered('sales')} x WHERE n.id IN (SELECT id FROM ${filtered('sales')} AS sales)`,
    );
  });

  it('leaves FROM inside EXTRACT and tables without predicates alone', () => {
    const sql = 'SELECT EXTRACT(YEAR FROM d) FROM orders';
    expect(rls(sql)).toBe(sql);
    expect(rls('SELECT * FROM sales', 'duckdb', [{ ...sales, predicates: [] }])).toBe('SELECT * FROM sales');
  });

  it('refuses the protected name where it cannot be filtered', () => {
    expect(() => rls('WITH sales AS (SELECT 1) SELECT * FROM other')).toThrow(UnsafeSqlError);
  });

  it('gives SQL the guard still accepts, for every dialect', () => {
    for (const dialect of ['duckdb', 'sqlite', 'postgresql', 'mysql', 'clickhouse', 'trino']) {
      const out = rls('SELECT s.region, count(*) FROM sales s -- note\nGROUP BY s.region', dialect);
      expect(guardVirtualDatasetSql(out, dialect)).toBe(out);
    }
  });

  it('says whether a statement names a protected table', () => {
    expect(mentionsRlsTable('INSERT INTO t SELECT * FROM Sales', 'duckdb', [sales])).toBe(true);
    expect(mentionsRlsTable('DELETE FROM t', 'duckdb', [sales])).toBe(false);
  });
});
