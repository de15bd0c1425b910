// Feature matrix: SELECT items (columns, metrics, grains) for all six dialects side by side.
import { describe, expect, test } from 'vitest';
import { matrix } from './fixtures';

describe('select items', () => {
  test('physical column, every SIMPLE aggregate and a saved metric', () => {
    expect(
      matrix({
        columns: ['country'],
        metrics: [
          { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'quantity' } },
          { expressionType: 'SIMPLE', aggregate: 'AVG', column: { column_name: 'price' } },
          { expressionType: 'SIMPLE', aggregate: 'MIN', column: { column_name: 'price' } },
          { expressionType: 'SIMPLE', aggregate: 'MAX', column: { column_name: 'price' } },
          { expressionType: 'SIMPLE', aggregate: 'COUNT', column: { column_name: 'deal_size' } },
          { expressionType: 'SIMPLE', aggregate: 'COUNT_DISTINCT', column: { column_name: 'deal_size' } },
          { expressionType: 'SIMPLE', aggregate: 'COUNT' },
          'count',
        ],
        orderby: [['country', true]],
      }),
    ).toMatchInlineSnapshot(`
      "-- duckdb, sqlite, postgresql, trino
      SELECT "country" AS "country", SUM("quantity") AS "SUM(quantity)", AVG("price") AS "AVG(price)", MIN("price") AS "MIN(price)", MAX("price") AS "MAX(price)", COUNT("deal_size") AS "COUNT(deal_size)", COUNT(DISTINCT "deal_size") AS "COUNT_DISTINCT(deal_size)", COUNT(*) AS "COUNT(*)", COUNT(*) AS "count"
      FROM "sales"
      GROUP BY "country"
      ORDER BY "country" ASC
      -- params: []

      -- mysql, clickhouse
      SELECT \`country\` AS \`country\`, SUM(\`quantity\`) AS \`SUM(quantity)\`, AVG(\`price\`) AS \`AVG(price)\`, MIN(\`price\`) AS \`MIN(price)\`, MAX(\`price\`) AS \`MAX(price)\`, COUNT(\`deal_size\`) AS \`COUNT(deal_size)\`, COUNT(DISTINCT \`deal_size\`) AS \`COUNT_DISTINCT(deal_size)\`, COUNT(*) AS \`COUNT(*)\`, COUNT(*) AS \`count\`
      FROM \`sales\`
      GROUP BY \`country\`
      ORDER BY \`country\` ASC
      -- params: []"
    `);
  });

  test('SQL metric, calculated column, adhoc SQL column with a custom label', () => {
    expect(
      matrix({
        columns: [{ sqlExpression: 'UPPER(country)', label: 'Market', expressionType: 'SQL' }, 'revenue'],
        metrics: [
          { expressionType: 'SQL', sqlExpression: 'SUM(quantity) / COUNT(*)', label: 'Avg "qty" `x`' },
        ],
        row_limit: 10,
      }),
    ).toMatchInlineSnapshot(`
      "-- duckdb, sqlite, postgresql, trino
      SELECT UPPER(country) AS "Market", (quantity * price) AS "revenue", (SUM(quantity) / COUNT(*)) AS "Avg ""qty"" \`x\`"
      FROM "sales"
      GROUP BY UPPER(country), (quantity * price)
      ORDER BY (SUM(quantity) / COUNT(*)) DESC
      LIMIT 10
      -- params: []

      -- mysql, clickhouse
      SELECT UPPER(country) AS \`Market\`, (quantity * price) AS \`revenue\`, (SUM(quantity) / COUNT(*)) AS \`Avg "qty" \`\`x\`\`\`
      FROM \`sales\`
      GROUP BY UPPER(country), (quantity * price)
      ORDER BY (SUM(quantity) / COUNT(*)) DESC
      LIMIT 10
      -- params: []"
    `);
  });

  test('BASE_AXIS with timeGrain, and extras.time_grain_sqla as its fallback', () => {
    expect(
      matrix({
        columns: [
          { columnType: 'BASE_AXIS', sqlExpression: 'order_date', label: 'order_date', timeGrain: 'P1D' },
        ],
        metrics: ['count'],
        orderby: [['order_date', true]],
      }),
    ).toMatchInlineSnapshot(`
      "-- duckdb, postgresql
      SELECT DATE_TRUNC('day', "order_date") AS "order_date", COUNT(*) AS "count"
      FROM "sales"
      GROUP BY DATE_TRUNC('day', "order_date")
      ORDER BY DATE_TRUNC('day', "order_date") ASC
      -- params: []

      -- sqlite
      SELECT DATETIME("order_date", 'start of day') AS "order_date", COUNT(*) AS "count"
      FROM "sales"
      GROUP BY DATETIME("order_date", 'start of day')
      ORDER BY DATETIME("order_date", 'start of day') ASC
      -- params: []

      -- mysql
      SELECT DATE(\`order_date\`) AS \`order_date\`, COUNT(*) AS \`count\`
      FROM \`sales\`
      GROUP BY DATE(\`order_date\`)
      ORDER BY DATE(\`order_date\`) ASC
      -- params: []

      -- clickhouse
      SELECT toStartOfDay(toDateTime(\`order_date\`)) AS \`order_date_a548ad0c92af30a9\`, COUNT(*) AS \`count\`
      FROM \`sales\`
      GROUP BY toStartOfDay(toDateTime(\`order_date\`))
      ORDER BY toStartOfDay(toDateTime(\`order_date\`)) ASC
      -- params: []

      -- trino
      SELECT date_trunc('day', CAST("order_date" AS TIMESTAMP)) AS "order_date", COUNT(*) AS "count"
      FROM "sales"
      GROUP BY date_trunc('day', CAST("order_date" AS TIMESTAMP))
      ORDER BY date_trunc('day', CAST("order_date" AS TIMESTAMP)) ASC
      -- params: []"
    `);
    expect(
      matrix({
        columns: [{ columnType: 'BASE_AXIS', sqlExpression: 'order_date', label: 'order_date' }],
        metrics: ['count'],
        extras: { time_grain_sqla: 'P1Y' },
        orderby: [['order_date', true]],
      }),
    ).toMatchInlineSnapshot(`
      "-- duckdb, postgresql
      SELECT DATE_TRUNC('year', "order_date") AS "order_date", COUNT(*) AS "count"
      FROM "sales"
      GROUP BY DATE_TRUNC('year', "order_date")
      ORDER BY DATE_TRUNC('year', "order_date") ASC
      -- params: []

      -- sqlite
      SELECT DATETIME("order_date", 'start of year') AS "order_date", COUNT(*) AS "count"
      FROM "sales"
      GROUP BY DATETIME("order_date", 'start of year')
      ORDER BY DATETIME("order_date", 'start of year') ASC
      -- params: []

      -- mysql
      SELECT DATE(DATE_SUB(\`order_date\`, INTERVAL DAYOFYEAR(\`order_date\`) - 1 DAY)) AS \`order_date\`, COUNT(*) AS \`count\`
      FROM \`sales\`
      GROUP BY DATE(DATE_SUB(\`order_date\`, INTERVAL DAYOFYEAR(\`order_date\`) - 1 DAY))
      ORDER BY DATE(DATE_SUB(\`order_date\`, INTERVAL DAYOFYEAR(\`order_date\`) - 1 DAY)) ASC
      -- params: []

      -- clickhouse
      SELECT toStartOfYear(toDateTime(\`order_date\`)) AS \`order_date_a548ad0c92af30a9\`, COUNT(*) AS \`count\`
      FROM \`sales\`
      GROUP BY toStartOfYear(toDateTime(\`order_date\`))
      ORDER BY toStartOfYear(toDateTime(\`order_date\`)) ASC
      -- params: []

      -- trino
      SELECT date_trunc('year', CAST("order_date" AS TIMESTAMP)) AS "order_date", COUNT(*) AS "count"
      FROM "sales"
      GROUP BY date_trunc('year', CAST("order_date" AS TIMESTAMP))
      ORDER BY date_trunc('year', CAST("order_date" AS TIMESTAMP)) ASC
      -- params: []"
    `);
  });

  test('labels longer than the engine keeps get a stable hashed alias', () => {
    const label = `a very long label ${'x'.repeat(60)}`;
    expect(
      matrix({ columns: [], metrics: [{ expressionType: 'SQL', sqlExpression: 'COUNT(*)', label }] }),
    ).toMatchInlineSnapshot(`
      "-- duckdb, sqlite, trino
      SELECT COUNT(*) AS "a very long label xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"
      FROM "sales"
      ORDER BY COUNT(*) DESC
      -- params: []

      -- postgresql
      SELECT COUNT(*) AS "a_very_long_label_xx_405dfb78675b84b9"
      FROM "sales"
      ORDER BY COUNT(*) DESC
      -- params: []

      -- mysql, clickhouse
      SELECT COUNT(*) AS \`a very long label xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\`
      FROM \`sales\`
      ORDER BY COUNT(*) DESC
      -- params: []"
    `);
  });

  test('raw rows (metrics null) and distinct values (metrics [])', () => {
    expect(matrix({ columns: ['country', 'price'], metrics: null, row_limit: 3 })).toMatchInlineSnapshot(`
      "-- duckdb, sqlite, postgresql, trino
      SELECT "country" AS "country", "price" AS "price"
      FROM "sales"
      LIMIT 3
      -- params: []

      -- mysql, clickhouse
      SELECT \`country\` AS \`country\`, \`price\` AS \`price\`
      FROM \`sales\`
      LIMIT 3
      -- params: []"
    `);
    expect(
      matrix({ columns: ['country'], metrics: [], orderby: [['country', true]] }),
    ).toMatchInlineSnapshot(`
      "-- duckdb, sqlite, postgresql, trino
      SELECT "country" AS "country"
      FROM "sales"
      GROUP BY "country"
      ORDER BY "country" ASC
      -- params: []

      -- mysql, clickhouse
      SELECT \`country\` AS \`country\`
      FROM \`sales\`
      GROUP BY \`country\`
      ORDER BY \`country\` ASC
      -- params: []"
    `);
  });
});
