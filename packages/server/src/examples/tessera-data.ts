/**
 * The SQL of our own deterministic example data. Everything is computed inside DuckDB from
 * `range()` and a seeded hash (no Math.random), so a million rows take a few seconds and the same
 * seed gives the same rows on every run.
 */

import { COUNTRIES } from './tessera-countries';

export const EXAMPLES_DATA_VERSION = 2;
export const DEFAULT_ORDER_ROWS = 1_000_000;
export const DEFAULT_SEED = 20_240_601;

/** Orders and sessions cover three years, ending mid-2026. */
export const WINDOW_START = '2023-07-01';
export const WINDOW_DAYS = 1096;

/** [value, weight in percent] */
type Weighted = readonly (readonly [string, number])[];

const PRODUCT_LINES: readonly { name: string; price: number; costRatio: number; weight: number }[] = [
  { name: 'Laptops', price: 1250, costRatio: 0.78, weight: 18 },
  { name: 'Phones', price: 820, costRatio: 0.72, weight: 20 },
  { name: 'Monitors', price: 310, costRatio: 0.7, weight: 14 },
  { name: 'Accessories', price: 45, costRatio: 0.45, weight: 26 },
  { name: 'Software', price: 160, costRatio: 0.2, weight: 14 },
  { name: 'Services', price: 540, costRatio: 0.55, weight: 8 },
];
const CHANNELS: Weighted = [
  ['Online', 45],
  ['Retail', 25],
  ['Partner', 20],
  ['Direct Sales', 10],
];
const SEGMENTS: Weighted = [
  ['Consumer', 55],
  ['Small Business', 30],
  ['Enterprise', 15],
];
const STATUSES: Weighted = [
  ['Shipped', 88],
  ['In Process', 5],
  ['Returned', 4],
  ['Cancelled', 3],
];
const DEVICES: Weighted = [
  ['Desktop', 52],
  ['Mobile', 40],
  ['Tablet', 8],
];
const BROWSERS: Weighted = [
  ['Chrome', 60],
  ['Safari', 22],
  ['Edge', 9],
  ['Firefox', 7],
  ['Other', 2],
];
const SOURCES: readonly { name: string; weight: number; conversion: number }[] = [
  { name: 'Organic Search', weight: 34, conversion: 0.028 },
  { name: 'Direct', weight: 22, conversion: 0.041 },
  { name: 'Paid Search', weight: 16, conversion: 0.035 },
  { name: 'Social', weight: 14, conversion: 0.012 },
  { name: 'Email', weight: 8, conversion: 0.052 },
  { name: 'Referral', weight: 6, conversion: 0.031 },
];
const PAGES: Weighted = [
  ['/', 30],
  ['/products/laptops', 14],
  ['/products/phones', 14],
  ['/pricing', 12],
  ['/blog', 15],
  ['/docs', 10],
  ['/signup', 5],
];

export function sqlString(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

function sqlList(values: readonly (string | number)[]): string {
  return `[${values.map((v) => (typeof v === 'number' ? String(v) : sqlString(v))).join(', ')}]`;
}

/** A 100-slot list where each value appears `weight` times: index it with a uniform draw. */
function slots<T>(
  items: readonly T[],
  weightOf: (item: T) => number,
  valueAt: (item: T, i: number) => string | number,
) {
  const out: (string | number)[] = [];
  items.forEach((item, i) => {
    for (let k = 0; k < weightOf(item); k++) out.push(valueAt(item, i));
  });
  if (out.length !== 100) throw new Error(`weights must add up to 100, got ${out.length}`);
  return sqlList(out);
}

function pick(weighted: Weighted, draw: string): string {
  return `${slots(
    weighted,
    ([, w]) => w,
    ([v]) => v,
  )}[1 + floor(${draw} * 100)::INTEGER]`;
}

/**
 * `tessera_u(i, k)`: a uniform draw in [0, 1) for row i and stream k, from DuckDB's vectorised
 * `hash()` of (row, stream, seed): the top 53 bits of the 64-bit hash as a double. The same seed
 * gives the same rows on every run with the DuckDB version the lockfile pins (an arithmetic
 * xorshift written in SQL was three times slower, and a million rows must take seconds).
 */
export function macrosSql(seed: number): string {
  return `CREATE OR REPLACE TEMP MACRO tessera_u(i, k) AS (
  (hash(i, k, ${Math.trunc(seed)}::BIGINT) >> 11) / 9007199254740992.0
);`;
}

export function countriesSql(): string {
  const rows = COUNTRIES.map(
    (c) =>
      `(${sqlString(c.name)}, ${sqlString(c.iso)}, ${sqlString(c.region)}, ${sqlString(c.currency)}, ${c.population}, ${c.gdpPerCapita}, ${c.lat}, ${c.lon})`,
  );
  return `CREATE OR REPLACE TABLE tessera_countries AS
SELECT country, iso_code, region, currency, population_millions::DOUBLE AS population_millions,
  gdp_per_capita_usd::INTEGER AS gdp_per_capita_usd, latitude::DOUBLE AS latitude, longitude::DOUBLE AS longitude
FROM (VALUES ${rows.join(',\n  ')}) t(country, iso_code, region, currency, population_millions, gdp_per_capita_usd, latitude, longitude)`;
}

const countryNames = sqlList(COUNTRIES.map((c) => c.name));
const countryRegions = sqlList(COUNTRIES.map((c) => c.region));
const countrySlots = slots(
  COUNTRIES,
  (c) => c.weight,
  (_c, i) => i + 1,
);

/**
 * A day in the window: the daily volume doubles over the three years (the density of
 * `2·sqrt(0.25 + 0.75u) − 1` grows linearly), and 12% of rows fall in a mid-November to
 * year-end peak of one of the three years.
 */
function orderTimestamp(u1: string, u2: string, u3: string): string {
  const peak = `floor(${u1} * 3)::INTEGER * 365 + 137 + floor(${u3} * 46)::INTEGER`;
  const growth = `floor((sqrt(0.25 + 0.75 * ${u1}) - 0.5) * 2 * ${WINDOW_DAYS})::INTEGER`;
  return `TIMESTAMP '${WINDOW_START}' + to_days(least(${WINDOW_DAYS - 1}, CASE WHEN ${u2} < 0.12 THEN ${peak} ELSE ${growth} END))`;
}

export function ordersSql(rows: number): string {
  const price = `CASE product_line ${PRODUCT_LINES.map((p) => `WHEN ${sqlString(p.name)} THEN ${p.price}`).join(' ')} END`;
  const costRatio = `CASE product_line ${PRODUCT_LINES.map((p) => `WHEN ${sqlString(p.name)} THEN ${p.costRatio}`).join(' ')} END`;
  return `CREATE OR REPLACE TABLE tessera_orders AS
WITH draws AS MATERIALIZED (
  SELECT i,
    ${countrySlots}[1 + floor(tessera_u(i, 1) * 100)::INTEGER] AS country_idx,
    ${orderTimestamp('tessera_u(i, 2)', 'tessera_u(i, 3)', 'tessera_u(i, 4)')}
      + to_seconds((28800 + floor(tessera_u(i, 5) * 50400))::BIGINT) AS order_date,
    ${slots(
      PRODUCT_LINES,
      (p) => p.weight,
      (p) => p.name,
    )}[1 + floor(tessera_u(i, 6) * 100)::INTEGER] AS product_line,
    ${pick(CHANNELS, 'tessera_u(i, 7)')} AS channel,
    ${pick(SEGMENTS, 'tessera_u(i, 8)')} AS customer_segment,
    ${pick(STATUSES, 'tessera_u(i, 9)')} AS status,
    tessera_u(i, 10) AS u_quantity, tessera_u(i, 11) AS u_price, tessera_u(i, 12) AS u_discount, tessera_u(i, 13) AS u_cost
  FROM range(${Math.trunc(rows)}) r(i)
), priced AS MATERIALIZED (
  SELECT *,
    (1 + floor(u_quantity * u_quantity * CASE customer_segment WHEN 'Enterprise' THEN 60 WHEN 'Small Business' THEN 12 ELSE 3 END))::INTEGER AS quantity,
    round((${price}) * (0.85 + 0.3 * u_price), 2)::DECIMAL(10, 2) AS unit_price,
    (floor(u_discount * u_discount * 5) * 0.05)::DECIMAL(4, 2) AS discount
  FROM draws
), measured AS MATERIALIZED (
  SELECT *, round(quantity * unit_price * (1 - discount), 2)::DECIMAL(14, 2) AS revenue FROM priced
)
SELECT
  (i + 1)::BIGINT AS order_id,
  order_date,
  ${countryRegions}[country_idx] AS region,
  ${countryNames}[country_idx] AS country,
  product_line, channel, customer_segment,
  CASE WHEN revenue < 3000 THEN 'Small' WHEN revenue < 10000 THEN 'Medium' ELSE 'Large' END AS deal_size,
  status, quantity, unit_price, discount, revenue,
  round(revenue * (${costRatio}) * (0.9 + 0.2 * u_cost), 2)::DECIMAL(14, 2) AS cost
FROM measured`;
}

export function sessionsSql(rows: number): string {
  const conversion = `CASE traffic_source ${SOURCES.map((s) => `WHEN ${sqlString(s.name)} THEN ${s.conversion}`).join(' ')} END`;
  return `CREATE OR REPLACE TABLE tessera_web_sessions AS
WITH draws AS MATERIALIZED (
  SELECT i,
    ${orderTimestamp('tessera_u(i, 21)', 'tessera_u(i, 22)', 'tessera_u(i, 23)')}
      + to_seconds(floor(tessera_u(i, 24) * 86400)::BIGINT) AS session_start,
    ${pick(DEVICES, 'tessera_u(i, 25)')} AS device,
    ${pick(BROWSERS, 'tessera_u(i, 26)')} AS browser,
    ${slots(
      SOURCES,
      (s) => s.weight,
      (s) => s.name,
    )}[1 + floor(tessera_u(i, 27) * 100)::INTEGER] AS traffic_source,
    ${countryNames}[${countrySlots}[1 + floor(tessera_u(i, 28) * 100)::INTEGER]] AS country,
    ${pick(PAGES, 'tessera_u(i, 29)')} AS landing_page,
    (1 + floor(pow(tessera_u(i, 30), 3) * 25))::INTEGER AS pageviews,
    tessera_u(i, 31) AS u_duration, tessera_u(i, 32) AS u_convert
  FROM range(${Math.trunc(rows)}) r(i)
)
SELECT
  (i + 1)::BIGINT AS session_id, session_start, session_start::DATE AS session_date,
  device, browser, traffic_source, country, landing_page, pageviews,
  (CASE WHEN pageviews = 1 THEN floor(u_duration * 40) ELSE pageviews * (20 + floor(u_duration * 90)) END)::INTEGER AS duration_seconds,
  pageviews = 1 AS bounced,
  pageviews > 1 AND u_convert < (${conversion}) * (1 + pageviews / 5.0) AS converted
FROM draws`;
}

export function sessionRowsFor(orderRows: number): number {
  return Math.max(1000, Math.round(orderRows * 0.3));
}
