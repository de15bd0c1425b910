import type { QueryFormData } from '@tessera/core';

export const PERCENTAGE_FORMAT = '.1%';
/** Superset's warning beside the disabled control. */
export const PERCENTAGE_FORMAT_WARNING =
  'When `Calculation type` is set to "Percentage change", the Y Axis Format is forced to `.1%`';

/** Spec 000 point 5: with 'Calculation type' Percentage change the Y axis format is '.1%'. */
export function isYAxisFormatForced(formData: QueryFormData): boolean {
  return formData.comparison_type === 'percentage';
}
