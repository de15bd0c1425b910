import type { ControlDefinition } from '../types';

/** Controls first needed by the table charts; each is written once and any chart may refer to it. */
export const tableControls: readonly ControlDefinition[] = [];
