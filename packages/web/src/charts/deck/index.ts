import { buildLegacyQuery, DECK_VIZ_TYPES, type DeckVizType, deckMetadata } from '@tessera/core';
import { lazyChart, lazyPhase } from '../lazy';
import type { ChartPlugin, ChartProps } from '../types';
import { deckControlPanel } from './controlPanel';
import { chartImages } from './images.gen';
import type { DeckChartProps } from './transformProps';

// One lazily loaded host for every layer: deck.gl is fetched only when a deck chart is shown.
const DeckChart = lazyChart(() => import('./DeckChart'));

function deckPlugin(id: DeckVizType): ChartPlugin<DeckChartProps> {
  return {
    id,
    metadata: { ...deckMetadata[id], ...chartImages[id] },
    controlPanel: deckControlPanel(id),
    buildQuery: buildLegacyQuery,
    loadTransformProps: lazyPhase(() =>
      import('./transformProps').then(
        (module) => (chartProps: ChartProps) => module.transformDeckProps(id, chartProps),
      ),
    ),
    component: DeckChart,
  };
}

/** Superset's deck.gl layers, one small plugin per viz type. */
export const deckPlugins: readonly ChartPlugin<DeckChartProps>[] = DECK_VIZ_TYPES.map(deckPlugin);
