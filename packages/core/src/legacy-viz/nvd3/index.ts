// Legacy viz types of this group, registered by ../registry.ts.
import type { LegacyViz } from '../types';
import { bigNumberTotalViz, bigNumberViz } from './big-number';
import { bubbleViz, bulletViz } from './bubble-bullet';
import { calHeatmapViz } from './cal-heatmap';
import { distBarViz } from './dist-bar';
import { eventFlowViz } from './event-flow';
import { roseViz } from './rose';
import { timePivotViz } from './time-pivot';
import { timeTableViz } from './time-table';
import { areaViz, barViz, compareViz, horizonViz, lineViz } from './timeseries';

export const nvd3Vizzes: readonly LegacyViz[] = [
  lineViz,
  barViz,
  areaViz,
  compareViz,
  horizonViz,
  distBarViz,
  timePivotViz,
  bigNumberViz,
  bigNumberTotalViz,
  bubbleViz,
  bulletViz,
  timeTableViz,
  calHeatmapViz,
  roseViz,
  eventFlowViz,
];
