import { format as d3Format } from 'd3-format';
import { selectionOpacity } from '../shared/crossFilter';
import { html, trustedHtml } from '../shared/html';
import { topLegend } from '../shared/legend';
import { truncateLabel } from '../shared/metrics';
import { FunnelLabelType, type FunnelProps, type FunnelStep } from './transformProps';

const percent = d3Format('.2%');

/** A step's text by Superset's funnel label types. */
export function funnelLabel(type: FunnelLabelType, step: FunnelStep, format: (v: unknown) => string): string {
  const name = truncateLabel(step.name);
  const value = format(step.value);
  const share = percent(step.share);
  switch (type) {
    case FunnelLabelType.Value:
      return value;
    case FunnelLabelType.Percent:
      return share;
    case FunnelLabelType.KeyValue:
      return `${name}: ${value}`;
    case FunnelLabelType.KeyPercent:
      return `${name}: ${share}`;
    case FunnelLabelType.KeyValuePercent:
      return `${name}: ${value} (${share})`;
    default:
      return name;
  }
}

/** The tooltip of a step: its label text (by the tooltip label type), escaped. */
export function funnelTooltip(props: FunnelProps, step: FunnelStep, marker: string): string {
  return html`${trustedHtml(marker)}${funnelLabel(props.tooltipLabelType, step, props.formatValue)}`;
}

export function funnelOption(props: FunnelProps) {
  const byName = new Map(props.steps.map((step) => [step.name, step]));
  return {
    animationDuration: 300,
    tooltip: {
      show: props.showTooltipLabels,
      trigger: 'item',
      confine: true,
      formatter: (p: { name: string; marker: string }) => {
        const step = byName.get(p.name);
        return step ? funnelTooltip(props, step, p.marker) : '';
      },
    },
    legend: topLegend(props.showLegend, { centered: true }),
    series: [
      {
        type: 'funnel',
        name: props.metricLabel,
        top: props.showLegend ? 48 : 16,
        bottom: 16,
        left: '10%',
        width: '80%',
        minSize: '0%',
        maxSize: '100%',
        sort: 'descending',
        gap: 0,
        funnelAlign: 'center',
        itemStyle: { borderColor: '#fff', borderWidth: 1 },
        label: {
          show: props.showLabels,
          position: 'inside',
          // Dark text with a white halo stays readable on a wide step and past a narrow one's edges.
          color: '#1f2733',
          textBorderColor: '#fff',
          textBorderWidth: 3,
          formatter: (p: { name: string }) => {
            const step = byName.get(p.name);
            return step ? funnelLabel(props.labelType, step, props.formatValue) : '';
          },
        },
        emphasis: { label: { show: true, fontWeight: 'bold' } },
        // Steps a cross-filter leaves out are dimmed, as in Superset.
        data: props.steps.map((step, i) => ({
          name: step.name,
          value: step.value,
          itemStyle: {
            color: props.colors[i],
            opacity: selectionOpacity(props.interaction.selectedValues, step.name),
          },
        })),
      },
    ],
  };
}
