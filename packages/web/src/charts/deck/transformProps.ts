import {
  categoricalColors,
  type DeckLayerSet,
  type DeckPalette,
  type DeckSubslice,
  type DeckVizType,
  deckLayerSet,
  deckSubslices,
  EMPTY_LAYER_SET,
} from '@tessera/core';
import { sequentialColors } from '../heatmap/sequential';
import { legacyData } from '../legacy';
import { chartColors, SUPERSET_COLORS } from '../shared/colors';
import type { ChartProps } from '../types';

/** The colour schemes the deck layers draw from. */
export const DECK_PALETTE: DeckPalette = { categorical: SUPERSET_COLORS, sequential: sequentialColors };

export interface DeckChartProps {
  readonly vizType: DeckVizType;
  readonly formData: Readonly<Record<string, unknown>>;
  /** A single-layer chart's layers, legend and points. */
  readonly layerSet: DeckLayerSet;
  /** deck_multi's saved layers, each queried by the chart itself; null for other charts. */
  readonly subslices: readonly DeckSubslice[] | null;
  readonly verboseMap: Readonly<Record<string, string>>;
}

/** explore_json's answer → the deck host's props (the layers are built here, deck.gl is not needed). */
export function transformDeckProps(vizType: DeckVizType, chartProps: ChartProps): DeckChartProps {
  const { formData, datasource } = chartProps;
  const data = legacyData<unknown>(chartProps);
  const palette: DeckPalette = {
    ...DECK_PALETTE,
    categorical: categoricalColors(formData.color_scheme),
    colorFor: chartColors(chartProps),
  };
  const options = { palette, verboseMap: datasource.verboseMap };
  if (vizType === 'deck_multi') {
    return {
      vizType,
      formData,
      layerSet: EMPTY_LAYER_SET,
      subslices: deckSubslices(data),
      verboseMap: datasource.verboseMap,
    };
  }
  return {
    vizType,
    formData,
    layerSet: deckLayerSet({ ...formData, viz_type: vizType }, data, options),
    subslices: null,
    verboseMap: datasource.verboseMap,
  };
}
