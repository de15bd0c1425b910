import type { QueryFormData } from '@tessera/core';
import { panelControls } from '../../../charts/controls';
import { panelOf } from './formData';

export const PERCENTAGE_FORMAT = '.1%';
/** Superset's warning beside the disabled control. */
export const PERCENTAGE_FORMAT_WARNING =
  'When `Calculation type` is set to "Percentage change", the Y Axis Format is forced to `.1%`';

/** Spec 000 point 5: with 'Calculation type' Percentage change the Y axis format is '.1%'. */
export function isYAxisFormatForced(formData: QueryFormData): boolean {
  return formData.comparison_type === 'percentage';
}

/** The form data with the forced Y axis format, for charts whose panel has that control. */
export function withForcedFormats(formData: QueryFormData): QueryFormData {
  if (!isYAxisFormatForced(formData) || formData.y_axis_format === PERCENTAGE_FORMAT) return formData;
  const hasControl = panelControls(panelOf(formData.viz_type)).some((c) => c.name === 'y_axis_format');
  return hasControl ? { ...formData, y_axis_format: PERCENTAGE_FORMAT } : formData;
}
