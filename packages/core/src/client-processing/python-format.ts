/**
 * Python's format-spec mini-language (`"{:" + spec + "}".format(value)`), which Superset's table
 * post-processor applies with a column's `d3NumberFormat`: d3 formats that are also valid Python
 * specs (",d", ",.2f", ".1%") format; the others raise, and the column is left as it was.
 * https://docs.python.org/3/library/string.html#format-specification-mini-language
 */

export class PythonFormatError extends Error {}

/** A value as Python sees it: an int, a float, or text. */
export type PythonValue =
  | { readonly type: 'int'; readonly value: number }
  | { readonly type: 'float'; readonly value: number }
  | { readonly type: 'str'; readonly value: string };

interface Spec {
  fill: string;
  align: string | undefined;
  sign: string;
  z: boolean;
  alternate: boolean;
  zero: boolean;
  width: number;
  grouping: string | undefined;
  precision: number | undefined;
  type: string;
}

const SPEC = /^(?:([\s\S])?([<>=^]))?([-+ ])?(z)?(#)?(0)?(\d+)?([,_])?(?:\.(\d+))?([a-zA-Z%])?$/;

function parseSpec(text: string): Spec {
  const m = SPEC.exec(text);
  if (!m) throw new PythonFormatError('Invalid format specifier');
  return {
    fill: m[1] ?? ' ',
    align: m[2],
    sign: m[3] ?? '-',
    z: Boolean(m[4]),
    alternate: Boolean(m[5]),
    zero: Boolean(m[6]),
    width: m[7] ? Number(m[7]) : 0,
    grouping: m[8],
    precision: m[9] === undefined ? undefined : Number(m[9]),
    type: m[10] ?? '',
  };
}

function group(digits: string, separator: string, every: number): string {
  let out = '';
  for (let i = 0; i < digits.length; i++) {
    if (i > 0 && (digits.length - i) % every === 0) out += separator;
    out += digits[i];
  }
  return out;
}

/** Groups the integer part of a formatted magnitude ("1234567.5" → "1,234,567.5"). */
function groupNumber(text: string, separator: string | undefined): string {
  if (!separator) return text;
  const match = /^(\d+)(.*)$/.exec(text);
  return match ? group(match[1]!, separator, 3) + match[2]! : text;
}

const twoDigitExponent = (text: string) => text.replace(/e([+-])(\d)$/, 'e$10$2');

function stripZeros(text: string): string {
  const [mantissa = '', exponent] = text.split('e');
  const stripped = mantissa.includes('.') ? mantissa.replace(/\.?0+$/, '') : mantissa;
  return exponent === undefined ? stripped : `${stripped}e${exponent}`;
}

/** 'g': fixed or scientific by the exponent, trailing zeros dropped unless '#'. */
function general(x: number, precision: number, alternate: boolean, noTypeRule: boolean): string {
  const p = precision === 0 ? 1 : precision;
  const exponent = x === 0 ? 0 : Number(x.toExponential(p - 1).split('e')[1]);
  const limit = noTypeRule ? p - 1 : p;
  let text =
    exponent >= -4 && exponent < limit
      ? toFixedHalfEven(x, Math.max(0, p - 1 - exponent))
      : twoDigitExponent(x.toExponential(p - 1));
  if (!alternate) text = stripZeros(text);
  if (noTypeRule && !/[.e]/.test(text)) text += '.0';
  return text;
}

/** The exact binary value of a finite double: mantissa × 2^exponent. */
function exactParts(x: number): { mantissa: bigint; exponent: number } {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, x);
  const bits = view.getBigUint64(0);
  const biased = Number((bits >> 52n) & 0x7ffn);
  const fraction = bits & 0xfffffffffffffn;
  return biased === 0
    ? { mantissa: fraction, exponent: -1074 }
    : { mantissa: fraction | 0x10000000000000n, exponent: biased - 1075 };
}

/**
 * `toFixed` with Python's rounding: both round the exact binary value, but on an exact tie
 * (0.125 to two places) Python rounds half to even where JavaScript rounds up.
 */
function toFixedHalfEven(x: number, digits: number): string {
  const { mantissa, exponent } = exactParts(x);
  // An integral double: its exact digits (JavaScript's toFixed turns exponential from 1e21).
  if (exponent >= 0)
    return (mantissa << BigInt(exponent)).toString() + (digits ? `.${'0'.repeat(digits)}` : '');
  const text = x.toFixed(digits);
  // x·10^d·2 = mantissa·10^d·2 / 2^-exponent: a tie when that quotient is an odd integer.
  const doubled = mantissa * 10n ** BigInt(digits) * 2n;
  const divisor = 2n ** BigInt(-exponent);
  if (doubled % divisor !== 0n || (doubled / divisor) % 2n === 0n) return text;
  const below = (doubled / divisor - 1n) / 2n;
  const even = below % 2n === 0n ? below : below + 1n;
  const padded = even.toString().padStart(digits + 1, '0');
  return digits ? `${padded.slice(0, -digits)}.${padded.slice(-digits)}` : padded;
}

function finiteFloat(x: number, spec: Spec): string {
  const p = spec.precision;
  switch (spec.type) {
    case 'f':
    case 'F':
      return toFixedHalfEven(x, p ?? 6) + (spec.alternate && p === 0 ? '.' : '');
    case 'e':
    case 'E':
      return twoDigitExponent(x.toExponential(p ?? 6));
    case '%':
      return `${toFixedHalfEven(x * 100, p ?? 6)}%`;
    case 'g':
    case 'G':
    case 'n':
      return general(x, p ?? 6, spec.alternate, false);
    default:
      // No type: repr when no precision, else 'g' that keeps one decimal.
      if (p === undefined) return reprMagnitude(x);
      return general(x, p, spec.alternate, true);
  }
}

function reprMagnitude(x: number): string {
  if (Number.isInteger(x) && x < 1e16) return `${x}.0`;
  const [mantissa = '', exp = '0'] = x.toExponential().split('e');
  const exponent = Number(exp);
  if (exponent < -4 || exponent >= 16)
    return twoDigitExponent(`${mantissa}e${exponent < 0 ? '-' : '+'}${Math.abs(exponent)}`);
  return String(x);
}

function floatBody(x: number, spec: Spec): string {
  const upper = spec.type === 'F' || spec.type === 'E' || spec.type === 'G';
  let text: string;
  if (Number.isNaN(x)) text = 'nan';
  else if (!Number.isFinite(x)) text = 'inf';
  else text = groupNumber(finiteFloat(x, spec), spec.grouping);
  if (spec.type === '%' && !Number.isFinite(x)) text += '%';
  return upper ? text.toUpperCase() : text;
}

const INT_TYPES = new Set(['', 'd', 'n', 'b', 'o', 'x', 'X', 'c']);
const FLOAT_TYPES = new Set(['', 'e', 'E', 'f', 'F', 'g', 'G', 'n', '%']);

function intBody(n: number, spec: Spec): string {
  if (spec.precision !== undefined)
    throw new PythonFormatError('Precision not allowed in integer format specifier');
  if (spec.grouping === ',' && 'nbxXoc'.includes(spec.type) && spec.type) {
    throw new PythonFormatError(`Cannot specify ',' with '${spec.type}'.`);
  }
  const radix = { b: 2, o: 8, x: 16, X: 16 }[spec.type];
  if (spec.type === 'c') return String.fromCodePoint(n);
  if (radix) {
    const digits = n.toString(radix);
    const body = spec.grouping ? group(digits, spec.grouping, 4) : digits;
    const prefix = spec.alternate ? `0${spec.type}` : '';
    return spec.type === 'X' ? (prefix + body).toUpperCase() : prefix + body;
  }
  return spec.grouping ? group(String(n), spec.grouping, 3) : String(n);
}

function pad(sign: string, body: string, spec: Spec, defaultAlign: string): string {
  const align = spec.align ?? (spec.zero ? '=' : defaultAlign);
  const fill = spec.align === undefined && spec.zero ? '0' : spec.fill;
  const missing = spec.width - sign.length - body.length;
  if (missing <= 0) return sign + body;
  const filler = fill.repeat(missing);
  if (align === '<') return sign + body + filler;
  if (align === '^') {
    const left = fill.repeat(Math.floor(missing / 2));
    return left + sign + body + fill.repeat(missing - left.length);
  }
  if (align === '=') return sign + filler + body;
  return filler + sign + body;
}

/** `format(value, spec)` as Python answers it; throws PythonFormatError where Python raises. */
export function pythonFormat(value: PythonValue, specText: string): string {
  const spec = parseSpec(specText);
  if (value.type === 'str') {
    if (spec.type !== '' && spec.type !== 's') {
      throw new PythonFormatError(`Unknown format code '${spec.type}' for object of type 'str'`);
    }
    if (spec.sign !== '-' || spec.alternate || spec.grouping || spec.align === '=' || spec.zero) {
      throw new PythonFormatError('Sign not allowed in string format specifier');
    }
    const text = spec.precision === undefined ? value.value : value.value.slice(0, spec.precision);
    return pad('', text, spec, '<');
  }
  const asFloat = value.type === 'float' || (value.type === 'int' && !INT_TYPES.has(spec.type));
  if (asFloat && !FLOAT_TYPES.has(spec.type)) {
    throw new PythonFormatError(`Unknown format code '${spec.type}' for object of type '${value.type}'`);
  }
  const x = value.value;
  const negative = x < 0 || Object.is(x, -0);
  let body = asFloat ? floatBody(Math.abs(x), spec) : intBody(Math.abs(x), spec);
  let isNegative = negative && !Number.isNaN(x);
  if (spec.z && isNegative && Number.isFinite(x) && !/[1-9]/.test(body)) isNegative = false;
  const sign = isNegative ? '-' : spec.sign === '+' ? '+' : spec.sign === ' ' ? ' ' : '';
  if (spec.type === 'n' && spec.grouping) throw new PythonFormatError("Cannot specify ',' with 'n'.");
  body = body.replace(/^-/, '');
  return pad(sign, body, spec, '>');
}
