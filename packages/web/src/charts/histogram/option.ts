import { format as d3Format } from 'd3-format';
import { html, trustedHtml } from '../shared/html';
import { topLegend } from '../shared/legend';
import { truncateLabel } from '../shared/metrics';
import { valueFormatter } from '../shared/valueFormat';
import type { HistogramChartProps } from './transformProps';

export interface HistogramTooltipParam {
  readonly name: string;
  readonly seriesName: string;
  readonly marker: string;
  readonly value: number;
}

const percent = d3Format('.2%');

/** The bin's tooltip: each group's value, with shares and a total when grouped (as Superset's). */
export function histogramTooltip(
  params: readonly HistogramTooltipParam[],
  props: Pick<HistogramChartProps, 'grouped' | 'normalize'>,
  format: (value: unknown) => string,
): string {
  const first = params[0];
  if (!first) return '';
  const total = params.reduce((sum, p) => sum + (Number(p.value) || 0), 0);
  const share = props.grouped && !props.normalize;
  const rows = params.map(
    (p) =>
      html`${trustedHtml(p.marker)}${truncateLabel(String(p.seriesName))}: <b>${format(p.value)}</b>` +
      (share ? html` (${percent(Number(p.value) / (total || 1))})` : ''),
  );
  if (props.grouped) rows.push(html`Total: <b>${format(total)}</b>`);
  return html`<div style="margin-bottom:4px">${first.name}</div>` + rows.join('<br/>');
}

/** Props → ECharts option: bins on a category axis, one bar series per group. */
export function histogramOption(props: HistogramChartProps) {
  const format = valueFormatter(props.yFormat);
  const legend = props.showLegend && props.series.length > 1;
  return {
    color: [...props.colors],
    animationDuration: 300,
    grid: {
      left: props.yAxisTitle ? 36 : 12,
      right: 24,
      top: legend ? 44 : 20,
      bottom: props.xAxisTitle ? 36 : 12,
      containLabel: true,
    },
    legend: topLegend(legend, { icon: 'roundRect' }),
    tooltip: {
      trigger: 'axis',
      confine: true,
      axisPointer: { type: 'shadow' },
      formatter: (params: HistogramTooltipParam[]) => histogramTooltip(params, props, format),
    },
    xAxis: {
      type: 'category',
      data: props.bins,
      name: props.xAxisTitle,
      nameLocation: 'middle',
      nameGap: 32,
      axisLine: { lineStyle: { color: '#c9ced6' } },
      axisLabel: { color: '#5b6270', hideOverlap: true },
    },
    yAxis: {
      type: 'value',
      name: props.yAxisTitle,
      nameLocation: 'middle',
      nameGap: 48,
      axisLabel: { color: '#5b6270', formatter: (value: number) => format(value) },
      splitLine: { lineStyle: { color: '#eceef2' } },
    },
    series: props.series.map((s) => ({
      type: 'bar',
      name: s.name,
      data: s.data,
      barMaxWidth: 64,
      barGap: '8%',
      itemStyle: { borderRadius: [3, 3, 0, 0] },
      label: {
        show: props.showValue,
        position: 'top',
        color: '#3d4450',
        formatter: ({ value }: { value: number }) => format(value),
      },
      emphasis: { focus: 'series' },
    })),
  };
}
