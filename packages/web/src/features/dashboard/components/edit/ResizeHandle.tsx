import { GRID_BASE_UNIT, GRID_COLUMN_COUNT, type LayoutComponent } from '@tessera/core';
import { type PointerEvent, useRef } from 'react';
import { useLayoutEditing } from './editing';

/**
 * The corner handle that resizes a chart or markdown: width in columns of its row, height in
 * 8 px grid units. The toolbar's narrower/wider buttons do the same from the keyboard.
 */
export function ResizeHandle({ component }: { component: LayoutComponent }) {
  const editing = useLayoutEditing();
  const start = useRef<{ x: number; y: number; column: number; width: number; height: number } | null>(null);
  if (!editing) return null;
  const onDown = (event: PointerEvent<HTMLDivElement>) => {
    const row = event.currentTarget.closest('.layout-row') as HTMLElement | null;
    const column = (row?.clientWidth ?? 1200) / GRID_COLUMN_COUNT;
    start.current = {
      x: event.clientX,
      y: event.clientY,
      column,
      width: Number(component.meta?.width ?? 4),
      height: Number(component.meta?.height ?? 50),
    };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onUp = (event: PointerEvent<HTMLDivElement>) => {
    const from = start.current;
    start.current = null;
    if (!from) return;
    const width = from.width + Math.round((event.clientX - from.x) / from.column);
    const height = from.height + Math.round((event.clientY - from.y) / GRID_BASE_UNIT);
    if (width !== from.width || height !== from.height) editing.resize(component.id, { width, height });
  };
  return (
    <div
      className="resize-handle"
      title="Drag to resize"
      aria-hidden="true"
      onPointerDown={onDown}
      onPointerUp={onUp}
      data-test="resize-handle"
    />
  );
}
