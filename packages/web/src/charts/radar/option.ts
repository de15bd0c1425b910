import { selectionOpacity } from '../shared/crossFilter';
import { html, trustedHtml } from '../shared/html';
import { topLegend } from '../shared/legend';
import { truncateLabel } from '../shared/metrics';
import type { RadarProps } from './transformProps';

/** The tooltip of one shape: its name, then each metric and value, all as text. */
export function radarTooltip(
  props: RadarProps,
  name: string,
  values: readonly unknown[],
  marker: string,
): string {
  const lines = props.indicators.map(
    (indicator, i) => html`<br/>${truncateLabel(indicator.name)}: <b>${props.formatValue(values[i])}</b>`,
  );
  return html`${trustedHtml(marker)}${truncateLabel(name)}${trustedHtml(lines.join(''))}`;
}

export function radarOption(props: RadarProps) {
  return {
    color: [...props.colors],
    animationDuration: 300,
    tooltip: {
      trigger: 'item',
      confine: true,
      formatter: (p: { name: string; value: unknown[]; marker: string }) =>
        radarTooltip(props, p.name, p.value, p.marker),
    },
    legend: topLegend(props.showLegend, { centered: true }),
    radar: {
      shape: props.isCircle ? 'circle' : 'polygon',
      center: ['50%', props.showLegend ? '55%' : '50%'],
      radius: '68%',
      indicator: props.indicators.map((indicator) => ({ ...indicator, name: truncateLabel(indicator.name) })),
      axisName: { color: '#3d4450', fontSize: 12 },
      splitArea: { areaStyle: { color: ['#fff', '#f7f9fb'] } },
      axisLine: { lineStyle: { color: '#d9dee5' } },
      splitLine: { lineStyle: { color: '#d9dee5' } },
    },
    series: [
      {
        type: 'radar',
        symbolSize: 5,
        emphasis: { lineStyle: { width: 3 }, areaStyle: { opacity: 0.3 } },
        areaStyle: { opacity: 0.08 },
        label: {
          show: props.showLabels,
          position: 'top',
          color: '#3d4450',
          formatter: (p: { name: string; value: unknown }) =>
            props.labelType === 'key_value'
              ? `${truncateLabel(p.name)}: ${props.formatValue(p.value)}`
              : props.formatValue(p.value),
        },
        // Groups a cross-filter leaves out are dimmed, as in Superset.
        data: props.series.map((s, i) => {
          const opacity = selectionOpacity(props.interaction.selectedValues, s.name);
          const color = props.colors[i];
          return {
            name: s.name,
            value: [...s.values],
            lineStyle: { color, opacity },
            itemStyle: { color, opacity },
            areaStyle: { opacity: 0.08 * opacity },
          };
        }),
      },
    ],
  };
}
