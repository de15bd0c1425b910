// The pipeline the engine calls after running the SQL: each step's operation looked up in the
// registry and applied to the previous step's frame.
import { InvalidOptionsError, UnknownOperationError } from './errors';
import { type Frame, type FrameColumnKind, frameOf, type Row, unescapeSeparator } from './frame';
import { POST_PROCESSING_OPERATIONS } from './registry';

/** One `post_processing` entry of a query object. */
export interface PostProcessingStep {
  readonly operation: string;
  readonly options?: unknown;
}

/**
 * Runs `steps` over `frame` in order and returns the final frame. Null entries are skipped (the
 * frontend's JSON turns absent operators into nulls, and Superset filters them out). Throws a
 * PostProcessingError (status 400) for an unknown operation or bad options.
 */
export function applyPostProcessing(
  frame: Frame,
  steps: readonly (PostProcessingStep | null)[] | undefined,
): Frame {
  let current = frame;
  for (const step of steps ?? []) {
    if (step === null || step === undefined) continue;
    if (typeof step !== 'object' || typeof step.operation !== 'string' || step.operation === '') {
      throw new InvalidOptionsError(
        'post_processing',
        '`operation` property of post processing object undefined',
      );
    }
    if (!POST_PROCESSING_OPERATIONS.has(step.operation)) {
      throw new UnknownOperationError(step.operation, POST_PROCESSING_OPERATIONS.ids());
    }
    current = POST_PROCESSING_OPERATIONS.get(step.operation).apply(current, step.options ?? {});
  }
  return current;
}

/** A frame from the connector's rows; `columns` defaults to the keys of the first row. */
export function frameFromRecords(
  rows: readonly Row[],
  columns?: readonly string[],
  kinds?: Readonly<Record<string, FrameColumnKind>>,
): Frame {
  return frameOf(columns ?? Object.keys(rows[0] ?? {}), rows, kinds ? { kinds } : {});
}

/** The label components of a flattened column name (Superset's label_map entries). */
export function splitFlatColumnName(name: string): string[] {
  return name.split(/(?<!\\), /).map(unescapeSeparator);
}
