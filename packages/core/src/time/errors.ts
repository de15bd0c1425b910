// The one catalogue of time-range errors: a stable code, the message (Superset's wording where
// Superset has one, so clients that show it read the same) and the HTTP status an API answers with.

export const TIME_RANGE_ERROR_CODES = {
  /** A bare "N unit" that could mean the past or the future. */
  TIME_RANGE_AMBIGUOUS: 'TIME_RANGE_AMBIGUOUS',
  /** Text no rule understands. */
  TIME_RANGE_UNPARSABLE: 'TIME_RANGE_UNPARSABLE',
  /** Both bounds are set and the start is after the end. */
  TIME_RANGE_ORDER: 'TIME_RANGE_ORDER',
  /** HOLIDAY(...) names a holiday the country does not have. */
  TIME_RANGE_UNKNOWN_HOLIDAY: 'TIME_RANGE_UNKNOWN_HOLIDAY',
  /** HOLIDAY(...) names a country without holiday rules. */
  TIME_RANGE_UNKNOWN_COUNTRY: 'TIME_RANGE_UNKNOWN_COUNTRY',
  /** A computed date left the years 1-9999 (Python's datetime range, which Superset shares). */
  TIME_RANGE_OUT_OF_BOUNDS: 'TIME_RANGE_OUT_OF_BOUNDS',
  /** A time shift / offset that is not a delta such as "1 year ago". */
  TIME_DELTA_INVALID: 'TIME_DELTA_INVALID',
} as const;

export type TimeRangeErrorCode = (typeof TIME_RANGE_ERROR_CODES)[keyof typeof TIME_RANGE_ERROR_CODES];

/** Base of every error the time package throws; anything else escaping it is a bug. */
export class TimeRangeError extends Error {
  readonly code: TimeRangeErrorCode;
  /** Every time-range error is the caller's input, hence a 400. */
  readonly status = 400;

  constructor(code: TimeRangeErrorCode, message: string) {
    super(message);
    this.name = 'TimeRangeError';
    this.code = code;
  }
}

export class TimeRangeAmbiguousError extends TimeRangeError {
  constructor(readonly text: string) {
    super(
      TIME_RANGE_ERROR_CODES.TIME_RANGE_AMBIGUOUS,
      `Time string is ambiguous. Please specify [${text} ago] or [${text} later].`,
    );
    this.name = 'TimeRangeAmbiguousError';
  }
}

export class TimeRangeParseError extends TimeRangeError {
  constructor(
    readonly text: string,
    detail?: string,
  ) {
    super(
      TIME_RANGE_ERROR_CODES.TIME_RANGE_UNPARSABLE,
      `Cannot parse time string [${text}]${detail ? `: ${detail}` : ''}`,
    );
    this.name = 'TimeRangeParseError';
  }
}

export class TimeRangeOrderError extends TimeRangeError {
  constructor() {
    super(TIME_RANGE_ERROR_CODES.TIME_RANGE_ORDER, 'From date cannot be larger than to date');
    this.name = 'TimeRangeOrderError';
  }
}

export class UnknownHolidayError extends TimeRangeError {
  constructor(holiday: string, country: string, year: number) {
    super(
      TIME_RANGE_ERROR_CODES.TIME_RANGE_UNKNOWN_HOLIDAY,
      `Unable to find such a holiday: [${holiday}] (country ${country}, year ${year})`,
    );
    this.name = 'UnknownHolidayError';
  }
}

export class UnknownHolidayCountryError extends TimeRangeError {
  constructor(country: string, known: readonly string[]) {
    super(
      TIME_RANGE_ERROR_CODES.TIME_RANGE_UNKNOWN_COUNTRY,
      `No holiday calendar for country [${country}]; known countries: ${known.join(', ')}`,
    );
    this.name = 'UnknownHolidayCountryError';
  }
}

export class TimeRangeOutOfBoundsError extends TimeRangeError {
  constructor(what: string) {
    super(
      TIME_RANGE_ERROR_CODES.TIME_RANGE_OUT_OF_BOUNDS,
      `Date out of range: ${what} (years must be between 1 and 9999)`,
    );
    this.name = 'TimeRangeOutOfBoundsError';
  }
}

export class TimeDeltaError extends TimeRangeError {
  constructor(
    readonly text: string,
    detail = 'expected a delta such as "1 year ago", "52 weeks ago" or "2 days later"',
  ) {
    super(TIME_RANGE_ERROR_CODES.TIME_DELTA_INVALID, `Cannot parse time shift [${text}]: ${detail}`);
    this.name = 'TimeDeltaError';
  }
}
