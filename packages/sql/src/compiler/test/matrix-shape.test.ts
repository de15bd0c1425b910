// Feature matrix: ordering, limits, series limits, legacy time axis, virtual datasets, samples.
import { describe, expect, test } from 'vitest';
import { compileQuery } from '../compile-query';
import { compileSamples } from '../samples';
import { fixedTimeRange, input, matrix, salesDataset } from './fixtures';

describe('query shape', () => {
  test('orderby by metric label, column, adhoc metric and saved metric not selected', () => {
    expect(
      matrix({
        columns: ['country'],
        metrics: [
          { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'price' }, label: 'Sales' },
        ],
        orderby: [
          ['Sales', false],
          ['country', true],
          [{ expressionType: 'SIMPLE', aggregate: 'MAX', column: { column_name: 'quantity' } }, false],
          ['total_revenue', true],
        ],
      }),
    ).toMatchInlineSnapshot(`
      "-- duckdb, sqlite, postgresql, trino
      SELECT "country" AS "country", SUM("price") AS "Sales"
      FROM "sales"
      GROUP BY "country"
      ORDER BY SUM("price") DESC, "country" ASC, MAX("quantity") DESC, SUM(quantity * price) ASC
      -- params: []

      -- mysql, clickhouse
      SELECT \`country\` AS \`country\`, SUM(\`price\`) AS \`Sales\`
      FROM \`sales\`
      GROUP BY \`country\`
      ORDER BY SUM(\`price\`) DESC, \`country\` ASC, MAX(\`quantity\`) DESC, SUM(quantity * price) ASC
      -- params: []"
    `);
  });

  test('row_limit, row_offset, and offset without a limit', () => {
    expect(
      matrix({ columns: ['country'], metrics: null, row_limit: 10, row_offset: 20 }),
    ).toMatchInlineSnapshot(`
      "-- duckdb, sqlite, postgresql
      SELECT "country" AS "country"
      FROM "sales"
      LIMIT 10 OFFSET 20
      -- params: []

      -- mysql, clickhouse
      SELECT \`country\` AS \`country\`
      FROM \`sales\`
      LIMIT 10 OFFSET 20
      -- params: []

      -- trino
      SELECT "country" AS "country"
      FROM "sales"
      OFFSET 20 LIMIT 10
      -- params: []"
    `);
    expect(
      matrix({ columns: ['country'], metrics: null, row_limit: 0, row_offset: 5 }),
    ).toMatchInlineSnapshot(`
      "-- duckdb, postgresql, trino
      SELECT "country" AS "country"
      FROM "sales"
      OFFSET 5
      -- params: []

      -- sqlite
      SELECT "country" AS "country"
      FROM "sales"
      LIMIT -1 OFFSET 5
      -- params: []

      -- mysql
      SELECT \`country\` AS \`country\`
      FROM \`sales\`
      LIMIT 18446744073709551615 OFFSET 5
      -- params: []

      -- clickhouse
      SELECT \`country\` AS \`country\`
      FROM \`sales\`
      LIMIT 9007199254740991 OFFSET 5
      -- params: []"
    `);
  });

  test('series_limit with series_limit_metric: the top-N series subquery', () => {
    expect(
      matrix({
        columns: [
          { columnType: 'BASE_AXIS', sqlExpression: 'order_date', label: 'order_date', timeGrain: 'P1M' },
          'country',
        ],
        metrics: ['count'],
        series_columns: ['country'],
        series_limit: 2,
        series_limit_metric: 'total_revenue',
        filters: [{ col: 'deal_size', op: '==', val: 'Small' }],
        orderby: [['order_date', true]],
        row_limit: 1000,
      }),
    ).toMatchInlineSnapshot(`
      "-- duckdb
      SELECT DATE_TRUNC('month', "order_date") AS "order_date", "country" AS "country", COUNT(*) AS "count"
      FROM "sales"
      JOIN (SELECT "country" AS "country__"
        FROM "sales"
        WHERE "deal_size" = ?
        GROUP BY "country"
        ORDER BY SUM(quantity * price) DESC
        LIMIT 2) AS series_limit ON "country" = series_limit."country__"
      WHERE "deal_size" = ?
      GROUP BY DATE_TRUNC('month', "order_date"), "country"
      ORDER BY DATE_TRUNC('month', "order_date") ASC
      LIMIT 1000
      -- params: ["Small","Small"]

      -- sqlite
      SELECT DATETIME("order_date", 'start of month') AS "order_date", "country" AS "country", COUNT(*) AS "count"
      FROM "sales"
      JOIN (SELECT "country" AS "country__"
        FROM "sales"
        WHERE "deal_size" = ?
        GROUP BY "country"
        ORDER BY SUM(quantity * price) DESC
        LIMIT 2) AS series_limit ON "country" = series_limit."country__"
      WHERE "deal_size" = ?
      GROUP BY DATETIME("order_date", 'start of month'), "country"
      ORDER BY DATETIME("order_date", 'start of month') ASC
      LIMIT 1000
      -- params: ["Small","Small"]

      -- postgresql
      SELECT DATE_TRUNC('month', "order_date") AS "order_date", "country" AS "country", COUNT(*) AS "count"
      FROM "sales"
      JOIN (SELECT "country" AS "country__"
        FROM "sales"
        WHERE "deal_size" = $1
        GROUP BY "country"
        ORDER BY SUM(quantity * price) DESC
        LIMIT 2) AS series_limit ON "country" = series_limit."country__"
      WHERE "deal_size" = $2
      GROUP BY DATE_TRUNC('month', "order_date"), "country"
      ORDER BY DATE_TRUNC('month', "order_date") ASC
      LIMIT 1000
      -- params: ["Small","Small"]

      -- mysql
      SELECT DATE(DATE_SUB(\`order_date\`, INTERVAL DAYOFMONTH(\`order_date\`) - 1 DAY)) AS \`order_date\`, \`country\` AS \`country\`, COUNT(*) AS \`count\`
      FROM \`sales\`
      JOIN (SELECT \`country\` AS \`country__\`
        FROM \`sales\`
        WHERE \`deal_size\` = ?
        GROUP BY \`country\`
        ORDER BY SUM(quantity * price) DESC
        LIMIT 2) AS series_limit ON \`country\` = series_limit.\`country__\`
      WHERE \`deal_size\` = ?
      GROUP BY DATE(DATE_SUB(\`order_date\`, INTERVAL DAYOFMONTH(\`order_date\`) - 1 DAY)), \`country\`
      ORDER BY DATE(DATE_SUB(\`order_date\`, INTERVAL DAYOFMONTH(\`order_date\`) - 1 DAY)) ASC
      LIMIT 1000
      -- params: ["Small","Small"]

      -- clickhouse
      SELECT toStartOfMonth(toDateTime(\`order_date\`)) AS \`order_date_a548ad0c92af30a9\`, \`country\` AS \`country\`, COUNT(*) AS \`count\`
      FROM \`sales\`
      JOIN (SELECT \`country\` AS \`country__\`
        FROM \`sales\`
        WHERE \`deal_size\` = {p1:String}
        GROUP BY \`country\`
        ORDER BY SUM(quantity * price) DESC
        LIMIT 2) AS series_limit ON \`country\` = series_limit.\`country__\`
      WHERE \`deal_size\` = {p2:String}
      GROUP BY toStartOfMonth(toDateTime(\`order_date\`)), \`country\`
      ORDER BY toStartOfMonth(toDateTime(\`order_date\`)) ASC
      LIMIT 1000
      -- params: ["Small","Small"]

      -- trino
      SELECT date_trunc('month', CAST("order_date" AS TIMESTAMP)) AS "order_date", "country" AS "country", COUNT(*) AS "count"
      FROM "sales"
      JOIN (SELECT "country" AS "country__"
        FROM "sales"
        WHERE "deal_size" = ?
        GROUP BY "country"
        ORDER BY SUM(quantity * price) DESC
        LIMIT 2) AS series_limit ON "country" = series_limit."country__"
      WHERE "deal_size" = ?
      GROUP BY date_trunc('month', CAST("order_date" AS TIMESTAMP)), "country"
      ORDER BY date_trunc('month', CAST("order_date" AS TIMESTAMP)) ASC
      LIMIT 1000
      -- params: ["Small","Small"]"
    `);
  });

  test('legacy granularity with is_timeseries: __timestamp bucketed by time_grain_sqla, filtered by time_range', () => {
    expect(
      matrix({
        groupby: ['deal_size'],
        metrics: ['count'],
        granularity_sqla: 'order_date',
        is_timeseries: true,
        time_range: 'Last week',
        extras: { time_grain_sqla: 'P1W' },
        timeseries_limit: 0,
        row_limit: 50,
      }),
    ).toMatchInlineSnapshot(`
      "-- duckdb
      SELECT DATE_TRUNC('week', "order_date") AS "__timestamp", "deal_size" AS "deal_size", COUNT(*) AS "count"
      FROM "sales"
      WHERE "order_date" >= CAST(? AS TIMESTAMP) AND "order_date" < CAST(? AS TIMESTAMP)
      GROUP BY DATE_TRUNC('week', "order_date"), "deal_size"
      ORDER BY COUNT(*) DESC
      LIMIT 50
      -- params: ["2024-01-01 00:00:00","2024-01-08 00:00:00"]

      -- sqlite
      SELECT DATETIME("order_date", 'start of day', -strftime('%w', "order_date") || ' days') AS "__timestamp", "deal_size" AS "deal_size", COUNT(*) AS "count"
      FROM "sales"
      WHERE "order_date" >= ? AND "order_date" < ?
      GROUP BY DATETIME("order_date", 'start of day', -strftime('%w', "order_date") || ' days'), "deal_size"
      ORDER BY COUNT(*) DESC
      LIMIT 50
      -- params: ["2024-01-01","2024-01-08"]

      -- postgresql
      SELECT DATE_TRUNC('week', "order_date") AS "__timestamp", "deal_size" AS "deal_size", COUNT(*) AS "count"
      FROM "sales"
      WHERE "order_date" >= CAST($1 AS TIMESTAMP) AND "order_date" < CAST($2 AS TIMESTAMP)
      GROUP BY DATE_TRUNC('week', "order_date"), "deal_size"
      ORDER BY COUNT(*) DESC
      LIMIT 50
      -- params: ["2024-01-01 00:00:00","2024-01-08 00:00:00"]

      -- mysql
      SELECT DATE(DATE_SUB(\`order_date\`, INTERVAL DAYOFWEEK(\`order_date\`) - 1 DAY)) AS \`__timestamp\`, \`deal_size\` AS \`deal_size\`, COUNT(*) AS \`count\`
      FROM \`sales\`
      WHERE \`order_date\` >= CAST(? AS DATETIME) AND \`order_date\` < CAST(? AS DATETIME)
      GROUP BY DATE(DATE_SUB(\`order_date\`, INTERVAL DAYOFWEEK(\`order_date\`) - 1 DAY)), \`deal_size\`
      ORDER BY COUNT(*) DESC
      LIMIT 50
      -- params: ["2024-01-01 00:00:00","2024-01-08 00:00:00"]

      -- clickhouse
      SELECT toMonday(toDateTime(\`order_date\`)) AS \`__timestamp\`, \`deal_size\` AS \`deal_size\`, COUNT(*) AS \`count\`
      FROM \`sales\`
      WHERE \`order_date\` >= {p1:DateTime} AND \`order_date\` < {p2:DateTime}
      GROUP BY toMonday(toDateTime(\`order_date\`)), \`deal_size\`
      ORDER BY COUNT(*) DESC
      LIMIT 50
      -- params: ["2024-01-01 00:00:00","2024-01-08 00:00:00"]

      -- trino
      SELECT date_trunc('week', CAST("order_date" AS TIMESTAMP)) AS "__timestamp", "deal_size" AS "deal_size", COUNT(*) AS "count"
      FROM "sales"
      WHERE "order_date" >= CAST(? AS TIMESTAMP) AND "order_date" < CAST(? AS TIMESTAMP)
      GROUP BY date_trunc('week', CAST("order_date" AS TIMESTAMP)), "deal_size"
      ORDER BY COUNT(*) DESC
      LIMIT 50
      -- params: ["2024-01-01 00:00:00","2024-01-08 00:00:00"]"
    `);
  });

  test('virtual dataset as a subquery, and a schema-qualified table', () => {
    expect(
      matrix(
        { columns: ['country'], metrics: ['count'] },
        { dataset: { ...salesDataset, sql: 'SELECT * FROM sales WHERE quantity > 0;\n' } },
      ),
    ).toMatchInlineSnapshot(`
      "-- duckdb, sqlite, postgresql, trino
      SELECT "country" AS "country", COUNT(*) AS "count"
      FROM (
      SELECT * FROM sales WHERE quantity > 0
      ) AS virtual_table
      GROUP BY "country"
      ORDER BY COUNT(*) DESC
      -- params: []

      -- mysql, clickhouse
      SELECT \`country\` AS \`country\`, COUNT(*) AS \`count\`
      FROM (
      SELECT * FROM sales WHERE quantity > 0
      ) AS virtual_table
      GROUP BY \`country\`
      ORDER BY COUNT(*) DESC
      -- params: []"
    `);
    expect(
      matrix(
        { columns: ['country'], metrics: null, row_limit: 1 },
        { dataset: { ...salesDataset, schema: 'main' } },
      ),
    ).toMatchInlineSnapshot(`
      "-- duckdb, sqlite, postgresql, trino
      SELECT "country" AS "country"
      FROM "main"."sales"
      LIMIT 1
      -- params: []

      -- mysql, clickhouse
      SELECT \`country\` AS \`country\`
      FROM \`main\`.\`sales\`
      LIMIT 1
      -- params: []"
    `);
  });

  test('is_rowcount wraps the query in a count', () => {
    expect(
      matrix({ columns: ['country'], metrics: ['count'], is_rowcount: true, row_limit: 10 }),
    ).toMatchInlineSnapshot(`
      "-- duckdb, sqlite, postgresql, trino
      SELECT COUNT(*) AS "rowcount"
      FROM (
      SELECT "country" AS "country", COUNT(*) AS "count"
      FROM "sales"
      GROUP BY "country"
      ORDER BY COUNT(*) DESC
      LIMIT 10
      ) AS rowcount_qry
      -- params: []

      -- mysql, clickhouse
      SELECT COUNT(*) AS \`rowcount\`
      FROM (
      SELECT \`country\` AS \`country\`, COUNT(*) AS \`count\`
      FROM \`sales\`
      GROUP BY \`country\`
      ORDER BY COUNT(*) DESC
      LIMIT 10
      ) AS rowcount_qry
      -- params: []"
    `);
  });

  test('samples select every dataset column; drill_detail keeps the filters and orders by the first column', () => {
    const base = { dataset: salesDataset, resolveTimeRange: fixedTimeRange };
    const samples = compileSamples({ ...base }, 'duckdb');
    expect(samples.sql).toMatchInlineSnapshot(`
      "SELECT "order_date" AS "order_date", "deal_size" AS "deal_size", "country" AS "country", "quantity" AS "quantity", "price" AS "price", "is_paid" AS "is_paid", (quantity * price) AS "revenue"
      FROM "sales""
    `);
    expect(samples.columnLabels).toEqual(salesDataset.columns.map((c) => c.columnName));
    const drill = compileSamples(
      {
        ...base,
        query: {
          columns: ['country'],
          metrics: ['count'],
          filters: [{ col: 'country', op: '==', val: 'FR' }],
          extras: { where: 'quantity > 1', having: 'COUNT(*) > 1' },
          is_timeseries: false,
          orderby: [['count', false]],
          order_desc: true,
          row_limit: 10,
          row_offset: 0,
          series_columns: [],
          series_limit: 0,
          annotation_layers: [],
          applied_time_extras: {},
          post_processing: [],
          time_offsets: [],
          url_params: {},
        },
      },
      'postgresql',
      'drill_detail',
    );
    expect(drill.sql).toMatchInlineSnapshot(`
      "SELECT "order_date" AS "order_date", "deal_size" AS "deal_size", "country" AS "country", "quantity" AS "quantity", "price" AS "price", "is_paid" AS "is_paid", (quantity * price) AS "revenue"
      FROM "sales"
      WHERE "country" = $1 AND (quantity > 1)
      ORDER BY "order_date" ASC
      LIMIT 10"
    `);
    expect(drill.parameters).toEqual(['FR']);
  });
});

describe('fetch values predicate', () => {
  test('is ANDed only when apply_fetch_values_predicate is set', () => {
    const dataset = { ...salesDataset, fetchValuesPredicate: 'quantity > 0' };
    const query = { columns: ['country'], metrics: [], orderby: [['country', true]] };
    expect(compileQuery(input(query, { dataset }), 'duckdb').sql).not.toContain('WHERE');
    expect(
      compileQuery(input({ ...query, apply_fetch_values_predicate: true }, { dataset }), 'duckdb').sql,
    ).toContain('WHERE (quantity > 0)');
  });
});
