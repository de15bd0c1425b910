import type { ChartMetadata } from '../types';

// Superset's Gantt declares no category, so its gallery lists it under Other.
export const ganttMetadata: ChartMetadata = {
  name: 'Gantt Chart',
  category: 'Other',
  description:
    'Events over a span of time: every row is a bar from its start to its end time, on a line per value of the Y-axis dimension, coloured by an optional series.',
  tags: ['ECharts', 'Featured', 'Timeline', 'Time'],
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
  deprecated: false,
  useLegacyApi: false,
};
