import { html } from '../shared/html';
import { topLegend } from '../shared/legend';
import { truncateLabel } from '../shared/metrics';
import { valueFormatter } from '../shared/valueFormat';
import type { BubbleChartProps, BubblePoint } from './transformProps';

type Format = (value: unknown) => string;

/** The bubble's tooltip: "<series> (<entity>)", then x, y and size; every value escaped as text. */
export function bubbleTooltip(
  point: BubblePoint,
  props: Pick<BubbleChartProps, 'xLabel' | 'yLabel' | 'sizeLabel'>,
  formats: { x: Format; y: Format; size: Format },
): string {
  const title = point.series !== null ? `${point.series} (${point.entity})` : point.entity;
  return [
    html`<div style="margin-bottom:4px"><b>${truncateLabel(title)}</b></div>`,
    html`${props.xLabel}: <b>${formats.x(point.x)}</b>`,
    html`<br/>${props.yLabel}: <b>${formats.y(point.y)}</b>`,
    html`<br/>${props.sizeLabel}: <b>${formats.size(point.size)}</b>`,
  ].join('');
}

function axis(title: string, log: boolean, truncate: boolean, format: Format, gap: number) {
  return {
    type: log ? 'log' : 'value',
    scale: truncate,
    name: title,
    nameLocation: 'middle',
    nameGap: gap,
    nameTextStyle: { color: '#3d4450', fontWeight: 'bold' },
    axisLine: { lineStyle: { color: '#c9ced6' } },
    axisLabel: { color: '#5b6270', formatter: (value: number) => format(value) },
    splitLine: { lineStyle: { color: '#eceef2', type: 'dashed' } },
  };
}

/** Props → ECharts option: one scatter series per series value, bubbles sized by their size metric. */
export function bubbleOption(props: BubbleChartProps) {
  const formats = {
    x: valueFormatter(props.xFormat),
    y: valueFormatter(props.yFormat),
    size: valueFormatter(props.sizeFormat),
  };
  const legend = props.showLegend && props.series.length > 0;
  return {
    color: [...props.colors],
    animationDuration: 300,
    grid: {
      left: props.yAxisTitle ? 40 : 16,
      right: 32,
      top: legend ? 48 : 24,
      bottom: props.xAxisTitle ? 40 : 16,
      containLabel: true,
    },
    legend: topLegend(legend, { icon: 'circle' }),
    tooltip: {
      trigger: 'item',
      confine: true,
      formatter: ({ data }: { data: { point: BubblePoint } }) => bubbleTooltip(data.point, props, formats),
    },
    xAxis: axis(props.xAxisTitle, props.logX, props.truncateX, formats.x, 30),
    yAxis: axis(props.yAxisTitle, props.logY, props.truncateY, formats.y, 48),
    series: props.series.map((s) => ({
      type: 'scatter',
      name: s.name,
      data: s.points.map((point) => ({ value: [point.x, point.y], symbolSize: point.symbolSize, point })),
      itemStyle: { opacity: props.opacity, borderColor: '#fff', borderWidth: 0.5 },
      emphasis: { focus: 'series', itemStyle: { opacity: 1 } },
    })),
  };
}
