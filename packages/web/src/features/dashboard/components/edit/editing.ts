import type { LayoutMeta, NewComponentType, Position } from '@tessera/core';
import { createContext, useContext } from 'react';

/** What is being dragged: a new component from the side pane, or one already in the layout. */
export type DragItem =
  | { readonly kind: 'new'; readonly type: NewComponentType; readonly meta?: LayoutMeta }
  | { readonly kind: 'move'; readonly id: string };

/** The layout editor as the edit-mode layout sees it. */
export interface LayoutEditing {
  readonly position: Position;
  readonly dragging: DragItem | null;
  setDragging(item: DragItem | null): void;
  canDrop(parentId: string, item: DragItem): boolean;
  drop(parentId: string, index: number, item: DragItem): void;
  /** Adds a new component at the end of the grid: the keyboard alternative to dragging one in. */
  add(item: DragItem): void;
  moveBy(id: string, delta: -1 | 1): void;
  resize(id: string, size: { width?: number; height?: number }): void;
  updateMeta(id: string, patch: LayoutMeta): void;
  remove(id: string): void;
}

export const LayoutEditingContext = createContext<LayoutEditing | null>(null);

export function useLayoutEditing(): LayoutEditing | null {
  return useContext(LayoutEditingContext);
}
