import { format as d3Format } from 'd3-format';
import { utcFormat } from 'd3-time-format';

const integer = d3Format(',d');
const decimal = d3Format(',.4~f');
const compact = d3Format('.3~s');

/** Superset's adaptive number format: readable at a glance, exact for small integers. */
export function formatNumber(value: unknown): string {
  if (value === null || value === undefined) return '∅';
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(number)) return String(value);
  if (Number.isInteger(number) && Math.abs(number) < 1e15) return integer(number);
  if (Math.abs(number) >= 1e6) return compact(number);
  return decimal(number);
}

const dateOnly = utcFormat('%Y-%m-%d');
const dateTime = utcFormat('%Y-%m-%d %H:%M:%S');

/** Temporal values arrive as epoch milliseconds; midnight values show as dates. */
export function formatTemporal(value: unknown): string {
  if (value === null || value === undefined) return '∅';
  const date = typeof value === 'number' ? new Date(value) : new Date(String(value));
  if (Number.isNaN(date.getTime())) return String(value);
  const midnight = date.getUTCHours() === 0 && date.getUTCMinutes() === 0 && date.getUTCSeconds() === 0;
  return midnight ? dateOnly(date) : dateTime(date);
}

/** Compact axis labels: 1.2M, 34k. */
export function formatAxisNumber(value: number): string {
  return Math.abs(value) >= 1000 ? compact(value).replace('G', 'B') : formatNumber(value);
}

const smart = d3Format('.3~s');

/** SMART_NUMBER for headline values: 1.23M, 45.6k; small values keep their digits. */
export function formatBigNumber(value: number): string {
  if (Math.abs(value) >= 1000) return smart(value).replace('G', 'B');
  return formatNumber(value);
}

const tableDecimal = d3Format(',.2f');

/** Tables are for exact values: grouped integers, two decimals otherwise. */
export function formatTableNumber(value: unknown): string {
  if (value === null || value === undefined) return '∅';
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(number)) return String(value);
  if (Number.isInteger(number)) return integer(number);
  return Math.abs(number) < 1 ? decimal(number) : tableDecimal(number);
}
