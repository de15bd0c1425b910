import type { ControlDefinition } from '../types';

/** Controls first needed by the interaction charts; each is written once and any chart may refer to it. */
export const interactionControls: readonly ControlDefinition[] = [];
