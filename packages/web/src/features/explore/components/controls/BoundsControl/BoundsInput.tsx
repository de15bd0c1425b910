/**
 * Superset's BoundsControl: `[min, max]`, either empty (null) to fit the data. Typing is passed on
 * after 300 ms without a keystroke (the spec's bounds debounce), so the chart does not redraw on
 * every digit.
 */
import { InputNumber } from 'antd';
import { useEffect, useRef, useState } from 'react';

export const BOUNDS_DEBOUNCE_MS = 300;

export type Bounds = readonly [number | null, number | null];

const bound = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

export function asBounds(value: unknown): Bounds {
  return Array.isArray(value) ? [bound(value[0]), bound(value[1])] : [null, null];
}

export interface BoundsInputProps {
  readonly id?: string;
  readonly dataTest?: string;
  readonly value: unknown;
  readonly onChange: (bounds: [number | null, number | null]) => void;
  readonly minLabel?: string;
  readonly maxLabel?: string;
}

export function BoundsInput({
  id,
  dataTest,
  value,
  onChange,
  minLabel = 'Min',
  maxLabel = 'Max',
}: BoundsInputProps) {
  const [draft, setDraft] = useState<Bounds>(() => asBounds(value));
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef(onChange);
  latest.current = onChange;
  const [saved0, saved1] = asBounds(value);
  // A value changed from outside (another tab, an undo) replaces the draft when nothing is pending.
  useEffect(() => {
    if (!timer.current) setDraft([saved0, saved1]);
  }, [saved0, saved1]);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const change = (next: Bounds) => {
    setDraft(next);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      latest.current([next[0], next[1]]);
    }, BOUNDS_DEBOUNCE_MS);
  };
  const [min, max] = draft;
  const invalid = min !== null && max !== null && min > max;
  return (
    <div className="bounds-control" data-test={dataTest}>
      <InputNumber
        id={id}
        placeholder={minLabel}
        aria-label="Minimum"
        value={min}
        status={invalid ? 'error' : undefined}
        onChange={(next) => change([bound(next), max])}
        style={{ width: '100%' }}
      />
      <InputNumber
        placeholder={maxLabel}
        aria-label="Maximum"
        value={max}
        status={invalid ? 'error' : undefined}
        onChange={(next) => change([min, bound(next)])}
        style={{ width: '100%' }}
      />
      {invalid ? (
        <div className="control-error" role="alert">
          The minimum must not be above the maximum.
        </div>
      ) : null}
    </div>
  );
}
