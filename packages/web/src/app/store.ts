import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { chartsSlice } from '../charts/chartState';
import { api } from './api';

/**
 * Slices a page adds when its code first loads (Explore's needs the chart plugins, which must stay
 * out of the first page's bundle). Each declares itself here with `declare module`.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging from lazily loaded pages
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(api, chartsSlice).withLazyLoadedSlices<LazyLoadedSlices>();

export function makeStore() {
  return configureStore({
    reducer: rootReducer,
    middleware: (getDefault) =>
      getDefault({
        // Chart results can hold tens of thousands of rows; walking them on every action in
        // development would make the dev build feel slow, and they are never mutated.
        immutableCheck: { ignoredPaths: ['charts', 'api', 'explore'] },
        serializableCheck: {
          ignoredPaths: ['charts', 'api', 'explore'],
          ignoredActionPaths: ['payload', 'meta'],
        },
      }).concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
