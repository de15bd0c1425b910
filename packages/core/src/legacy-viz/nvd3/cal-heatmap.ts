// CalHeatmapViz (`cal_heatmap`): each metric's values keyed by epoch seconds, with the calendar's
// start, domain, subdomain and the number of domains the time range spans.
import { pythonFloatRepr } from '../../postprocessing/stats';
import { getSinceUntil } from '../../time/time-range';
import { LegacyVizError } from '../errors';
import type { LegacyFormData, LegacyQuery, LegacyViz, LegacyVizInput } from '../types';
import { DTTM_ALIAS } from './helpers';

const SUBDOMAIN_GRAINS: Readonly<Record<string, string>> = {
  min: 'PT1M',
  hour: 'PT1H',
  day: 'P1D',
  week: 'P1W',
  month: 'P1M',
  year: 'P1Y',
};

function calHeatmapQuery(base: LegacyQuery, formData: LegacyFormData): LegacyQuery {
  const subdomain =
    typeof formData.subdomain_granularity === 'string' ? formData.subdomain_granularity : 'min';
  const grain = SUBDOMAIN_GRAINS[subdomain];
  if (!grain) throw new LegacyVizError(`Invalid subdomain granularity: ${subdomain}`);
  const extras = (base.extras ?? {}) as Record<string, unknown>;
  // Only the `metrics` control is queried (BaseViz would add every metric key).
  return { ...base, metrics: formData.metrics ?? null, extras: { ...extras, time_grain_sqla: grain } };
}

const DAY = 86_400_000;

function addMonths(date: Date, months: number): Date {
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + months;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const out = new Date(date.getTime());
  out.setUTCFullYear(year, month, Math.min(date.getUTCDate(), last));
  return out;
}

/** dateutil's relativedelta(end, start) for end >= start: whole years, months, then days. */
function relativeDelta(end: Date, start: Date): { years: number; months: number; days: number } {
  let months =
    (end.getUTCFullYear() - start.getUTCFullYear()) * 12 + (end.getUTCMonth() - start.getUTCMonth());
  while (end < addMonths(start, months)) months -= 1;
  const rest = end.getTime() - addMonths(start, months).getTime();
  return { years: Math.trunc(months / 12), months: months % 12, days: Math.floor(rest / DAY) };
}

/** How many domains (years, months, weeks, days or hours) the calendar shows. */
function domainRange(domain: unknown, start: Date, end: Date): number {
  const delta = relativeDelta(end, start);
  const seconds = (end.getTime() - start.getTime()) / 1000;
  if (domain === 'year') return end.getUTCFullYear() - start.getUTCFullYear() + 1;
  if (domain === 'month') return delta.years * 12 + delta.months + 1;
  // relativedelta's weeks count only the days left after whole months, as in Superset.
  if (domain === 'week') return delta.years * 53 + Math.trunc(delta.days / 7) + 1;
  if (domain === 'day') return Math.floor(seconds / 86_400) + 1;
  return Math.floor(seconds / 3600) + 1;
}

/** get_data; `now` anchors relative time ranges (a naive wall clock, UTC fields). */
export function calHeatmapData(input: LegacyVizInput, now: Date = input.now ?? new Date()) {
  const { rows, formData, metricLabels, query } = input;
  const data: Record<string, Record<string, unknown>> = {};
  for (const metric of metricLabels) {
    const values: Record<string, unknown> = {};
    for (const row of rows) values[pythonFloatRepr(Number(row[DTTM_ALIAS]) / 1000)] = row[metric] ?? null;
    data[metric] = values;
  }
  const timeRange = typeof query.time_range === 'string' ? query.time_range : formData.time_range;
  let bounds: ReturnType<typeof getSinceUntil>;
  try {
    bounds = getSinceUntil({
      timeRange: typeof timeRange === 'string' ? timeRange : null,
      since: typeof formData.since === 'string' ? formData.since : null,
      until: typeof formData.until === 'string' ? formData.until : null,
      relativeStart: 'today',
      relativeEnd: 'today',
      now,
    });
  } catch (error) {
    throw new LegacyVizError((error as Error).message);
  }
  const { since, until } = bounds;
  if (!since || !until) throw new LegacyVizError('Please provide both time bounds (Since and Until)');
  const domain = formData.domain_granularity ?? null;
  return {
    data,
    start: since.getTime(),
    domain,
    subdomain: formData.subdomain_granularity ?? null,
    range: domainRange(domain, since, until),
  };
}

export const calHeatmapViz: LegacyViz = {
  id: 'cal_heatmap',
  name: 'Calendar Heatmap',
  isTimeseries: true,
  queryObject: calHeatmapQuery,
  getData: (input) => calHeatmapData(input),
};
