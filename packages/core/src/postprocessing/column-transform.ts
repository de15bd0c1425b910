// Shared by the operations that read `columns: {source: target}` (rolling, cum, diff):
// `{y: y}` overwrites y, `{y: y2}` adds y2; on multi-level columns the source names the first
// level and every sub-column is transformed (pandas' _append_columns).
import {
  assignColumns,
  type ColumnAssignment,
  columnValues,
  type Frame,
  resolveColumn,
  targetColumn,
} from './frame';
import { requireColumns } from './options';

export function transformColumns(
  operation: string,
  frame: Frame,
  mapping: readonly (readonly [string, string])[],
  transform: (values: unknown[]) => unknown[],
): Frame {
  requireColumns(
    operation,
    frame,
    mapping.map(([source]) => source),
  );
  const assignments: ColumnAssignment[] = [];
  for (const [source, target] of mapping) {
    for (const key of resolveColumn(frame, source)) {
      const output = targetColumn(frame, key, target);
      assignments.push({
        key: output.key,
        values: transform(columnValues(frame, key)),
        ...(output.levels ? { levels: output.levels } : {}),
      });
    }
  }
  return assignColumns(frame, assignments);
}
