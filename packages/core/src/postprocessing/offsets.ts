// pandas offset aliases for `resample`, in UTC: fixed "ticks" (1T, 1H, 1D, 7D...) anchored at
// midnight of the first day, and calendar offsets (W[-DAY], M, MS, Q, QS, A/Y, AS/YS) numbered
// as a sequence of anchor dates so that "+n", "−n", roll back and roll forward are index arithmetic.

const MINUTE = 60_000;
const DAY = 86_400_000;

export type Offset =
  | { readonly kind: 'tick'; readonly ms: number }
  | {
      readonly kind: 'anchored';
      readonly n: number;
      /** pandas closes and labels month/quarter/year-end and weekly bins on the right. */
      readonly closedRight: boolean;
      /** Anchor k as epoch ms (midnight UTC). */
      readonly anchor: (k: number) => number;
      /** The largest k whose anchor is at or before t. */
      readonly floorIndex: (t: number) => number;
    };

const WEEKDAYS = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'];
const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const TICKS: Record<string, number> = {
  L: 1,
  ms: 1,
  S: 1000,
  s: 1000,
  T: MINUTE,
  min: MINUTE,
  H: 60 * MINUTE,
  h: 60 * MINUTE,
  D: DAY,
};

/** Parses a rule such as `1D`, `7D`, `W`, `W-MON`, `1M`, `MS`, `Q`, `1AS`; null when unknown. */
export function parseOffset(rule: string): Offset | null {
  const match = /^(\d*)([A-Za-z]+)(?:-([A-Za-z]{3}))?$/.exec(rule.trim());
  if (!match) return null;
  const n = match[1] ? Number(match[1]) : 1;
  const unit = match[2]!;
  const anchor = match[3]?.toUpperCase();
  if (n < 1) return null;
  const tick = TICKS[unit];
  if (tick !== undefined) return anchor ? null : { kind: 'tick', ms: n * tick };
  switch (unit.toUpperCase()) {
    case 'W':
      return weekly(n, anchor ?? 'SUN');
    case 'M':
    case 'ME':
      return anchor ? null : monthly(n, 1, 0, true);
    case 'MS':
      return anchor ? null : monthly(n, 1, 0, false);
    case 'Q':
    case 'QE':
      return monthly(n, 3, monthOf(anchor ?? 'DEC'), true);
    case 'QS':
      return monthly(n, 3, monthOf(anchor ?? 'JAN'), false);
    case 'A':
    case 'Y':
    case 'YE':
      return monthly(n, 12, monthOf(anchor ?? 'DEC'), true);
    case 'AS':
    case 'YS':
      return monthly(n, 12, monthOf(anchor ?? 'JAN'), false);
    default:
      return null;
  }
}

const monthOf = (name: string): number => MONTHS.indexOf(name);
const mod = (a: number, b: number): number => ((a % b) + b) % b;
export const normalize = (t: number): number => Math.floor(t / DAY) * DAY;

function weekly(n: number, day: string): Offset | null {
  const weekday = WEEKDAYS.indexOf(day);
  if (weekday < 0) return null;
  // 1970-01-01 was a Thursday (weekday 3); anchor 0 is the first such weekday on or after it.
  const first = mod(weekday - 3, 7);
  return {
    kind: 'anchored',
    n,
    closedRight: true,
    anchor: (k) => (first + 7 * k) * DAY,
    floorIndex: (t) => Math.floor((Math.floor(t / DAY) - first) / 7),
  };
}

/** Month-based anchors every `step` months, on months ≡ `anchorMonth` (mod step), at month end or start. */
function monthly(n: number, step: number, anchorMonth: number, end: boolean): Offset | null {
  if (anchorMonth < 0) return null;
  // Month number M = year * 12 + month; anchor k is the month M = anchorMonth + k * step.
  const monthStart = (m: number) => Date.UTC(Math.floor(m / 12), mod(m, 12), 1);
  const anchor = (k: number) => {
    const m = anchorMonth + k * step;
    return end ? monthStart(m + 1) - DAY : monthStart(m);
  };
  const floorIndex = (t: number) => {
    const date = new Date(t);
    const m = date.getUTCFullYear() * 12 + date.getUTCMonth();
    let k = Math.floor((m - anchorMonth) / step);
    while (anchor(k + 1) <= t) k += 1;
    while (anchor(k) > t) k -= 1;
    return k;
  };
  return { kind: 'anchored', n, closedRight: end, anchor, floorIndex };
}

export interface Bins {
  /** Output timestamps, one per bin. */
  readonly labels: number[];
  /** Bin of a timestamp, or -1 when outside every bin. */
  readonly binOf: (t: number) => number;
}

/** pandas' resample bins for data spanning [min, max] (origin "start_day" unless given). */
export function resampleBins(offset: Offset, min: number, max: number, origin?: number): Bins {
  if (offset.kind === 'tick') {
    const f = offset.ms;
    const start = origin ?? normalize(min);
    const first = min - mod(min - start, f);
    const rest = mod(max - start, f);
    const last = rest > 0 ? max + (f - rest) : max + f;
    const labels: number[] = [];
    for (let t = first; t < last; t += f) labels.push(t);
    return { labels, binOf: (t) => (t < first || t >= last ? -1 : Math.floor((t - first) / f)) };
  }
  const { n, anchor, floorIndex, closedRight } = offset;
  const lo = normalize(min);
  const hi = normalize(max);
  const onOffset = (t: number) => anchor(floorIndex(t)) === t;
  const firstIndex = closedRight
    ? onOffset(lo)
      ? floorIndex(lo) - n
      : floorIndex(lo) + 1 - n
    : floorIndex(lo);
  const lastTime = anchor(floorIndex(hi) + n);
  const binner: number[] = [];
  for (let k = firstIndex; anchor(k) <= lastTime; k += n) binner.push(anchor(k));
  if (!closedRight) {
    return {
      labels: binner.slice(0, -1),
      binOf: (t) => {
        const i = Math.floor((floorIndex(t) - firstIndex) / n);
        return i < 0 || i >= binner.length - 1 ? -1 : i;
      },
    };
  }
  // Right-closed calendar bins end at the last moment of their label day (pandas _adjust_bin_edges).
  const edges = binner.map((t) => t + DAY - 1);
  if (edges.length >= 2 && edges[edges.length - 2]! > max) {
    edges.pop();
    binner.pop();
  }
  return {
    labels: binner.slice(1),
    binOf: (t) => {
      if (edges.length < 2 || t <= edges[0]! || t > edges[edges.length - 1]!) return -1;
      // Binary search for the first edge at or after t; the bin ends there.
      let lo = 1;
      let hi = edges.length - 1;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (edges[mid]! >= t) hi = mid;
        else lo = mid + 1;
      }
      return lo - 1;
    },
  };
}

/** pandas.date_range(start, end, freq, inclusive="left") for a parsed offset. */
export function dateRange(offset: Offset, start: number, end: number): number[] {
  const out: number[] = [];
  if (offset.kind === 'tick') {
    for (let t = start; t < end; t += offset.ms) out.push(t);
    return out;
  }
  let k = offset.floorIndex(start);
  if (offset.anchor(k) < start) k += 1;
  for (; offset.anchor(k) < end; k += offset.n) out.push(offset.anchor(k));
  return out;
}
