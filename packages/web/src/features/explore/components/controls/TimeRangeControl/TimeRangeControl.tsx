import { CalendarOutlined } from '@ant-design/icons';
import { Popover } from 'antd';
import { useState } from 'react';
import { NO_FILTER } from '../../../lib/timeRangeFrames';
import { type RangeResolver, TimeRangeEditor } from './TimeRangeEditor';
import './TimeRangeControl.css';
import { useControlPopoverPlacement } from '../popoverPlacement';

export interface TimeRangeControlProps {
  readonly id: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** The column the range filters, named in the actual range. */
  readonly column?: string | null;
  readonly resolve?: RangeResolver;
  readonly debounceMs?: number;
}

/** The time range as a button; it opens 'Edit time range' (600 px), which edits a draft. */
export function TimeRangeControl({
  id,
  value,
  onChange,
  column,
  resolve,
  debounceMs,
}: TimeRangeControlProps) {
  const [open, setOpen] = useState(false);
  const [placement, measurePlacement] = useControlPopoverPlacement();
  // Each opening edits a fresh draft, even when the closing popover is still animating out.
  const [session, setSession] = useState(0);
  const toggle = (next: boolean) => {
    if (next) setSession((n) => n + 1);
    setOpen(next);
  };
  const label = value || NO_FILTER;
  return (
    <Popover
      open={open}
      onOpenChange={toggle}
      trigger="click"
      placement={placement}
      title="Edit time range"
      destroyOnHidden
      styles={{ container: { width: 600 } }}
      content={
        open ? (
          <TimeRangeEditor
            key={session}
            value={value}
            column={column ?? null}
            onApply={(next) => {
              setOpen(false);
              if (next !== value) onChange(next);
            }}
            onCancel={() => setOpen(false)}
            {...(resolve ? { resolve } : {})}
            {...(debounceMs !== undefined ? { debounceMs } : {})}
          />
        ) : null
      }
    >
      <button
        id={id}
        type="button"
        className="time-range-trigger"
        data-test="explore-time-range"
        aria-haspopup="dialog"
        onClickCapture={measurePlacement}
        title={label}
      >
        <CalendarOutlined aria-hidden />
        <span className="time-range-trigger-label">{label}</span>
      </button>
    </Popover>
  );
}
