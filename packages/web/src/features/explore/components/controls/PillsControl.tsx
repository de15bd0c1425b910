/**
 * Chosen items as removable pills, each edited in a popover, with an add button at the end: the
 * shape of Superset's DndMetricSelect and DndColumnSelect. The metric and column controls are
 * this list with their own editor.
 */
import { CloseOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Popover, Tooltip } from 'antd';
import { type ClipboardEvent, type ReactNode, useState } from 'react';
import { truncateLabel } from '../../../../charts';
import { type DragItem, dropTarget } from './dnd';
import { useControlPopoverPlacement } from './popoverPlacement';

export interface PillsControlProps<T> {
  readonly id: string;
  readonly dataTest?: string;
  readonly value: readonly T[];
  readonly onChange: (value: T[]) => void;
  /** What an item is called in the pills' accessible names: 'metric', 'column'. */
  readonly noun: string;
  readonly labelOf: (item: T) => string;
  readonly keyOf: (item: T) => string;
  /** The popover's content: `save` keeps the item, `cancel` closes without a change. */
  readonly editor: (item: T | null, save: (item: T) => void, cancel: () => void) => ReactNode;
  readonly addLabel: string;
  /** One item only: no add button once it is chosen. */
  readonly single?: boolean;
  /** A single item that must stay chosen shows no remove button (it is edited instead). */
  readonly removable?: boolean;
  readonly onDropItem?: (item: DragItem) => void;
  readonly onPaste?: (event: ClipboardEvent<HTMLDivElement>) => void;
}

export function PillsControl<T>({
  id,
  dataTest,
  value,
  onChange,
  noun,
  labelOf,
  keyOf,
  editor,
  addLabel,
  single = false,
  removable = true,
  onDropItem,
  onPaste,
}: PillsControlProps<T>) {
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [placement, measurePlacement] = useControlPopoverPlacement();

  const save = (item: T) => {
    if (editing === 'new') onChange(single ? [item] : [...value, item]);
    else if (typeof editing === 'number') onChange(value.map((v, i) => (i === editing ? item : v)));
    setEditing(null);
  };
  // The content is always given (a popover without a title or content never opens); it mounts
  // when its popover opens and is destroyed when it closes, so each opening starts afresh.
  const content = (index: number | 'new') =>
    editor(index === 'new' ? null : (value[index] ?? null), save, () => setEditing(null));
  const accept = onDropItem ? dropTarget(onDropItem) : {};

  return (
    <div
      className="metrics-control"
      id={id}
      data-test={dataTest}
      {...accept}
      onPaste={onPaste}
      onClickCapture={measurePlacement}
    >
      {value.map((item, index) => {
        const label = labelOf(item);
        return (
          <div className="metric-pill" key={keyOf(item)}>
            <Popover
              trigger="click"
              open={editing === index}
              onOpenChange={(open) => setEditing(open ? index : null)}
              content={content(index)}
              placement={placement}
              destroyOnHidden
            >
              <Tooltip title={label.length > 42 ? label : undefined}>
                <button type="button" className="metric-pill-label" aria-label={`Edit ${noun} ${label}`}>
                  {truncateLabel(label)}
                </button>
              </Tooltip>
            </Popover>
            {removable || !single ? (
              <button
                type="button"
                className="metric-pill-remove"
                aria-label={`Remove ${noun} ${label}`}
                onClick={() => onChange(value.filter((_, i) => i !== index))}
              >
                <CloseOutlined />
              </button>
            ) : null}
          </div>
        );
      })}
      {single && value.length > 0 ? null : (
        <Popover
          trigger="click"
          open={editing === 'new'}
          onOpenChange={(open) => setEditing(open ? 'new' : null)}
          content={content('new')}
          placement={placement}
          destroyOnHidden
        >
          <Button
            type="dashed"
            icon={<PlusOutlined />}
            block
            data-test={dataTest ? `${dataTest}-add` : undefined}
            className="metrics-add"
          >
            {addLabel}
          </Button>
        </Popover>
      )}
    </div>
  );
}
