import { Alert, Button, Input, Radio, Select } from 'antd';
import { useEffect, useState } from 'react';
import { type ResolvedRange, resolveTimeRange } from '../../../api/controlData';
import {
  actualRangeLabel,
  advancedRange,
  type CustomRange,
  decodeCustomRange,
  defaultCustomRange,
  encodeCustomRange,
  FRAME_DEFAULTS,
  FRAME_TYPES,
  type FrameType,
  frameOf,
  LAST_OPTIONS,
  NO_FILTER,
  PREVIOUS_OPTIONS,
  splitRange,
  toAdvanced,
} from '../../../lib/timeRangeFrames';
import { CustomFrame } from './CustomFrame';

export type RangeResolver = (range: string, signal?: AbortSignal) => Promise<ResolvedRange>;

export interface TimeRangeEditorProps {
  /** The committed value; the editor works on a draft of it. */
  readonly value: string;
  /** Shown in the actual range (`since ≤ column < until`). */
  readonly column?: string | null;
  readonly onApply: (value: string) => void;
  readonly onCancel: () => void;
  readonly resolve?: RangeResolver;
  /** Wait after the last change before asking the server (0 in tests). */
  readonly debounceMs?: number;
}

type Resolution = { readonly state: 'loading' } | ({ readonly state: 'done' } & ResolvedRange);

/** Asks the server for the draft's bounds, the newest draft winning. */
function useResolved(range: string, resolve: RangeResolver, debounceMs: number): Resolution {
  const [resolution, setResolution] = useState<Resolution>({ state: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setResolution({ state: 'loading' });
    const timer = setTimeout(() => {
      resolve(range, controller.signal).then(
        (answer) => {
          if (!controller.signal.aborted) setResolution({ state: 'done', ...answer });
        },
        (error: unknown) => {
          if (!controller.signal.aborted) setResolution({ state: 'done', ok: false, error: String(error) });
        },
      );
    }, debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [range, resolve, debounceMs]);
  return resolution;
}

function AdvancedFrame({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const [since, until] = splitRange(value);
  return (
    <div className="time-range-sides">
      <div className="time-range-side">
        <div className="time-range-label">START (INCLUSIVE)</div>
        <Input
          aria-label="Advanced start"
          placeholder="e.g. 2024-01-01, or 90 days ago"
          value={since}
          onChange={(e) => onChange(advancedRange(e.target.value, until))}
        />
      </div>
      <div className="time-range-side">
        <div className="time-range-label">END (EXCLUSIVE)</div>
        <Input
          aria-label="Advanced end"
          placeholder="e.g. now, or today"
          value={until}
          onChange={(e) => onChange(advancedRange(since, e.target.value))}
        />
      </div>
    </div>
  );
}

function PresetFrame({
  title,
  options,
  value,
  onChange,
}: {
  title: string;
  options: readonly { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div>
      <div className="time-range-label">{title}</div>
      <Radio.Group
        className="time-range-presets"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        options={options.map((o) => ({ value: o.value, label: o.label }))}
      />
    </div>
  );
}

/**
 * The body of 'Edit time range' (spec 001 points 2-5): a range type, its frame, the actual range
 * the server resolves, CANCEL and APPLY (disabled while the range does not resolve).
 */
export function TimeRangeEditor({
  value,
  column,
  onApply,
  onCancel,
  resolve = resolveTimeRange,
  debounceMs = 300,
}: TimeRangeEditorProps) {
  const [frame, setFrame] = useState<FrameType>(() => frameOf(value));
  const [draft, setDraft] = useState(value || NO_FILTER);
  const [custom, setCustom] = useState<CustomRange>(() => decodeCustomRange(value) ?? defaultCustomRange());
  const resolution = useResolved(draft, resolve, debounceMs);
  const valid = resolution.state === 'done' && resolution.ok;

  const chooseFrame = (next: FrameType) => {
    setFrame(next);
    if (next === 'Custom') setDraft(encodeCustomRange(custom));
    else if (next === 'Advanced') setDraft(toAdvanced(draft));
    else setDraft(FRAME_DEFAULTS[next]);
  };
  const changeCustom = (next: CustomRange) => {
    setCustom(next);
    setDraft(encodeCustomRange(next));
  };

  return (
    <div className="time-range-editor" data-test="time-range-editor">
      <div className="time-range-label">RANGE TYPE</div>
      <Select
        aria-label="Range type"
        data-test="time-range-type"
        value={frame}
        onChange={chooseFrame}
        options={FRAME_TYPES.map((type) => ({ value: type, label: type }))}
        style={{ width: '100%' }}
      />
      <div className="time-range-frame">
        {frame === 'Last' ? (
          <PresetFrame
            title="CONFIGURE TIME RANGE: LAST..."
            options={LAST_OPTIONS}
            value={draft}
            onChange={setDraft}
          />
        ) : null}
        {frame === 'Previous' ? (
          <PresetFrame
            title="CONFIGURE TIME RANGE: PREVIOUS..."
            options={PREVIOUS_OPTIONS}
            value={draft}
            onChange={setDraft}
          />
        ) : null}
        {frame === 'Custom' ? <CustomFrame range={custom} onChange={changeCustom} /> : null}
        {frame === 'Advanced' ? <AdvancedFrame value={draft} onChange={setDraft} /> : null}
      </div>
      <div className="time-range-actual" data-test="time-range-actual">
        <div className="time-range-label">Actual time range</div>
        {resolution.state === 'loading' ? <span className="time-range-pending">…</span> : null}
        {resolution.state === 'done' && resolution.ok ? (
          <span>
            {draft === NO_FILTER
              ? NO_FILTER
              : actualRangeLabel(resolution.since, resolution.until, column ?? 'col')}
          </span>
        ) : null}
        {resolution.state === 'done' && !resolution.ok ? (
          <Alert type="error" showIcon title={resolution.error} data-test="time-range-error" />
        ) : null}
      </div>
      <div className="time-range-footer">
        <Button onClick={onCancel} data-test="time-range-cancel">
          CANCEL
        </Button>
        <Button
          type="primary"
          disabled={!valid}
          onClick={() => onApply(draft.trim() === ':' ? NO_FILTER : draft)}
          data-test="time-range-apply"
        >
          APPLY
        </Button>
      </div>
    </div>
  );
}
