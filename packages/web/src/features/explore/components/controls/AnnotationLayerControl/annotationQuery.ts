/**
 * The annotation layer query of spec 000 point 8, run when a layer is applied: the layer's data is
 * asked of the chart-data endpoint (the server answers `annotation_data` per layer name). A query
 * over 60 s gives 'Query timeout'; an error mentioning 'no data' is a success; an abort is
 * ignored; any other error is kept for the layer.
 */
import type { QueryFormData } from '@tessera/core';
import { describeError } from '../../../../../app/errors';
import { request } from '../../../../../app/http';
import type { AnnotationLayer } from '../../../../../charts/shared/annotationLayers';

export const ANNOTATION_TIMEOUT_MS = 60_000;
export const QUERY_TIMEOUT = 'Query timeout';

export type AnnotationOutcome =
  | { readonly status: 'success' }
  | { readonly status: 'failed'; readonly error: string }
  | { readonly status: 'aborted' };

function datasourceOf(formData: QueryFormData): { id: number; type: string } | null {
  const [id, type] = String(formData.datasource ?? '').split('__');
  const n = Number(id);
  return Number.isSafeInteger(n) && n > 0 ? { id: n, type: type || 'table' } : null;
}

/** The layer's data request: one row of this chart's dataset with the layer attached. */
export function annotationRequest(layer: AnnotationLayer, formData: QueryFormData, force: boolean) {
  return {
    datasource: datasourceOf(formData),
    force,
    queries: [
      {
        columns: [],
        metrics: [{ expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'count' }],
        row_limit: 1,
        filters: [],
        extras: {},
        time_range: typeof formData.time_range === 'string' ? formData.time_range : 'No filter',
        annotation_layers: [layer],
      },
    ],
    result_format: 'json',
    result_type: 'full',
  };
}

function outcomeOfError(message: string): AnnotationOutcome {
  return /no data/i.test(message) ? { status: 'success' } : { status: 'failed', error: message };
}

/** Runs the layer's query; `signal` aborts it (an aborted query reports 'aborted', not an error). */
export async function runAnnotationQuery(
  layer: AnnotationLayer,
  formData: QueryFormData,
  {
    force = false,
    signal,
    timeoutMs = ANNOTATION_TIMEOUT_MS,
  }: { force?: boolean; signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<AnnotationOutcome> {
  if (layer.annotationType === 'FORMULA') return { status: 'success' };
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onAbort = () => controller.abort();
  signal?.addEventListener('abort', onAbort);
  try {
    const body = await request<{
      result?: { error?: string | null; annotation_data?: Record<string, unknown> }[];
    }>('/api/v1/chart/data', {
      method: 'POST',
      body: annotationRequest(layer, formData, force),
      signal: controller.signal,
    });
    const error = body.result?.[0]?.error;
    return error ? outcomeOfError(error) : { status: 'success' };
  } catch (error) {
    if (timedOut) return { status: 'failed', error: QUERY_TIMEOUT };
    if (signal?.aborted || (error instanceof DOMException && error.name === 'AbortError'))
      return { status: 'aborted' };
    return outcomeOfError(describeError(error));
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}
