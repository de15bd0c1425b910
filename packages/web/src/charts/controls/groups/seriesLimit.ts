import type { ControlDefinition } from '../types';
import { integer } from '../validators';

/** Superset's SERIES_LIMITS (spec 000 point 9). */
export const SERIES_LIMIT_CHOICES = [5, 10, 25, 50, 100, 500] as const;

/**
 * Superset's shared `limit` (series limit) and `timeseries_limit_metric` (sort by) controls. A
 * chart with a second query (mixed time-series) defines its `_b` pair from the same definitions.
 */
export function seriesLimitControls(suffix: '' | '_b' = ''): ControlDefinition[] {
  return [
    {
      name: `limit${suffix}`,
      type: 'select',
      label: 'Series limit',
      description:
        'Limits the number of series that get displayed. A joined subquery (or an extra phase where subqueries are not supported) keeps the top series by the sort-by metric; useful when grouping by high-cardinality columns, at some cost in query time.',
      choices: SERIES_LIMIT_CHOICES.map((n) => ({ value: n, label: String(n) })),
      freeForm: true,
      clearable: true,
      placeholder: 'None',
      // Superset's legacyValidateInteger.
      validators: [integer],
    },
    {
      name: `timeseries_limit_metric${suffix}`,
      type: 'metric',
      label: 'Sort by',
      description:
        'Metric used to define how the top series are sorted if a series or row limit is present. If undefined reverts to the first metric (where appropriate).',
      default: null,
      clearable: true,
    },
  ];
}
