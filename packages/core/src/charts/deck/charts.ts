import { legacyCoreChart } from '../legacy';
import type { CoreChart } from '../types';
import { DECK_VIZ_TYPES, deckMetadata } from './metadata';

/** The deck.gl layers' pure halves: legacy charts, drawn from explore_json's answer. */
export const deckCharts: readonly CoreChart[] = DECK_VIZ_TYPES.map((id) =>
  legacyCoreChart(id, deckMetadata[id]),
);
