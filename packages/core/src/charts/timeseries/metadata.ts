import type { ChartBehavior, ChartMetadata } from '../types';

/** How a time-series chart draws its series; one plugin family, one option each. */
export type SeriesStyle = 'line' | 'bar' | 'area' | 'smooth' | 'step' | 'scatter';

export interface TimeseriesVariant {
  readonly id: string;
  readonly style: SeriesStyle;
  readonly metadata: ChartMetadata;
}

const tags = ['ECharts', 'Time', 'Trend'];
const behaviors: readonly ChartBehavior[] = ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'];
/** The flags every variant shares. */
const common = { behaviors, deprecated: false, useLegacyApi: false } as const;

export const TIMESERIES_VARIANTS: readonly TimeseriesVariant[] = [
  {
    id: 'echarts_timeseries_line',
    style: 'line',
    metadata: {
      ...common,
      name: 'Line Chart',
      category: 'Evolution',
      description: 'Line chart to visualize how one or more metrics change over time.',
      tags: [...tags, 'Line', 'Popular'],
    },
  },
  {
    id: 'echarts_timeseries_bar',
    style: 'bar',
    metadata: {
      ...common,
      name: 'Bar Chart',
      category: 'Evolution',
      description: 'Bar chart to compare metrics across time periods or categories.',
      tags: [...tags, 'Bar', 'Popular'],
    },
  },
  {
    id: 'echarts_area',
    style: 'area',
    metadata: {
      ...common,
      name: 'Area Chart',
      category: 'Evolution',
      description: 'Area chart: like a line chart, with the area under each series filled.',
      tags: [...tags, 'Area'],
    },
  },
  {
    id: 'echarts_timeseries_smooth',
    style: 'smooth',
    metadata: {
      ...common,
      name: 'Smooth Line',
      category: 'Evolution',
      description: 'Line chart with smoothed curves.',
      tags,
    },
  },
  {
    id: 'echarts_timeseries_step',
    style: 'step',
    metadata: {
      ...common,
      name: 'Stepped Line',
      category: 'Evolution',
      description: 'Line chart drawn as steps.',
      tags,
    },
  },
  {
    id: 'echarts_timeseries_scatter',
    style: 'scatter',
    metadata: {
      ...common,
      name: 'Scatter Plot',
      category: 'Evolution',
      description: 'Points over time.',
      tags,
    },
  },
];
