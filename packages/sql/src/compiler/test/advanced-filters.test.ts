// Filters on columns with an advanced data type (Superset's internet_address and port
// translate_filter), for every dialect.
import { describe, expect, test } from 'vitest';
import { SqlCompileError } from '../../errors';
import { compileQuery } from '../compile-query';
import { input, matrix, salesDataset } from './fixtures';

const dataset = {
  ...salesDataset,
  columns: [
    ...salesDataset.columns,
    { columnName: 'src_ip', type: 'BIGINT', advancedDataType: 'internet_address' },
    { columnName: 'dst_port', type: 'INTEGER', advancedDataType: 'port' },
  ],
};
const base = { columns: ['country'], metrics: ['count'] };

describe('advanced data type filters', () => {
  test('an address, a network, port names and a mixed IN list read as the stored integers', () => {
    expect(
      matrix(
        {
          ...base,
          filters: [
            { col: 'src_ip', op: '==', val: '10.0.0.1' },
            { col: 'src_ip', op: 'IN', val: ['192.168.0.0/16', '10.0.0.2'] },
            { col: 'dst_port', op: 'NOT IN', val: ['ftp', '22'] },
            { col: 'src_ip', op: '>', val: '10.0.0.0/8' },
            { col: 'dst_port', op: '<=', val: 'kerberos' },
          ],
        },
        { dataset },
      ),
    ).toMatchInlineSnapshot(`
      "-- duckdb, sqlite, trino
      SELECT "country" AS "country", COUNT(*) AS "count"
      FROM "sales"
      WHERE "src_ip" = ? AND (("src_ip" >= ? AND "src_ip" <= ?) OR ("src_ip" = ?)) AND NOT (("dst_port" IN (?, ?)) OR ("dst_port" = ?)) AND "src_ip" > ? AND "dst_port" <= ?
      GROUP BY "country"
      ORDER BY COUNT(*) DESC
      -- params: [167772161,3232235520,3232301055,167772162,20,21,22,184549375,88]

      -- postgresql
      SELECT "country" AS "country", COUNT(*) AS "count"
      FROM "sales"
      WHERE "src_ip" = $1 AND (("src_ip" >= $2 AND "src_ip" <= $3) OR ("src_ip" = $4)) AND NOT (("dst_port" IN ($5, $6)) OR ("dst_port" = $7)) AND "src_ip" > $8 AND "dst_port" <= $9
      GROUP BY "country"
      ORDER BY COUNT(*) DESC
      -- params: [167772161,3232235520,3232301055,167772162,20,21,22,184549375,88]

      -- mysql
      SELECT \`country\` AS \`country\`, COUNT(*) AS \`count\`
      FROM \`sales\`
      WHERE \`src_ip\` = ? AND ((\`src_ip\` >= ? AND \`src_ip\` <= ?) OR (\`src_ip\` = ?)) AND NOT ((\`dst_port\` IN (?, ?)) OR (\`dst_port\` = ?)) AND \`src_ip\` > ? AND \`dst_port\` <= ?
      GROUP BY \`country\`
      ORDER BY COUNT(*) DESC
      -- params: [167772161,3232235520,3232301055,167772162,20,21,22,184549375,88]

      -- clickhouse
      SELECT \`country\` AS \`country\`, COUNT(*) AS \`count\`
      FROM \`sales\`
      WHERE \`src_ip\` = {p1:Int64} AND ((\`src_ip\` >= {p2:Int64} AND \`src_ip\` <= {p3:Int64}) OR (\`src_ip\` = {p4:Int64})) AND NOT ((\`dst_port\` IN ({p5:Int64}, {p6:Int64})) OR (\`dst_port\` = {p7:Int64})) AND \`src_ip\` > {p8:Int64} AND \`dst_port\` <= {p9:Int64}
      GROUP BY \`country\`
      ORDER BY COUNT(*) DESC
      -- params: [167772161,3232235520,3232301055,167772162,20,21,22,184549375,88]"
    `);
  });

  test('refuses a value its type cannot read, with the type’s message', () => {
    const run = () =>
      compileQuery(
        input({ ...base, filters: [{ col: 'dst_port', op: '==', val: 'gopher' }] }, { dataset }),
        'duckdb',
      );
    expect(run).toThrow(SqlCompileError);
    expect(run).toThrow("'gopher' does not appear to be a port name or number");
  });

  test('leaves other operators (LIKE, IS NULL) and columns without a type alone', () => {
    const sql = compileQuery(
      input(
        {
          ...base,
          filters: [
            { col: 'src_ip', op: 'IS NULL' },
            { col: 'deal_size', op: '==', val: '10.0.0.1' },
          ],
        },
        { dataset },
      ),
      'duckdb',
    );
    expect(sql.sql).toContain('"src_ip" IS NULL AND "deal_size" = ?');
    expect(sql.parameters).toEqual(['10.0.0.1']);
  });
});
