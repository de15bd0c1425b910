import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  HolderOutlined,
  MinusOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { GRID_COLUMN_COUNT, type LayoutComponent } from '@tessera/core';
import { Button, Select, Tooltip } from 'antd';
import { type ReactNode, useRef } from 'react';
import { useLayoutEditing } from './editing';
import './edit.css';
import { ResizeHandle } from './ResizeHandle';

const SIZED = new Set(['CHART', 'MARKDOWN', 'COLUMN']);
const NAMES: Record<string, string> = {
  CHART: 'chart',
  MARKDOWN: 'markdown',
  COLUMN: 'column',
  ROW: 'row',
  HEADER: 'header',
  DIVIDER: 'divider',
  TABS: 'tabs',
  TAB: 'tab',
};

const HEADER_SIZES = [
  { value: 'SMALL_HEADER', label: 'Small' },
  { value: 'MEDIUM_HEADER', label: 'Medium' },
  { value: 'LARGE_HEADER', label: 'Large' },
];
const BACKGROUNDS = [
  { value: 'BACKGROUND_TRANSPARENT', label: 'Transparent' },
  { value: 'BACKGROUND_WHITE', label: 'White' },
];

function ToolButton({ label, icon, onClick }: { label: string; icon: ReactNode; onClick: () => void }) {
  return (
    <Tooltip title={label}>
      <Button size="small" type="text" icon={icon} aria-label={label} onClick={onClick} />
    </Tooltip>
  );
}

/** A component in edit mode: its toolbar (drag, move, resize, options, delete) around it. */
export function EditFrame({ component, children }: { component: LayoutComponent; children: ReactNode }) {
  const editing = useLayoutEditing();
  const frame = useRef<HTMLDivElement>(null);
  if (!editing) return <>{children}</>;
  const type = String(component.type);
  const name = NAMES[type] ?? 'component';
  const width = Number(component.meta?.width ?? 4);
  const horizontal = type !== 'ROW' && type !== 'TABS' && type !== 'HEADER' && type !== 'DIVIDER';
  return (
    <div
      ref={frame}
      className={`edit-frame edit-${type.toLowerCase()}`}
      data-test="edit-frame"
      data-type={type}
      data-id={component.id}
    >
      <div className="edit-toolbar" role="toolbar" aria-label={`Edit ${name}`}>
        <span
          className="edit-drag"
          draggable
          role="img"
          aria-label={`Drag ${name}`}
          title={`Drag ${name}`}
          data-test="drag-handle"
          onDragStart={(event) => {
            event.dataTransfer.effectAllowed = 'move';
            event.dataTransfer.setData('text/plain', component.id);
            if (frame.current) event.dataTransfer.setDragImage(frame.current, 16, 16);
            editing.setDragging({ kind: 'move', id: component.id });
          }}
          onDragEnd={() => editing.setDragging(null)}
        >
          <HolderOutlined />
        </span>
        <ToolButton
          label={horizontal ? 'Move left' : 'Move up'}
          icon={<ArrowUpOutlined rotate={horizontal ? -90 : 0} />}
          onClick={() => editing.moveBy(component.id, -1)}
        />
        <ToolButton
          label={horizontal ? 'Move right' : 'Move down'}
          icon={<ArrowDownOutlined rotate={horizontal ? -90 : 0} />}
          onClick={() => editing.moveBy(component.id, 1)}
        />
        {SIZED.has(type) ? (
          <>
            <ToolButton
              label="Narrower"
              icon={<MinusOutlined />}
              onClick={() => editing.resize(component.id, { width: width - 1 })}
            />
            <span className="edit-width" aria-live="polite">
              {width}/{GRID_COLUMN_COUNT}
            </span>
            <ToolButton
              label="Wider"
              icon={<PlusOutlined />}
              onClick={() => editing.resize(component.id, { width: width + 1 })}
            />
          </>
        ) : null}
        {type === 'HEADER' ? (
          <Select
            size="small"
            aria-label="Header size"
            value={String(component.meta?.headerSize ?? 'MEDIUM_HEADER')}
            options={HEADER_SIZES}
            onChange={(headerSize) => editing.updateMeta(component.id, { headerSize })}
            popupMatchSelectWidth={false}
          />
        ) : null}
        {type === 'ROW' || type === 'HEADER' || type === 'COLUMN' ? (
          <Select
            size="small"
            aria-label="Background"
            value={String(component.meta?.background ?? 'BACKGROUND_TRANSPARENT')}
            options={BACKGROUNDS}
            onChange={(background) => editing.updateMeta(component.id, { background })}
            popupMatchSelectWidth={false}
          />
        ) : null}
        <ToolButton
          label={`Delete ${name}`}
          icon={<DeleteOutlined />}
          onClick={() => editing.remove(component.id)}
        />
      </div>
      {children}
      {type === 'CHART' || type === 'MARKDOWN' ? <ResizeHandle component={component} /> : null}
    </div>
  );
}
