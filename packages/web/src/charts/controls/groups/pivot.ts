import type { ControlDefinition } from '../types';

/** Controls first needed by the pivot charts; each is written once and any chart may refer to it. */
export const pivotControls: readonly ControlDefinition[] = [];
