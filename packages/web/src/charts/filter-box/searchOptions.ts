import { filterBoxSearchFormData, type QueryFormData, rankSearchedValues } from '@tessera/core';
import { legacyChartDataRequest, legacyData } from '../legacy';
import { type FilterOption, type Payload, toFilterOption } from './transformProps';

/**
 * A filter's values matching `term`, asked of explore_json as Superset's filter box does when
 * "search all options" is on (core dashboard-filter-box/search.ts), best matches first.
 */
export async function searchFilterBoxOptions(
  formData: QueryFormData,
  column: string,
  term: string,
  ascending: boolean,
  signal: AbortSignal,
): Promise<FilterOption[]> {
  const search = filterBoxSearchFormData(formData, column, term) as QueryFormData;
  const results = await legacyChartDataRequest(search, { signal });
  const found = legacyData<Payload>({ queriesData: results })?.[column] ?? [];
  return rankSearchedValues(found, term, ascending).map(toFilterOption);
}
