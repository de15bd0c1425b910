// Feature matrix: every filter operator of §1.6, HAVING, extras and RLS, for all six dialects.
import { describe, expect, test } from 'vitest';
import { matrix } from './fixtures';

const base = { columns: ['country'], metrics: ['count'], orderby: [['country', true]] };

describe('filters', () => {
  test('comparisons, with values typed by their column', () => {
    expect(
      matrix({
        ...base,
        filters: [
          { col: 'deal_size', op: '==', val: 'Small' },
          { col: 'deal_size', op: '!=', val: 42 },
          { col: 'quantity', op: '>', val: '3' },
          { col: 'quantity', op: '<', val: 10 },
          { col: 'price', op: '>=', val: 1.25 },
          { col: 'price', op: '<=', val: 99 },
          { col: 'country', op: '==', val: null },
          { col: 'country', op: '!=', val: null },
        ],
      }),
    ).toMatchInlineSnapshot(`
      "-- duckdb, sqlite, trino
      SELECT "country" AS "country", COUNT(*) AS "count"
      FROM "sales"
      WHERE "deal_size" = ? AND "deal_size" != ? AND "quantity" > ? AND "quantity" < ? AND "price" >= ? AND "price" <= ? AND "country" IS NULL AND "country" IS NOT NULL
      GROUP BY "country"
      ORDER BY "country" ASC
      -- params: ["Small","42",3,10,1.25,99]

      -- postgresql
      SELECT "country" AS "country", COUNT(*) AS "count"
      FROM "sales"
      WHERE "deal_size" = $1 AND "deal_size" != $2 AND "quantity" > $3 AND "quantity" < $4 AND "price" >= CAST($5 AS DOUBLE PRECISION) AND "price" <= $6 AND "country" IS NULL AND "country" IS NOT NULL
      GROUP BY "country"
      ORDER BY "country" ASC
      -- params: ["Small","42",3,10,1.25,99]

      -- mysql
      SELECT \`country\` AS \`country\`, COUNT(*) AS \`count\`
      FROM \`sales\`
      WHERE \`deal_size\` = ? AND \`deal_size\` != ? AND \`quantity\` > ? AND \`quantity\` < ? AND \`price\` >= ? AND \`price\` <= ? AND \`country\` IS NULL AND \`country\` IS NOT NULL
      GROUP BY \`country\`
      ORDER BY \`country\` ASC
      -- params: ["Small","42",3,10,1.25,99]

      -- clickhouse
      SELECT \`country\` AS \`country\`, COUNT(*) AS \`count\`
      FROM \`sales\`
      WHERE \`deal_size\` = {p1:String} AND \`deal_size\` != {p2:String} AND \`quantity\` > {p3:Int64} AND \`quantity\` < {p4:Int64} AND \`price\` >= {p5:Float64} AND \`price\` <= {p6:Int64} AND \`country\` IS NULL AND \`country\` IS NOT NULL
      GROUP BY \`country\`
      ORDER BY \`country\` ASC
      -- params: ["Small","42",3,10,1.25,99]"
    `);
  });

  test('IN and NOT IN, with NULL in the list and empty lists', () => {
    expect(
      matrix({
        ...base,
        filters: [
          { col: 'country', op: 'IN', val: ['FR', 'US'] },
          { col: 'deal_size', op: 'NOT IN', val: ['Large', null] },
          { col: 'quantity', op: 'IN', val: [] },
          { col: 'quantity', op: 'NOT IN', val: [] },
        ],
      }),
    ).toMatchInlineSnapshot(`
      "-- duckdb, trino
      SELECT "country" AS "country", COUNT(*) AS "count"
      FROM "sales"
      WHERE "country" IN (?, ?) AND NOT ("deal_size" IN (?) OR "deal_size" IS NULL) AND FALSE AND TRUE
      GROUP BY "country"
      ORDER BY "country" ASC
      -- params: ["FR","US","Large"]

      -- sqlite
      SELECT "country" AS "country", COUNT(*) AS "count"
      FROM "sales"
      WHERE "country" IN (?, ?) AND NOT ("deal_size" IN (?) OR "deal_size" IS NULL) AND 0 AND 1
      GROUP BY "country"
      ORDER BY "country" ASC
      -- params: ["FR","US","Large"]

      -- postgresql
      SELECT "country" AS "country", COUNT(*) AS "count"
      FROM "sales"
      WHERE "country" IN ($1, $2) AND NOT ("deal_size" IN ($3) OR "deal_size" IS NULL) AND FALSE AND TRUE
      GROUP BY "country"
      ORDER BY "country" ASC
      -- params: ["FR","US","Large"]

      -- mysql
      SELECT \`country\` AS \`country\`, COUNT(*) AS \`count\`
      FROM \`sales\`
      WHERE \`country\` IN (?, ?) AND NOT (\`deal_size\` IN (?) OR \`deal_size\` IS NULL) AND FALSE AND TRUE
      GROUP BY \`country\`
      ORDER BY \`country\` ASC
      -- params: ["FR","US","Large"]

      -- clickhouse
      SELECT \`country\` AS \`country\`, COUNT(*) AS \`count\`
      FROM \`sales\`
      WHERE \`country\` IN ({p1:String}, {p2:String}) AND NOT (\`deal_size\` IN ({p3:String}) OR \`deal_size\` IS NULL) AND 0 AND 1
      GROUP BY \`country\`
      ORDER BY \`country\` ASC
      -- params: ["FR","US","Large"]"
    `);
  });

  test('LIKE, NOT LIKE, ILIKE (LOWER() fallback where there is no ILIKE)', () => {
    expect(
      matrix({
        ...base,
        filters: [
          { col: 'country', op: 'LIKE', val: 'F%' },
          { col: 'country', op: 'NOT LIKE', val: '%x%' },
          { col: 'deal_size', op: 'ILIKE', val: 'sm%' },
        ],
      }),
    ).toMatchInlineSnapshot(`
      "-- duckdb
      SELECT "country" AS "country", COUNT(*) AS "count"
      FROM "sales"
      WHERE "country" LIKE ? AND "country" NOT LIKE ? AND "deal_size" ILIKE ?
      GROUP BY "country"
      ORDER BY "country" ASC
      -- params: ["F%","%x%","sm%"]

      -- sqlite, trino
      SELECT "country" AS "country", COUNT(*) AS "count"
      FROM "sales"
      WHERE "country" LIKE ? AND "country" NOT LIKE ? AND LOWER("deal_size") LIKE LOWER(?)
      GROUP BY "country"
      ORDER BY "country" ASC
      -- params: ["F%","%x%","sm%"]

      -- postgresql
      SELECT "country" AS "country", COUNT(*) AS "count"
      FROM "sales"
      WHERE "country" LIKE $1 AND "country" NOT LIKE $2 AND "deal_size" ILIKE $3
      GROUP BY "country"
      ORDER BY "country" ASC
      -- params: ["F%","%x%","sm%"]

      -- mysql
      SELECT \`country\` AS \`country\`, COUNT(*) AS \`count\`
      FROM \`sales\`
      WHERE \`country\` LIKE ? AND \`country\` NOT LIKE ? AND LOWER(\`deal_size\`) LIKE LOWER(?)
      GROUP BY \`country\`
      ORDER BY \`country\` ASC
      -- params: ["F%","%x%","sm%"]

      -- clickhouse
      SELECT \`country\` AS \`country\`, COUNT(*) AS \`count\`
      FROM \`sales\`
      WHERE \`country\` LIKE {p1:String} AND \`country\` NOT LIKE {p2:String} AND \`deal_size\` ILIKE {p3:String}
      GROUP BY \`country\`
      ORDER BY \`country\` ASC
      -- params: ["F%","%x%","sm%"]"
    `);
  });

  test('IS NULL, IS NOT NULL, IS TRUE, IS FALSE', () => {
    expect(
      matrix({
        ...base,
        filters: [
          { col: 'country', op: 'IS NULL' },
          { col: 'deal_size', op: 'IS NOT NULL' },
          { col: 'is_paid', op: 'IS TRUE' },
          { col: 'is_paid', op: 'IS FALSE' },
          { col: 'is_paid', op: '==', val: true },
        ],
      }),
    ).toMatchInlineSnapshot(`
      "-- duckdb
      SELECT "country" AS "country", COUNT(*) AS "count"
      FROM "sales"
      WHERE "country" IS NULL AND "deal_size" IS NOT NULL AND "is_paid" IS TRUE AND "is_paid" IS FALSE AND "is_paid" = ?
      GROUP BY "country"
      ORDER BY "country" ASC
      -- params: [true]

      -- sqlite
      SELECT "country" AS "country", COUNT(*) AS "count"
      FROM "sales"
      WHERE "country" IS NULL AND "deal_size" IS NOT NULL AND "is_paid" IS TRUE AND "is_paid" IS FALSE AND "is_paid" = ?
      GROUP BY "country"
      ORDER BY "country" ASC
      -- params: [1]

      -- postgresql
      SELECT "country" AS "country", COUNT(*) AS "count"
      FROM "sales"
      WHERE "country" IS NULL AND "deal_size" IS NOT NULL AND "is_paid" IS TRUE AND "is_paid" IS FALSE AND "is_paid" = $1
      GROUP BY "country"
      ORDER BY "country" ASC
      -- params: [true]

      -- mysql
      SELECT \`country\` AS \`country\`, COUNT(*) AS \`count\`
      FROM \`sales\`
      WHERE \`country\` IS NULL AND \`deal_size\` IS NOT NULL AND \`is_paid\` IS TRUE AND \`is_paid\` IS FALSE AND \`is_paid\` = ?
      GROUP BY \`country\`
      ORDER BY \`country\` ASC
      -- params: [1]

      -- clickhouse
      SELECT \`country\` AS \`country\`, COUNT(*) AS \`count\`
      FROM \`sales\`
      WHERE \`country\` IS NULL AND \`deal_size\` IS NOT NULL AND \`is_paid\` = 1 AND \`is_paid\` = 0 AND \`is_paid\` = {p1:Bool}
      GROUP BY \`country\`
      ORDER BY \`country\` ASC
      -- params: [true]

      -- trino
      SELECT "country" AS "country", COUNT(*) AS "count"
      FROM "sales"
      WHERE "country" IS NULL AND "deal_size" IS NOT NULL AND "is_paid" = true AND "is_paid" = false AND "is_paid" = ?
      GROUP BY "country"
      ORDER BY "country" ASC
      -- params: [true]"
    `);
  });

  test('TEMPORAL_RANGE: since inclusive, until exclusive; open ends; epoch-ms equality on a temporal column', () => {
    expect(
      matrix({
        ...base,
        filters: [
          { col: 'order_date', op: 'TEMPORAL_RANGE', val: '2024-01-01T00:00:00 : 2024-02-01T12:30:00' },
          { col: 'order_date', op: 'TEMPORAL_RANGE', val: 'Min : 2025-01-01T00:00:00' },
          { col: 'order_date', op: 'TEMPORAL_RANGE', val: 'No filter' },
          { col: 'order_date', op: '==', val: 1704067200000 },
        ],
      }),
    ).toMatchInlineSnapshot(`
      "-- duckdb, trino
      SELECT "country" AS "country", COUNT(*) AS "count"
      FROM "sales"
      WHERE "order_date" >= CAST(? AS TIMESTAMP) AND "order_date" < CAST(? AS TIMESTAMP) AND "order_date" < CAST(? AS TIMESTAMP) AND "order_date" = CAST(? AS TIMESTAMP)
      GROUP BY "country"
      ORDER BY "country" ASC
      -- params: ["2024-01-01 00:00:00","2024-02-01 12:30:00","2025-01-01 00:00:00","2024-01-01 00:00:00"]

      -- sqlite
      SELECT "country" AS "country", COUNT(*) AS "count"
      FROM "sales"
      WHERE "order_date" >= ? AND "order_date" < ? AND "order_date" < ? AND "order_date" = ?
      GROUP BY "country"
      ORDER BY "country" ASC
      -- params: ["2024-01-01","2024-02-01 12:30:00","2025-01-01","2024-01-01"]

      -- postgresql
      SELECT "country" AS "country", COUNT(*) AS "count"
      FROM "sales"
      WHERE "order_date" >= CAST($1 AS TIMESTAMP) AND "order_date" < CAST($2 AS TIMESTAMP) AND "order_date" < CAST($3 AS TIMESTAMP) AND "order_date" = CAST($4 AS TIMESTAMP)
      GROUP BY "country"
      ORDER BY "country" ASC
      -- params: ["2024-01-01 00:00:00","2024-02-01 12:30:00","2025-01-01 00:00:00","2024-01-01 00:00:00"]

      -- mysql
      SELECT \`country\` AS \`country\`, COUNT(*) AS \`count\`
      FROM \`sales\`
      WHERE \`order_date\` >= CAST(? AS DATETIME) AND \`order_date\` < CAST(? AS DATETIME) AND \`order_date\` < CAST(? AS DATETIME) AND \`order_date\` = CAST(? AS DATETIME)
      GROUP BY \`country\`
      ORDER BY \`country\` ASC
      -- params: ["2024-01-01 00:00:00","2024-02-01 12:30:00","2025-01-01 00:00:00","2024-01-01 00:00:00"]

      -- clickhouse
      SELECT \`country\` AS \`country\`, COUNT(*) AS \`count\`
      FROM \`sales\`
      WHERE \`order_date\` >= {p1:DateTime} AND \`order_date\` < {p2:DateTime} AND \`order_date\` < {p3:DateTime} AND \`order_date\` = {p4:DateTime}
      GROUP BY \`country\`
      ORDER BY \`country\` ASC
      -- params: ["2024-01-01 00:00:00","2024-02-01 12:30:00","2025-01-01 00:00:00","2024-01-01 00:00:00"]"
    `);
  });

  test('filters on metric labels and saved metrics go to HAVING, with extras.where/having and RLS', () => {
    expect(
      matrix(
        {
          ...base,
          metrics: [
            'count',
            { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'quantity' } },
          ],
          filters: [
            { col: 'SUM(quantity)', op: '>', val: 5 },
            { col: 'total_revenue', op: '<', val: 1000 },
            { col: { sqlExpression: 'LOWER(country)', label: 'lc' }, op: '==', val: 'fr' },
          ],
          where: "deal_size = 'Small' OR deal_size = 'Large'",
          extras: { having: 'COUNT(*) > 1' },
        },
        { rlsPredicates: ["country <> 'XX'", ''] },
      ),
    ).toMatchInlineSnapshot(`
      "-- duckdb, sqlite, trino
      SELECT "country" AS "country", COUNT(*) AS "count", SUM("quantity") AS "SUM(quantity)"
      FROM "sales"
      WHERE LOWER(country) = ? AND (deal_size = 'Small' OR deal_size = 'Large') AND (country <> 'XX')
      GROUP BY "country"
      HAVING SUM("quantity") > ? AND SUM(quantity * price) < ? AND (COUNT(*) > 1)
      ORDER BY "country" ASC
      -- params: ["fr",5,1000]

      -- postgresql
      SELECT "country" AS "country", COUNT(*) AS "count", SUM("quantity") AS "SUM(quantity)"
      FROM "sales"
      WHERE LOWER(country) = $1 AND (deal_size = 'Small' OR deal_size = 'Large') AND (country <> 'XX')
      GROUP BY "country"
      HAVING SUM("quantity") > $2 AND SUM(quantity * price) < $3 AND (COUNT(*) > 1)
      ORDER BY "country" ASC
      -- params: ["fr",5,1000]

      -- mysql
      SELECT \`country\` AS \`country\`, COUNT(*) AS \`count\`, SUM(\`quantity\`) AS \`SUM(quantity)\`
      FROM \`sales\`
      WHERE LOWER(country) = ? AND (deal_size = 'Small' OR deal_size = 'Large') AND (country <> 'XX')
      GROUP BY \`country\`
      HAVING SUM(\`quantity\`) > ? AND SUM(quantity * price) < ? AND (COUNT(*) > 1)
      ORDER BY \`country\` ASC
      -- params: ["fr",5,1000]

      -- clickhouse
      SELECT \`country\` AS \`country\`, COUNT(*) AS \`count\`, SUM(\`quantity\`) AS \`SUM(quantity)\`
      FROM \`sales\`
      WHERE LOWER(country) = {p1:String} AND (deal_size = 'Small' OR deal_size = 'Large') AND (country <> 'XX')
      GROUP BY \`country\`
      HAVING SUM(\`quantity\`) > {p2:Int64} AND SUM(quantity * price) < {p3:Int64} AND (COUNT(*) > 1)
      ORDER BY \`country\` ASC
      -- params: ["fr",5,1000]"
    `);
  });
});
