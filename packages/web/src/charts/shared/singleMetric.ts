import { asArray } from './formData';
import type { Metric } from './metrics';

/** Charts with one metric store it as `metric`; accept `metrics[0]` too. */
export function singleMetric(formData: Record<string, unknown>): Metric | null {
  const metric = formData.metric;
  if (typeof metric === 'string' && metric) return metric;
  if (metric && typeof metric === 'object') return metric as Metric;
  return asArray<Metric>(formData.metrics)[0] ?? null;
}
