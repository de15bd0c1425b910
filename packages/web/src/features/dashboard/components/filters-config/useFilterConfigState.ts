import {
  FILTER_REMOVAL_UNDO_MS,
  type FilterFieldErrors,
  filterIdSuffix,
  moveItem,
  type NativeFilterItem,
  newFilterDivider,
  newNativeFilter,
} from '@tessera/core';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The dialog's working copy: the items, the one shown on the right, the removals still inside
 * their 5-second undo window (then the item leaves the list), and the validation errors shown.
 */
export function useFilterConfigState(initial: readonly NativeFilterItem[]) {
  const [items, setItems] = useState<NativeFilterItem[]>(() => [...initial]);
  const [selectedId, setSelectedId] = useState<string | null>(initial[0]?.id ?? null);
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const [errors, setErrors] = useState<Readonly<Record<string, FilterFieldErrors>>>({});
  const [dirty, setDirty] = useState(false);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const running = timers.current;
    return () => {
      for (const timer of running.values()) clearTimeout(timer);
    };
  }, []);

  const update = useCallback((id: string, change: (item: NativeFilterItem) => NativeFilterItem) => {
    setItems((list) => list.map((item) => (item.id === id ? change(item) : item)));
    setErrors((all) => (all[id] ? { ...all, [id]: {} } : all));
    setDirty(true);
  }, []);

  const add = useCallback((kind: 'filter' | 'divider') => {
    const item = kind === 'filter' ? newNativeFilter(filterIdSuffix()) : newFilterDivider(filterIdSuffix());
    setItems((list) => [...list, item]);
    setSelectedId(item.id);
    setDirty(true);
  }, []);

  const remove = useCallback((id: string) => {
    setPending((set) => new Set(set).add(id));
    setDirty(true);
    timers.current.set(
      id,
      setTimeout(() => {
        timers.current.delete(id);
        setPending((set) => {
          const next = new Set(set);
          next.delete(id);
          return next;
        });
        setItems((list) => {
          const next = list.filter((item) => item.id !== id);
          setSelectedId((selected) =>
            selected === id ? (next.find((item) => item.id !== id)?.id ?? null) : selected,
          );
          return next;
        });
      }, FILTER_REMOVAL_UNDO_MS),
    );
  }, []);

  const restore = useCallback((id: string) => {
    const timer = timers.current.get(id);
    if (timer) clearTimeout(timer);
    timers.current.delete(id);
    setPending((set) => {
      const next = new Set(set);
      next.delete(id);
      return next;
    });
  }, []);

  const move = useCallback((from: number, to: number) => {
    setItems((list) => moveItem(list, from, to));
    setDirty(true);
  }, []);

  return {
    items,
    selectedId,
    setSelectedId,
    pending,
    errors,
    setErrors,
    dirty,
    update,
    add,
    remove,
    restore,
    move,
  };
}

export type FilterConfigState = ReturnType<typeof useFilterConfigState>;
