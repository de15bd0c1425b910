import {
  canDrop,
  canRedo,
  canUndo,
  componentOf,
  deleteComponent,
  GRID_ID,
  type History,
  insertComponent,
  type LayoutMeta,
  moveBy,
  moveComponent,
  newComponents,
  type Position,
  pushHistory,
  redoHistory,
  resizeComponent,
  startHistory,
  undoHistory,
  updateComponentMeta,
  widthOf,
} from '@tessera/core';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { componentId } from '../../lib/layout';
import type { DragItem, LayoutEditing } from './editing';

const makeId = (type: string) => componentId(type);

function widthOfItem(position: Position, item: DragItem): number {
  if (item.kind === 'move') return widthOf(componentOf(position, item.id));
  return item.type === 'CHART' || item.type === 'MARKDOWN' || item.type === 'COLUMN'
    ? (item.meta?.width ?? 4)
    : 0;
}

function typeOfItem(position: Position, item: DragItem): string {
  return item.kind === 'new' ? item.type : String(componentOf(position, item.id)?.type ?? '');
}

function isTyping(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  return Boolean(element && (element.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(element.tagName)));
}

/** The layout being edited, with undo/redo (buttons, and Ctrl+Z / Ctrl+Shift+Z while `active`). */
export function useLayoutEditor(initial: Position, active = true) {
  const [history, setHistory] = useState<History<Position>>(() => startHistory(initial));
  const [dragging, setDragging] = useState<DragItem | null>(null);
  const apply = useCallback(
    (operation: (position: Position) => Position) =>
      setHistory((current) => pushHistory(current, operation(current.present))),
    [],
  );
  const undo = useCallback(() => setHistory(undoHistory), []);
  const redo = useCallback(() => setHistory(redoHistory), []);
  const reset = useCallback((position: Position) => setHistory(startHistory(position)), []);

  useEffect(() => {
    if (!active) return;
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== 'z' || isTyping(event.target))
        return;
      event.preventDefault();
      if (event.shiftKey) redo();
      else undo();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [undo, redo, active]);

  const drop = useCallback(
    (parentId: string, index: number, item: DragItem) =>
      apply((position) =>
        item.kind === 'move'
          ? moveComponent(position, item.id, parentId, index, makeId)
          : insertComponent(
              position,
              parentId,
              index,
              newComponents(item.type, makeId, item.meta ?? {}),
              makeId,
            ),
      ),
    [apply],
  );

  const editing: LayoutEditing = useMemo(
    () => ({
      position: history.present,
      dragging,
      setDragging,
      canDrop: (parentId, item) => {
        if (item.kind === 'move' && item.id === parentId) return false;
        return canDrop(
          history.present,
          parentId,
          typeOfItem(history.present, item),
          widthOfItem(history.present, item),
          item.kind === 'move' ? item.id : undefined,
        );
      },
      drop,
      add: (item) => drop(GRID_ID, Number.MAX_SAFE_INTEGER, item),
      moveBy: (id, delta) => apply((position) => moveBy(position, id, delta)),
      resize: (id, size) => apply((position) => resizeComponent(position, id, size)),
      updateMeta: (id, patch: LayoutMeta) => apply((position) => updateComponentMeta(position, id, patch)),
      remove: (id) => apply((position) => deleteComponent(position, id)),
    }),
    [history.present, dragging, drop, apply],
  );

  return {
    editing,
    position: history.present,
    changed: history.past.length > 0,
    canUndo: canUndo(history),
    canRedo: canRedo(history),
    undo,
    redo,
    reset,
  };
}
