import { tooltipTable } from '../graph/family';
import { topLegend } from '../shared/legend';
import type { GanttEvent, GanttProps } from './transformProps';

/** A bar's share of its line's height, as Superset's ELEMENT_HEIGHT_SCALE. */
const BAR_HEIGHT = 0.85;
const LABEL_FONT = 12;
const LABEL_GAP = 8;

interface RenderParams {
  readonly coordSys: {
    readonly x: number;
    readonly y: number;
    readonly width: number;
    readonly height: number;
  };
}
interface RenderApi {
  value(dimension: number): number;
  coord(point: [number, number]): [number, number];
  style(): Record<string, unknown>;
}

/** The bar of an event: from start to end on its line, clipped to the plot. */
export function ganttBar(lineCount: number) {
  return (params: RenderParams, api: RenderApi) => {
    const [start, end, line] = [api.value(0), api.value(1), api.value(2)];
    const [x0, top] = api.coord([start, lineCount - line]);
    const [x1, bottom] = api.coord([end, lineCount - line - 1]);
    const band = bottom - top;
    const height = band * BAR_HEIGHT;
    const { x, width } = params.coordSys;
    const left = Math.min(Math.max(x0, x), x + width);
    const right = Math.min(Math.max(x1, x), x + width);
    // A zero-length event inside the plot still shows as a hairline.
    const barWidth = right > left ? right - left : x0 >= x && x0 <= x + width && x1 >= x0 ? 1 : 0;
    if (barWidth <= 0 || height <= 0) return null;
    return {
      type: 'rect',
      transition: ['shape'],
      shape: { x: left, y: top + (band - height) / 2, width: barWidth, height },
      style: api.style(),
    };
  };
}

/** Title (the series, or the Y-axis value), the line, the times, then the tooltip metrics and columns. */
export function ganttTooltip(props: GanttProps, series: string | null, event: GanttEvent): string {
  const category = String(event.row[props.yAxisColumn]);
  const rows: [string, string][] = [
    ...(series !== null ? ([[props.yAxisColumn, category]] as [string, string][]) : []),
    [props.startColumn, props.formatTooltipTime(event.start)],
    [props.endColumn, props.formatTooltipTime(event.end)],
    ...props.tooltipLabels.map((name): [string, string] => [
      name,
      props.formatTooltipValue(name, event.row[name]),
    ]),
  ];
  return tooltipTable(series ?? category, rows);
}

/** Room for the category names left of the plot: the longest name, at most 30% of the width. */
export function categoryLabelWidth(props: GanttProps): number {
  const longest = Math.max(0, ...props.categories.map((c) => c.name.length));
  return Math.min(Math.ceil(longest * LABEL_FONT * 0.6), Math.floor(props.width * 0.3));
}

export function ganttOption(props: GanttProps) {
  const labelWidth = categoryLabelWidth(props);
  const legend = props.showLegend && props.series.length > 0;
  const names = props.series.map((s) => s.name).filter((n): n is string => n !== null);
  return {
    useUTC: true,
    animationDuration: 300,
    tooltip: {
      trigger: 'item',
      confine: true,
      formatter: (params: { seriesIndex: number; dataIndex: number }) => {
        const series = props.series[params.seriesIndex];
        const event = series?.events[params.dataIndex];
        return series && event ? ganttTooltip(props, series.name, event) : '';
      },
    },
    legend: { ...topLegend(legend), data: names },
    grid: {
      top: legend ? 44 : 16,
      right: 24,
      bottom: (props.zoomable ? 56 : 24) + (props.xAxisTitle ? 24 : 0),
      left: 12 + (props.yAxisTitle ? 24 : 0) + (labelWidth > 0 ? labelWidth + LABEL_GAP : 0),
      containLabel: false,
    },
    ...(props.zoomable
      ? {
          dataZoom: [
            { type: 'slider', filterMode: 'none', bottom: props.xAxisTitle ? 30 : 8, height: 20 },
            { type: 'inside', filterMode: 'none' },
          ],
        }
      : {}),
    xAxis: {
      type: 'time',
      name: props.xAxisTitle || undefined,
      nameLocation: 'middle',
      nameGap: 28,
      min: props.bounds[0],
      max: props.bounds[1],
      axisLabel: {
        hideOverlap: true,
        ...(props.formatAxisTime ? { formatter: props.formatAxisTime } : {}),
      },
      splitLine: { show: true, lineStyle: { color: '#eef0f3' } },
    },
    yAxis: {
      type: 'value',
      name: props.yAxisTitle || undefined,
      nameLocation: 'middle',
      nameGap: labelWidth + LABEL_GAP + 12,
      min: 0,
      max: Math.max(props.lineCount, 1),
      axisLabel: { show: false },
      axisTick: { show: false },
      splitLine: { show: false },
    },
    series: [
      ...props.series.map((series) => ({
        type: 'custom',
        name: series.name ?? undefined,
        // Bars can go missing when ECharts draws a large custom series progressively.
        progressive: 0,
        itemStyle: { color: series.color },
        encode: { x: [0, 1], y: 2 },
        renderItem: ganttBar(props.lineCount),
        data: series.events.map((event) => [event.start, event.end, event.line]),
      })),
      {
        type: 'line',
        animation: false,
        data: [],
        markLine: {
          silent: true,
          symbol: ['none', 'none'],
          lineStyle: { type: 'dashed', color: '#dbe0ea' },
          label: { show: false },
          data: props.categories
            .slice(0, -1)
            .map((c) => ({ yAxis: props.lineCount - c.firstLine - c.lines })),
        },
      },
      {
        type: 'line',
        animation: false,
        data: [],
        markLine: {
          silent: true,
          symbol: ['none', 'none'],
          lineStyle: { color: 'transparent' },
          label: {
            show: true,
            position: 'start',
            formatter: '{b}',
            color: '#3d4450',
            fontSize: LABEL_FONT,
            width: labelWidth,
            overflow: 'truncate',
          },
          data: props.categories.map((c) => ({
            name: c.name,
            yAxis: props.lineCount - c.firstLine - c.lines / 2,
          })),
        },
      },
    ],
  };
}
