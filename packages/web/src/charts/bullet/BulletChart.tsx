import { useEffect } from 'react';
import type { ChartRenderProps } from '../types';
import { type BulletProps, bulletDomain } from './transformProps';

const RANGE_GREYS = ['#eeeeee', '#dddddd', '#cccccc', '#bbbbbb', '#aaaaaa'];
const MEASURE_COLORS = ['#1f77b4', '#aec7e8'];
const TICKS = 6;

/** NVD3's bullet chart, as Superset draws it: ranges in greys, the measure, triangle markers, lines. */
export default function BulletChart({ props, width, height, onRendered }: ChartRenderProps<BulletProps>) {
  // Drawn in the same render: report once mounted.
  useEffect(() => onRendered(), [onRendered]);
  const margin = { left: 16, right: 24, top: 10 };
  const barHeight = Math.max(16, Math.min(40, height - 50));
  const plot = Math.max(10, width - margin.left - margin.right);
  const [min, max] = bulletDomain(props);
  const x = (value: number) => (max > min ? ((value - min) / (max - min)) * plot : 0);
  const ticks = Array.from({ length: TICKS }, (_, i) => min + ((max - min) * i) / (TICKS - 1));
  return (
    <svg
      width={width}
      height={height}
      role="img"
      aria-label={`Bullet chart of ${props.measures.length} measures`}
    >
      <g transform={`translate(${margin.left},${margin.top})`}>
        {props.ranges.map((range, i) => (
          <rect
            key={`range-${range}`}
            x={x(Math.min(0, range))}
            width={Math.abs(x(range) - x(0))}
            height={barHeight}
            fill={RANGE_GREYS[i % RANGE_GREYS.length]}
          >
            <title>{`${props.rangeLabels[props.ranges.length - 1 - i] ?? `Range ${props.ranges.length - i}`}: ${props.formatValue(range)}`}</title>
          </rect>
        ))}
        {props.measures.map((measure, i) => (
          <rect
            key={`measure-${measure}`}
            x={x(Math.min(0, measure))}
            y={barHeight / 3}
            width={Math.abs(x(measure) - x(0))}
            height={barHeight / 3}
            fill={MEASURE_COLORS[i % MEASURE_COLORS.length]}
          >
            <title>{`Measure: ${props.formatValue(measure)}`}</title>
          </rect>
        ))}
        {props.markerLines.map((line, i) => (
          <line
            key={`line-${line}`}
            x1={x(line)}
            x2={x(line)}
            y1={2}
            y2={barHeight - 2}
            stroke="#000"
            strokeWidth={2}
          >
            <title>{`${props.markerLineLabels[i] ?? 'Marker line'}: ${props.formatValue(line)}`}</title>
          </line>
        ))}
        {props.markers.map((marker, i) => (
          <path
            key={`marker-${marker}`}
            d={`M${x(marker)},${barHeight / 2}l-6,${barHeight / 2 - 2}h12z`}
            fill="#fff"
            stroke="#000"
          >
            <title>{`${props.markerLabels[i] ?? 'Marker'}: ${props.formatValue(marker)}`}</title>
          </path>
        ))}
        <g transform={`translate(0,${barHeight + 4})`} fontSize={11} fill="#666">
          {ticks.map((tick) => (
            <g key={tick} transform={`translate(${x(tick)},0)`}>
              <line y2={5} stroke="#999" />
              <text y={18} textAnchor="middle">
                {props.formatValue(tick)}
              </text>
            </g>
          ))}
        </g>
      </g>
    </svg>
  );
}
