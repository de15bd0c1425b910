// Legacy viz types of this group, registered by ../registry.ts.
import type { LegacyViz } from '../types';

export const nvd3Vizzes: readonly LegacyViz[] = [];
