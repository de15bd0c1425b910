import { type DraftColumn, emptyColumn } from './draft';

/** A column as the source describes it now (`/datasource/external_metadata/`). */
export interface SourceColumn {
  readonly column_name: string;
  readonly type: string;
  readonly is_dttm: boolean;
}

export interface SyncOutcome {
  readonly columns: DraftColumn[];
  readonly added: string[];
  readonly removed: string[];
  readonly modified: string[];
}

/**
 * Merges the source's columns into the draft the way Superset's "Sync columns from source" does:
 * physical columns follow the source (new ones added, vanished ones removed, changed types
 * updated, the user's labels and settings kept); calculated columns stay as they are.
 */
export function syncColumns(current: readonly DraftColumn[], source: readonly SourceColumn[]): SyncOutcome {
  const byName = new Map(current.filter((c) => !c.calculated).map((c) => [c.column_name, c]));
  const added: string[] = [];
  const modified: string[] = [];
  const physical = source.map((col) => {
    const old = byName.get(col.column_name);
    if (!old) {
      added.push(col.column_name);
      return {
        ...emptyColumn(false),
        column_name: col.column_name,
        type: col.type,
        is_dttm: col.is_dttm,
      };
    }
    if ((old.type || '') !== (col.type || '')) modified.push(col.column_name);
    return { ...old, type: col.type };
  });
  const names = new Set(source.map((c) => c.column_name));
  const removed = [...byName.keys()].filter((name) => !names.has(name));
  return { columns: [...physical, ...current.filter((c) => c.calculated)], added, removed, modified };
}

/** Superset's messages after a sync. */
export function syncMessages(outcome: SyncOutcome): string[] {
  const lines = [
    outcome.modified.length > 0 ? `Modified columns: ${outcome.modified.join(', ')}` : null,
    outcome.removed.length > 0 ? `Removed columns: ${outcome.removed.join(', ')}` : null,
    outcome.added.length > 0 ? `New columns added: ${outcome.added.join(', ')}` : null,
  ].filter((line): line is string => line !== null);
  return lines.length > 0 ? lines : ['Metadata has been synced'];
}
