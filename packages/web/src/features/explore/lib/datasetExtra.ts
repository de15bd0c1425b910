import type { DatasetDetail } from '../api/exploreApi';

/** The dataset's `extra` (Superset stores JSON text: warning_markdown, disallow_adhoc_metrics, …). */
export function datasetExtra(dataset: Pick<DatasetDetail, 'extra'>): Record<string, unknown> {
  const raw = dataset.extra;
  if (raw && typeof raw === 'object') return raw as Record<string, unknown>;
  if (typeof raw !== 'string' || !raw.trim()) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** Spec 000 point 5: the dataset forbids ad-hoc metrics; only its saved metrics may be chosen. */
export function disallowsAdhocMetrics(dataset: Pick<DatasetDetail, 'extra'>): boolean {
  return datasetExtra(dataset).disallow_adhoc_metrics === true;
}
