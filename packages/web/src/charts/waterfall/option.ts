import { formatAxisNumber } from '../shared/formatters';
import { html, trustedHtml } from '../shared/html';
import { truncateLabel } from '../shared/metrics';
import { timeFormatter, valueFormatter } from '../shared/valueFormat';
import { EMPTY, type WaterfallBar, type WaterfallChartProps } from './transformProps';

interface BarParams {
  readonly seriesName: string;
  readonly dataIndex: number;
  readonly marker?: string;
  readonly data: WaterfallBar;
}

const ASSIST = 'assist';

export function categoryFormatter(props: WaterfallChartProps) {
  const time = timeFormatter(props.timeFormat, props.timeGrain);
  // A category axis hands its labels over as strings: times come back as epoch-ms text.
  return (value: unknown, index: number) =>
    props.temporal[index]
      ? time(typeof value === 'string' ? Number(value) : value)
      : truncateLabel(String(value ?? ''));
}

/** The step (its value) and the running total after it; a total bar shows the total alone. */
export function waterfallTooltip(props: WaterfallChartProps, params: readonly BarParams[]): string {
  const bar = params.find((p) => p.seriesName !== ASSIST && p.data.value !== EMPTY);
  if (!bar) return '';
  const format = valueFormatter(props.valueFormat);
  const isTotal = bar.seriesName === props.labels.total;
  const title =
    !isTotal || props.breakdown
      ? categoryFormatter(props)(props.categories[bar.dataIndex], bar.dataIndex)
      : props.totalLabel;
  const marker = trustedHtml(bar.marker ?? '');
  const step = isTotal ? '' : html`${marker}${bar.seriesName}: <b>${format(bar.data.originalValue)}</b><br/>`;
  return `${html`<b>${title}</b><br/>`}${step}${html`${props.labels.total}: <b>${format(bar.data.totalSum)}</b>`}`;
}

function axisLabel(layout: string) {
  if (layout === '45°' || layout === 'staggered') return { rotate: -45 };
  if (layout === '90°') return { rotate: -90 };
  return { rotate: 0 };
}

export function waterfallOption(props: WaterfallChartProps) {
  const format = valueFormatter(props.valueFormat);
  const label = (position: 'top' | 'bottom') => ({
    show: props.showValue,
    position,
    color: '#3d4450',
    formatter: (p: BarParams) => format(p.data.originalValue),
  });
  const common = { type: 'bar', stack: 'waterfall', emphasis: { disabled: true }, barMaxWidth: 64 };
  const data = (bars: readonly WaterfallBar[]) =>
    bars.map(({ color, ...bar }) => (color ? { ...bar, itemStyle: { color } } : bar));
  return {
    animationDuration: 300,
    grid: { top: props.showLegend ? 44 : 24, bottom: 12, left: 16, right: 24, containLabel: true },
    legend: {
      show: props.showLegend,
      top: 4,
      icon: 'roundRect',
      textStyle: { color: '#3d4450' },
      data: [props.labels.increase, props.labels.decrease, props.labels.total],
    },
    tooltip: {
      trigger: 'axis',
      confine: true,
      axisPointer: { type: 'shadow' },
      formatter: (params: BarParams[]) => waterfallTooltip(props, params),
    },
    xAxis: {
      type: 'category',
      data: [...props.categories],
      name: props.xAxisLabel,
      nameLocation: 'middle',
      nameGap: 32,
      axisLine: { lineStyle: { color: '#c7ccd4' } },
      axisLabel: {
        color: '#5b6270',
        hideOverlap: false,
        formatter: categoryFormatter(props),
        ...axisLabel(props.ticksLayout),
      },
    },
    yAxis: {
      type: 'value',
      name: props.yAxisLabel,
      nameLocation: 'middle',
      nameGap: 48,
      splitLine: { lineStyle: { color: '#eceef2' } },
      axisLabel: {
        color: '#5b6270',
        formatter: props.valueFormat ? (v: number) => format(v) : formatAxisNumber,
      },
    },
    series: [
      // The invisible base each step stands on; coloured only where a step crosses zero.
      { ...common, name: ASSIST, itemStyle: { color: 'transparent' }, data: data(props.assist) },
      {
        ...common,
        name: props.labels.increase,
        itemStyle: { color: props.colors.increase },
        label: label('top'),
        data: data(props.increase),
      },
      {
        ...common,
        name: props.labels.decrease,
        itemStyle: { color: props.colors.decrease },
        label: label('bottom'),
        data: data(props.decrease),
      },
      {
        ...common,
        name: props.labels.total,
        itemStyle: { color: props.colors.total },
        label: label('top'),
        data: data(props.total),
      },
    ],
  };
}
