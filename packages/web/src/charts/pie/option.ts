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

export function pieOption(props: PieChartProps, height: number) {
  // The legend sits on top, as in Superset; labels then have the full width on both sides.
  const legendTop = props.showLegend;
  const radius = height < 260 ? 62 : 68;
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
        radius: props.donut ? [`${radius * 0.6}%`, `${radius}%`] : [0, `${radius}%`],
        center: ['50%', legendTop ? '55%' : '50%'],
        // Slices a cross-filter leaves out are dimmed, as in Superset.
        data: props.slices.map(({ color, ...slice }) => ({
          ...slice,
          itemStyle: { color, opacity: selectionOpacity(props.interaction.selectedValues, slice.name) },
        })),
        avoidLabelOverlap: true,
        itemStyle: { borderColor: '#fff', borderWidth: 1 },
        label: {
          show: props.showLabels,
          overflow: 'none',
          color: '#3d4450',
          formatter: (p: LabelParams) => pieLabel(props.labelType, p),
        },
        labelLine: { show: props.showLabels },
      },
    ],
  };
}

/** A click on a slice cross-filters by its dimension values; a right click drills. */
export function pieChartEvents(props: PieChartProps) {
  return crossFilterEvents(props.interaction);
}
