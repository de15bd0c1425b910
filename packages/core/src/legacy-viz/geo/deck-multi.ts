// deck.gl Multiple Layers (viz.py DeckGLMultiLayer): no query of its own; its data are the saved
// charts listed in `deck_slices`, each as Superset's Slice.data, whose form data the client then
// runs one by one through explore_json.
import { asList, isRecord } from '../base-query';
import type { LegacyFormData, LegacyRow, LegacyViz } from '../types';
import { MAPBOX_API_KEY } from './helpers';

/**
 * A saved chart as the server reads it from `slices`: `id`, `slice_name`, `viz_type`, `params`
 * (JSON text), `datasource_id`, `datasource_type`, `cache_timeout`, `description`,
 * `query_context`, `certified_by`, `certification_details`, `changed_on` (ISO text).
 */
export type SavedSlice = LegacyRow;

function paramsOf(slice: SavedSlice): Record<string, unknown> {
  if (isRecord(slice.params)) return { ...slice.params };
  if (typeof slice.params !== 'string') return {};
  try {
    const parsed: unknown = JSON.parse(slice.params);
    return isRecord(parsed) ? parsed : {};
  } catch {
    // Superset logs malformed params and goes on with empty ones.
    return {};
  }
}

/** Slice.form_data: the saved params with the chart's id, type and datasource stamped in. */
function sliceFormData(slice: SavedSlice): Record<string, unknown> {
  const formData: Record<string, unknown> = {
    ...paramsOf(slice),
    slice_id: slice.id,
    viz_type: slice.viz_type,
    datasource: `${String(slice.datasource_id)}__${String(slice.datasource_type ?? 'table')}`,
  };
  if (slice.cache_timeout) formData.cache_timeout = slice.cache_timeout;
  return formData;
}

/** Slice.data, the fields a saved chart row gives. */
export function sliceData(slice: SavedSlice): Record<string, unknown> {
  const id = slice.id;
  return {
    cache_timeout: slice.cache_timeout ?? null,
    changed_on: slice.changed_on ?? null,
    description: slice.description ?? null,
    form_data: sliceFormData(slice),
    query_context: slice.query_context ?? null,
    slice_id: id,
    slice_name: slice.slice_name ?? null,
    slice_url: `/explore/?slice_id=${String(id)}`,
    certified_by: slice.certified_by ?? null,
    certification_details: slice.certification_details ?? null,
  };
}

/** The listed charts among the saved ones given, in the order `deck_slices` lists them. */
export function deckMultiSlices(
  formData: LegacyFormData,
  saved: readonly SavedSlice[],
): Record<string, unknown>[] {
  const byId = new Map(saved.map((slice) => [Number(slice.id), slice]));
  return asList(formData.deck_slices)
    .map((id) => byId.get(Number(id)))
    .filter((slice): slice is SavedSlice => slice !== undefined)
    .map(sliceData);
}

export const deckMulti: LegacyViz = {
  id: 'deck_multi',
  name: 'Deck.gl - Multiple Layers',
  // Superset's query_obj is {}: nothing to run. The server hands the saved charts of
  // `deck_slices` the user may see in as the rows.
  queryObject: () => null,
  savedChartIds: (formData) =>
    asList(formData.deck_slices)
      .map(Number)
      .filter((id) => Number.isSafeInteger(id) && id > 0),
  dataWhenEmpty: true,
  getData: ({ rows, formData }) => ({
    mapboxApiKey: MAPBOX_API_KEY,
    slices: deckMultiSlices(formData, rows),
  }),
};
