// Legacy viz types of this group, registered by ../registry.ts.
import type { LegacyViz } from '../types';
import { chordViz } from './chord';
import { heatmapViz } from './heatmap';
import { paraViz } from './para';
import { treemapViz } from './treemap';

export const miscVizzes: readonly LegacyViz[] = [heatmapViz, treemapViz, chordViz, paraViz];
