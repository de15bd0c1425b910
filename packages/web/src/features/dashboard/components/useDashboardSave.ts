import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../../app/api';
import { describeError } from '../../../app/errors';
import { useAppDispatch } from '../../../app/hooks';
import { type DashboardDetail, type DashboardWrite, saveDashboard } from '../api/dashboardApi';

export const STALE_SAVE_MESSAGE =
  'This dashboard was changed recently. Please reload dashboard to get latest version.';

function metadataOf(json: string | null | undefined): Record<string, unknown> {
  if (!json) return {};
  try {
    const parsed: unknown = JSON.parse(json);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** A change to save: fields of the PUT, and json_metadata keys to merge into the stored ones. */
export interface DashboardChange extends Omit<DashboardWrite, 'json_metadata'> {
  readonly metadata?: Record<string, unknown>;
}

/**
 * Saves the Superset way: every PUT carries the `last_modified_time` of the copy being edited in
 * json_metadata; a 409 means someone saved since, and the caller offers Reload or Overwrite
 * (which re-sends with the current time).
 */
export function useDashboardSave(info: DashboardDetail | undefined) {
  const dispatch = useAppDispatch();
  const [lastModified, setLastModified] = useState<number | null>(null);
  const [conflict, setConflict] = useState<DashboardChange | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A save that met a 409 waits for the user's choice: Overwrite settles it with the overwrite's
  // outcome, so the dialog that asked for the save (filters, properties) closes once it is saved.
  const waiting = useRef<((saved: boolean) => void) | null>(null);
  const settle = useCallback((saved: boolean) => {
    const resolve = waiting.current;
    waiting.current = null;
    resolve?.(saved);
  }, []);

  useEffect(() => {
    if (info?.changed_on_dttm && lastModified === null) setLastModified(info.changed_on_dttm / 1000);
  }, [info?.changed_on_dttm, lastModified]);

  const send = useCallback(
    async (change: DashboardChange, time: number | null, waitOnConflict = true): Promise<boolean> => {
      if (!info) return false;
      const { metadata, ...fields } = change;
      const json_metadata = JSON.stringify({
        ...metadataOf(info.json_metadata),
        ...metadata,
        last_modified_time: time ?? (info.changed_on_dttm ?? Date.now()) / 1000,
      });
      setSaving(true);
      setError(null);
      try {
        const answer = await saveDashboard(info.id, { ...fields, json_metadata });
        setLastModified(answer.last_modified_time);
        setConflict(null);
        dispatch(api.util.invalidateTags([{ type: 'Dashboard', id: info.id }, 'Chart', 'Dataset']));
        return true;
      } catch (failure) {
        if ((failure as { status?: number }).status !== 409) {
          setError(describeError(failure));
          return false;
        }
        setConflict(change);
        if (!waitOnConflict) return false;
        settle(false);
        return new Promise<boolean>((resolve) => {
          waiting.current = resolve;
        });
      } finally {
        setSaving(false);
      }
    },
    [info, dispatch, settle],
  );

  return {
    saving,
    error,
    clearError: () => setError(null),
    conflict,
    save: (change: DashboardChange) => send(change, lastModified),
    overwrite: async () => {
      if (!conflict) return false;
      const saved = await send(conflict, Date.now() / 1000, false);
      if (saved) settle(true);
      return saved;
    },
    dismissConflict: () => {
      setConflict(null);
      settle(false);
    },
  };
}
