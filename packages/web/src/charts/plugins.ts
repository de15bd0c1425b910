import { ChartRegistry } from './registry';
import { tableChartPlugin } from './table';
import { lineChartPlugin } from './timeseries-line';

/** The one registry of chart plugins, filled here and nowhere else. */
export const chartRegistry = new ChartRegistry();
chartRegistry.register(tableChartPlugin);
chartRegistry.register(lineChartPlugin);
