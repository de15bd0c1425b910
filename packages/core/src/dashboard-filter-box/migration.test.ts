import { describe, expect, it } from 'vitest';
import { nativeFilterSchema } from '../wire/dashboard-metadata';
import type { Position } from '../wire/layout';
import {
  BOX_PLOT,
  REGION_FILTER,
  TREEMAP,
  worldBankCharts,
  worldBankMetadata,
  worldBankPosition,
} from './fixtures/world-bank';
import {
  convertedMetadata,
  FILTER_BOX_TRANSITION_SNOOZE_DURATION,
  filterBoxesActive,
  initialMigrationState,
  layoutWithoutCharts,
  type MigrationStateInput,
  nativeFiltersFromFilterBoxes,
  showNativeFilters,
  snoozed,
} from './migration';

const counter = () => {
  let n = 0;
  return () => {
    n += 1;
    return `f${n}`;
  };
};

describe('filter box → native filters', () => {
  it('turns the World Bank Region Filter into two value filters with targets, defaults and scopes', () => {
    const filters = nativeFiltersFromFilterBoxes(worldBankCharts, worldBankMetadata, {
      makeId: counter(),
      position: worldBankPosition,
    });
    expect(filters).toEqual([
      {
        id: 'NATIVE_FILTER-f1',
        type: 'NATIVE_FILTER',
        name: 'region',
        filterType: 'filter_select',
        description: '',
        targets: [{ datasetId: 7, column: { name: 'region' } }],
        controlValues: {
          enableEmptyFilter: false,
          defaultToFirstItem: false,
          inverseSelection: false,
          multiSelect: true,
          searchAllOptions: false,
          sortAscending: false,
        },
        sortMetric: 'sum__SP_POP_TOTL',
        time_range: '2014-01-01 : 2014-01-02',
        cascadeParentIds: [],
        defaultDataMask: {
          extraFormData: { filters: [{ col: 'region', op: 'IN', val: ['North America'] }] },
          filterState: { value: ['North America'] },
          ownState: {},
        },
        scope: { rootPath: ['ROOT_ID'], excluded: [TREEMAP] },
      },
      expect.objectContaining({
        id: 'NATIVE_FILTER-f2',
        name: 'country_name',
        targets: [{ datasetId: 7, column: { name: 'country_name' } }],
        scope: { rootPath: ['ROOT_ID'], excluded: [TREEMAP, BOX_PLOT] },
        defaultDataMask: expect.objectContaining({ filterState: { value: ['United States'] } }),
      }),
    ]);
    for (const filter of filters) expect(nativeFilterSchema.safeParse(filter).success).toBe(true);
  });

  it('makes time range, grain and column filters, "required" from not clearable, and cascades', () => {
    const position: Position = {
      ...worldBankPosition,
      'ROW-2': { id: 'ROW-2', type: 'ROW', children: ['CHART-4', 'CHART-5', 'CHART-6'] },
      'CHART-6': { id: 'CHART-6', type: 'CHART', children: [], meta: { chartId: 6 } },
    };
    const games = {
      id: 6,
      slice_name: 'Game filters',
      viz_type: 'filter_box',
      form_data: {
        datasource: '12__table',
        date_filter: true,
        time_range: 'Last year',
        show_sqla_time_granularity: true,
        show_sqla_time_column: true,
        instant_filtering: false,
        filter_configs: [
          { column: 'genre', label: 'Genre', clearable: false, multiple: false, defaultValue: 'Action' },
        ],
      },
    };
    const metadata = {
      filter_scopes: {
        // The region box reaches the games box: the games value filters cascade from it.
        [String(REGION_FILTER)]: { region: { scope: ['ROW-2'], immune: [] } },
      },
      default_filters: JSON.stringify({ 6: { __time_grain: 'P1M' } }),
    };
    const filters = nativeFiltersFromFilterBoxes([worldBankCharts[0]!, games], metadata, {
      makeId: counter(),
      position,
    });
    expect(filters.map((f) => [f.name, f.filterType])).toEqual([
      ['region', 'filter_select'],
      ['country_name', 'filter_select'],
      ['Time range', 'filter_time'],
      ['Time grain', 'filter_timegrain'],
      ['Time column', 'filter_timecolumn'],
      ['Genre', 'filter_select'],
    ]);
    const [, , time, grain, column, genre] = filters;
    expect(time).toMatchObject({
      targets: [{}],
      defaultDataMask: { extraFormData: { time_range: 'Last year' }, filterState: { value: 'Last year' } },
    });
    expect(grain).toMatchObject({
      targets: [{ datasetId: 12 }],
      defaultDataMask: { extraFormData: { time_grain_sqla: 'P1M' }, filterState: { value: ['P1M'] } },
    });
    expect(column?.defaultDataMask).toEqual({ extraFormData: {}, filterState: {}, ownState: {} });
    expect(genre).toMatchObject({
      controlValues: { enableEmptyFilter: true, multiSelect: false },
      defaultDataMask: { filterState: { value: ['Action'] } },
      cascadeParentIds: ['NATIVE_FILTER-f1'],
    });
    // Time filters never cascade.
    expect(time?.cascadeParentIds).toEqual([]);
  });

  it('converts nothing on a dashboard without filter boxes', () => {
    expect(nativeFiltersFromFilterBoxes(worldBankCharts.slice(1), {}, { makeId: counter() })).toEqual([]);
  });
});

describe('saving the review', () => {
  it('drops the filter boxes from the layout and keeps the rest', () => {
    const next = layoutWithoutCharts(worldBankPosition, [REGION_FILTER]);
    expect(next['CHART-1']).toBeUndefined();
    expect((next['ROW-1'] as { children: readonly string[] }).children).toEqual(['CHART-2', 'CHART-3']);
    expect(next['CHART-5']).toBeDefined();
    // A row left empty goes; a header saved without children is no trouble.
    const headed = {
      ...worldBankPosition,
      HEADER_ID: { id: 'HEADER_ID', type: 'HEADER', meta: { text: 'T' } },
    };
    const emptied = layoutWithoutCharts(headed as unknown as typeof worldBankPosition, [4, 5]);
    expect(emptied['ROW-2']).toBeUndefined();
    expect((emptied.GRID_ID as { children: readonly string[] }).children).toEqual(['ROW-1']);
  });
  it('stores the native filters and drops the legacy keys', () => {
    const metadata = {
      ...worldBankMetadata,
      color_scheme: 'supersetColors',
      native_filter_configuration: [],
    };
    const filters = nativeFiltersFromFilterBoxes(worldBankCharts, metadata, { makeId: counter() });
    expect(convertedMetadata(metadata, filters)).toEqual({
      color_scheme: 'supersetColors',
      native_filter_configuration: filters,
      default_filters: '{}',
    });
  });
});

describe('migration states', () => {
  const base: MigrationStateInput = {
    canEdit: true,
    hasFilterBox: true,
    hasNativeFilters: false,
    migrationEnabled: true,
    dashboardId: 4,
    snoozedAt: {},
    now: 1_000_000_000_000,
  };
  it('invites editors of a dashboard with filter boxes, unless snoozed in the last 24 hours', () => {
    expect(initialMigrationState(base)).toBe('UNDECIDED');
    expect(initialMigrationState({ ...base, snoozedAt: snoozed({}, 4, base.now - 1000) })).toBe('SNOOZED');
    expect(
      initialMigrationState({
        ...base,
        snoozedAt: { 4: base.now - FILTER_BOX_TRANSITION_SNOOZE_DURATION - 1 },
      }),
    ).toBe('UNDECIDED');
    expect(initialMigrationState({ ...base, snoozedAt: { 5: base.now } })).toBe('UNDECIDED');
    expect(initialMigrationState({ ...base, requested: 'REVIEWING' })).toBe('REVIEWING');
    expect(initialMigrationState({ ...base, requested: 'nonsense' })).toBe('UNDECIDED');
  });
  it('is CONVERTED once native filters are saved, NOOP otherwise', () => {
    expect(initialMigrationState({ ...base, hasNativeFilters: true })).toBe('CONVERTED');
    expect(initialMigrationState({ ...base, hasNativeFilters: true, migrationEnabled: false })).toBe('NOOP');
    expect(initialMigrationState({ ...base, canEdit: false })).toBe('NOOP');
    expect(initialMigrationState({ ...base, hasFilterBox: false })).toBe('NOOP');
  });
  it('shows native filters only with the flag and a converted, reviewing or noop state', () => {
    expect(showNativeFilters(true, 'CONVERTED')).toBe(true);
    expect(showNativeFilters(true, 'REVIEWING')).toBe(true);
    expect(showNativeFilters(true, 'NOOP')).toBe(true);
    expect(showNativeFilters(true, 'SNOOZED')).toBe(false);
    expect(showNativeFilters(true, 'UNDECIDED')).toBe(false);
    expect(showNativeFilters(false, 'CONVERTED')).toBe(false);
    expect(filterBoxesActive('SNOOZED')).toBe(true);
    expect(filterBoxesActive('REVIEWING')).toBe(false);
    expect(filterBoxesActive('CONVERTED')).toBe(false);
  });
});
