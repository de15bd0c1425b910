import { useEffect } from 'react';
import { arcPath } from '../legacy/svg';
import type { ChartRenderProps } from '../types';
import { petalRadius, type RoseProps, wedgeTitle } from './transformProps';

const LEGEND_HEIGHT = 28;

/** Superset's Nightingale rose: a wedge per time, each series a petal sized by its value. */
export default function RoseChart({ props, width, height, onRendered }: ChartRenderProps<RoseProps>) {
  // Drawn in the same render: report once mounted.
  useEffect(() => onRendered(), [onRendered]);
  const legend = props.showLegend && props.series.length > 0 ? LEGEND_HEIGHT : 0;
  const radius = Math.max(10, Math.min(width, height - legend) / 2 - 12);
  const step = props.wedges.length > 0 ? (2 * Math.PI) / props.wedges.length : 0;
  return (
    <div style={{ width, height }} className="tessera-rose">
      {legend ? (
        <div
          style={{
            height: legend,
            display: 'flex',
            gap: 12,
            justifyContent: 'center',
            flexWrap: 'wrap',
            overflow: 'hidden',
            fontSize: 12,
            color: '#3d4450',
          }}
        >
          {props.series.map((name) => (
            <span key={name} style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
              <span style={{ width: 10, height: 10, borderRadius: 5, background: props.colors[name] }} />
              {name}
            </span>
          ))}
        </div>
      ) : null}
      <svg
        width={width}
        height={height - legend}
        role="img"
        aria-label={`Rose chart of ${props.wedges.length} periods`}
      >
        <g transform={`translate(${width / 2},${(height - legend) / 2})`}>
          {props.wedges.map((wedge, i) => (
            <g key={wedge.time}>
              <title>{wedgeTitle(props, wedge)}</title>
              {wedge.petals.map((petal) => (
                <path
                  key={petal.series}
                  d={arcPath(
                    i * step,
                    (i + 1) * step,
                    0,
                    petalRadius(petal.value, props.max, radius, props.areaProportion),
                  )}
                  fill={props.colors[petal.series]}
                  stroke="#fff"
                  strokeWidth={1}
                />
              ))}
            </g>
          ))}
        </g>
      </svg>
    </div>
  );
}
