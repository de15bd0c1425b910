import type { QueryFormData } from '@tessera/core';
import { isYAxisFormatForced, PERCENTAGE_FORMAT, panelControls } from '../../../charts/controls';
import { panelOf } from './formData';

// The rule lives with the control catalogue, which also disables the control while it holds.
export { isYAxisFormatForced, PERCENTAGE_FORMAT, PERCENTAGE_FORMAT_WARNING } from '../../../charts/controls';

/** The form data with the forced Y axis format, for charts whose panel has that control. */
export function withForcedFormats(formData: QueryFormData): QueryFormData {
  if (!isYAxisFormatForced(formData) || formData.y_axis_format === PERCENTAGE_FORMAT) return formData;
  const hasControl = panelControls(panelOf(formData.viz_type)).some((c) => c.name === 'y_axis_format');
  return hasControl ? { ...formData, y_axis_format: PERCENTAGE_FORMAT } : formData;
}
