import type { QueryFormData, QueryResult } from '@tessera/core';
import { type ChartProps, EMPTY_DATASOURCE, NO_HOOKS } from '../types';

/** Chart props for a test: the form data and answers, an empty dataset, no host; `extra` overrides. */
export function testChartProps(
  formData: QueryFormData,
  queriesData: readonly QueryResult[],
  extra: Partial<ChartProps> = {},
): ChartProps {
  return {
    formData,
    queriesData,
    datasource: EMPTY_DATASOURCE,
    width: 800,
    height: 600,
    filterState: {},
    hooks: NO_HOOKS,
    emitCrossFilters: false,
    ...extra,
  };
}
