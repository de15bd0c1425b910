/**
 * Post-processing of a query result: the engine's frame handed to @tessera/core's operations
 * (SUPERSET_FACTS §2) and back, with `coltypes` kept for the columns that survive and inferred for
 * the ones an operation creates.
 */
import {
  applyPostProcessing as applyCoreSteps,
  type FrameColumnKind,
  frameFromRecords,
  type PostProcessingStep,
  splitFlatColumnName,
} from '@tessera/core';
import { GenericDataType } from './types';

export interface DataFrame {
  readonly colnames: string[];
  readonly coltypes: GenericDataType[];
  readonly data: Record<string, unknown>[];
}

const KIND_OF: Record<GenericDataType, FrameColumnKind> = {
  [GenericDataType.NUMERIC]: 'numeric',
  [GenericDataType.STRING]: 'string',
  [GenericDataType.TEMPORAL]: 'temporal',
  [GenericDataType.BOOLEAN]: 'boolean',
};

const TYPE_OF: Record<FrameColumnKind, GenericDataType> = {
  numeric: GenericDataType.NUMERIC,
  string: GenericDataType.STRING,
  temporal: GenericDataType.TEMPORAL,
  boolean: GenericDataType.BOOLEAN,
};

function inferType(rows: readonly Record<string, unknown>[], column: string): GenericDataType {
  for (const row of rows) {
    const value = row[column];
    if (value === null || value === undefined) continue;
    if (typeof value === 'number' || typeof value === 'bigint') return GenericDataType.NUMERIC;
    if (typeof value === 'boolean') return GenericDataType.BOOLEAN;
    return GenericDataType.STRING;
  }
  return GenericDataType.NUMERIC;
}

export function applyPostProcessing(
  frame: DataFrame,
  steps: readonly (PostProcessingStep | null)[] | undefined,
): DataFrame {
  if (!steps || steps.every((step) => step === null || step === undefined)) return frame;
  const kinds = Object.fromEntries(frame.colnames.map((name, i) => [name, KIND_OF[frame.coltypes[i]!]]));
  const out = applyCoreSteps(frameFromRecords(frame.data, frame.colnames, kinds), steps);
  const declared = out.kinds ?? {};
  const data = out.rows as Record<string, unknown>[];
  return {
    colnames: [...out.columns],
    coltypes: out.columns.map((name) => {
      const kind = declared[name];
      return kind ? TYPE_OF[kind] : inferType(data, name);
    }),
    data,
  };
}

/** Superset's label_map: each output column and the labels it was built from. */
export function labelMap(colnames: readonly string[]): Record<string, string[]> {
  return Object.fromEntries(colnames.map((name) => [name, splitFlatColumnName(name)]));
}
