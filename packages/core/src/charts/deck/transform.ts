// A deck.gl chart's explore_json answer → the layers, legend and points its map draws.
import { type DeckTransformOptions, type Fd, isRecord } from './common';
import { arcLayers, pathLayers } from './layers-lines';
import { gridLayers, heatmapLayers, hexLayers, scatterLayers, screengridLayers } from './layers-points';
import { geojsonLayers, polygonLayers } from './layers-shapes';
import type { DeckVizType } from './metadata';
import type { DeckLayerSet } from './types';

type LayerTransform = (formData: Fd, data: unknown, options: DeckTransformOptions) => DeckLayerSet;

const TRANSFORMS: Readonly<Record<Exclude<DeckVizType, 'deck_multi'>, LayerTransform>> = {
  deck_scatter: scatterLayers,
  deck_screengrid: screengridLayers,
  deck_grid: gridLayers,
  deck_hex: hexLayers,
  deck_arc: arcLayers,
  deck_path: pathLayers,
  deck_polygon: polygonLayers,
  deck_heatmap: heatmapLayers,
  deck_geojson: geojsonLayers,
};

export const EMPTY_LAYER_SET: DeckLayerSet = { layers: [], legend: null, points: [] };

/** The layers of one single-layer deck chart; none for an unknown type or an empty answer. */
export function deckLayerSet(formData: Fd, data: unknown, options: DeckTransformOptions): DeckLayerSet {
  const transform = TRANSFORMS[formData.viz_type as keyof typeof TRANSFORMS];
  if (!transform || data === null || data === undefined) return EMPTY_LAYER_SET;
  return transform(formData, data, options);
}

/** Several charts' layers on one map (deck_multi): all their layers and points, the first legend. */
export function combineLayerSets(sets: readonly DeckLayerSet[]): DeckLayerSet {
  return {
    layers: sets.flatMap((s) => s.layers),
    legend: sets.find((s) => s.legend)?.legend ?? null,
    points: sets.flatMap((s) => s.points),
  };
}

/** One layer of a deck_multi chart, as its answer lists it (Superset's Slice.data). */
export interface DeckSubslice {
  readonly sliceId: number;
  readonly name: string;
  readonly formData: Record<string, unknown>;
}

/** The saved charts of a deck_multi answer (`data.slices`), deck layers only. */
export function deckSubslices(data: unknown): DeckSubslice[] {
  const slices = isRecord(data) && Array.isArray(data.slices) ? data.slices : [];
  return slices.filter(isRecord).flatMap((slice) => {
    const formData = isRecord(slice.form_data) ? slice.form_data : null;
    if (!formData || !(typeof formData.viz_type === 'string' && formData.viz_type in TRANSFORMS)) return [];
    return [{ sliceId: Number(slice.slice_id), name: String(slice.slice_name ?? ''), formData }];
  });
}

const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/**
 * The form data a deck_multi layer is queried with (Superset's Multi): the layer's own filters, then
 * the multi chart's adhoc filters that reach this layer (`layerFilterScope` absent, -1, or naming
 * the layer's position in `deck_slices`), and the multi chart's dashboard filters (extra_form_data).
 */
export function subsliceFormData(subslice: DeckSubslice, multi: Fd): Record<string, unknown> {
  const deckSlices = asList(multi.deck_slices).map(Number);
  const index = deckSlices.indexOf(subslice.sliceId);
  const multiFilters = asList(multi.adhoc_filters).filter((filter) => {
    const scope = isRecord(filter) ? filter.layerFilterScope : undefined;
    if (!Array.isArray(scope)) return true;
    return scope.includes(-1) || scope.includes(index);
  });
  const formData: Record<string, unknown> = {
    ...subslice.formData,
    adhoc_filters: [...asList(subslice.formData.adhoc_filters), ...multiFilters],
  };
  if (isRecord(multi.extra_form_data)) formData.extra_form_data = multi.extra_form_data;
  return formData;
}
