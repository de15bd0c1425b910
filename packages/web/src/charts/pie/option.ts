import { SUPERSET_COLORS } from '../shared/colors';
import { formatNumber } from '../shared/formatters';
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

export function pieOption(props: PieChartProps, width: number) {
  const legendRight = props.showLegend && width > 420;
  return {
    color: [...SUPERSET_COLORS],
    animationDuration: 300,
    tooltip: {
      trigger: 'item',
      confine: true,
      formatter: (p: LabelParams & { marker: string }) =>
        `${p.marker}${truncateLabel(p.name)}<br/><b>${formatNumber(p.value)}</b> (${p.percent.toFixed(1)}%)`,
    },
    legend: props.showLegend
      ? {
          type: 'scroll',
          orient: legendRight ? 'vertical' : 'horizontal',
          right: legendRight ? 8 : undefined,
          top: legendRight ? 'middle' : 4,
          icon: 'circle',
          textStyle: { color: '#3d4450' },
          formatter: (name: string) => truncateLabel(name),
        }
      : { show: false },
    series: [
      {
        type: 'pie',
        name: props.metricLabel,
        radius: props.donut ? ['42%', '70%'] : [0, '70%'],
        center: [legendRight ? '40%' : '50%', props.showLegend && !legendRight ? '55%' : '50%'],
        data: props.slices,
        avoidLabelOverlap: true,
        itemStyle: { borderColor: '#fff', borderWidth: 1 },
        label: {
          show: props.showLabels,
          color: '#3d4450',
          formatter: (p: LabelParams) => pieLabel(props.labelType, p),
        },
        labelLine: { show: props.showLabels },
      },
    ],
  };
}
