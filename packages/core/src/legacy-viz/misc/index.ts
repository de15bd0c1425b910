// Legacy viz types of this group, registered by ../registry.ts.
import type { LegacyViz } from '../types';
import { boxPlotViz } from './box-plot';
import { chordViz } from './chord';
import { filterBoxViz } from './filter-box';
import { heatmapViz } from './heatmap';
import { histogramViz } from './histogram';
import { iframeViz, markupViz, separatorViz } from './markup';
import { pairedTTestViz } from './paired-ttest';
import { paraViz } from './para';
import { partitionViz } from './partition';
import { pivotTableViz } from './pivot-table';
import { directedForceViz, sankeyViz } from './sankey';
import { sunburstViz } from './sunburst';
import { tableViz } from './table';
import { treemapViz } from './treemap';
import { wordCloudViz } from './word-cloud';

export const miscVizzes: readonly LegacyViz[] = [
  tableViz,
  heatmapViz,
  treemapViz,
  chordViz,
  paraViz,
  sankeyViz,
  sunburstViz,
  partitionViz,
  pairedTTestViz,
  boxPlotViz,
  histogramViz,
  wordCloudViz,
  directedForceViz,
  pivotTableViz,
  markupViz,
  separatorViz,
  iframeViz,
  filterBoxViz,
];
