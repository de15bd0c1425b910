/// <reference types="node" />
// The allow-list must not get in the way of ordinary SQL: Superset's example metrics, adhoc
// expressions and virtual datasets (read from the shared bundles at test time), each dialect's own
// time-grain templates, and the expressions people write in charts every day.
// biome-ignore lint/style/noRestrictedImports: this test reads Superset's example bundles from disk.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
// biome-ignore lint/style/noRestrictedImports: as above, to find them.
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { dialects } from '../dialects/registry';
import { DIALECT_IDS } from '../dialects/types';
import { guardFragment, guardVirtualDatasetSql } from './guard';

const EXAMPLES =
  process.env.TESSERA_SUPERSET_EXAMPLES ??
  new URL('../../../../../shared/superset-examples', import.meta.url).pathname;

interface Found {
  readonly kind: 'expression' | 'sqlExpression' | 'sql';
  readonly text: string;
  readonly file: string;
}

/** Every metric expression, adhoc sqlExpression and dataset sql in the bundles. */
function examples(): Found[] {
  const found: Found[] = [];
  const visit = (value: unknown, file: string, key?: string): void => {
    if (typeof value === 'string') {
      if ((key === 'expression' || key === 'sqlExpression' || key === 'sql') && value.trim()) {
        found.push({ kind: key, text: value, file });
      }
      if (key === 'params' || key === 'query_context') {
        try {
          visit(JSON.parse(value), file);
        } catch {
          // Not JSON: a plain string field, nothing to find in it.
        }
      }
    } else if (Array.isArray(value)) for (const item of value) visit(item, file);
    else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) visit(v, file, k);
    }
  };
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.yaml')) visit(parse(readFileSync(path, 'utf8')), path);
    }
  };
  walk(EXAMPLES);
  return found;
}

describe.skipIf(!existsSync(EXAMPLES))("Superset's example bundles pass the guard on every dialect", () => {
  const found = existsSync(EXAMPLES) ? examples() : [];
  test('the bundles hold metric expressions and dataset SQL to check', () => {
    expect(found.filter((f) => f.kind === 'sql').length).toBeGreaterThan(2);
    expect(found.filter((f) => f.kind !== 'sql').length).toBeGreaterThan(10);
  });
  test.each(DIALECT_IDS)('%s', (dialect) => {
    for (const { kind, text, file } of found) {
      const check = () =>
        kind === 'sql' ? guardVirtualDatasetSql(text, dialect) : guardFragment(text, file, dialect);
      expect(check, `${file}: ${text}`).not.toThrow();
    }
  });
});

test.each(dialects.list().map((d) => [d.id, d] as const))('%s time-grain templates pass', (_, dialect) => {
  for (const [grain, template] of Object.entries(dialect.timeGrains)) {
    expect(() => guardFragment(template.replaceAll('{col}', 'order_date'), grain, dialect.id)).not.toThrow();
  }
});

const EVERYWHERE = [
  'SUM(price)',
  'COUNT(*)',
  'COUNT(DISTINCT customer_id)',
  'count(DISTINCT(customer_id))',
  'AVG(price) FILTER (WHERE qty > 0)',
  'MIN(price)',
  'MAX(order_date)',
  'SUM(price * qty) / NULLIF(SUM(qty), 0)',
  "CASE WHEN state = 'CA' THEN num ELSE 0 END",
  'CASE status WHEN 1 THEN \'ok\' ELSE "status" END',
  'CAST(price AS DECIMAL(10, 2))',
  'CAST(order_date AS DATE)',
  "COALESCE(region, 'Unknown')",
  'ROUND(AVG(price), 2)',
  "DATE_TRUNC('month', order_date)",
  'EXTRACT(YEAR FROM order_date)',
  'SUBSTRING(name, 1, 3)',
  "CONCAT(first_name, ' ', last_name)",
  'LOWER(name) = UPPER(name)',
  'LENGTH(TRIM(name)) > 3',
  'ABS(delta) < 5',
  'percentile_cont(0.5) WITHIN GROUP (ORDER BY price)',
  'ROW_NUMBER() OVER (PARTITION BY country ORDER BY price DESC)',
  'SUM(x) OVER (ORDER BY d ROWS BETWEEN 2 PRECEDING AND CURRENT ROW)',
  'LAG(total) OVER (ORDER BY d)',
  "x IN (1, 2, 3) AND y NOT IN ('a', 'b')",
  'x BETWEEN 1 AND (10)',
  'a IS NOT DISTINCT FROM b',
  'GREATEST(a, b) - LEAST(a, b)',
  "name LIKE 'A%' OR name NOT LIKE ('%z')",
  '"2004" + "SP_POP_TOTL"',
  'NOT (a = 1) AND (b OR c)',
  'CAST(ts AS TIMESTAMP WITH TIME ZONE)',
];

const PER_DIALECT: Readonly<Record<(typeof DIALECT_IDS)[number], readonly string[]>> = {
  duckdb: [
    "strftime(order_date, '%Y-%m')",
    'quantile_cont(price, 0.9)',
    'median(price)',
    'approx_count_distinct(user_id)',
    'order_date::DATE',
    'price::DECIMAL(10,2)',
    'list_value(1, 2)[1]',
    "regexp_extract(url, 'https?://([^/]+)', 1)",
    "date_diff('day', a, b)",
    'arg_max(name, price)',
    'epoch_ms(ts)',
  ],
  sqlite: [
    "strftime('%Y', order_date)",
    "DATETIME(order_date, 'start of month')",
    'IFNULL(a, 0)',
    'total(x)',
    "printf('%d', x)",
    'julianday(b) - julianday(a)',
  ],
  postgresql: [
    "to_char(order_date, 'YYYY-MM')",
    'price::numeric(10,2)',
    "date_part('year', order_date)",
    "string_agg(name, ', ')",
    'x = ANY (ARRAY[1, 2])',
    "order_date AT TIME ZONE 'UTC'",
    "json_extract_path_text(payload, 'a')",
  ],
  mysql: [
    "DATE_FORMAT(order_date, '%Y-%m')",
    'IF(a > 1, 1, 0)',
    "GROUP_CONCAT(name SEPARATOR ', ')",
    'IFNULL(a, 0)',
    'TIMESTAMPDIFF(DAY, a, b)',
    "JSON_UNQUOTE(JSON_EXTRACT(payload, '$.a'))",
  ],
  clickhouse: [
    'uniqExact(user_id)',
    'countIf(status = 1)',
    'sumIf(price, qty > 0)',
    'quantile(0.5)(price)',
    'quantilesTDigest(0.5, 0.9)(price)',
    'toStartOfMonth(toDateTime(order_date))',
    "multiIf(a > 1, 'x', a > 0, 'y', 'z')",
    'arrayMap(x -> x * 2, [1, 2])',
    'CAST(x AS Nullable(String))',
    'CAST(x AS Array(Nullable(String)))',
    'x IN (1, 2)',
  ],
  trino: [
    'approx_percentile(price, 0.5)',
    'approx_distinct(user_id)',
    "date_format(order_date, '%Y-%m')",
    "date_add('day', 1, order_date)",
    'count_if(x > 1)',
    'try(CAST(x AS integer))',
  ],
};

describe('ordinary expressions pass on each dialect', () => {
  test.each(DIALECT_IDS)('%s', (dialect) => {
    for (const sql of [...EVERYWHERE, ...PER_DIALECT[dialect]]) {
      expect(() => guardFragment(sql, sql, dialect), sql).not.toThrow();
    }
  });
});

const DATASETS = [
  'SELECT a, SUM(b) AS total FROM sales GROUP BY a HAVING SUM(b) > 0 ORDER BY 2 DESC LIMIT 10',
  'SELECT s.*, r.name FROM sales AS s LEFT JOIN regions r ON s.region_id = r.id WHERE s.qty > 0',
  "WITH monthly AS (SELECT DATE_TRUNC('month', d) AS m, SUM(x) AS v FROM t GROUP BY 1) SELECT * FROM monthly",
  'WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 10) SELECT i FROM n',
  'SELECT * FROM (SELECT a FROM t) AS sub(x) WHERE x IN (SELECT a FROM u)',
  'SELECT * FROM t1 JOIN t2 USING (id) JOIN (SELECT id FROM t3) t3 ON t3.id = t1.id',
  'SELECT "Name", "2004" FROM "main"."wb_health_population" WHERE EXISTS (SELECT 1 FROM t WHERE t.a = 1)',
  'SELECT CAST(x AS DECIMAL(10, 2)), EXTRACT(YEAR FROM d) AS y FROM t WHERE d IS DISTINCT FROM NULL',
];

test.each(DIALECT_IDS)('%s: ordinary virtual datasets pass', (dialect) => {
  // MySQL reads "…" as a string; its names are quoted with backticks.
  const quote = dialect === 'mysql' ? (sql: string) => sql.replaceAll('"', '`') : (sql: string) => sql;
  for (const sql of DATASETS.map(quote))
    expect(() => guardVirtualDatasetSql(sql, dialect), sql).not.toThrow();
});
