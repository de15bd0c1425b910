/**
 * The calendar of Superset's Calendar Heatmap (cal-heatmap): `range` domains (hours, days, weeks,
 * months or years) from the time range's start, each a block of subdomain cells. Times are UTC,
 * weeks start on Monday as cal-heatmap's default.
 */
export type Grain = 'min' | 'hour' | 'day' | 'week' | 'month' | 'year';

const MINUTE = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;

export const isGrain = (value: unknown): value is Grain =>
  typeof value === 'string' && ['min', 'hour', 'day', 'week', 'month', 'year'].includes(value);

/** The start of the grain period holding `t`. */
export function floorTo(t: number, grain: Grain): number {
  const d = new Date(t);
  switch (grain) {
    case 'min':
      return Math.floor(t / MINUTE) * MINUTE;
    case 'hour':
      return Math.floor(t / HOUR) * HOUR;
    case 'day':
      return Math.floor(t / DAY) * DAY;
    case 'week': {
      const day = Math.floor(t / DAY) * DAY;
      return day - ((new Date(day).getUTCDay() + 6) % 7) * DAY;
    }
    case 'month':
      return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
    case 'year':
      return Date.UTC(d.getUTCFullYear(), 0, 1);
  }
}

/** `t` moved `n` grain periods on. */
export function addGrain(t: number, grain: Grain, n: number): number {
  const d = new Date(t);
  switch (grain) {
    case 'min':
      return t + n * MINUTE;
    case 'hour':
      return t + n * HOUR;
    case 'day':
      return t + n * DAY;
    case 'week':
      return t + n * 7 * DAY;
    case 'month':
      return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + n, d.getUTCDate(), d.getUTCHours());
    case 'year':
      return Date.UTC(d.getUTCFullYear() + n, d.getUTCMonth(), d.getUTCDate(), d.getUTCHours());
  }
}

/** Rows of a domain block: weekdays for days, else cal-heatmap's column heights. */
const ROWS: Readonly<Record<Grain, number>> = { min: 10, hour: 6, day: 7, week: 1, month: 1, year: 1 };

export interface CalendarCell {
  readonly start: number;
  readonly row: number;
  readonly column: number;
}

export interface CalendarDomain {
  readonly start: number;
  readonly cells: readonly CalendarCell[];
  readonly rows: number;
  readonly columns: number;
}

/** The domains and their cells, laid out in rows and columns. */
export function calendarDomains(
  start: number,
  domain: Grain,
  subdomain: Grain,
  range: number,
): CalendarDomain[] {
  const domains: CalendarDomain[] = [];
  let from = floorTo(start, domain);
  for (let k = 0; k < Math.max(1, Math.min(range, 500)); k += 1) {
    const to = addGrain(from, domain, 1);
    const cells: CalendarCell[] = [];
    const rows = ROWS[subdomain];
    const firstWeek = floorTo(from, 'week');
    let t = floorTo(from, subdomain);
    for (let i = 0; t < to && i < 2000; i += 1, t = addGrain(t, subdomain, 1)) {
      if (t < from) continue;
      if (subdomain === 'day') {
        cells.push({
          start: t,
          row: (new Date(t).getUTCDay() + 6) % 7,
          column: Math.floor((t - firstWeek) / (7 * DAY)),
        });
      } else {
        cells.push({ start: t, row: cells.length % rows, column: Math.floor(cells.length / rows) });
      }
    }
    domains.push({
      start: from,
      cells,
      rows: Math.min(rows, Math.max(1, cells.length)),
      columns: 1 + Math.max(0, ...cells.map((c) => c.column)),
    });
    from = to;
  }
  return domains;
}

/** The values keyed by epoch seconds, summed per subdomain cell. */
export function valuesByCell(
  values: Readonly<Record<string, unknown>>,
  subdomain: Grain,
): Map<number, number> {
  const out = new Map<number, number>();
  for (const [seconds, value] of Object.entries(values)) {
    const t = Number(seconds) * 1000;
    if (!Number.isFinite(t) || typeof value !== 'number' || !Number.isFinite(value)) continue;
    const cell = floorTo(t, subdomain);
    out.set(cell, (out.get(cell) ?? 0) + value);
  }
  return out;
}

/** A value's step on the colour scale, 0..steps-1, between the smallest and largest value. */
export function colorStep(value: number, min: number, max: number, steps: number): number {
  if (max <= min) return steps - 1;
  return Math.min(steps - 1, Math.max(0, Math.floor(((value - min) / (max - min)) * steps)));
}
