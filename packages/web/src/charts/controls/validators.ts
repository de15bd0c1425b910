import type { ControlValidator } from './types';

/**
 * Superset's validateNonEmpty. Not exported: every required control answers the spec's one
 * message ('cannot be empty', spec 000 point 5) through `required`, never a message of its own.
 */
function nonEmpty(message: string): ControlValidator {
  return (value) => {
    if (value === null || value === undefined || value === '') return message;
    if (Array.isArray(value) && value.length === 0) return message;
    return null;
  };
}

/** Spec 000 point 5's messages, as Superset's legacyValidateInteger / legacyValidateNumber / validateNumber. */
export const VALIDATION_MESSAGES = {
  integer: 'is expected to be an integer',
  number: 'is expected to be a number',
  empty: 'cannot be empty',
} as const;

const blank = (value: unknown) => value === null || value === undefined || value === '';

/** Empty passes (a required control adds `nonEmpty`); otherwise a whole number, as text or number. */
export const integer: ControlValidator = (value) => {
  if (blank(value)) return null;
  const text = String(value).trim();
  return /^[-+]?\d+$/.test(text) ? null : VALIDATION_MESSAGES.integer;
};

/** Empty passes; otherwise anything `Number()` reads as a number (Superset's legacy, loose variant). */
export const number: ControlValidator = (value) => {
  if (blank(value)) return null;
  return Number.isNaN(Number(value)) ? VALIDATION_MESSAGES.number : null;
};

/** The stricter variant: the value must be a finite number (no `Infinity`). */
export const finiteNumber: ControlValidator = (value) => {
  if (blank(value)) return null;
  return Number.isFinite(Number(String(value).trim() || Number.NaN)) ? null : VALIDATION_MESSAGES.number;
};

/** Superset's validateNonEmpty: null, an empty string or an empty list. */
export const required: ControlValidator = nonEmpty(VALIDATION_MESSAGES.empty);
