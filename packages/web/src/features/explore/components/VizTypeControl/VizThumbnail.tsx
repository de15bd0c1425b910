import type { ReactNode } from 'react';

/**
 * A chart type's preview: its picture drawn on example data when the plugin has one (`npm run
 * chart-images`), else one of a dozen drawn shapes, chosen by viz type, else by category (a
 * dynamic plugin without a thumbnail, or a type the examples cannot draw).
 */
type Shape =
  | 'line'
  | 'area'
  | 'bar'
  | 'pie'
  | 'table'
  | 'number'
  | 'scatter'
  | 'map'
  | 'flow'
  | 'graph'
  | 'box'
  | 'heat'
  | 'generic';

const BY_TYPE: Readonly<Record<string, Shape>> = {
  echarts_timeseries_line: 'line',
  echarts_timeseries_smooth: 'line',
  echarts_timeseries_step: 'line',
  echarts_timeseries: 'line',
  mixed_timeseries: 'line',
  big_number: 'line',
  echarts_area: 'area',
  horizon: 'area',
  echarts_timeseries_bar: 'bar',
  waterfall: 'bar',
  histogram_v2: 'bar',
  funnel: 'bar',
  pie: 'pie',
  sunburst_v2: 'pie',
  rose: 'pie',
  gauge_chart: 'pie',
  table: 'table',
  pivot_table_v2: 'table',
  time_table: 'table',
  big_number_total: 'number',
  echarts_timeseries_scatter: 'scatter',
  bubble_v2: 'scatter',
  sankey_v2: 'flow',
  chord: 'flow',
  graph_chart: 'graph',
  tree_chart: 'graph',
  box_plot: 'box',
  heatmap_v2: 'heat',
  cal_heatmap: 'heat',
  treemap_v2: 'heat',
};

const BY_CATEGORY: Readonly<Record<string, Shape>> = {
  Evolution: 'line',
  KPI: 'number',
  'Part of a Whole': 'pie',
  Ranking: 'bar',
  Table: 'table',
  Correlation: 'scatter',
  Distribution: 'box',
  Flow: 'flow',
  Map: 'map',
  Relationships: 'graph',
};

export function thumbnailShape(vizType: string, category: string): Shape {
  if (BY_TYPE[vizType]) return BY_TYPE[vizType];
  if (vizType.startsWith('deck_')) return 'map';
  return BY_CATEGORY[category] ?? 'generic';
}

const A = '#1f77b4';
const B = '#9ecae1';
const GRID = '#d9dee3';

const SHAPES: Readonly<Record<Shape, ReactNode>> = {
  line: (
    <>
      <path d="M6 46 H58 M6 6 V46" stroke={GRID} />
      <polyline points="8,38 18,30 28,34 38,18 48,22 56,10" fill="none" stroke={A} strokeWidth="3" />
      <polyline points="8,42 18,40 28,36 38,34 48,30 56,28" fill="none" stroke={B} strokeWidth="2" />
    </>
  ),
  area: (
    <>
      <path d="M6 46 H58" stroke={GRID} />
      <path d="M8 46 L8 34 L20 26 L32 30 L44 16 L56 20 L56 46 Z" fill={B} />
      <path d="M8 46 L8 40 L20 36 L32 38 L44 30 L56 32 L56 46 Z" fill={A} />
    </>
  ),
  bar: (
    <>
      <path d="M6 46 H58" stroke={GRID} />
      {[
        [10, 26],
        [20, 14],
        [30, 32],
        [40, 20],
        [50, 36],
      ].map(([x, y]) => (
        <rect key={x} x={x} y={y} width="7" height={46 - (y ?? 0)} fill={A} rx="1" />
      ))}
    </>
  ),
  pie: (
    <>
      <circle cx="32" cy="26" r="20" fill={B} />
      <path d="M32 26 L32 6 A20 20 0 0 1 50 34 Z" fill={A} />
      <path d="M32 26 L50 34 A20 20 0 0 1 24 44 Z" fill="#6baed6" />
    </>
  ),
  table: (
    <>
      <rect x="6" y="6" width="52" height="40" fill="none" stroke={GRID} />
      <rect x="6" y="6" width="52" height="9" fill={B} />
      {[20, 28, 36].map((y) => (
        <g key={y}>
          <rect x="10" y={y} width="16" height="3" fill={GRID} />
          <rect x="32" y={y} width="10" height="3" fill={GRID} />
          <rect x="46" y={y} width="8" height="3" fill={A} />
        </g>
      ))}
    </>
  ),
  number: (
    <text x="32" y="34" textAnchor="middle" fontSize="22" fontWeight="700" fill={A} fontFamily="sans-serif">
      1.2k
    </text>
  ),
  scatter: (
    <>
      <path d="M6 46 H58 M6 6 V46" stroke={GRID} />
      {[
        [14, 36, 3],
        [22, 28, 4],
        [30, 32, 2],
        [36, 18, 5],
        [46, 22, 3],
        [52, 12, 4],
      ].map(([x, y, r]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r={r} fill={A} opacity="0.8" />
      ))}
    </>
  ),
  map: (
    <>
      <circle cx="32" cy="26" r="20" fill="#eef5fb" stroke={GRID} />
      <path d="M18 18 q6 -6 12 0 t10 4 q4 6 -2 10 t-10 6 q-8 -2 -10 -10 z" fill={B} />
      <circle cx="38" cy="22" r="3" fill={A} />
      <circle cx="26" cy="30" r="2" fill={A} />
    </>
  ),
  flow: (
    <>
      <rect x="6" y="8" width="5" height="16" fill={A} />
      <rect x="6" y="28" width="5" height="16" fill={A} />
      <rect x="53" y="12" width="5" height="28" fill={A} />
      <path d="M11 16 C32 16 32 20 53 20 L53 28 C32 28 32 24 11 24 Z" fill={B} opacity="0.8" />
      <path d="M11 32 C32 32 32 30 53 30 L53 38 C32 38 32 42 11 42 Z" fill={B} opacity="0.6" />
    </>
  ),
  graph: (
    <>
      <path d="M32 12 L14 34 M32 12 L50 34 M14 34 L32 42 M50 34 L32 42" stroke={GRID} strokeWidth="2" />
      <circle cx="32" cy="12" r="6" fill={A} />
      <circle cx="14" cy="34" r="5" fill={B} />
      <circle cx="50" cy="34" r="5" fill={B} />
      <circle cx="32" cy="42" r="4" fill="#6baed6" />
    </>
  ),
  box: (
    <>
      <path d="M6 46 H58" stroke={GRID} />
      {[16, 32, 48].map((x, i) => (
        <g key={x}>
          <path d={`M${x} ${8 + i * 4} V${42 - i * 2}`} stroke={A} />
          <rect x={x - 6} y={16 + i * 3} width="12" height={16 - i * 2} fill={B} stroke={A} />
        </g>
      ))}
    </>
  ),
  heat: (
    <>
      {[0, 1, 2, 3].flatMap((row) =>
        [0, 1, 2, 3, 4].map((col) => (
          <rect
            key={`${row}-${col}`}
            x={7 + col * 10}
            y={7 + row * 10}
            width="9"
            height="9"
            fill={A}
            opacity={0.15 + (((row * 5 + col) * 37) % 10) / 12}
          />
        )),
      )}
    </>
  ),
  generic: (
    <>
      <rect x="8" y="8" width="48" height="36" rx="4" fill="none" stroke={GRID} strokeWidth="2" />
      <path d="M16 34 L26 24 L34 30 L46 16" fill="none" stroke={A} strokeWidth="3" />
    </>
  ),
};

export interface VizThumbnailProps {
  readonly vizType: string;
  readonly category: string;
  /** The chart type's picture (metadata `thumbnail`); without one a shape is drawn. */
  readonly image?: string;
  /** The picture's alt text. */
  readonly alt?: string;
}

export function VizThumbnail({ vizType, category, image, alt }: VizThumbnailProps) {
  if (image) {
    return (
      <img
        src={image}
        alt={alt ?? ''}
        className="viz-thumbnail viz-thumbnail-image"
        width={224}
        height={168}
        loading="lazy"
        decoding="async"
        draggable={false}
      />
    );
  }
  return (
    <svg viewBox="0 0 64 52" className="viz-thumbnail" aria-hidden="true" focusable="false">
      {SHAPES[thumbnailShape(vizType, category)]}
    </svg>
  );
}
