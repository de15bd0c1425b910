import type { ControlDefinition } from '../types';

/** Controls first needed by the legacy charts; each is written once and any chart may refer to it. */
export const legacyControls: readonly ControlDefinition[] = [];
