import { configureStore } from '@reduxjs/toolkit';
import { chartsSlice } from '../charts/chartState';
import { exploreSlice } from '../features/explore/state/exploreSlice';
import { api } from './api';

export function makeStore() {
  return configureStore({
    reducer: {
      [api.reducerPath]: api.reducer,
      [chartsSlice.name]: chartsSlice.reducer,
      [exploreSlice.name]: exploreSlice.reducer,
    },
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
