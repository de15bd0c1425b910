import type { CoreChart } from '../types';
import { buildGanttQuery } from './buildQuery';
import { ganttMetadata } from './metadata';

export { buildGanttQuery, parseOrderByCols } from './buildQuery';
export { ganttMetadata } from './metadata';

export const ganttChart: CoreChart = {
  id: 'gantt_chart',
  metadata: ganttMetadata,
  buildQuery: buildGanttQuery,
};
