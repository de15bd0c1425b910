// The pure halves of the chart plugins, filled here and nowhere else; ids are Superset's viz_type.
import { bigNumberTotalChart } from './big-number';
import { bigNumberTrendlineChart } from './big-number-trendline';
import { boxPlotChart } from './box-plot';
import { bubbleChart } from './bubble';
import { bulletChart } from './bullet';
import { calHeatmapChart } from './cal-heatmap';
import { chordChart } from './chord';
import { countryMapChart } from './country-map';
import { deckCharts } from './deck';
import { filterBoxChart } from './filter-box';
import { funnelChart } from './funnel';
import { ganttChart } from './gantt';
import { gaugeChart } from './gauge';
import { graphChart } from './graph';
import { heatmapChart } from './heatmap';
import { histogramChart } from './histogram';
import { horizonChart } from './horizon';
import { mapboxChart } from './mapbox';
import { mixedTimeseriesChart } from './mixed-timeseries';
import { pairedTTestChart } from './paired-ttest';
import { paraChart } from './para';
import { partitionChart } from './partition';
import { pieChart } from './pie';
import { pivotTableChart } from './pivot-table';
import { radarChart } from './radar';
import { roseChart } from './rose';
import { sankeyChart } from './sankey';
import { sunburstChart } from './sunburst';
import { tableChart } from './table';
import { timePivotChart } from './time-pivot';
import { timeTableChart } from './time-table';
import { timeseriesCharts } from './timeseries';
import { treeChart } from './tree';
import { treemapChart } from './treemap';
import type { CoreChart } from './types';
import { getVizType } from './viz-types';
import { waterfallChart } from './waterfall';
import { wordCloudChart } from './word-cloud';
import { worldMapChart } from './world-map';

const CHARTS = new Map<string, CoreChart>();
for (const chart of [
  tableChart,
  ...timeseriesCharts,
  mixedTimeseriesChart,
  pieChart,
  bigNumberTotalChart,
  bigNumberTrendlineChart,
  heatmapChart,
  treemapChart,
  sunburstChart,
  waterfallChart,
  boxPlotChart,
  gaugeChart,
  funnelChart,
  histogramChart,
  bubbleChart,
  radarChart,
  wordCloudChart,
  worldMapChart,
  countryMapChart,
  mapboxChart,
  bulletChart,
  pairedTTestChart,
  timePivotChart,
  timeTableChart,
  calHeatmapChart,
  partitionChart,
  graphChart,
  treeChart,
  sankeyChart,
  ganttChart,
  roseChart,
  paraChart,
  chordChart,
  horizonChart,
  ...deckCharts,
  filterBoxChart,
  pivotTableChart,
]) {
  getVizType(chart.id); // throws for an id that is not Superset's
  if (CHARTS.has(chart.id)) throw new Error(`Chart type "${chart.id}" is registered twice.`);
  CHARTS.set(chart.id, chart);
}

/** Every chart whose query core builds. */
export const CORE_CHARTS: readonly CoreChart[] = [...CHARTS.values()];

/** The pure half of a chart, or null when core does not build its query. */
export function findCoreChart(vizType: string): CoreChart | null {
  return CHARTS.get(vizType) ?? null;
}
