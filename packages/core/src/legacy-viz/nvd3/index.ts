// Legacy viz types of this group, registered by ../registry.ts.
import type { LegacyViz } from '../types';
import { bigNumberTotalViz, bigNumberViz } from './big-number';
import { bubbleViz, bulletViz } from './bubble-bullet';
import { distBarViz } from './dist-bar';
import { timePivotViz } from './time-pivot';
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
];
