import { useEffect } from 'react';
import type { ChartRenderProps } from '../types';
import { sparkPoints, type TimeTableProps } from './transformProps';

/** Superset's time-series table: a row per metric (or group), sparklines and comparisons. */
export default function TimeTableChart({
  props,
  width,
  height,
  onRendered,
}: ChartRenderProps<TimeTableProps>) {
  // Drawn in the same render: report once mounted.
  useEffect(() => onRendered(), [onRendered]);
  return (
    <div
      style={{ width, height, overflow: 'auto' }}
      role="img"
      aria-label={`Time-series table of ${props.rows.length} rows`}
    >
      <table
        className="tessera-time-table"
        style={{ width: '100%', borderCollapse: 'collapse', fontSize: 13 }}
      >
        <thead>
          <tr style={{ borderBottom: '1px solid #d9d9d9', textAlign: 'left' }}>
            <th style={{ padding: '6px 8px' }}>{props.rowHeader}</th>
            {props.columns.map((column) => (
              <th
                key={column.key}
                title={column.tooltip}
                style={{ padding: '6px 8px', textAlign: column.width ? 'left' : 'right' }}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row) => (
            <tr key={row.label} style={{ borderBottom: '1px solid #f0f0f0' }}>
              <td style={{ padding: '6px 8px' }}>{row.label}</td>
              {row.cells.map((cell, i) => {
                const column = props.columns[i]!;
                if (cell.kind === 'spark') {
                  const w = column.width ?? 300;
                  const h = column.height ?? 30;
                  return (
                    <td key={column.key} style={{ padding: '2px 8px' }}>
                      <svg width={w} height={h} role="img" aria-label={`Trend of ${row.label}`}>
                        <polyline
                          points={sparkPoints(cell.values, w, h)}
                          fill="none"
                          stroke="#1FA8C9"
                          strokeWidth={1.5}
                        />
                      </svg>
                    </td>
                  );
                }
                return (
                  <td
                    key={column.key}
                    style={{
                      padding: '6px 8px',
                      textAlign: 'right',
                      color: cell.color,
                      fontVariantNumeric: 'tabular-nums',
                    }}
                  >
                    {cell.text}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
