/**
 * A filter box's "search all options" (Superset's FilterBox `loadOptions`): a filter's loaded
 * values stop at FILTER_ROW_LIMIT, so typing asks explore_json again for the values matching what
 * was typed.
 */
import { filterBoxItems } from './config';

type FormData = Readonly<Record<string, unknown>>;

/**
 * The form data of a search: only the searched filter's query (the others would be filtered on a
 * column they do not group by), with an ILIKE '%term%' filter on its column added to the chart's
 * own filters. The viz still caps the answer at FILTER_ROW_LIMIT rows.
 */
export function filterBoxSearchFormData(formData: FormData, column: string, term: string): FormData {
  const item = filterBoxItems(formData).find((entry) => entry.column === column);
  const own = Array.isArray(formData.adhoc_filters) ? formData.adhoc_filters : [];
  return {
    ...formData,
    filter_configs: item ? [item] : [],
    adhoc_filters: [
      ...own,
      {
        clause: 'WHERE',
        expressionType: 'SIMPLE',
        subject: column,
        operator: 'ILIKE',
        comparator: `%${term}%`,
      },
    ],
  };
}

export interface SearchedValue {
  readonly id: unknown;
  readonly metric?: unknown;
}

/**
 * Found values as Superset lists them: null left out, those starting with the term first, then by
 * the metric in the filter's direction (the server's order when there is no metric).
 */
export function rankSearchedValues<V extends SearchedValue>(
  values: readonly V[],
  term: string,
  ascending: boolean,
): V[] {
  const needle = term.toLowerCase();
  const starts = (value: V) => (String(value.id).toLowerCase().startsWith(needle) ? 1 : 0);
  const metric = (value: V) => (typeof value.metric === 'number' ? value.metric : 0);
  return values
    .filter((value) => value.id !== null && value.id !== undefined)
    .map((value, index) => ({ value, index }))
    .sort(
      (a, b) =>
        starts(b.value) - starts(a.value) ||
        (metric(a.value) - metric(b.value)) * (ascending ? 1 : -1) ||
        a.index - b.index,
    )
    .map(({ value }) => value);
}
