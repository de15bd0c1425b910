import { useEffect, useState } from 'react';
import type { ChartRenderProps } from '../types';
import type { PairedTTestProps, TTestGroup } from './transformProps';
import { liftPercent, pairedPValue } from './ttest';

interface RowStats {
  readonly pValue: string;
  readonly lift: string;
  readonly significant: string;
  readonly liftSign: number;
}

function statsOf(props: PairedTTestProps, group: TTestGroup, control: TTestGroup): RowStats {
  const p = pairedPValue(group.values, control.values);
  const lift = liftPercent(group.values, control.values);
  return {
    pValue: Number.isNaN(p) ? 'NaN' : p.toFixed(props.pValuePrecision),
    lift: Number.isFinite(lift) ? lift.toFixed(props.liftPrecision) : 'NaN',
    significant: String(!Number.isNaN(p) && p <= props.alpha),
    liftSign: Number.isFinite(lift) ? Math.sign(lift) : 0,
  };
}

function TTestTable({
  props,
  metric,
  groups,
}: {
  props: PairedTTestProps;
  metric: string;
  groups: readonly TTestGroup[];
}) {
  const [control, setControl] = useState(0);
  const controlGroup = groups[control] ?? groups[0];
  return (
    <div className="tessera-ttest" style={{ marginBottom: 16 }}>
      <h3 style={{ fontSize: 14, margin: '4px 0 8px' }}>{metric}</h3>
      <table style={{ width: '100%', borderCollapse: 'collapse', fontSize: 12 }}>
        <thead>
          <tr style={{ borderBottom: '1px solid #d9d9d9', textAlign: 'left' }}>
            {props.groupHeaders.map((header) => (
              <th key={header} style={{ padding: '4px 8px' }}>
                {header}
              </th>
            ))}
            <th style={{ padding: '4px 8px', textAlign: 'right' }}>p-value</th>
            <th style={{ padding: '4px 8px', textAlign: 'right' }}>Lift %</th>
            <th style={{ padding: '4px 8px' }}>Significant</th>
          </tr>
        </thead>
        <tbody>
          {groups.map((group, i) => {
            const isControl = i === control;
            const stats = !isControl && controlGroup ? statsOf(props, group, controlGroup) : null;
            const liftColor = stats
              ? stats.liftSign > 0
                ? '#2e7d32'
                : stats.liftSign < 0
                  ? '#c62828'
                  : undefined
              : undefined;
            return (
              <tr
                key={group.labels.join('\u0000')}
                onClick={() => setControl(i)}
                title="Click to make this group the control"
                style={{
                  cursor: 'pointer',
                  borderBottom: '1px solid #f0f0f0',
                  background: isControl ? '#e6f4f7' : stats?.significant === 'true' ? '#f6fbf6' : undefined,
                }}
              >
                {group.labels.map((label, j) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a group's labels are positional
                  <td key={j} style={{ padding: '4px 8px' }}>
                    {label}
                  </td>
                ))}
                <td style={{ padding: '4px 8px', textAlign: 'right' }}>{stats ? stats.pValue : 'control'}</td>
                <td style={{ padding: '4px 8px', textAlign: 'right', color: liftColor }}>
                  {stats ? stats.lift : 'control'}
                </td>
                <td style={{ padding: '4px 8px' }}>{stats ? stats.significant : 'control'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** Superset's paired t-test table: per metric, each group against the chosen control row. */
export default function PairedTTestChart({
  props,
  width,
  height,
  onRendered,
}: ChartRenderProps<PairedTTestProps>) {
  // Drawn in the same render: report once mounted.
  useEffect(() => onRendered(), [onRendered]);
  return (
    <div
      style={{ width, height, overflow: 'auto' }}
      role="img"
      aria-label={`Paired t-test of ${props.tables.length} metrics`}
    >
      {props.tables.map((table) => (
        <TTestTable key={table.metric} props={props} metric={table.metric} groups={table.groups} />
      ))}
    </div>
  );
}
