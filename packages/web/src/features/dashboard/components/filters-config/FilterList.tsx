import { DeleteOutlined, HolderOutlined, PlusOutlined } from '@ant-design/icons';
import { isFilterDivider, type NativeFilterItem } from '@tessera/core';
import { Button } from 'antd';
import { useState } from 'react';

/**
 * The dialog's left column: filters and dividers in bar order (drag, or Alt+Arrow keys, to
 * reorder), each with its remove button; "Add filter" and "Add divider" below.
 */
export function FilterList({
  items,
  selectedId,
  pending,
  invalid,
  onSelect,
  onRemove,
  onMove,
  onAdd,
}: {
  readonly items: readonly NativeFilterItem[];
  readonly selectedId: string | null;
  readonly pending: ReadonlySet<string>;
  readonly invalid: ReadonlySet<string>;
  readonly onSelect: (id: string) => void;
  readonly onRemove: (id: string) => void;
  readonly onMove: (from: number, to: number) => void;
  readonly onAdd: (kind: 'filter' | 'divider') => void;
}) {
  const [dragging, setDragging] = useState<number | null>(null);
  return (
    <nav className="filters-config-list" aria-label="Filters and dividers">
      <ul>
        {items.map((item, index) => {
          const divider = isFilterDivider(item);
          const label =
            (divider ? item.title : item.name).trim() || (divider ? '[untitled divider]' : '[untitled]');
          const classes = ['filters-config-item'];
          if (item.id === selectedId) classes.push('selected');
          if (pending.has(item.id)) classes.push('removed');
          if (invalid.has(item.id)) classes.push('invalid');
          return (
            <li
              key={item.id}
              className={classes.join(' ')}
              draggable
              onDragStart={() => setDragging(index)}
              onDragOver={(event) => event.preventDefault()}
              onDrop={() => {
                if (dragging !== null && dragging !== index) onMove(dragging, index);
                setDragging(null);
              }}
              data-test="filters-config-item"
              data-item-id={item.id}
            >
              <HolderOutlined className="filters-config-drag" aria-hidden="true" />
              <button
                type="button"
                className="filters-config-item-button"
                aria-current={item.id === selectedId ? 'true' : undefined}
                aria-keyshortcuts="Alt+ArrowUp Alt+ArrowDown"
                onClick={() => onSelect(item.id)}
                onKeyDown={(event) => {
                  if (!event.altKey) return;
                  if (event.key === 'ArrowUp' && index > 0) onMove(index, index - 1);
                  else if (event.key === 'ArrowDown' && index < items.length - 1) onMove(index, index + 1);
                  else return;
                  event.preventDefault();
                }}
              >
                {divider ? <span className="filters-config-kind">Divider · </span> : null}
                {label}
              </button>
              {pending.has(item.id) ? null : (
                <Button
                  type="text"
                  size="small"
                  icon={<DeleteOutlined />}
                  aria-label={`Remove ${label}`}
                  onClick={() => onRemove(item.id)}
                  data-test="filters-config-remove"
                />
              )}
            </li>
          );
        })}
      </ul>
      <div className="filters-config-add">
        <Button icon={<PlusOutlined />} onClick={() => onAdd('filter')} data-test="filters-config-add-filter">
          Add filter
        </Button>
        <Button
          icon={<PlusOutlined />}
          onClick={() => onAdd('divider')}
          data-test="filters-config-add-divider"
        >
          Add divider
        </Button>
      </div>
    </nav>
  );
}
