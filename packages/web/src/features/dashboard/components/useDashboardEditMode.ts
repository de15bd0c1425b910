import {
  chartIdsOf,
  type DashboardPermissionFlags,
  dashboardPermissionFlags,
  type Position,
} from '@tessera/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useBootstrapQuery } from '../../../app/session';
import type { DashboardDetail } from '../api/dashboardApi';
import { emptyPosition } from '../lib/layout';
import { useLayoutEditor } from './edit/useLayoutEditor';
import { useDashboardSave } from './useDashboardSave';

/**
 * The hydration's permission flags (dash_edit_perm, dash_share_perm, superset_can_explore, ...),
 * from the session user and the dashboard's owners (core's dashboardPermissionFlags).
 */
export function useDashboardPermissions(info: DashboardDetail | undefined): DashboardPermissionFlags {
  const user = useBootstrapQuery().data?.user;
  return useMemo(() => dashboardPermissionFlags(info ? user : null, info?.owners), [user, info]);
}

/**
 * Edit mode: on only with edit permission and `?edit=true` in the address (spec 000's
 * hydration); the layout being edited with its history, the safe save, and the dialogs' state.
 */
export function useDashboardEditMode(info: DashboardDetail | undefined, position: Position | null) {
  const [params, setParams] = useSearchParams();
  const permissions = useDashboardPermissions(info);
  const canEdit = permissions.dash_edit_perm;
  const editMode = canEdit && params.get('edit') === 'true';
  const editor = useLayoutEditor(position ?? emptyPosition(''), editMode);
  const saver = useDashboardSave(info);
  const [propertiesOpen, setPropertiesOpen] = useState(false);
  // The layout is copied into the editor when edit mode starts, not on every refetch.
  const started = useRef(false);
  const { reset } = editor;
  useEffect(() => {
    if (editMode && position && !started.current) {
      started.current = true;
      reset(position);
    }
    if (!editMode) started.current = false;
  }, [editMode, position, reset]);

  const setEdit = useCallback(
    (on: boolean) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (on) next.set('edit', 'true');
          else next.delete('edit');
          return next;
        },
        { replace: false },
      ),
    [setParams],
  );
  const afterSave = useCallback(() => setEdit(false), [setEdit]);
  const saveLayout = useCallback(async () => {
    const saved = await saver.save({
      position_json: JSON.stringify(editor.position),
      metadata: { positions: editor.position },
    });
    if (saved) afterSave();
  }, [saver, editor.position, afterSave]);

  const placedCharts = useMemo(() => new Set(chartIdsOf(editor.position)), [editor.position]);

  return {
    canEdit,
    permissions,
    editing: editMode && position ? editor.editing : null,
    editor,
    saver,
    placedCharts,
    propertiesOpen,
    setPropertiesOpen,
    enter: () => setEdit(true),
    discard: () => {
      if (position) reset(position);
      setEdit(false);
    },
    saveLayout,
    afterSave,
    reload: () => window.location.reload(),
  };
}
