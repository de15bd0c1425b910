import { bigNumberTotalPlugin } from './big-number';
import { bigNumberTrendlinePlugin } from './big-number-trendline';
import { boxPlotPlugin } from './box-plot';
import { heatmapChartPlugin } from './heatmap';
import { gaugePlugin } from './gauge';
import { funnelPlugin } from './funnel';
import { histogramPlugin } from './histogram';
import { pieChartPlugin } from './pie';
import { ChartRegistry } from './registry';
import { sunburstChartPlugin } from './sunburst';
import { tableChartPlugin } from './table';
import { timeseriesPlugins } from './timeseries';
import { treemapChartPlugin } from './treemap';

/** The one registry of chart plugins, filled here and nowhere else. */
export const chartRegistry = new ChartRegistry();
chartRegistry.register(tableChartPlugin);
for (const plugin of timeseriesPlugins) chartRegistry.register(plugin);
chartRegistry.register(pieChartPlugin);
chartRegistry.register(bigNumberTotalPlugin);
chartRegistry.register(bigNumberTrendlinePlugin);
chartRegistry.register(heatmapChartPlugin);
chartRegistry.register(boxPlotPlugin);
chartRegistry.register(gaugePlugin);
chartRegistry.register(treemapChartPlugin);
chartRegistry.register(funnelPlugin);
chartRegistry.register(sunburstChartPlugin);
chartRegistry.register(histogramPlugin);
