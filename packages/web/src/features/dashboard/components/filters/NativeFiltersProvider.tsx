import {
  clearedDataMask,
  type DataMask,
  type DataMaskState,
  initialNativeFilterDataMask,
  isApplyDisabled,
  isNativeFilter,
  type NativeFilterItem,
  type NativeFilterScopes,
  nativeFilterDividerSchema,
  nativeFilterSchema,
  nativeFilterScopes,
  type Position,
} from '@tessera/core';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { readUrlDataMask, writeUrlDataMask } from './urlState';

/** What the charts need: which filters reach which chart, and the applied masks. */
export interface AppliedNativeFilters {
  readonly items: readonly NativeFilterItem[];
  readonly scopes: NativeFilterScopes;
  readonly applied: DataMaskState;
}

/** What the bar needs besides: the pending selection and the actions on it. */
export interface NativeFilterBarState extends AppliedNativeFilters {
  readonly selected: DataMaskState;
  readonly applyDisabled: boolean;
  readonly select: (filterId: string, mask: DataMask) => void;
  /** Select and apply at once (a filter taking its first item by default). */
  readonly selectAndApply: (filterId: string, mask: DataMask) => void;
  readonly apply: () => void;
  readonly clearAll: () => void;
  /** Selects and applies these masks at once (a filter set); filters not named keep theirs. */
  readonly applyDataMask: (masks: DataMaskState) => void;
}

const NO_FILTERS: AppliedNativeFilters = { items: [], scopes: new Map(), applied: {} };
const AppliedContext = createContext<AppliedNativeFilters>(NO_FILTERS);
const BarContext = createContext<NativeFilterBarState | null>(null);

/** The applied native filters around a chart (none outside a dashboard). */
export function useAppliedNativeFilters(): AppliedNativeFilters {
  return useContext(AppliedContext);
}

export function useNativeFilterBar(): NativeFilterBarState | null {
  return useContext(BarContext);
}

/**
 * native_filter_configuration from json_metadata, item by item: a filter of a shape this version
 * does not know is left out rather than hiding the others.
 */
export function nativeFilterItems(jsonMetadata: string | null | undefined): NativeFilterItem[] {
  if (!jsonMetadata) return [];
  let metadata: unknown;
  try {
    metadata = JSON.parse(jsonMetadata);
  } catch {
    // Not JSON: the dashboard still draws, without filters.
    return [];
  }
  const list = (metadata as { native_filter_configuration?: unknown } | null)?.native_filter_configuration;
  if (!Array.isArray(list)) return [];
  return list.flatMap((raw: unknown): NativeFilterItem[] => {
    const divider = nativeFilterDividerSchema.safeParse(raw);
    if (divider.success) return [divider.data];
    const filter = nativeFilterSchema.safeParse(raw);
    return filter.success ? [filter.data] : [];
  });
}

const withId = (filterId: string, mask: DataMask): DataMask => ({ ...mask, id: filterId });

/**
 * Holds a dashboard's native filters as Superset's filter bar does: the masks chosen in the bar
 * stay pending until Apply; the applied ones start from each filter's defaultDataMask, overridden
 * by the address's `native_filters`, and reach the charts in each filter's scope.
 */
export function NativeFiltersProvider({
  jsonMetadata,
  position,
  children,
}: {
  readonly jsonMetadata: string | null | undefined;
  readonly position: Position | null;
  readonly children: ReactNode;
}) {
  const items = useMemo(() => nativeFilterItems(jsonMetadata), [jsonMetadata]);
  const scopes = useMemo<NativeFilterScopes>(
    () => (position ? nativeFilterScopes(items, position) : new Map()),
    [items, position],
  );
  const [applied, setApplied] = useState<DataMaskState>(() => {
    const defaults = initialNativeFilterDataMask(items);
    return { ...defaults, ...readUrlDataMask(new Set(Object.keys(defaults))) };
  });
  const [selected, setSelected] = useState<DataMaskState>(applied);
  // A saved configuration brings new filters: they start from their defaults, the others keep theirs.
  useEffect(() => {
    const defaults = initialNativeFilterDataMask(items);
    const added = (state: DataMaskState) => Object.keys(defaults).filter((id) => !(id in state));
    const merge = (state: DataMaskState) => {
      const missing = added(state);
      if (missing.length === 0) return state;
      const next: Record<string, DataMask> = { ...state };
      for (const id of missing) {
        const mask = defaults[id];
        if (mask) next[id] = mask;
      }
      return next;
    };
    setApplied(merge);
    setSelected(merge);
  }, [items]);

  const select = useCallback((filterId: string, mask: DataMask) => {
    setSelected((state) => ({ ...state, [filterId]: withId(filterId, mask) }));
  }, []);
  const selectAndApply = useCallback((filterId: string, mask: DataMask) => {
    setSelected((state) => ({ ...state, [filterId]: withId(filterId, mask) }));
    setApplied((state) => ({ ...state, [filterId]: withId(filterId, mask) }));
  }, []);
  const apply = useCallback(() => setApplied(selected), [selected]);
  // The address follows what is applied, from the first change on (a fresh open keeps it clean).
  const opened = useRef(applied);
  useEffect(() => {
    if (applied !== opened.current) writeUrlDataMask(applied);
  }, [applied]);
  const clearAll = useCallback(() => {
    setSelected((state) => {
      const next: Record<string, DataMask> = { ...state };
      for (const item of items)
        if (isNativeFilter(item)) next[item.id] = withId(item.id, clearedDataMask(item));
      return next;
    });
  }, [items]);

  const applyDataMask = useCallback(
    (masks: DataMaskState) => {
      const known = new Set(items.filter(isNativeFilter).map((item) => item.id));
      const picked = Object.fromEntries(
        Object.entries(masks)
          .filter(([id]) => known.has(id))
          .map(([id, mask]) => [id, withId(id, mask)]),
      );
      setSelected((state) => ({ ...state, ...picked }));
      setApplied((state) => ({ ...state, ...picked }));
    },
    [items],
  );

  const appliedValue = useMemo(() => ({ items, scopes, applied }), [items, scopes, applied]);
  const barValue = useMemo<NativeFilterBarState>(
    () => ({
      ...appliedValue,
      selected,
      applyDisabled: isApplyDisabled(items, selected, applied),
      select,
      selectAndApply,
      apply,
      clearAll,
      applyDataMask,
    }),
    [appliedValue, items, selected, applied, select, selectAndApply, apply, clearAll, applyDataMask],
  );
  return (
    <AppliedContext.Provider value={appliedValue}>
      <BarContext.Provider value={barValue}>{children}</BarContext.Provider>
    </AppliedContext.Provider>
  );
}
