import type { QueryFormData } from '@tessera/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { describeError } from '../../app/errors';
import { searchFilterBoxOptions } from './searchOptions';
import type { FilterOption } from './transformProps';

/** Typing pauses this long before a search leaves (Superset's SLOW_DEBOUNCE). */
export const SEARCH_DEBOUNCE_MS = 300;

/** A column's search: what it found, whether it is running, why it failed. */
export interface ColumnSearch {
  readonly options?: readonly FilterOption[];
  readonly loading: boolean;
  readonly error?: string;
}

export interface OptionSearch {
  /** Each column being searched; absent when its search text is empty. */
  readonly searches: Readonly<Record<string, ColumnSearch>>;
  readonly search: (column: string, term: string, ascending: boolean) => void;
}

/** Server searches of a filter box's "search all options" filters, debounced per column. */
export function useOptionSearch(formData: QueryFormData): OptionSearch {
  const [searches, setSearches] = useState<Record<string, ColumnSearch>>({});
  const timers = useRef(new Map<string, number>());
  const running = useRef(new Map<string, AbortController>());

  useEffect(() => {
    const pending = timers.current;
    const inFlight = running.current;
    return () => {
      for (const timer of pending.values()) window.clearTimeout(timer);
      for (const abort of inFlight.values()) abort.abort();
    };
  }, []);

  const search = useCallback(
    (column: string, term: string, ascending: boolean) => {
      window.clearTimeout(timers.current.get(column));
      running.current.get(column)?.abort();
      const set = (next: ColumnSearch | null) =>
        setSearches(({ [column]: _previous, ...rest }) => (next ? { ...rest, [column]: next } : rest));
      if (!term) {
        set(null);
        return;
      }
      const timer = window.setTimeout(() => {
        const abort = new AbortController();
        running.current.set(column, abort);
        set({ loading: true });
        searchFilterBoxOptions(formData, column, term, ascending, abort.signal).then(
          (options) => {
            if (!abort.signal.aborted) set({ options, loading: false });
          },
          (error: unknown) => {
            if (!abort.signal.aborted)
              set({ loading: false, error: `Error while fetching data: ${describeError(error)}` });
          },
        );
      }, SEARCH_DEBOUNCE_MS);
      timers.current.set(column, timer);
    },
    [formData],
  );

  return { searches, search };
}
