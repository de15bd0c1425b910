import type { EChartsCoreOption } from 'echarts/core';
import { SUPERSET_COLORS } from '../shared/colors';
import { type ParaProps, paraTooltip } from './transformProps';

/** ECharts' parallel coordinates: an axis per metric, a line per series value. */
export function paraOption(props: ParaProps): EChartsCoreOption {
  const present = (props.colorBy?.values ?? []).filter((v): v is number => v !== null);
  const colored = props.colorBy !== null && present.length > 0;
  return {
    animation: false,
    tooltip: {
      trigger: 'item',
      formatter: (params: { dataIndex: number }) => paraTooltip(props, params.dataIndex),
    },
    parallel: { left: 60, right: 80, top: 40, bottom: colored ? 60 : 30 },
    parallelAxis: props.axes.map((axis, dim) => ({
      dim,
      name: axis.label,
      nameLocation: 'end',
      nameTextStyle: { color: '#3d4450', fontWeight: 'bold' },
      ...(axis.categorical
        ? { type: 'category', data: [...new Set(props.lines.map((line) => String(line.values[dim])))] }
        : { type: 'value', scale: true, axisLabel: { formatter: (v: number) => props.formatValue(v) } }),
    })),
    ...(colored
      ? {
          visualMap: {
            type: 'continuous',
            dimension: props.axes.length,
            min: Math.min(...present),
            max: Math.max(...present),
            inRange: { color: props.colorBy!.colors },
            orient: 'horizontal',
            left: 'center',
            bottom: 8,
            itemHeight: 160,
            text: [props.formatValue(Math.max(...present)), props.formatValue(Math.min(...present))],
            calculable: false,
            textStyle: { color: '#3d4450' },
          },
        }
      : {}),
    series: [
      {
        type: 'parallel',
        lineStyle: { width: 1.5, opacity: 0.6, ...(colored ? {} : { color: SUPERSET_COLORS[0] }) },
        emphasis: { lineStyle: { width: 3, opacity: 1 } },
        data: props.lines.map((line, i) => [...line.values, ...(colored ? [props.colorBy!.values[i]] : [])]),
      },
    ],
  };
}
