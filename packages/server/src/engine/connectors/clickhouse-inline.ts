import { ConnectorError } from './errors';

/**
 * Values written into the SQL as literals, for ClickHouse servers older than query parameters
 * (Debian bookworm ships 18.16, which answers "Unknown setting param_p1"). Each `{pN:Type}`
 * placeholder the SQL compiler wrote is replaced by a literal of that type, built only from the
 * value (never from user SQL text); placeholders inside quoted strings, quoted identifiers and
 * comments are left alone, and a value that does not fit its type is refused rather than guessed.
 */

/** `{p12:DateTime64(3)}` → index 12, type `DateTime64(3)`. */
const PLACEHOLDER = /^\{p(\d+):([A-Za-z0-9]+(?:\(\d+\))?)\}/;

/**
 * A ClickHouse string literal that any text survives: letters, digits, spaces and non-ASCII
 * characters as they are, every other ASCII character as `\xHH`. The literal's body then holds
 * no quote, backslash pair, comment marker or line break, so it cannot end a string, identifier
 * or comment wherever it lands.
 */
export function clickHouseStringLiteral(value: string): string {
  let out = "'";
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    if (code >= 0x80 || /^[A-Za-z0-9 ]$/.test(char)) out += char;
    else out += `\\x${code.toString(16).padStart(2, '0')}`;
  }
  return `${out}'`;
}

const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2}:\d{2})(?:\.\d+)?)?(?:Z|[+-]00:?00)?$/;

function refuse(value: unknown, type: string): never {
  throw new ConnectorError(
    'QUERY_FAILED',
    `The value ${JSON.stringify(String(value)).slice(0, 80)} is not a valid ${type} for ClickHouse.`,
  );
}

function integerLiteral(value: unknown): string {
  let big: bigint | null = null;
  if (typeof value === 'bigint') big = value;
  else if (typeof value === 'number' && Number.isSafeInteger(value)) big = BigInt(value);
  else if (typeof value === 'string' && /^-?\d{1,20}$/.test(value)) big = BigInt(value);
  else if (typeof value === 'boolean') big = value ? 1n : 0n;
  if (big === null || big < INT64_MIN || big > INT64_MAX) refuse(value, 'Int64');
  return `toInt64(${big < 0n ? `-${-big}` : big})`;
}

function floatLiteral(value: unknown): string {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number)) refuse(value, 'Float64');
  // String(number) is digits, a dot, an optional exponent and sign: nothing else can appear.
  return `toFloat64(${String(number)})`;
}

function booleanLiteral(value: unknown): string {
  if (value === true || value === 1 || value === '1' || value === 'true') return '1';
  if (value === false || value === 0 || value === '0' || value === 'false') return '0';
  return refuse(value, 'Bool');
}

/**
 * Old servers have second-resolution DateTime only: a fraction is dropped (a DateTime column
 * holds whole seconds, so only a comparison with the exact second can differ).
 */
function dateTimeLiteral(value: unknown): string {
  const match = typeof value === 'string' ? DATE_TIME.exec(value.trim()) : null;
  if (!match) return refuse(value, 'DateTime');
  return `toDateTime('${match[1]} ${match[2] ?? '00:00:00'}')`;
}

/** One value as a literal of the placeholder's ClickHouse type; NULL for null. */
export function clickHouseLiteral(value: unknown, type: string): string {
  if (value === null || value === undefined) return 'NULL';
  if (type === 'String') return clickHouseStringLiteral(String(value));
  if (type === 'Bool') return booleanLiteral(value);
  if (/^U?Int\d+$/.test(type)) return integerLiteral(value);
  if (/^Float\d+$/.test(type)) return floatLiteral(value);
  if (type === 'DateTime' || type.startsWith('DateTime64')) return dateTimeLiteral(value);
  return refuse(value, type);
}

/**
 * The SQL with each `{pN:Type}` outside quotes and comments replaced by the literal of
 * `parameters[N - 1]`. A placeholder without a value is an error, as the server would say.
 */
export function inlineClickHouseParameters(sql: string, parameters: readonly unknown[]): string {
  let out = '';
  let i = 0;
  while (i < sql.length) {
    const char = sql[i];
    const next = sql[i + 1];
    let end = i + 1;
    if (char === "'" || char === '"' || char === '`') {
      end = quotedEnd(sql, i, char);
    } else if (char === '-' && next === '-') {
      const newline = sql.indexOf('\n', i);
      end = newline < 0 ? sql.length : newline;
    } else if (char === '/' && next === '*') {
      const close = sql.indexOf('*/', i + 2);
      end = close < 0 ? sql.length : close + 2;
    } else if (char === '{') {
      const match = PLACEHOLDER.exec(sql.slice(i, i + 40));
      if (match) {
        const index = Number(match[1]);
        if (index < 1 || index > parameters.length) {
          throw new ConnectorError('QUERY_FAILED', `No value was given for the parameter p${index}.`);
        }
        out += clickHouseLiteral(parameters[index - 1], match[2] ?? '');
        i += match[0].length;
        continue;
      }
    }
    out += sql.slice(i, end);
    i = end;
  }
  return out;
}

/** Index just past a quoted string or identifier: backslash escapes and doubled quotes. */
function quotedEnd(sql: string, start: number, quote: string): number {
  let i = start + 1;
  while (i < sql.length) {
    const char = sql[i];
    if (char === '\\') i += 2;
    else if (char === quote && sql[i + 1] === quote) i += 2;
    else if (char === quote) return i + 1;
    else i += 1;
  }
  return sql.length;
}
