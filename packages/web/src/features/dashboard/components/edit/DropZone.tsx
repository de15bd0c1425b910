import { type DragEvent, useState } from 'react';
import { useLayoutEditing } from './editing';

/**
 * A place between components where a dragged one can land. It shows only while something that
 * may go here is being dragged.
 */
export function DropZone({
  parentId,
  index,
  horizontal = false,
  empty = false,
}: {
  parentId: string;
  index: number;
  horizontal?: boolean;
  /** The only zone of an empty grid or tab: always visible, with a hint. */
  empty?: boolean;
}) {
  const editing = useLayoutEditing();
  const [over, setOver] = useState(false);
  if (!editing) return null;
  const item = editing.dragging;
  const allowed = item ? editing.canDrop(parentId, item) : false;
  const accept = (event: DragEvent) => {
    if (!allowed) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = item?.kind === 'move' ? 'move' : 'copy';
    setOver(true);
  };
  return (
    <section
      aria-label="Drop zone"
      className={`drop-zone${horizontal ? ' horizontal' : ''}${over ? ' over' : ''}${empty ? ' empty' : ''}${allowed ? ' allowed' : ''}`}
      data-test="drop-zone"
      data-parent={parentId}
      data-index={index}
      onDragEnter={accept}
      onDragOver={accept}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        if (item && allowed) editing.drop(parentId, index, item);
        editing.setDragging(null);
      }}
    >
      {empty ? <span>Drag charts and layout elements here</span> : null}
    </section>
  );
}
