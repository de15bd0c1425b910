import { bigintToJson, genericTypeOf } from '../type-mapping';
import type { GenericDataType } from '../types';

/**
 * ClickHouse results (format JSON) in Superset's wire types, converted column by column from the
 * declared type: 64-bit and wider integers arrive quoted and become numbers (strings beyond
 * 2^53), Date becomes UTC midnight in epoch ms, DateTime and DateTime64 become epoch ms in the
 * column's time zone (the server's when the type names none), composite values become JSON text.
 */

/** `LowCardinality(Nullable(DateTime('UTC')))` → `DateTime('UTC')`. */
export function unwrapClickHouseType(type: string): string {
  let inner = type.trim();
  for (;;) {
    const match = /^(?:Nullable|LowCardinality)\((.*)\)$/s.exec(inner);
    if (!match) return inner;
    inner = (match[1] ?? '').trim();
  }
}

export function clickHouseGenericType(type: string): GenericDataType {
  return genericTypeOf(unwrapClickHouseType(type));
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** The zone's offset from UTC, in ms, at the instant `utcMs`. */
function zoneOffsetMs(zone: string, utcMs: number): number {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(zone).formatToParts(new Date(utcMs))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const wall = Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  return wall - (utcMs - (((utcMs % 1000) + 1000) % 1000));
}

const UTC_ZONES = new Set(['UTC', 'Etc/UTC', 'GMT', 'Etc/GMT', 'Z', 'Universal', 'Zulu']);
const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,12}))?)?(Z)?$/;

/**
 * `2024-02-29 13:45:06.789` read as a wall-clock time in an IANA zone → epoch ms. Text that is
 * not a date-time, or a zone the runtime does not know, leaves the text as it is.
 */
export function wallTimeToEpochMs(text: string, zone: string): number | string {
  const match = WALL_TIME.exec(text);
  if (!match) return text;
  const [, y, mo, d, h = '0', mi = '0', s = '0', fraction = '', utc] = match;
  // Old servers print the zero DateTime as 0000-00-00 00:00:00: no real date, so leave it as text.
  if (Number(mo) < 1 || Number(mo) > 12 || Number(d) < 1 || Number(d) > 31) return text;
  const date = new Date(0);
  date.setUTCFullYear(Number(y), Number(mo) - 1, Number(d));
  date.setUTCHours(Number(h), Number(mi), Number(s), Number(fraction.padEnd(3, '0').slice(0, 3)));
  const asUtc = date.getTime();
  // A trailing Z (ClickHouse's date_time_output_format=iso) fixes the instant whatever the zone.
  if (utc || UTC_ZONES.has(zone)) return asUtc;
  try {
    // Two passes settle the offset across a daylight-saving change.
    const first = asUtc - zoneOffsetMs(zone, asUtc);
    return asUtc - zoneOffsetMs(zone, first);
  } catch {
    return text;
  }
}

type Convert = (value: unknown) => unknown;

const WIDE_INT = /^U?Int(64|128|256)$/;
const DATE = /^Date(32)?$/;
const DATETIME = /^DateTime(?:64)?(?:\((?:\d+)?(?:,\s*)?(?:'([^']+)')?\))?$/;
const COMPOSITE = /^(Array|Tuple|Map|Nested|Object|JSON|Variant|Dynamic)\b/;

const fromWideInt: Convert = (value) => (typeof value === 'string' ? bigintToJson(BigInt(value)) : value);
const fromDecimal: Convert = (value) => (typeof value === 'string' ? Number(value) : value);
const fromDate: Convert = (value) => (typeof value === 'string' ? wallTimeToEpochMs(value, 'UTC') : value);
const toJson: Convert = (value) => JSON.stringify(value);

/** The conversion for one result column, or null when values pass through as they are. */
export function clickHouseConverter(type: string, serverZone: string): Convert | null {
  const inner = unwrapClickHouseType(type);
  if (WIDE_INT.test(inner)) return fromWideInt;
  if (inner.startsWith('Decimal')) return fromDecimal;
  if (DATE.test(inner)) return fromDate;
  const datetime = DATETIME.exec(inner);
  if (datetime) {
    const zone = datetime[1] ?? serverZone;
    return (value) => (typeof value === 'string' ? wallTimeToEpochMs(value, zone) : value);
  }
  if (COMPOSITE.test(inner)) return toJson;
  return null;
}

/**
 * A ClickHouse string literal. ClickHouse reads backslash escapes in every string literal, so
 * both the backslash and the quote are escaped; used only for introspection, where the old
 * servers without query parameters must work too.
 */
export function quoteClickHouseString(value: string): string {
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

/** Bound values for `{pN:Type}` placeholders: `{p1: parameters[0], …}`. */
export function clickHouseQueryParams(parameters: readonly unknown[]): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  parameters.forEach((value, index) => {
    params[`p${index + 1}`] = typeof value === 'bigint' ? value.toString() : value;
  });
  return params;
}
