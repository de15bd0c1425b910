import type { ControlDefinition } from '../types';

/** Controls first needed by the graph charts; each is written once and any chart may refer to it. */
export const graphControls: readonly ControlDefinition[] = [];
