import { selectionOpacity } from '../shared/crossFilter';
import { html, trustedHtml } from '../shared/html';
import { truncateLabel } from '../shared/metrics';
import type { GaugeProps } from './transformProps';

/** The tooltip of one pointer: its name and formatted value, as text. */
export function gaugeTooltip(props: GaugeProps, p: { name: string; value: number; marker: string }): string {
  return html`${trustedHtml(p.marker)}${truncateLabel(String(p.name))}: <b>${props.formatValue(p.value)}</b>`;
}

/** The detail text under the dial: the value through the format and the `{value}` template. */
export function gaugeDetail(props: GaugeProps, value: number): string {
  return props.valueTemplate.replaceAll('{value}', props.formatValue(value));
}

/** The ECharts option: one gauge series, a coloured progress arc (or pointer) per value. */
export function gaugeOption(props: GaugeProps, width = 400, height = 400) {
  const { fontSize, data } = props;
  // One ring per value unless they overlap on one ring, as Superset's axis line width.
  const ring = props.overlap ? fontSize : fontSize * Math.max(1, data.length);
  const grouped = props.grouped;
  // Lines under the dial are spaced in pixels, converted to the share of the radius ECharts wants.
  const radius = Math.max(40, (Math.min(width, height) * 0.85) / 2);
  const lineFont = Math.min(fontSize, radius / 8);
  const step = Math.min(48 / Math.max(1, data.length), ((lineFont * 1.45) / radius) * 100);
  const bands = props.intervals.length
    ? props.intervals.map(
        ([end, index]) => [end, props.palette[index % props.palette.length] ?? '#E6EBF0'] as [number, string],
      )
    : [[1, '#E6EBF0'] as [number, string]];
  return {
    animation: props.animation,
    animationDuration: 300,
    tooltip: { trigger: 'item', confine: true, formatter: (p: never) => gaugeTooltip(props, p) },
    series: [
      {
        type: 'gauge',
        name: props.metricLabel,
        min: props.min,
        max: props.max,
        startAngle: props.startAngle,
        endAngle: props.endAngle,
        splitNumber: props.splitNumber,
        radius: '85%',
        center: ['50%', '55%'],
        progress: {
          show: props.showProgress,
          overlap: props.overlap,
          roundCap: props.roundCap,
          width: ring / Math.max(1, props.overlap ? 1 : data.length),
        },
        axisLine: { roundCap: props.roundCap, lineStyle: { width: ring, color: bands } },
        axisTick: { show: props.showAxisTick, distance: -ring - 2, length: 6, lineStyle: { color: '#aab' } },
        splitLine: {
          show: props.showSplitLine,
          distance: -ring - 2,
          length: 12,
          lineStyle: { color: '#aab' },
        },
        axisLabel: {
          distance: ring + 8,
          fontSize: Math.max(9, fontSize * 0.7),
          color: '#666',
          formatter: (value: number) => props.formatValue(value),
        },
        pointer: { show: props.showPointer, width: Math.max(3, fontSize / 3), length: '70%', itemStyle: {} },
        anchor: { show: props.showPointer, size: fontSize, itemStyle: { color: '#3d4450' } },
        // Grouped values are listed under the dial as "name: value" in their colour; a single
        // value shows large.
        title: { show: false },
        detail: {
          valueAnimation: props.animation,
          fontSize: grouped ? lineFont : Math.min(fontSize * 1.8, radius / 4),
          fontWeight: 600,
          color: '#3d4450',
          formatter: (value: number) => gaugeDetail(props, value),
        },
        data: data.map((datum, index) => ({
          name: datum.name,
          value: datum.value,
          // Values a cross-filter leaves out are dimmed, as in Superset.
          itemStyle: {
            color: props.colors[index],
            opacity: selectionOpacity(props.interaction.selectedValues, datum.name),
          },
          detail: grouped
            ? {
                offsetCenter: ['0%', `${46 + index * step}%`],
                color: props.colors[index],
                formatter: (value: number) => `${truncateLabel(datum.name)}: ${gaugeDetail(props, value)}`,
              }
            : { offsetCenter: ['0%', '40%'] },
        })),
      },
    ],
  };
}
