import type { DragEvent } from 'react';

/** What the dataset pane drags into the controls. */
export interface DragItem {
  readonly kind: 'metric' | 'column';
  readonly name: string;
}

const MIME = 'application/x-tessera-item';

export function startDrag(event: DragEvent, item: DragItem): void {
  event.dataTransfer.setData(MIME, JSON.stringify(item));
  event.dataTransfer.setData('text/plain', item.name);
  event.dataTransfer.effectAllowed = 'copy';
}

export function readDrop(event: DragEvent): DragItem | null {
  const raw = event.dataTransfer.getData(MIME);
  if (!raw) return null;
  try {
    const item = JSON.parse(raw) as DragItem;
    return item.kind === 'metric' || item.kind === 'column' ? item : null;
  } catch {
    return null;
  }
}

/** Props that make an element accept dragged dataset items. */
export function dropTarget(accept: (item: DragItem) => void) {
  return {
    onDragOver: (event: DragEvent) => {
      if (event.dataTransfer.types.includes(MIME)) {
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
      }
    },
    onDrop: (event: DragEvent) => {
      const item = readDrop(event);
      if (item) {
        event.preventDefault();
        accept(item);
      }
    },
  };
}
