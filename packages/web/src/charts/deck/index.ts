import { buildLegacyQuery, DECK_VIZ_TYPES, type DeckVizType, deckMetadata } from '@tessera/core';
import { lazy } from 'react';
import type { ChartPlugin } from '../types';
import { deckControlPanel } from './controlPanel';
import { type DeckChartProps, transformDeckProps } from './transformProps';

// One lazily loaded host for every layer: deck.gl is fetched only when a deck chart is shown.
const DeckChart = lazy(() => import('./DeckChart'));

function deckPlugin(id: DeckVizType): ChartPlugin<DeckChartProps> {
  return {
    id,
    metadata: deckMetadata[id],
    controlPanel: deckControlPanel(id),
    buildQuery: buildLegacyQuery,
    transformProps: (chartProps) => transformDeckProps(id, chartProps),
    component: DeckChart,
  };
}

/** Superset's deck.gl layers, one small plugin per viz type. */
export const deckPlugins: readonly ChartPlugin<DeckChartProps>[] = DECK_VIZ_TYPES.map(deckPlugin);
