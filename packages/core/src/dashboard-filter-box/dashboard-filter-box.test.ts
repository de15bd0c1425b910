import { describe, expect, it } from 'vitest';
import {
  activeFilterBoxFilters,
  columnsToSelection,
  filterBoxExtraFormData,
  selectionToColumns,
  withFilterBoxSelections,
  withoutFilterBoxMasks,
} from './active';
import { filterBoxConfigs } from './config';
import {
  BOX_PLOT,
  MOST_POPULATED,
  REGION_FILTER,
  TREEMAP,
  WORLDS_POPULATION,
  worldBankCharts,
  worldBankMetadata,
  worldBankPosition,
} from './fixtures/world-bank';
import {
  applyDashboardFilterAction,
  type DashboardFilters,
  dashboardFiltersReducer,
  hydrateDashboardFilters,
  parseDefaultFilters,
} from './state';

const hydrated = () => hydrateDashboardFilters(worldBankCharts, worldBankPosition, worldBankMetadata);
const chartIds = worldBankCharts.map((chart) => chart.id);

describe('filter-box configs', () => {
  it('reads columns, defaults and labels, and the time controls only with a date filter', () => {
    const formData = {
      filter_configs: [
        { column: 'genre', label: 'Genre', multiple: true, defaultValue: 'Action;Sports' },
        { column: 'platform', multiple: false, defaultValue: 'PS2' },
        { column: 'publisher', defaultValue: '' },
      ],
      date_filter: true,
      time_range: 'Last year',
      show_sqla_time_granularity: true,
      time_grain_sqla: 'P1M',
    };
    expect(filterBoxConfigs(formData).columns).toEqual({
      genre: ['Action', 'Sports'],
      platform: 'PS2',
      publisher: undefined,
      __time_range: 'Last year',
      __time_grain: 'P1M',
    });
    expect(filterBoxConfigs(formData).labels).toMatchObject({
      genre: 'Genre',
      platform: 'platform',
      __time_range: 'Time range',
      __time_grain: 'Time grain',
    });
    expect(filterBoxConfigs({ ...formData, date_filter: false }).columns).not.toHaveProperty('__time_grain');
  });
});

describe('dashboard filters state', () => {
  it('hydrates each filter box with default_filters over its defaults and filter_scopes with immune charts', () => {
    const state = hydrated();
    expect(Object.keys(state)).toEqual([String(REGION_FILTER)]);
    expect(state[String(REGION_FILTER)]).toEqual({
      chartId: REGION_FILTER,
      componentId: 'CHART-1',
      datasourceId: '7__table',
      filterName: 'Region Filter',
      directPathToFilter: ['ROOT_ID', 'GRID_ID', 'ROW-1', 'CHART-1'],
      columns: { region: ['North America'], country_name: ['United States'] },
      labels: { region: 'region', country_name: 'country_name' },
      scopes: {
        region: { scope: ['ROOT_ID'], immune: [TREEMAP] },
        country_name: { scope: ['ROOT_ID'], immune: [TREEMAP, BOX_PLOT] },
      },
      isDateFilter: false,
      isInstantFilter: true,
    });
    // Without saved scopes every column reaches the whole dashboard.
    const global = hydrateDashboardFilters(worldBankCharts, worldBankPosition, {});
    expect(global[String(REGION_FILTER)]?.scopes.region).toEqual({ scope: ['ROOT_ID'], immune: [] });
    expect(global[String(REGION_FILTER)]?.columns.region).toBeUndefined();
  });

  it('reads default_filters as JSON text, an object, or nothing', () => {
    expect(parseDefaultFilters('{"1": {"a": ["x"]}}')).toEqual({ 1: { a: ['x'] } });
    expect(parseDefaultFilters({ 1: { a: 'x' } })).toEqual({ 1: { a: 'x' } });
    expect(parseDefaultFilters('not json')).toEqual({});
    expect(parseDefaultFilters(undefined)).toEqual({});
  });

  it('adds, changes (replace or merge), moves and removes a filter, only for the dashboard charts', () => {
    const box = worldBankCharts[0]!;
    let state: DashboardFilters = {};
    state = applyDashboardFilterAction(
      state,
      { type: 'ADD_FILTER', chart: box, position: worldBankPosition },
      chartIds,
    );
    expect(state[String(REGION_FILTER)]?.columns).toEqual({ region: undefined, country_name: undefined });

    const change = (values: Record<string, string[]>, merge: boolean) =>
      applyDashboardFilterAction(
        state,
        { type: 'CHANGE_FILTER', chartId: REGION_FILTER, newSelectedValues: values, merge },
        chartIds,
      );
    state = change({ region: ['Europe'] }, false);
    state = change({ region: ['Europe', 'South Asia'] }, true);
    expect(state[String(REGION_FILTER)]?.columns.region).toEqual(['Europe', 'South Asia']);
    state = change({ region: ['East Asia'] }, false);
    expect(state[String(REGION_FILTER)]?.columns.region).toEqual(['East Asia']);

    state = applyDashboardFilterAction(
      state,
      { type: 'UPDATE_DIRECT_PATH_TO_FILTER', chartId: REGION_FILTER, path: ['ROOT_ID', 'TAB-x', 'CHART-1'] },
      chartIds,
    );
    expect(state[String(REGION_FILTER)]?.directPathToFilter).toEqual(['ROOT_ID', 'TAB-x', 'CHART-1']);

    // A chart not on the dashboard changes nothing.
    const other = { ...box, id: 99 };
    expect(
      applyDashboardFilterAction(state, { type: 'ADD_FILTER', chart: other, position: null }, chartIds),
    ).toBe(state);
    expect(
      applyDashboardFilterAction(
        state,
        { type: 'CHANGE_FILTER', chartId: 99, newSelectedValues: { a: ['b'] }, merge: false },
        chartIds,
      ),
    ).toBe(state);

    state = applyDashboardFilterAction(state, { type: 'REMOVE_FILTER', chartId: REGION_FILTER }, chartIds);
    expect(state).toEqual({});
  });

  it('updates scopes from "<chartId>_<column>" keys', () => {
    const state = dashboardFiltersReducer(hydrated(), {
      type: 'UPDATE_DASHBOARD_FILTERS_SCOPE',
      scopes: { [`${REGION_FILTER}_country_name`]: { scope: ['ROW-2'], immune: [] } },
    });
    expect(state[String(REGION_FILTER)]?.scopes.country_name).toEqual({ scope: ['ROW-2'], immune: [] });
    expect(state[String(REGION_FILTER)]?.scopes.region).toEqual({ scope: ['ROOT_ID'], immune: [TREEMAP] });
  });
});

describe('which charts a filter box reaches', () => {
  it('leaves out the box itself and the immune charts (Superset build_extra_filters)', () => {
    const active = activeFilterBoxFilters(hydrated(), worldBankPosition);
    expect(active[`${REGION_FILTER}_region`]?.chartsInScope).toEqual([
      WORLDS_POPULATION,
      MOST_POPULATED,
      BOX_PLOT,
    ]);
    expect(active[`${REGION_FILTER}_country_name`]?.chartsInScope).toEqual([
      WORLDS_POPULATION,
      MOST_POPULATED,
    ]);

    expect(filterBoxExtraFormData(TREEMAP, active)).toEqual({});
    expect(filterBoxExtraFormData(REGION_FILTER, active)).toEqual({});
    expect(filterBoxExtraFormData(BOX_PLOT, active)).toEqual({
      filters: [{ col: 'region', op: 'IN', val: ['North America'] }],
    });
    expect(filterBoxExtraFormData(MOST_POPULATED, active)).toEqual({
      filters: [
        { col: 'region', op: 'IN', val: ['North America'] },
        { col: 'country_name', op: 'IN', val: ['United States'] },
      ],
    });
    // A dataset without the column gets no clause for it.
    expect(filterBoxExtraFormData(MOST_POPULATED, active, ['country_name'])).toEqual({
      filters: [{ col: 'country_name', op: 'IN', val: ['United States'] }],
    });
  });

  it('sends no clause for an empty column, and the time controls as overrides', () => {
    const state = dashboardFiltersReducer(hydrated(), {
      type: 'CHANGE_FILTER',
      chartId: REGION_FILTER,
      newSelectedValues: { region: [], __time_range: 'Last year', __time_grain: 'P1M', __time_col: 'year' },
      merge: false,
    });
    const active = activeFilterBoxFilters(state, worldBankPosition);
    expect(filterBoxExtraFormData(BOX_PLOT, active)).toEqual({
      time_range: 'Last year',
      time_grain_sqla: 'P1M',
      granularity_sqla: 'year',
    });
  });

  it("follows the box chart's emitted selection, and keeps its mask away from cross-filtering", () => {
    const selection = { values: { region: ['Europe'], country_name: [] }, timeRange: null };
    const dataMask = {
      [String(REGION_FILTER)]: { extraFormData: {}, filterState: { value: selection } },
      '3': { extraFormData: { filters: [{ col: 'region', op: 'IN', val: ['x'] }] } },
    };
    const state = withFilterBoxSelections(hydrated(), dataMask);
    expect(state[String(REGION_FILTER)]?.columns).toEqual({ region: ['Europe'], country_name: [] });
    expect(Object.keys(withoutFilterBoxMasks(dataMask, Object.keys(state)))).toEqual(['3']);
    const withGrain = withFilterBoxSelections(hydrated(), {
      [String(REGION_FILTER)]: { filterState: { value: { values: {}, timeGrain: 'P1W' } } },
    });
    expect(withGrain[String(REGION_FILTER)]?.columns).toEqual({
      region: null,
      country_name: null,
      __time_grain: 'P1W',
    });
    expect(columnsToSelection(hydrated()[String(REGION_FILTER)]!.columns)).toEqual({
      values: { region: ['North America'], country_name: ['United States'] },
      timeRange: null,
      timeGrain: null,
      timeColumn: null,
    });
    expect(selectionToColumns({ values: { a: ['b'] }, timeRange: 'Last week' })).toEqual({
      a: ['b'],
      __time_range: 'Last week',
      __time_grain: null,
      __time_col: null,
    });
  });
});
