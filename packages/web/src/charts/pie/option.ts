import { crossFilterEvents, selectionOpacity } from '../shared/crossFilter';
import { formatNumber } from '../shared/formatters';
import { html, trustedHtml } from '../shared/html';
import { topLegend } from '../shared/legend';
import { truncateLabel } from '../shared/metrics';
import type { PieChartProps } from './transformProps';

interface LabelParams {
  readonly name: string;
  readonly value: number;
  readonly percent: number;
}

/** The text on a slice, by Superset's label types. */
export function pieLabel(type: PieChartProps['labelType'], { name, value, percent }: LabelParams): string {
  const pct = `${percent.toFixed(percent < 10 ? 1 : 0)}%`;
  const key = truncateLabel(name);
  switch (type) {
    case 'value':
      return formatNumber(value);
    case 'percent':
      return pct;
    case 'key_value':
      return `${key}: ${formatNumber(value)}`;
    case 'key_percent':
      return `${key}: ${pct}`;
    case 'key_value_percent':
      return `${key}: ${formatNumber(value)} (${pct})`;
    default:
      return key;
  }
}

/** The slice's tooltip: HTML for ECharts, with the category and value escaped as text. */
export function pieTooltip(p: LabelParams & { marker: string }): string {
  return html`${trustedHtml(p.marker)}${truncateLabel(String(p.name))}<br/><b>${formatNumber(p.value)}</b> (${Number(p.percent).toFixed(1)}%)`;
}

/** Room kept beside the pie for outside labels, and how much of it a label's text may use. */
const LABEL_ROOM = 110;
const LEGEND_HEIGHT = 36;

/**
 * The pie's outer radius in pixels: as large as the height allows, but narrow enough to leave
 * the labels their room on both sides (a tall, narrow dashboard cell cut them off otherwise).
 */
export function pieRadius(width: number, height: number, showLabels: boolean, showLegend: boolean): number {
  const room = showLabels ? Math.min(LABEL_ROOM, width * 0.25) : 8;
  const byHeight = ((height - (showLegend ? LEGEND_HEIGHT : 0)) / 2) * (showLabels ? 0.78 : 0.9);
  return Math.max(16, Math.floor(Math.min(byHeight, width / 2 - room)));
}

export function pieOption(props: PieChartProps, height: number, width = height) {
  // The legend sits on top, as in Superset; labels then have the full width on both sides.
  const legendTop = props.showLegend;
  const radius = pieRadius(width, height, props.showLabels, props.showLegend);
  // What is left beside the pie, less the label line (10 + 8) and the edge distance (8).
  const labelWidth = Math.max(40, Math.floor(width / 2 - radius - 30));
  return {
    animationDuration: 300,
    tooltip: {
      trigger: 'item',
      confine: true,
      formatter: pieTooltip,
    },
    legend: topLegend(props.showLegend, { centered: true }),
    series: [
      {
        type: 'pie',
        name: props.metricLabel,
        radius: props.donut ? [Math.round(radius * 0.6), radius] : [0, radius],
        center: ['50%', legendTop ? height / 2 + LEGEND_HEIGHT / 2 : '50%'],
        // Slices a cross-filter leaves out are dimmed, as in Superset.
        data: props.slices.map(({ color, ...slice }) => ({
          ...slice,
          itemStyle: { color, opacity: selectionOpacity(props.interaction.selectedValues, slice.name) },
        })),
        avoidLabelOverlap: true,
        itemStyle: { borderColor: '#fff', borderWidth: 1 },
        // Labels end at the chart's edges and are cut with an ellipsis there, never off the canvas.
        label: {
          show: props.showLabels,
          alignTo: 'labelLine',
          edgeDistance: 8,
          width: labelWidth,
          overflow: 'truncate',
          color: '#3d4450',
          formatter: (p: LabelParams) => pieLabel(props.labelType, p),
        },
        labelLine: { show: props.showLabels, length: 10, length2: 8 },
      },
    ],
  };
}

/** A click on a slice cross-filters by its dimension values; a right click drills. */
export function pieChartEvents(props: PieChartProps) {
  return crossFilterEvents(props.interaction);
}
