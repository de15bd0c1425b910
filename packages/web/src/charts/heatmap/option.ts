import { format as d3Format } from 'd3-format';
import { html } from '../shared/html';
import { truncateLabel } from '../shared/metrics';
import { timeFormatter, valueFormatter } from '../shared/valueFormat';
import type { HeatmapChartProps } from './transformProps';

interface CellParams {
  readonly value: readonly [number, number, number | null, number?];
}

type Format = (value: unknown) => string;

/** Superset's PERCENT_2_POINT, for the shares in the tooltip. */
const d3Percent = d3Format('.2%');

function axisFormatter(props: HeatmapChartProps, temporal: boolean): Format {
  if (!temporal) return (value) => truncateLabel(String(value));
  const time = timeFormatter(props.timeFormat, props.timeGrain);
  // A category axis hands its labels over as strings: times come back as epoch-ms text.
  return (value) => time(typeof value === 'string' ? Number(value) : value);
}

/** Superset's heatmap tooltip: "x (y)", the value, and its share of the heatmap, column or row. */
export function heatmapTooltip(props: HeatmapChartProps, params: CellParams): string {
  const [xi, yi, value] = params.value;
  const formatX = axisFormatter(props, props.xTemporal);
  const formatY = axisFormatter(props, props.yTemporal);
  const x = formatX(props.xValues[xi]);
  const y = formatY(props.yValues[yi]);
  const formatted = valueFormatter(props.valueFormat)(value);
  const head = html`<b>${x} (${y})</b><br/>${truncateLabel(props.metricLabel)}: <b>${formatted}</b>`;
  if (!props.showPercentage || typeof value !== 'number') return head;
  const [whole, suffix] =
    props.normalizeAcross === 'x'
      ? [props.xTotals[xi], x]
      : props.normalizeAcross === 'y'
        ? [props.yTotals[yi], y]
        : [props.total, 'heatmap'];
  const share = whole ? value / whole : 0;
  return `${head}${html`<br/>${d3Percent(share)} (${suffix})`}`;
}

export function heatmapOption(props: HeatmapChartProps) {
  const format = valueFormatter(props.valueFormat);
  const continuous = props.legendType === 'continuous';
  return {
    animationDuration: 300,
    grid: {
      containLabel: true,
      top: props.showLegend ? 44 : 12,
      right: 16,
      left: props.leftMargin === 'auto' ? 12 : props.leftMargin,
      bottom: props.bottomMargin === 'auto' ? 12 : props.bottomMargin,
    },
    tooltip: {
      trigger: 'item',
      confine: true,
      formatter: (params: CellParams) => heatmapTooltip(props, params),
    },
    visualMap: {
      type: props.legendType,
      show: props.showLegend,
      min: props.min,
      max: props.max,
      // The scale's ends as text beside the bar, so nothing overlaps the cells.
      calculable: false,
      text: continuous ? [format(props.max), format(props.min)] : undefined,
      orient: 'horizontal',
      // Centred, so the end labels (shown under the handles) never run off the edge.
      left: 'center',
      top: 4,
      itemHeight: continuous ? 240 : 14,
      itemWidth: 14,
      textStyle: { color: '#5b6270' },
      formatter: (value: number) => format(value),
      inRange: { color: [...props.colors] },
      // Normalised: colour by the percentile rank the query added; else by the value.
      dimension: props.normalized ? 3 : 2,
    },
    xAxis: {
      type: 'category',
      data: [...props.xValues],
      splitArea: { show: false },
      axisLine: { lineStyle: { color: '#c7ccd4' } },
      axisLabel: {
        color: '#5b6270',
        interval: props.xInterval,
        rotate: props.xLabelRotation,
        formatter: axisFormatter(props, props.xTemporal),
      },
    },
    yAxis: {
      type: 'category',
      data: [...props.yValues],
      axisLine: { lineStyle: { color: '#c7ccd4' } },
      axisLabel: {
        color: '#5b6270',
        interval: props.yInterval,
        formatter: axisFormatter(props, props.yTemporal),
      },
    },
    series: [
      {
        type: 'heatmap',
        name: props.metricLabel,
        data: props.cells.map((cell) => [...cell]),
        label: {
          show: props.showValues,
          formatter: (p: CellParams) => format(p.value[2]),
        },
        itemStyle: { borderColor: '#fff', borderWidth: 1 },
        emphasis: { itemStyle: { shadowBlur: 10, shadowColor: 'rgba(0, 0, 0, 0.3)' } },
      },
    ],
  };
}
