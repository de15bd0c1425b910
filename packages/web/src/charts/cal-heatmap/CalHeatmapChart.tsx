import { utcFormat } from 'd3-time-format';
import { useEffect } from 'react';
import type { ChartRenderProps } from '../types';
import { colorStep, type Grain } from './calendar';
import type { CalHeatmapProps } from './transformProps';

const DOMAIN_LABEL: Readonly<Record<Grain, string>> = {
  min: '%H:%M',
  hour: '%H:00',
  day: '%b %-d',
  week: 'Week of %b %-d',
  month: '%b %Y',
  year: '%Y',
};
const CELL_LABEL: Readonly<Record<Grain, string>> = {
  min: '%Y-%m-%d %H:%M',
  hour: '%Y-%m-%d %H:00',
  day: '%a %Y-%m-%d',
  week: 'Week of %Y-%m-%d',
  month: '%B %Y',
  year: '%Y',
};

/** Room for a domain's label under its cells. */
const LABEL_WIDTH: Readonly<Record<Grain, number>> = {
  min: 36,
  hour: 40,
  day: 44,
  week: 100,
  month: 56,
  year: 32,
};

/** Superset's calendar heatmap: a calendar per metric, each cell coloured by its value's step. */
export default function CalHeatmapChart({
  props,
  width,
  height,
  onRendered,
}: ChartRenderProps<CalHeatmapProps>) {
  // Drawn in the same render: report once mounted.
  useEffect(() => onRendered(), [onRendered]);
  const step = props.cellSize + props.cellPadding;
  const domainLabel = utcFormat(DOMAIN_LABEL[props.domain]);
  const cellLabel = utcFormat(CELL_LABEL[props.subdomain]);
  return (
    <div
      style={{ width, height, overflow: 'auto', fontSize: 11, color: '#3d4450' }}
      className="tessera-cal-heatmap"
    >
      {props.calendars.map((calendar) => (
        <section
          key={calendar.metric}
          style={{ marginBottom: 16 }}
          role="img"
          aria-label={`Calendar heatmap of ${calendar.metric}`}
        >
          {props.showMetricName ? (
            <h4 style={{ fontSize: 13, margin: '4px 0 6px' }}>{calendar.metric}</h4>
          ) : null}
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 10 }}>
            {props.domains.map((domain) => (
              <svg
                key={domain.start}
                width={Math.max(domain.columns * step, LABEL_WIDTH[props.domain])}
                height={domain.rows * step + 16}
                role="img"
                aria-label={domainLabel(new Date(domain.start))}
              >
                {domain.cells.map((cell) => {
                  const value = calendar.values.get(cell.start);
                  const fill =
                    value === undefined
                      ? '#ededed'
                      : props.colors[colorStep(value, calendar.min, calendar.max, props.colors.length)];
                  return (
                    <g key={cell.start} transform={`translate(${cell.column * step},${cell.row * step})`}>
                      <title>{`${cellLabel(new Date(cell.start))}: ${value === undefined ? 'No data' : props.formatValue(value)}`}</title>
                      <rect
                        width={props.cellSize}
                        height={props.cellSize}
                        rx={props.cellRadius}
                        fill={fill}
                      />
                      {props.showValues && value !== undefined && props.cellSize >= 20 ? (
                        <text
                          x={props.cellSize / 2}
                          y={props.cellSize / 2 + 3}
                          textAnchor="middle"
                          fontSize={8}
                          fill="#1f2630"
                        >
                          {props.formatValue(value)}
                        </text>
                      ) : null}
                    </g>
                  );
                })}
                <text x={0} y={domain.rows * step + 12}>
                  {domainLabel(new Date(domain.start))}
                </text>
              </svg>
            ))}
          </div>
          {props.showLegend && calendar.max >= calendar.min ? (
            <div style={{ display: 'flex', alignItems: 'center', gap: 4, marginTop: 6 }}>
              <span>{props.formatValue(calendar.min)}</span>
              {props.colors.map((color) => (
                <span
                  key={color}
                  style={{ width: 12, height: 12, background: color, display: 'inline-block' }}
                />
              ))}
              <span>{props.formatValue(calendar.max)}</span>
            </div>
          ) : null}
        </section>
      ))}
    </div>
  );
}
