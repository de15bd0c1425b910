import pg from 'pg';
import { bigintToJson } from '../type-mapping';

/**
 * PostgreSQL result values in Superset's wire types, decided once per column through pg's type
 * parsers (they receive the text form the server sends): int8 becomes a number (a string beyond
 * 2^53), numeric a number, date and timestamp[tz] epoch milliseconds (a naive timestamp is read as
 * UTC, as Superset does), bytea stays in its `\x…` text form. Other types keep pg's defaults.
 */

const MS_PER_MINUTE = 60_000;

/**
 * `2024-01-02`, `2024-01-02 03:04:05.123456`, `2024-01-02 03:04:05+05:30` (the offset may carry
 * seconds for historic zones) → epoch ms; `infinity`, BC dates and anything else stay text.
 */
const PG_TEMPORAL =
  /^(\d{4,})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9}))?)?(?:([+-])(\d{2})(?::?(\d{2}))?(?::?(\d{2}))?)?$/;

export function pgTemporalToEpochMs(text: string): number | string {
  const match = PG_TEMPORAL.exec(text);
  if (!match) return text;
  const [, y, mo, d, h = '0', mi = '0', s = '0', fraction = '', sign, oh = '0', om = '0', os = '0'] = match;
  const date = new Date(0);
  date.setUTCFullYear(Number(y), Number(mo) - 1, Number(d));
  date.setUTCHours(Number(h), Number(mi), Number(s), Number(fraction.padEnd(3, '0').slice(0, 3)));
  let ms = date.getTime();
  if (sign) {
    const offsetMs = (Number(oh) * 60 + Number(om)) * MS_PER_MINUTE + Number(os) * 1000;
    ms -= sign === '+' ? offsetMs : -offsetMs;
  }
  return Number.isNaN(ms) ? text : ms;
}

/** Type OIDs (pg_type.oid) of the built-in types we convert or name. */
export const PgOid = {
  BOOL: 16,
  BYTEA: 17,
  CHAR: 18,
  NAME: 19,
  INT8: 20,
  INT2: 21,
  INT4: 23,
  TEXT: 25,
  OID: 26,
  JSON: 114,
  FLOAT4: 700,
  FLOAT8: 701,
  MONEY: 790,
  BPCHAR: 1042,
  VARCHAR: 1043,
  DATE: 1082,
  TIME: 1083,
  TIMESTAMP: 1114,
  TIMESTAMPTZ: 1184,
  INTERVAL: 1186,
  TIMETZ: 1266,
  NUMERIC: 1700,
  UUID: 2950,
  JSONB: 3802,
} as const;

/** Type names as PostgreSQL's format_type spells them, upper-cased like Superset shows them. */
export const PG_TYPE_NAMES: ReadonlyMap<number, string> = new Map([
  [PgOid.BOOL, 'BOOLEAN'],
  [PgOid.BYTEA, 'BYTEA'],
  [PgOid.CHAR, 'CHAR'],
  [PgOid.NAME, 'NAME'],
  [PgOid.INT8, 'BIGINT'],
  [PgOid.INT2, 'SMALLINT'],
  [PgOid.INT4, 'INTEGER'],
  [PgOid.TEXT, 'TEXT'],
  [PgOid.OID, 'OID'],
  [PgOid.JSON, 'JSON'],
  [PgOid.FLOAT4, 'REAL'],
  [PgOid.FLOAT8, 'DOUBLE PRECISION'],
  [PgOid.MONEY, 'MONEY'],
  [PgOid.BPCHAR, 'CHARACTER'],
  [PgOid.VARCHAR, 'CHARACTER VARYING'],
  [PgOid.DATE, 'DATE'],
  [PgOid.TIME, 'TIME WITHOUT TIME ZONE'],
  [PgOid.TIMESTAMP, 'TIMESTAMP WITHOUT TIME ZONE'],
  [PgOid.TIMESTAMPTZ, 'TIMESTAMP WITH TIME ZONE'],
  [PgOid.INTERVAL, 'INTERVAL'],
  [PgOid.TIMETZ, 'TIME WITH TIME ZONE'],
  [PgOid.NUMERIC, 'NUMERIC'],
  [PgOid.UUID, 'UUID'],
  [PgOid.JSONB, 'JSONB'],
]);

const identity = (text: string): string => text;
const toNumber = (text: string): number => Number(text);

const PARSERS = new Map<number, (text: string) => unknown>([
  [PgOid.INT8, (text) => bigintToJson(BigInt(text))],
  [PgOid.NUMERIC, toNumber],
  [PgOid.OID, toNumber],
  [PgOid.DATE, pgTemporalToEpochMs],
  [PgOid.TIMESTAMP, pgTemporalToEpochMs],
  [PgOid.TIMESTAMPTZ, pgTemporalToEpochMs],
  [PgOid.BYTEA, identity],
  // pg parses intervals into objects; their text (`1 day 02:00:00`) is what a table shows.
  [PgOid.INTERVAL, identity],
]);

/** The `types` option of a pg Pool: our parsers first, pg's defaults for everything else. */
export const pgTypes: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: string) =>
    (format === undefined || format === 'text' ? PARSERS.get(oid) : undefined) ??
    pg.types.getTypeParser(oid, format as 'text')) as pg.CustomTypesConfig['getTypeParser'],
};

/** pg sends JS values as text; bigint needs its exact digits. */
export function toPgParameter(value: unknown): unknown {
  return typeof value === 'bigint' ? value.toString() : value;
}
