import { selectionOpacity } from '../shared/crossFilter';
import { formatAxisNumber } from '../shared/formatters';
import { html } from '../shared/html';
import { truncateLabel } from '../shared/metrics';
import { valueFormatter } from '../shared/valueFormat';
import type { BoxPlotBox, BoxPlotChartProps } from './transformProps';

/** The box's tooltip, Superset's statistics in its order; the group name is escaped as text. */
export function boxTooltip(box: BoxPlotBox, format: (value: unknown) => string): string {
  const [min, q1, median, q3, max] = box.stats;
  const lines = [
    html`Max: ${format(max)}`,
    html`3rd Quartile: ${format(q3)}`,
    html`Mean: ${format(box.mean)}`,
    html`Median: ${format(median)}`,
    html`1st Quartile: ${format(q1)}`,
    html`Min: ${format(min)}`,
    html`# Observations: ${box.count}`,
  ];
  if (box.outliers.length > 0) lines.push(html`# Outliers: ${box.outliers.length}`);
  const headline = box.name
    ? html`<div style="margin-bottom:4px"><b>${truncateLabel(box.name)}</b></div>`
    : '';
  return headline + lines.join('<br/>');
}

export function outlierTooltip(name: string, value: number, format: (value: unknown) => string): string {
  return html`<b>${truncateLabel(name)}</b><br/>Outlier: ${format(value)}`;
}

const ROTATION: Readonly<Record<BoxPlotChartProps['xTicksLayout'], number | undefined>> = {
  auto: undefined,
  flat: 0,
  '45°': 45,
  '90°': 90,
  staggered: 45,
};

/** Props → ECharts option: boxes coloured by group, outliers as points of the same colour. */
export function boxPlotOption(props: BoxPlotChartProps) {
  const format = valueFormatter(props.numberFormat);
  const axisFormat = props.numberFormat === 'SMART_NUMBER' ? formatAxisNumber : (v: number) => format(v);
  const colorOf = (group: string) => props.colors[group] ?? '#1FA8C9';
  const rotate = ROTATION[props.xTicksLayout];
  return {
    animationDuration: 300,
    grid: { left: 16, right: 24, top: 24, bottom: 16, containLabel: true },
    tooltip: { trigger: 'item', confine: true },
    xAxis: {
      type: 'category',
      data: props.boxes.map((box) => box.name),
      name: props.xAxisTitle,
      nameLocation: 'middle',
      nameGap: 30,
      axisLine: { lineStyle: { color: '#c9ced6' } },
      axisLabel: {
        color: '#5b6270',
        hideOverlap: rotate === undefined,
        rotate,
        formatter: (name: string) => truncateLabel(name),
      },
    },
    yAxis: {
      type: 'value',
      scale: true,
      name: props.yAxisTitle,
      nameLocation: 'middle',
      nameGap: 48,
      axisLabel: { color: '#5b6270', formatter: axisFormat },
      splitLine: { lineStyle: { color: '#eceef2' } },
    },
    series: [
      {
        name: 'boxplot',
        type: 'boxplot',
        boxWidth: [7, 60],
        data: props.boxes.map((box) => ({
          name: box.name,
          value: [...box.stats],
          itemStyle: {
            color: `${colorOf(box.group)}99`,
            borderColor: colorOf(box.group),
            borderWidth: 1.5,
            // Boxes a cross-filter leaves out are dimmed, as in Superset.
            opacity: selectionOpacity(props.interaction.selectedValues, box.name),
          },
        })),
        tooltip: {
          formatter: ({ dataIndex }: { dataIndex: number }) => {
            const box = props.boxes[dataIndex];
            return box ? boxTooltip(box, format) : '';
          },
        },
      },
      {
        name: 'outliers',
        type: 'scatter',
        symbolSize: 6,
        data: props.boxes.flatMap((box) =>
          box.outliers.map((value) => ({
            value: [box.name, value],
            itemStyle: { color: colorOf(box.group) },
          })),
        ),
        tooltip: {
          formatter: ({ value }: { value: [string, number] }) => outlierTooltip(value[0], value[1], format),
        },
      },
    ],
  };
}
