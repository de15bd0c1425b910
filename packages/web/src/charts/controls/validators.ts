import type { ControlValidator } from './types';

/** Superset's validateNonEmpty, with the message the control panel shows. */
export function nonEmpty(message: string): ControlValidator {
  return (value) => {
    if (value === null || value === undefined || value === '') return message;
    if (Array.isArray(value) && value.length === 0) return message;
    return null;
  };
}
