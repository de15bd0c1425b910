/**
 * Annotation layers of a query (SUPERSET_FACTS §1.3), answered as `annotation_data:
 * {layer name: data}` the way Superset's QueryContextProcessor.get_annotation_data does:
 * - NATIVE layers (`value` = annotation layer id): `{columns, records}` of the layer's stored
 *   annotations, dates as epoch ms;
 * - chart layers (`sourceType` `line` or `table`, `value` = chart id): `{records}` of that chart's
 *   saved query context, run with the layer's `overrides` (time_range, time_grain_sqla);
 * - FORMULA layers are computed by the browser and dropped here; other layers are ignored.
 */
import type { QueryObject } from '@tessera/core';
import type { Kysely } from 'kysely';
import type { Database } from '../store/schema';
import { temporalTextToEpochMs } from './type-mapping';

const NATIVE_COLUMNS = ['start_dttm', 'end_dttm', 'short_descr', 'long_descr', 'json_metadata'] as const;

export class AnnotationError extends Error {
  override readonly name = 'AnnotationError';
}

type Layer = Readonly<Record<string, unknown>>;

/** Runs a saved chart's query context with overrides; returns its first query's rows. */
export type ChartRunner = (
  chartId: number,
  overrides: Readonly<Record<string, unknown>>,
) => Promise<readonly Record<string, unknown>[]>;

const layerId = (layer: Layer): number | null => {
  const value = layer.value;
  if (typeof value === 'number' && Number.isSafeInteger(value)) return value;
  if (typeof value === 'string' && /^\d+$/.test(value)) return Number(value);
  return null;
};

async function nativeLayer(store: Kysely<Database>, layer: Layer) {
  const id = layerId(layer);
  const found =
    id === null
      ? undefined
      : await store.selectFrom('annotation_layer').select('id').where('id', '=', id).executeTakeFirst();
  if (!found) throw new AnnotationError(`The annotation layer ${String(layer.value)} does not exist`);
  const rows = await store
    .selectFrom('annotation')
    .select([...NATIVE_COLUMNS])
    .where('layer_id', '=', found.id)
    .orderBy('start_dttm')
    .orderBy('id')
    .execute();
  const records = rows.map((row) => ({
    start_dttm: temporalTextToEpochMs(row.start_dttm),
    end_dttm: temporalTextToEpochMs(row.end_dttm),
    short_descr: row.short_descr,
    long_descr: row.long_descr,
    json_metadata: row.json_metadata,
  }));
  return { columns: [...NATIVE_COLUMNS], records };
}

/** The annotation data of one query; the layers' order is kept. */
export async function annotationData(
  query: QueryObject,
  store: Kysely<Database>,
  runChart: ChartRunner,
): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  for (const layer of query.annotation_layers) {
    if (layer.annotationType === 'FORMULA') continue;
    const name = typeof layer.name === 'string' ? layer.name : String(layer.value);
    if (layer.sourceType === 'NATIVE') {
      out[name] = await nativeLayer(store, layer);
    } else if (layer.sourceType === 'line' || layer.sourceType === 'table') {
      const id = layerId(layer);
      if (id === null) throw new AnnotationError(`Annotation layer "${name}": value must be a chart id`);
      const overrides =
        typeof layer.overrides === 'object' && layer.overrides !== null
          ? (layer.overrides as Record<string, unknown>)
          : {};
      out[name] = { records: await runChart(id, overrides) };
    }
  }
  return out;
}

/**
 * A saved query context with a layer's overrides applied: `time_range` replaces the time range
 * and every TEMPORAL_RANGE filter, `time_grain_sqla` the grain (a null override keeps the saved
 * value, as in Superset).
 */
export function applyLayerOverrides(
  saved: Record<string, unknown>,
  overrides: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const range = typeof overrides.time_range === 'string' ? overrides.time_range : null;
  const grain = typeof overrides.time_grain_sqla === 'string' ? overrides.time_grain_sqla : null;
  if (!range && !grain) return saved;
  const queries = Array.isArray(saved.queries) ? saved.queries : [];
  return {
    ...saved,
    queries: queries.map((raw) => {
      if (typeof raw !== 'object' || raw === null) return raw;
      const query = { ...(raw as Record<string, unknown>) };
      if (grain) query.extras = { ...((query.extras as object) ?? {}), time_grain_sqla: grain };
      if (range) {
        if (query.time_range !== undefined) query.time_range = range;
        if (Array.isArray(query.filters)) {
          query.filters = query.filters.map((f: Record<string, unknown>) =>
            f && String(f.op).toUpperCase() === 'TEMPORAL_RANGE' ? { ...f, val: range } : f,
          );
        }
      }
      return query;
    }),
  };
}
