/**
 * The time-range editor's model, pure (spec 001 points 3-5, SUPERSET_FACTS §3.4): which frame a
 * value belongs to (Last, Previous, Custom, Advanced, No filter), and the custom range encoded
 * to and decoded from Superset's text (`DATEADD(DATETIME("now"), -7, day) : now`).
 */

export const NO_FILTER = 'No filter';

export type FrameType = 'Last' | 'Previous' | 'Custom' | 'Advanced' | 'No filter';

export const FRAME_TYPES: readonly FrameType[] = ['Last', 'Previous', 'Custom', 'Advanced', 'No filter'];

export const LAST_OPTIONS = [
  { value: 'Last day', label: 'Last day' },
  { value: 'Last week', label: 'Last week' },
  { value: 'Last month', label: 'Last month' },
  { value: 'Last quarter', label: 'Last quarter' },
  { value: 'Last year', label: 'Last year' },
] as const;

export const PREVIOUS_OPTIONS = [
  { value: 'previous calendar week', label: 'Previous calendar week' },
  { value: 'previous calendar month', label: 'Previous calendar month' },
  { value: 'previous calendar year', label: 'Previous calendar year' },
] as const;

/** Spec 001: choosing Last defaults to Last week, Previous to the previous calendar week. */
export const FRAME_DEFAULTS: Readonly<Record<FrameType, string>> = {
  Last: 'Last week',
  Previous: 'previous calendar week',
  Custom: '',
  Advanced: '',
  'No filter': NO_FILTER,
};

export type DateMode = 'specific' | 'relative' | 'now' | 'today';
export type Grain = 'second' | 'minute' | 'hour' | 'day' | 'week' | 'month' | 'quarter' | 'year';
export const GRAINS: readonly Grain[] = [
  'second',
  'minute',
  'hour',
  'day',
  'week',
  'month',
  'quarter',
  'year',
];

export interface CustomRange {
  readonly sinceMode: DateMode;
  readonly sinceDatetime: string;
  readonly sinceGrain: Grain;
  readonly sinceGrainValue: number;
  readonly untilMode: DateMode;
  readonly untilDatetime: string;
  readonly untilGrain: Grain;
  readonly untilGrainValue: number;
  readonly anchorMode: 'now' | 'specific';
  readonly anchorValue: string;
}

/** YYYY-MM-DDTHH:mm:ss of a local date (spec 001's datetime format). */
export function formatDatetime(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
  );
}

/** Today at midnight, as the specific-date fields start. */
export function todayMidnight(now: Date = new Date()): string {
  return formatDatetime(new Date(now.getFullYear(), now.getMonth(), now.getDate()));
}

/** Spec 001 point 9: from 7 days before to 7 days after, both relative, anchored at now. */
export function defaultCustomRange(now: Date = new Date()): CustomRange {
  const today = todayMidnight(now);
  return {
    sinceMode: 'relative',
    sinceDatetime: today,
    sinceGrain: 'day',
    sinceGrainValue: -7,
    untilMode: 'relative',
    untilDatetime: today,
    untilGrain: 'day',
    untilGrainValue: 7,
    anchorMode: 'now',
    anchorValue: 'now',
  };
}

const SPECIFIC_MODES: ReadonlySet<DateMode> = new Set(['specific', 'now', 'today']);

function fixedSide(mode: DateMode, datetime: string): string {
  return mode === 'specific' ? datetime : mode;
}

/** Superset's customTimeRangeEncode: relative sides count from the other side, or the anchor. */
export function encodeCustomRange(range: CustomRange): string {
  const since = fixedSide(range.sinceMode, range.sinceDatetime);
  const until = fixedSide(range.untilMode, range.untilDatetime);
  const back = -Math.abs(range.sinceGrainValue);
  const forward = Math.abs(range.untilGrainValue);
  const sinceFixed = SPECIFIC_MODES.has(range.sinceMode);
  const untilFixed = SPECIFIC_MODES.has(range.untilMode);
  if (sinceFixed && untilFixed) return `${since} : ${until}`;
  if (sinceFixed) return `${since} : DATEADD(DATETIME("${since}"), ${forward}, ${range.untilGrain})`;
  if (untilFixed) return `DATEADD(DATETIME("${until}"), ${back}, ${range.sinceGrain}) : ${until}`;
  const anchor = range.anchorMode === 'now' ? 'now' : range.anchorValue;
  return (
    `DATEADD(DATETIME("${anchor}"), ${back}, ${range.sinceGrain}) : ` +
    `DATEADD(DATETIME("${anchor}"), ${forward}, ${range.untilGrain})`
  );
}

const DATETIME = String.raw`\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}`;
const FIXED = new RegExp(`^(${DATETIME}|now|today)$`);
const GRAIN = `(${GRAINS.join('|')})`;
const RELATIVE = new RegExp(
  `^DATEADD\\(DATETIME\\("(${DATETIME}|now|today)"\\),\\s*(-?\\d+),\\s*${GRAIN}\\)$`,
  'i',
);

function fixedMode(side: string): { mode: DateMode; datetime: string } | null {
  if (!FIXED.test(side)) return null;
  if (side === 'now' || side === 'today') return { mode: side, datetime: '' };
  return { mode: 'specific', datetime: side };
}

/**
 * Superset's customTimeRangeDecode: the range when the text is one the Custom frame writes,
 * else null (the editor then treats it as Advanced).
 */
export function decodeCustomRange(value: string, now: Date = new Date()): CustomRange | null {
  const parts = value.split(' : ');
  if (parts.length !== 2) return null;
  const [sinceText, untilText] = parts.map((p) => p.trim()) as [string, string];
  const base = defaultCustomRange(now);
  const since = fixedMode(sinceText);
  const until = fixedMode(untilText);
  const sinceRel = RELATIVE.exec(sinceText);
  const untilRel = RELATIVE.exec(untilText);
  const today = todayMidnight(now);
  const fixed = (side: { mode: DateMode; datetime: string }, prefix: 'since' | 'until') => ({
    [`${prefix}Mode`]: side.mode,
    [`${prefix}Datetime`]: side.datetime || today,
  });
  if (since && until) return { ...base, ...fixed(since, 'since'), ...fixed(until, 'until') } as CustomRange;
  if (since && untilRel && untilRel[1] === sinceText && Number(untilRel[2]) >= 1) {
    return {
      ...base,
      ...fixed(since, 'since'),
      untilMode: 'relative',
      untilGrainValue: Number(untilRel[2]),
      untilGrain: untilRel[3]!.toLowerCase() as Grain,
    } as CustomRange;
  }
  if (sinceRel && until && sinceRel[1] === untilText && Number(sinceRel[2]) <= -1) {
    return {
      ...base,
      ...fixed(until, 'until'),
      sinceMode: 'relative',
      sinceGrainValue: Number(sinceRel[2]),
      sinceGrain: sinceRel[3]!.toLowerCase() as Grain,
    } as CustomRange;
  }
  if (sinceRel && untilRel && sinceRel[1] === untilRel[1]) {
    const anchor = sinceRel[1]!;
    if (Number(sinceRel[2]) > -1 || Number(untilRel[2]) < 1) return null;
    return {
      ...base,
      sinceMode: 'relative',
      sinceGrainValue: Number(sinceRel[2]),
      sinceGrain: sinceRel[3]!.toLowerCase() as Grain,
      untilMode: 'relative',
      untilGrainValue: Number(untilRel[2]),
      untilGrain: untilRel[3]!.toLowerCase() as Grain,
      anchorMode: anchor === 'now' ? 'now' : 'specific',
      anchorValue: anchor === 'now' ? 'now' : anchor,
    };
  }
  return null;
}

/** The frame a value opens in (spec 001 point 4: Custom only when it decodes, else Advanced). */
export function frameOf(value: string): FrameType {
  if (!value || value === NO_FILTER) return 'No filter';
  if (LAST_OPTIONS.some((o) => o.value === value)) return 'Last';
  if (PREVIOUS_OPTIONS.some((o) => o.value === value)) return 'Previous';
  if (decodeCustomRange(value)) return 'Custom';
  return 'Advanced';
}

/** Spec 001 point 5: a relative quantity is a positive integer; anything else is ignored (null). */
export function parseQuantity(input: unknown): number | null {
  const n = typeof input === 'number' ? input : Number(String(input ?? '').trim());
  return Number.isInteger(n) && n >= 1 ? n : null;
}

/** The Advanced frame's text from its two inputs; an empty side stays open. */
export function advancedRange(since: string, until: string): string {
  return `${since.trim()} : ${until.trim()}`;
}

/** Superset's getAdvancedRange: the value as START : END text for the Advanced frame. */
export function toAdvanced(value: string): string {
  if (value.includes(' : ')) return value;
  if (value.startsWith('Last')) return `${value} : `;
  if (value.startsWith('Next')) return ` : ${value}`;
  return ' : ';
}

/** Splits an Advanced value into its two sides (a value without ` : ` is all "since"). */
export function splitRange(value: string): [string, string] {
  const at = value.indexOf(' : ');
  if (at < 0) return [value, ''];
  return [value.slice(0, at), value.slice(at + 3)];
}

/** Superset's formatTimeRange: `since ≤ col < until`, midnight dropped, open sides as -∞ / ∞. */
export function actualRangeLabel(since: string, until: string, column = 'col'): string {
  const side = (v: string, open: string) => (v ? v.replace('T00:00:00', '') : open);
  return `${side(since, '-∞')} ≤ ${column} < ${side(until, '∞')}`;
}
