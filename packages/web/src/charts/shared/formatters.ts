/**
 * Display helpers for values of unknown type (tables, tooltips, drill rows), built on core's
 * Superset formats: null shows as ∅, integers exactly, other numbers adaptively.
 */
import { d3NumberFormat, getNumberFormatter, getTimeFormatter, NumberFormats, toDate } from '@tessera/core';

const integer = d3NumberFormat(',d');
const decimal = d3NumberFormat(',.4~f');
const compact = d3NumberFormat('.3~s');
const smart = getNumberFormatter(NumberFormats.SMART_NUMBER);

/** Readable at a glance, exact for integers: 12,345 · 0.1235 · 1.23M. */
export function formatNumber(value: unknown): string {
  if (value === null || value === undefined) return '∅';
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(number)) return String(value);
  if (Number.isInteger(number) && Math.abs(number) < 1e15) return integer(number);
  if (Math.abs(number) >= 1e6) return compact(number);
  return decimal(number);
}

const dateOnly = getTimeFormatter('%Y-%m-%d');
const dateTime = getTimeFormatter('%Y-%m-%d %H:%M:%S');

/** Temporal values arrive as epoch milliseconds; midnight values show as dates. */
export function formatTemporal(value: unknown): string {
  if (value === null || value === undefined) return '∅';
  const date = toDate(value);
  if (!date) return String(value);
  const midnight = date.getUTCHours() === 0 && date.getUTCMinutes() === 0 && date.getUTCSeconds() === 0;
  return midnight ? dateOnly(date) : dateTime(date);
}

/** Compact axis labels: 1.2M, 34k; small values as SMART_NUMBER. */
export function formatAxisNumber(value: number): string {
  return Math.abs(value) >= 1000 ? compact(value).replace('G', 'B') : formatNumber(value);
}

/** SMART_NUMBER for headline values: 1.23M, 45.6k, 0.0023. */
export function formatBigNumber(value: number): string {
  return smart(value);
}

const tableDecimal = d3NumberFormat(',.2f');

/** Tables are for exact values: grouped integers, two decimals otherwise. */
export function formatTableNumber(value: unknown): string {
  if (value === null || value === undefined) return '∅';
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(number)) return String(value);
  if (Number.isInteger(number)) return integer(number);
  return Math.abs(number) < 1 ? decimal(number) : tableDecimal(number);
}
