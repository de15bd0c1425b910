/**
 * Superset's `internet_address` advanced type (advanced_data_type/plugins/internet_address.py):
 * IPv4 or IPv6 addresses and CIDR networks (host bits allowed, as ipaddress.ip_network with
 * strict=False), or a plain integer, stored as integers. One address converts to its integer, a
 * network to its first and last address.
 */
import {
  type AdvancedDataType,
  type AdvancedTypeConversion,
  type AdvancedTypeValue,
  displayValue,
} from './types';

const OPERATORS = [
  'EQUALS',
  'GREATER_THAN_OR_EQUAL',
  'GREATER_THAN',
  'IN',
  'LESS_THAN',
  'LESS_THAN_OR_EQUAL',
] as const;

/** Integers above 2^53 (IPv6) travel as decimal text, so no digit is lost in JSON. */
const out = (value: bigint): number | string =>
  value <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(value) : value.toString();

function parseIpv4(text: string): bigint | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  let result = 0n;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part) || Number(part) > 255) return null;
    result = (result << 8n) + BigInt(part);
  }
  return result;
}

function parseIpv6(text: string): bigint | null {
  if (!text.includes(':')) return null;
  let source = text;
  // An embedded IPv4 tail (::ffff:10.0.0.1) stands for the last two groups.
  const tail = /^(.*:)(\d+\.\d+\.\d+\.\d+)$/.exec(source);
  if (tail) {
    const v4 = parseIpv4(tail[2] as string);
    if (v4 === null) return null;
    source = `${tail[1]}${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`;
  }
  const halves = source.split('::');
  if (halves.length > 2) return null;
  const groups = (half: string) => (half === '' ? [] : half.split(':'));
  const head = groups(halves[0] as string);
  const rest = halves.length === 2 ? groups(halves[1] as string) : [];
  const missing = 8 - head.length - rest.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const all = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...rest];
  let result = 0n;
  for (const group of all) {
    if (!/^[0-9a-fA-F]{1,4}$/.test(group)) return null;
    result = (result << 16n) + BigInt(Number.parseInt(group, 16));
  }
  return result;
}

/** The first and last address of the network the text names, or null when it names none. */
export function parseNetwork(text: string): { readonly start: bigint; readonly end: bigint } | null {
  const trimmed = text.trim();
  if (/^\d+$/.test(trimmed)) {
    const value = BigInt(trimmed);
    return value < 1n << 128n ? { start: value, end: value } : null;
  }
  const [address = '', prefixText, extra] = trimmed.split('/');
  if (extra !== undefined) return null;
  const v4 = parseIpv4(address);
  const value = v4 ?? parseIpv6(address);
  if (value === null) return null;
  const bits = v4 !== null ? 32 : 128;
  let prefix = bits;
  if (prefixText !== undefined) {
    if (!/^\d{1,3}$/.test(prefixText) || Number(prefixText) > bits) return null;
    prefix = Number(prefixText);
  }
  const hostMask = (1n << BigInt(bits - prefix)) - 1n;
  const start = value & ~hostMask & ((1n << BigInt(bits)) - 1n);
  return { start, end: start | hostMask };
}

export const internetAddress: AdvancedDataType = {
  id: 'internet_address',
  verboseName: 'internet address',
  description: 'represents both an ip and cidr range',
  convert(values: readonly unknown[]): AdvancedTypeConversion {
    const converted: AdvancedTypeValue[] = [];
    let error = '';
    // Superset answers an empty input with [[""]] and no error: the operators are still useful.
    if (values.length === 1 && values[0] === '') {
      return { values: [['']], error_message: '', display_value: '', valid_filter_operators: OPERATORS };
    }
    for (const value of values) {
      const text = String(value);
      const network = parseNetwork(text);
      if (!network) {
        error = `'${text}' does not appear to be an IPv4 or IPv6 network`;
        break;
      }
      converted.push(
        network.start === network.end
          ? out(network.start)
          : { start: out(network.start), end: out(network.end) },
      );
    }
    return {
      values: converted,
      error_message: error,
      display_value: displayValue(converted),
      valid_filter_operators: OPERATORS,
    };
  },
};
