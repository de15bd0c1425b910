import { html, trustedHtml } from '../shared/html';
import type { BigNumberTrendlineProps, TrendPoint } from './transformProps';

/** The trendline tooltip: the period, then the metric and its value, all as text. */
export function trendTooltip(props: BigNumberTrendlineProps, point: TrendPoint, marker: string): string {
  const value = point[1] === null ? 'N/A' : props.formatValue(point[1]);
  return html`${props.formatTime(point[0])}<br/>${trustedHtml(marker)}${props.metricLabel}: <b>${value}</b>`;
}

/** The ECharts option of the trendline under the number: a smooth area, no axes, full bleed. */
export function trendlineOption(props: BigNumberTrendlineProps) {
  const data = props.trendLine ?? [];
  return {
    animationDuration: 300,
    grid: { left: 0, right: 0, top: 4, bottom: 0 },
    xAxis: { type: 'time', show: false, min: data[0]?.[0], max: data[data.length - 1]?.[0] },
    yAxis: { type: 'value', show: false, scale: !props.startYAxisAtZero },
    tooltip: {
      trigger: 'axis',
      confine: true,
      formatter: (params: readonly { data: TrendPoint; marker: string }[]) =>
        params[0] ? trendTooltip(props, params[0].data, params[0].marker) : '',
    },
    series: [
      {
        type: 'line',
        name: props.metricLabel,
        data: data.map((point) => [...point]),
        smooth: true,
        symbol: 'circle',
        symbolSize: 8,
        showSymbol: false,
        connectNulls: false,
        color: props.mainColor,
        lineStyle: { width: 2 },
        areaStyle: {
          color: {
            type: 'linear',
            x: 0,
            y: 0,
            x2: 0,
            y2: 1,
            colorStops: [
              { offset: 0, color: props.mainColor },
              { offset: 1, color: 'rgba(255, 255, 255, 0)' },
            ],
          },
          opacity: 0.35,
        },
      },
    ],
  };
}
