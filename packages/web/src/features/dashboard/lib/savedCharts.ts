/**
 * The saved charts the edit pane offers (Superset's sliceEntities): `lastUpdated` 0 means never
 * loaded; a fetch starts (loading), then either sets the charts (loading false, lastUpdated set)
 * or fails (errorMessage set, 'Could not fetch all saved charts' by default).
 */
import type { QueryFormData } from '@tessera/core';

/** One row of GET /api/v1/chart/ with the columns of spec 000 point 7. */
export interface SavedChart {
  readonly id: number;
  readonly slice_name: string;
  readonly url?: string;
  readonly viz_type: string;
  /** The chart's saved form data, as JSON text. */
  readonly params?: string | null;
  readonly description?: string | null;
  readonly description_markeddown?: string | null;
  readonly datasource_id?: number | null;
  readonly datasource_type?: string | null;
  readonly datasource_url?: string | null;
  readonly datasource_name_text?: string | null;
  readonly changed_on_utc?: string | null;
  readonly changed_on_delta_humanized?: string | null;
}

export const SAVED_CHART_COLUMNS = [
  'id',
  'slice_name',
  'url',
  'viz_type',
  'params',
  'description',
  'description_markeddown',
  'datasource_id',
  'datasource_type',
  'datasource_url',
  'datasource_name_text',
  'changed_on_utc',
  'changed_on_delta_humanized',
] as const;

/** Spec 000 point 9: the saved chart list's page size. */
export const SAVED_CHARTS_PAGE_SIZE = 200;
export const SAVED_CHARTS_FAILED = 'Could not fetch all saved charts';
export const SAVED_CHARTS_TOAST = 'Sorry there was an error fetching saved charts: ';

export interface SavedChartsState {
  readonly slices: Readonly<Record<number, SavedChart>>;
  readonly isLoading: boolean;
  readonly errorMessage: string | null;
  /** When the list last loaded (ms since the epoch); 0: never. */
  readonly lastUpdated: number;
}

export type SavedChartsAction =
  | { readonly type: 'fetchStarted' }
  | { readonly type: 'set'; readonly slices: readonly SavedChart[]; readonly now: number }
  | { readonly type: 'failed'; readonly error?: string | null };

export const initialSavedCharts: SavedChartsState = {
  slices: {},
  isLoading: false,
  errorMessage: null,
  lastUpdated: 0,
};

export function savedChartsReducer(state: SavedChartsState, action: SavedChartsAction): SavedChartsState {
  switch (action.type) {
    case 'fetchStarted':
      return { ...state, isLoading: true, errorMessage: null };
    case 'set':
      return {
        slices: Object.fromEntries(action.slices.map((chart) => [chart.id, chart])),
        isLoading: false,
        errorMessage: null,
        lastUpdated: action.now,
      };
    case 'failed':
      return { ...state, isLoading: false, errorMessage: action.error || SAVED_CHARTS_FAILED };
  }
}

/**
 * The list call of spec 000 point 7: the user's charts (owners rel_m_m the user id; every chart
 * when `userId` is null), newest change first, 200 at most, filter boxes left out on request.
 */
export function savedChartsQuery(userId: number | null, excludeFilterBox: boolean) {
  const filters: { col: string; opr: string; value: unknown }[] = [];
  if (userId !== null) filters.push({ col: 'owners', opr: 'rel_m_m', value: userId });
  if (excludeFilterBox) filters.push({ col: 'viz_type', opr: 'neq', value: 'filter_box' });
  return {
    columns: [...SAVED_CHART_COLUMNS],
    filters,
    order_column: 'changed_on_delta_humanized',
    order_direction: 'desc',
    page_size: SAVED_CHARTS_PAGE_SIZE,
  };
}

/** The charts matching the search (name, type or dataset), most recently changed first. */
export function searchSavedCharts(state: SavedChartsState, search: string): SavedChart[] {
  const term = search.trim().toLowerCase();
  const all = Object.values(state.slices).sort((a, b) =>
    String(b.changed_on_utc ?? '').localeCompare(String(a.changed_on_utc ?? '')),
  );
  if (!term) return all;
  return all.filter((chart) =>
    [chart.slice_name, chart.viz_type, chart.datasource_name_text].some((text) =>
      String(text ?? '')
        .toLowerCase()
        .includes(term),
    ),
  );
}

/** A saved chart as the dashboard draws it: its saved form data, before the dashboard is saved. */
export function savedChartFormData(chart: SavedChart): QueryFormData {
  let params: unknown = {};
  try {
    params = chart.params ? JSON.parse(chart.params) : {};
  } catch {
    params = {};
  }
  const formData = params && typeof params === 'object' && !Array.isArray(params) ? params : {};
  const saved = formData as Record<string, unknown>;
  return {
    ...saved,
    datasource:
      typeof saved.datasource === 'string' && saved.datasource
        ? saved.datasource
        : `${chart.datasource_id ?? ''}__${chart.datasource_type || 'table'}`,
    slice_id: chart.id,
    viz_type: chart.viz_type,
  };
}
