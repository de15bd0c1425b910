import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { QueryFormData } from '@tessera/core';
import { rootReducer } from '../../../app/store';
import type { DatasetDetail } from '../api/exploreApi';
import { withForcedFormats } from '../lib/forcedFormats';
import { withRenderOnlyChanges } from '../lib/formData';
import { switchChartType, type VizMemory } from '../lib/standardizedFormData';

export interface SavedSlice {
  readonly id: number;
  readonly dashboards: readonly number[];
  /** User ids of the chart's owners: only they (and admins) may overwrite it. */
  readonly owners: readonly number[];
}

export interface ExploreState {
  /** The controls as they are now. */
  readonly formData: QueryFormData | null;
  /**
   * The controls of the last run, plus later render-only changes (which redraw from the last
   * answer); the chart is stale when they differ from `formData`.
   */
  readonly lastRunFormData: QueryFormData | null;
  /** Bumped on every run; the chart query hook runs when it changes. */
  readonly runToken: number;
  /** Whether the last run asked the server to bypass its cache (force refresh). */
  readonly forceRun: boolean;
  readonly slice: SavedSlice | null;
  readonly sliceName: string;
  /** Which URL the state was loaded for, so a new URL loads afresh. */
  readonly sourceKey: string | null;
  /** Each chart type's settings as last left, restored when switching back to it. */
  readonly vizMemory: VizMemory;
}

const initialState: ExploreState = {
  formData: null,
  lastRunFormData: null,
  runToken: 0,
  forceRun: false,
  slice: null,
  sliceName: '',
  sourceKey: null,
  vizMemory: {},
};

export const exploreSlice = createSlice({
  name: 'explore',
  initialState,
  reducers: {
    hydrate(
      _state,
      action: PayloadAction<{
        formData: QueryFormData;
        slice: SavedSlice | null;
        sliceName: string;
        sourceKey: string;
      }>,
    ) {
      return { ...initialState, ...action.payload };
    },
    setControl(state, action: PayloadAction<{ key: string; value: unknown }>) {
      if (!state.formData) return;
      const next = withForcedFormats({ ...state.formData, [action.payload.key]: action.payload.value });
      state.formData = next;
      if (state.lastRunFormData) state.lastRunFormData = withRenderOnlyChanges(state.lastRunFormData, next);
    },
    setFormData(state, action: PayloadAction<QueryFormData>) {
      const next = withForcedFormats(action.payload);
      state.formData = next;
      if (state.lastRunFormData) state.lastRunFormData = withRenderOnlyChanges(state.lastRunFormData, next);
    },
    setVizType(state, action: PayloadAction<{ vizType: string; dataset?: DatasetDetail }>) {
      if (!state.formData) return;
      const switched = switchChartType(
        state.formData,
        action.payload.vizType,
        action.payload.dataset,
        state.vizMemory,
      );
      state.formData = switched.formData;
      state.vizMemory = switched.memory;
    },
    setSliceName(state, action: PayloadAction<string>) {
      state.sliceName = action.payload;
    },
    /** Runs the chart's query; `force` bypasses the server's cache, as Superset's force refresh. */
    run(state, action: PayloadAction<{ force?: boolean } | undefined>) {
      state.lastRunFormData = state.formData;
      state.runToken += 1;
      state.forceRun = action.payload?.force === true;
    },
    saved(state, action: PayloadAction<{ slice: SavedSlice; sliceName: string; sourceKey: string }>) {
      const { slice, sliceName, sourceKey } = action.payload;
      // The settings now belong to the saved chart: later runs name it (form_data's slice_id).
      const own = (formData: QueryFormData | null) => (formData ? { ...formData, slice_id: slice.id } : null);
      return {
        ...state,
        slice,
        sliceName,
        sourceKey,
        formData: own(state.formData),
        lastRunFormData: own(state.lastRunFormData),
      };
    },
  },
});

export const exploreActions = exploreSlice.actions;
export const exploreReducer = exploreSlice.reducer;

declare module '../../../app/store' {
  export interface LazyLoadedSlices extends WithSlice<typeof exploreSlice> {}
}

/** Added to the store when Explore's code loads; `selectExplore` reads it (its initial state before). */
const injectedExploreSlice = exploreSlice.injectInto(rootReducer);
export const selectExplore = injectedExploreSlice.selectSlice;
