/**
 * A list of items each edited in a popover, with an add entry at the end (the shape of Superset's
 * conditional formatting, time-series column and annotation layer controls).
 */
import { CloseOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Popover } from 'antd';
import { type ReactNode, useState } from 'react';
import './PopoverList.css';
import { useControlPopoverPlacement } from './popoverPlacement';

export interface PopoverListProps<T> {
  readonly id: string;
  readonly dataTest: string;
  readonly items: readonly T[];
  readonly itemLabel: (item: T, index: number) => ReactNode;
  readonly addLabel: string;
  readonly editTitle: string;
  readonly addTitle: string;
  readonly removeLabel: (item: T, index: number) => string;
  /** The editor; `done(next)` saves and closes, `done(null)` closes without saving. */
  readonly editor: (item: T | null, done: (next: T | null) => void) => ReactNode;
  readonly onChange: (items: T[]) => void;
  readonly popoverWidth?: number;
  /** A line under an item, e.g. its error. */
  readonly itemNote?: (item: T, index: number) => ReactNode;
}

export function PopoverList<T>({
  id,
  dataTest,
  items,
  itemLabel,
  addLabel,
  editTitle,
  addTitle,
  removeLabel,
  editor,
  onChange,
  popoverWidth = 320,
  itemNote,
}: PopoverListProps<T>) {
  const [open, setOpen] = useState<number | 'new' | null>(null);
  const [placement, measurePlacement] = useControlPopoverPlacement();
  const content = (index: number | 'new') => (
    <div style={{ width: popoverWidth }} data-test={`${dataTest}-popover`}>
      {editor(index === 'new' ? null : (items[index] as T), (next) => {
        if (next !== null) {
          onChange(index === 'new' ? [...items, next] : items.map((item, i) => (i === index ? next : item)));
        }
        setOpen(null);
      })}
    </div>
  );
  return (
    <div className="popover-list" id={id} data-test={dataTest} onClickCapture={measurePlacement}>
      {items.map((item, index) => (
        // Items have no stable id of their own; the list is edited in place.
        // biome-ignore lint/suspicious/noArrayIndexKey: items are addressed by position
        <div key={index} className="popover-list-item">
          <Popover
            trigger="click"
            placement={placement}
            title={editTitle}
            open={open === index}
            onOpenChange={(next) => setOpen(next ? index : null)}
            content={open === index ? content(index) : null}
            destroyOnHidden
          >
            <button type="button" className="popover-list-label">
              {itemLabel(item, index)}
            </button>
          </Popover>
          <Button
            type="text"
            size="small"
            icon={<CloseOutlined />}
            aria-label={removeLabel(item, index)}
            onClick={() => onChange(items.filter((_, i) => i !== index))}
          />
          {itemNote ? <div className="popover-list-note">{itemNote(item, index)}</div> : null}
        </div>
      ))}
      <Popover
        trigger="click"
        placement={placement}
        title={addTitle}
        open={open === 'new'}
        onOpenChange={(next) => setOpen(next ? 'new' : null)}
        content={open === 'new' ? content('new') : null}
        destroyOnHidden
      >
        <Button type="dashed" block icon={<PlusOutlined />} data-test={`${dataTest}-add`}>
          {addLabel}
        </Button>
      </Popover>
    </div>
  );
}
