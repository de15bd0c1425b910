import { ParallelChart } from 'echarts/charts';
import { ParallelComponent, TooltipComponent, VisualMapComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useMemo } from 'react';
import { useEcharts } from '../shared/useEcharts';
import type { ChartRenderProps } from '../types';
import { paraOption } from './option';
import type { ParaProps } from './transformProps';

echarts.use([ParallelChart, ParallelComponent, TooltipComponent, VisualMapComponent, CanvasRenderer]);

const TABLE_HEIGHT = 160;

/** Superset's parallel coordinates, with its optional data table under the axes. */
export default function ParaChart({
  props,
  width,
  height,
  onRendered,
  onRenderFailed,
}: ChartRenderProps<ParaProps>) {
  const table = props.showDatatable && height > TABLE_HEIGHT * 2;
  const chartHeight = table ? height - TABLE_HEIGHT : height;
  const option = useMemo(() => paraOption(props), [props]);
  const ref = useEcharts(echarts, option, { width, height: chartHeight, onRendered, onRenderFailed });
  return (
    <div style={{ width, height }}>
      <div
        ref={ref}
        style={{ width, height: chartHeight }}
        role="img"
        aria-label={`Parallel coordinates of ${props.lines.length} lines over ${props.axes.length} axes`}
      />
      {table ? (
        <div style={{ height: TABLE_HEIGHT, overflow: 'auto' }}>
          <table
            className="tessera-para-table"
            style={{ width: '100%', fontSize: 12, borderCollapse: 'collapse' }}
          >
            <thead>
              <tr>
                <th style={{ textAlign: 'left' }} />
                {props.axes.map((axis) => (
                  <th key={axis.key} style={{ textAlign: 'right', padding: '2px 8px' }}>
                    {axis.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {props.lines.map((line, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows have no other identity
                <tr key={i}>
                  <td style={{ padding: '2px 8px' }}>{line.name}</td>
                  {line.values.map((value, j) => (
                    <td key={props.axes[j]!.key} style={{ textAlign: 'right', padding: '2px 8px' }}>
                      {props.axes[j]!.categorical ? value : props.formatValue(value)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}
