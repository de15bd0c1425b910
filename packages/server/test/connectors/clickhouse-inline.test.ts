/**
 * Values written as literals for ClickHouse servers before query parameters (Debian's 18.16):
 * the literal builder and placeholder scanner without a server, then against the server of
 * TEST_CLICKHOUSE_URL a property test that any text survives the round trip as one value (so
 * it can neither end its literal nor add SQL), and hostile values through the connector.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clickHouseLiteral,
  clickHouseStringLiteral,
  inlineClickHouseParameters,
} from '../../src/engine/connectors/clickhouse-inline';
import { ConnectorError } from '../../src/engine/connectors/errors';
import { createConnector } from '../../src/engine/connectors/registry';
import type { Connector } from '../../src/engine/types';
import { service } from '../platform/services';

const { url, skip } = service('clickhouse', 'the ClickHouse literal tests on a server');

describe('ClickHouse literals', () => {
  it('writes strings with nothing that could end a string, identifier or comment', () => {
    expect(clickHouseStringLiteral('héllo World 42')).toBe("'héllo World 42'");
    expect(clickHouseStringLiteral("a'b\\c")).toBe("'a\\x27b\\x5cc'");
    expect(clickHouseStringLiteral('*/ --\n`"')).toBe("'\\x2a\\x2f \\x2d\\x2d\\x0a\\x60\\x22'");
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 64 }), (text) => {
        const body = clickHouseStringLiteral(text).slice(1, -1);
        expect(body).not.toMatch(/['"`\n\r]|\*\/|--|\/\*/);
      }),
    );
  });

  it('types each value by its placeholder and refuses what does not fit', () => {
    expect(clickHouseLiteral(42, 'Int64')).toBe('toInt64(42)');
    expect(clickHouseLiteral(-7, 'Int64')).toBe('toInt64(-7)');
    expect(clickHouseLiteral('9223372036854775807', 'Int64')).toBe('toInt64(9223372036854775807)');
    expect(clickHouseLiteral(1.25, 'Float64')).toBe('toFloat64(1.25)');
    expect(clickHouseLiteral(1e-7, 'Float64')).toBe('toFloat64(1e-7)');
    expect(clickHouseLiteral(true, 'Bool')).toBe('1');
    expect(clickHouseLiteral(null, 'String')).toBe('NULL');
    expect(clickHouseLiteral('2024-02-29T13:45:06', 'DateTime')).toBe("toDateTime('2024-02-29 13:45:06')");
    expect(clickHouseLiteral('2024-02-29 13:45:06.250', 'DateTime64(3)')).toBe(
      "toDateTime('2024-02-29 13:45:06')",
    );
    expect(clickHouseLiteral('2024-02-29', 'DateTime')).toBe("toDateTime('2024-02-29 00:00:00')");
    for (const [value, type] of [
      ['1 OR 1=1', 'Int64'],
      [1.5, 'Int64'],
      ['9223372036854775808', 'Int64'],
      [Number.NaN, 'Float64'],
      ['1e3) OR (1', 'Float64'],
      ["2024-01-01') OR ('1", 'DateTime'],
      ['yes', 'Bool'],
      ['x', 'Array(String)'],
    ] as const) {
      expect(() => clickHouseLiteral(value, type)).toThrow(ConnectorError);
    }
  });

  it('replaces placeholders outside quotes and comments only', () => {
    const sql =
      "SELECT '{p1:String}' AS a, `{p1:String}` AS b, {p1:String} AS c -- {p2:Int64}\n/* {p2:Int64} */ , {p2:Int64} AS d, 'it\\'s {p1:String}' AS e";
    expect(inlineClickHouseParameters(sql, ['x', 5])).toBe(
      "SELECT '{p1:String}' AS a, `{p1:String}` AS b, 'x' AS c -- {p2:Int64}\n/* {p2:Int64} */ , toInt64(5) AS d, 'it\\'s {p1:String}' AS e",
    );
    expect(() => inlineClickHouseParameters('SELECT {p3:String}', ['a'])).toThrow(/p3/);
  });
});

describe.skipIf(skip)('ClickHouse literals on a server', () => {
  let connector: Connector;

  beforeAll(() => {
    connector = createConnector(url as string);
  });
  afterAll(() => connector?.close());

  it('reads back any text as the one value it was', async () => {
    // Batches of texts in one query each: the answer has exactly one column per text, equal to it.
    const texts = fc.sample(fc.string({ unit: 'grapheme', maxLength: 40 }), 200);
    texts.push("'", '\\', "\\'", "''", '*/', '--', '\n', '\u0000', "a' OR '1'='1", '`; DROP TABLE x; --');
    for (let start = 0; start < texts.length; start += 50) {
      const batch = texts.slice(start, start + 50);
      const sql = `SELECT ${batch.map((_, i) => `{p${i + 1}:String} AS v${i}`).join(', ')}`;
      const result = await connector.execute(sql, batch);
      expect(result.rows).toHaveLength(1);
      expect(result.columns).toHaveLength(batch.length);
      expect(batch.map((_, i) => result.rows[0]?.[`v${i}`])).toEqual(batch);
    }
  });

  it('compares typed values as the server binds them', async () => {
    const result = await connector.execute(
      'SELECT {p1:Int64} + 1 AS i, {p2:Float64} * 2 AS f, {p3:Bool} AS b, toString({p4:DateTime}) AS t, {p5:String} AS n',
      [41, 1.25, true, '2024-02-29T13:45:06', null],
    );
    expect(result.rows).toEqual([{ i: 42, f: 2.5, b: 1, t: '2024-02-29 13:45:06', n: null }]);
  });
});
