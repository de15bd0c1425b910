/**
 * Durations in milliseconds as Superset's createDurationFormatter shows them (it wraps pretty-ms):
 * "1m 30s", "1.3s", with sub-millisecond units or colon notation ("0:10.5") on request.
 */
export interface DurationOptions {
  /** Multiplies the value first: 1000 reads seconds. */
  readonly multiplier?: number;
  readonly formatSubMilliseconds?: boolean;
  readonly colonNotation?: boolean;
  readonly secondsDecimalDigits?: number;
}

interface Parts {
  readonly years: number;
  readonly days: number;
  readonly hours: number;
  readonly minutes: number;
  readonly seconds: number;
  readonly milliseconds: number;
  readonly microseconds: number;
  readonly nanoseconds: number;
}

function parse(ms: number): Parts {
  const whole = Math.trunc(ms);
  const days = Math.trunc(whole / 86400000);
  return {
    years: Math.trunc(days / 365),
    days: days % 365,
    hours: Math.trunc(whole / 3600000) % 24,
    minutes: Math.trunc(whole / 60000) % 60,
    seconds: Math.trunc(whole / 1000) % 60,
    milliseconds: whole % 1000,
    microseconds: Math.trunc(Math.round((ms - whole) * 1e6) / 1e3) % 1000,
    nanoseconds: Math.round((ms - whole) * 1e6) % 1000,
  };
}

/** pretty-ms's decimal rounding: floor to the digits, then drop trailing zeros. */
function fixed(value: number, digits: number): string {
  const factor = 10 ** digits;
  const floored = Math.floor(value * factor + 1e-9) / factor;
  return floored.toFixed(digits).replace(/\.?0+$/, '');
}

function formatDuration(ms: number, options: DurationOptions): string {
  if (ms === 0 && !options.colonNotation) return '0ms';
  const sign = ms < 0 ? '-' : '';
  const abs = Math.abs(ms);
  const p = parse(abs);
  const secondsDigits = options.secondsDecimalDigits ?? 1;
  if (options.colonNotation) {
    const seconds = (abs % 60000) / 1000;
    const secondsText = fixed(seconds, secondsDigits);
    const [int = '0', frac] = secondsText.split('.');
    const paddedSeconds = `${abs >= 60000 ? int.padStart(2, '0') : int}${frac ? `.${frac}` : ''}`;
    const minutes = Math.trunc(abs / 60000) % 60;
    const hours = Math.trunc(abs / 3600000);
    const head = hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}` : String(minutes);
    return `${sign}${head}:${paddedSeconds.padStart(frac ? 2 + frac.length + 1 : 2, '0')}`;
  }
  const out: string[] = [];
  const add = (value: number, unit: string) => {
    if (value !== 0) out.push(`${value}${unit}`);
  };
  add(p.years, 'y');
  add(p.days, 'd');
  add(p.hours, 'h');
  add(p.minutes, 'm');
  if (options.formatSubMilliseconds) {
    add(p.seconds, 's');
    add(p.milliseconds, 'ms');
    add(p.microseconds, 'µs');
    add(p.nanoseconds, 'ns');
  } else if (abs < 1000) {
    // pretty-ms rounds whole milliseconds and lifts a fraction of one to 1ms.
    out.push(`${abs >= 1 ? Math.round(abs) : Math.ceil(abs)}ms`);
  } else {
    const seconds = (abs / 1000) % 60;
    const text = fixed(seconds, secondsDigits);
    if (text !== '0') out.push(`${text}s`);
  }
  return `${sign}${out.join(' ') || '0ms'}`;
}

export function durationFormatter(options: DurationOptions = {}): (value: number) => string {
  const multiplier = options.multiplier ?? 1;
  return (value) => formatDuration(value * multiplier, options);
}
