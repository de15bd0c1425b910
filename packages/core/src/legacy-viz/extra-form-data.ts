/**
 * Superset's merge_extra_form_data (utils/core.py) for legacy charts: a dashboard hands a chart
 * its native filters and cross-filters as `extra_form_data` inside the form data
 * (SUPERSET_FACTS §7.3), and the backend folds them in before building the query:
 * - appended `filters` ({col, op, val}) become SIMPLE WHERE adhoc filters marked `isExtra`,
 *   appended `adhoc_filters` are added as they are;
 * - `granularity_sqla` → `granularity`, and `time_column`, `time_grain`, `time_range`,
 *   `time_grain_sqla` replace the form data's own;
 * - `relative_start` / `relative_end` go into `extras`;
 * - with a `time_range` and no `granularity_sqla`, every TEMPORAL_RANGE adhoc filter takes that
 *   range.
 * The other append keys (interactive_groupby, ...) change nothing in the backend, as in Superset.
 */
import { asList, isRecord } from './base-query';
import type { LegacyFormData } from './types';

type Raw = Record<string, unknown>;

const OVERRIDE_REGULAR: Readonly<Record<string, string>> = {
  granularity_sqla: 'granularity',
  time_column: 'time_column',
  time_grain: 'time_grain',
  time_range: 'time_range',
  time_grain_sqla: 'time_grain_sqla',
};

const OVERRIDE_EXTRAS = ['relative_start', 'relative_end'] as const;

/** Superset's simple_filter_to_adhoc with the isExtra mark of appended filters. */
function toAdhoc(filter: Raw): Raw {
  return {
    expressionType: 'SIMPLE',
    clause: 'WHERE',
    subject: filter.col,
    operator: filter.op,
    ...(filter.val === undefined ? {} : { comparator: filter.val }),
    isExtra: true,
  };
}

/** The form data with its `extra_form_data` folded in (and removed); unchanged when there is none. */
export function mergeExtraFormData(formData: LegacyFormData): LegacyFormData {
  const extra = formData.extra_form_data;
  if (!isRecord(extra) || Object.keys(extra).length === 0) return formData;
  const { extra_form_data: _merged, ...merged } = formData as Raw;
  for (const [source, target] of Object.entries(OVERRIDE_REGULAR)) {
    if (extra[source] != null) merged[target] = extra[source];
  }
  const extras: Raw = isRecord(merged.extras) ? { ...merged.extras } : {};
  for (const key of OVERRIDE_EXTRAS) if (extra[key] != null) extras[key] = extra[key];
  if (Object.keys(extras).length > 0) merged.extras = extras;

  const adhoc = [...asList(merged.adhoc_filters)];
  for (const filter of asList(extra.filters)) if (isRecord(filter)) adhoc.push(toAdhoc(filter));
  for (const filter of asList(extra.adhoc_filters))
    if (isRecord(filter)) adhoc.push({ ...filter, isExtra: true });
  const timeRange = typeof merged.time_range === 'string' ? merged.time_range : null;
  merged.adhoc_filters =
    timeRange && !merged.granularity_sqla
      ? adhoc.map((f) =>
          isRecord(f) && f.operator === 'TEMPORAL_RANGE' ? { ...f, comparator: timeRange } : f,
        )
      : adhoc;
  return merged;
}
