import type { FormMetric } from '@tessera/core';
import { asArray } from './formData';

/** Charts with one metric store it as `metric`; accept `metrics[0]` too. */
export function singleMetric(formData: Record<string, unknown>): FormMetric | null {
  const metric = formData.metric;
  if (typeof metric === 'string' && metric) return metric;
  if (metric && typeof metric === 'object') return metric as FormMetric;
  return asArray<FormMetric>(formData.metrics)[0] ?? null;
}
