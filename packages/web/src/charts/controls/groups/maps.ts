import type { ControlDefinition } from '../types';

/** Controls first needed by the maps charts; each is written once and any chart may refer to it. */
export const mapsControls: readonly ControlDefinition[] = [];
