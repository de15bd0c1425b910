// FilterBoxViz: the choices of each filter of the box, one query per `filter_configs` entry (its
// column's distinct values, with the entry's metric when it has one, at most 1000). The first
// filter's query is the main query, the others run as extra queries of the same request. Data:
// `{column: [{id, text[, metric]}]}`, sorted by the metric (or the value) as the entry asks.
import { isRecord, legacyMetricLabel } from '../base-query';
import { LegacyVizError } from '../errors';
import type { LegacyFormData, LegacyQuery, LegacyRow, LegacyViz } from '../types';
import { columnName, comparePython } from './helpers';

/** Most values a filter's query returns (Superset's FILTER_OPTIONS_LIMIT), on load and on search. */
export const FILTER_ROW_LIMIT = 1000;

interface FilterConfig {
  readonly column: unknown;
  readonly metric?: unknown;
  readonly asc?: unknown;
}

function filterConfigs(formData: LegacyFormData): FilterConfig[] {
  const configs = Array.isArray(formData.filter_configs) ? formData.filter_configs.filter(isRecord) : [];
  return configs.map((config) => {
    if (!config.column) throw new LegacyVizError('Invalid filter configuration, please select a column');
    return { column: config.column, metric: config.metric, asc: config.asc };
  });
}

function filterQuery(base: LegacyQuery, config: FilterConfig): LegacyQuery {
  const { orderby: _unused, ...rest } = base;
  const metric = config.metric || null;
  return {
    ...rest,
    columns: [config.column],
    metrics: metric ? [metric] : [],
    row_limit: FILTER_ROW_LIMIT,
    ...(metric && typeof config.asc === 'boolean' ? { orderby: [[metric, config.asc]] } : {}),
  };
}

/** pandas' sort_values: stable here, missing values last whatever the direction. */
function sortRows(rows: readonly LegacyRow[], by: string, ascending: boolean): LegacyRow[] {
  return [...rows].sort((a, b) => {
    const [x, y] = [a[by], b[by]];
    if (x == null || y == null) return x == null ? (y == null ? 0 : 1) : -1;
    return ascending ? comparePython(x, y) : comparePython(y, x);
  });
}

export const filterBoxViz: LegacyViz = {
  id: 'filter_box',
  name: 'Filters',
  dataWhenEmpty: true,
  queryObject(base, formData) {
    const [first] = filterConfigs(formData);
    return first ? filterQuery(base, first) : null;
  },
  extraQueries: (query, formData) =>
    filterConfigs(formData)
      .slice(1)
      .map((config) => filterQuery(query, config)),
  getData({ rows, formData, extra }) {
    const results = [rows, ...extra.map((e) => e.rows)];
    const data: Record<string, unknown[]> = {};
    filterConfigs(formData).forEach((config, i) => {
      const column = columnName(config.column);
      const found = results[i] ?? [];
      const ascending = config.asc !== false;
      if (config.metric) {
        const metric = legacyMetricLabel(config.metric);
        data[column] = sortRows(found, metric, ascending).map((row) => ({
          id: row[column] ?? null,
          text: row[column] ?? null,
          metric: row[metric] ?? null,
        }));
      } else {
        data[column] = sortRows(found, column, ascending).map((row) => ({
          id: row[column] ?? null,
          text: row[column] ?? null,
        }));
      }
    });
    return data;
  },
};
