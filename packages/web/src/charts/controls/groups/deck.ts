import type { ControlDefinition } from '../types';

/** Controls first needed by the deck charts; each is written once and any chart may refer to it. */
export const deckControls: readonly ControlDefinition[] = [];
