import type { CoreChart } from '../types';
import { buildBoxPlotQuery } from './buildQuery';
import { boxPlotMetadata } from './metadata';

export { BOX_PLOT_WHISKER_OPTIONS, buildBoxPlotQuery, whiskerRule } from './buildQuery';
export { boxPlotMetadata } from './metadata';

export const boxPlotChart: CoreChart = {
  id: 'box_plot',
  metadata: boxPlotMetadata,
  buildQuery: buildBoxPlotQuery,
};
