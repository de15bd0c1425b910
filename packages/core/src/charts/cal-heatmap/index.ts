import { legacyCoreChart } from '../legacy';
import { calHeatmapMetadata } from './metadata';

export { calHeatmapMetadata } from './metadata';

export const calHeatmapChart = legacyCoreChart('cal_heatmap', calHeatmapMetadata);
