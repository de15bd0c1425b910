/**
 * Superset's FixedOrMetricControl: `{type: 'fix', value}` or `{type: 'metric', value: metric}`. A
 * fixed value defaults to the control's default (else 5) and an empty one falls back to 100.
 */
import type { FormMetric } from '@tessera/core';
import { InputNumber, Popover, Radio } from 'antd';
import { useState } from 'react';
import { getMetricLabel } from '../../../../../charts/shared/metrics';
import type { ControlComponentProps } from '../controlTypes';
import { MetricsControl } from '../MetricsControl';
import '../SpatialControl/SpatialControl.css';
import { useControlPopoverPlacement } from '../popoverPlacement';

export interface FixedOrMetric {
  readonly type: 'fix' | 'metric';
  readonly value: unknown;
}

export const DEFAULT_FIXED: FixedOrMetric = { type: 'fix', value: 5 };
export const FIXED_FALLBACK = 100;

/** The value as Superset's control reads it: the saved one, else the default; a falsy value is 100. */
export function asFixedOrMetric(value: unknown, fallback: unknown): FixedOrMetric {
  const pick = (v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? (v as Partial<FixedOrMetric>) : null;
  const chosen = pick(value) ?? pick(fallback) ?? DEFAULT_FIXED;
  const type = chosen.type === 'metric' ? 'metric' : 'fix';
  return { type, value: chosen.value || (type === 'fix' ? FIXED_FALLBACK : null) };
}

export function fixedOrMetricLabel(current: FixedOrMetric): string {
  if (current.type === 'fix') return String(current.value);
  return current.value ? getMetricLabel(current.value as FormMetric) : 'N/A';
}

export function FixedOrMetricControl({
  id,
  dataTest,
  control,
  value,
  dataset,
  onChange,
}: ControlComponentProps) {
  const current = asFixedOrMetric(value, control.default);
  const [placement, measurePlacement] = useControlPopoverPlacement();
  const [metric, setMetric] = useState<FormMetric | null>(
    current.type === 'metric' ? (current.value as FormMetric) : null,
  );
  const [fixed, setFixed] = useState<number>(current.type === 'fix' ? Number(current.value) : FIXED_FALLBACK);
  const editor = (
    <div style={{ width: 300 }} className="fixed-or-metric-editor">
      <Radio.Group
        value={current.type}
        onChange={(e) =>
          onChange(
            e.target.value === 'fix' ? { type: 'fix', value: fixed } : { type: 'metric', value: metric },
          )
        }
        style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
      >
        <Radio value="fix">Fixed</Radio>
        <InputNumber
          aria-label="Fixed value"
          disabled={current.type !== 'fix'}
          value={current.type === 'fix' ? Number(current.value) : fixed}
          onChange={(next) => {
            const n = typeof next === 'number' && Number.isFinite(next) ? next : FIXED_FALLBACK;
            setFixed(n);
            onChange({ type: 'fix', value: n });
          }}
          style={{ width: '100%' }}
        />
        <Radio value="metric">Based on a metric</Radio>
        <div aria-disabled={current.type !== 'metric'}>
          {current.type === 'metric' ? (
            <MetricsControl
              id={`${id}-metric`}
              single
              value={metric ? [metric] : []}
              onChange={(next) => {
                const chosen = next[0] ?? null;
                setMetric(chosen);
                onChange({ type: 'metric', value: chosen });
              }}
              savedMetrics={dataset.metrics}
              columns={dataset.columns}
            />
          ) : null}
        </div>
      </Radio.Group>
    </div>
  );
  return (
    <div data-test={dataTest} onClickCapture={measurePlacement}>
      <Popover trigger="click" placement={placement} title={control.label} content={editor}>
        <button id={id} type="button" className="spatial-label">
          {current.type === 'fix' ? 'Fixed: ' : 'Metric: '}
          {fixedOrMetricLabel(current)}
        </button>
      </Popover>
    </div>
  );
}
