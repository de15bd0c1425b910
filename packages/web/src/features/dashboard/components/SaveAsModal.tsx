import type { Position } from '@tessera/core';
import { Checkbox, Divider, Input, Modal, Radio } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { describeError } from '../../../app/errors';
import { copyDashboard, type DashboardDetail } from '../api/dashboardApi';

type SaveType = 'overwrite' | 'newDashboard';

export const NEW_DASHBOARD_NAME_REQUIRED = 'You must pick a name for the new dashboard';

function metadataOf(json: string | null | undefined): Record<string, unknown> {
  try {
    const parsed: unknown = json ? JSON.parse(json) : {};
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/**
 * Superset's "Save dashboard" dialog of the "…" menu: overwrite this dashboard (editors only) or
 * save a copy under a new name, optionally duplicating its charts, then open the copy.
 */
export function SaveAsModal({
  info,
  position,
  open,
  canOverwrite,
  onOverwrite,
  onClose,
}: {
  info: DashboardDetail;
  position: Position | null;
  open: boolean;
  canOverwrite: boolean;
  /** Saves this dashboard as it is (the edit mode's save); resolves true once saved. */
  onOverwrite: () => Promise<boolean>;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const [saveType, setSaveType] = useState<SaveType>(canOverwrite ? 'overwrite' : 'newDashboard');
  const [name, setName] = useState(`${info.dashboard_title} [copy]`);
  const [duplicateSlices, setDuplicateSlices] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // Each opening starts afresh, as Superset's modal does.
  useEffect(() => {
    if (!open) return;
    setSaveType(canOverwrite ? 'overwrite' : 'newDashboard');
    setName(`${info.dashboard_title} [copy]`);
    setDuplicateSlices(false);
    setError(null);
  }, [open, canOverwrite, info.dashboard_title]);

  const save = async () => {
    if (saveType === 'newDashboard' && !name.trim()) {
      setError(NEW_DASHBOARD_NAME_REQUIRED);
      return;
    }
    setSaving(true);
    setError(null);
    try {
      if (saveType === 'overwrite') {
        if (await onOverwrite()) onClose();
        return;
      }
      const metadata = { ...metadataOf(info.json_metadata), ...(position ? { positions: position } : {}) };
      const id = await copyDashboard(info.id, {
        dashboard_title: name.trim(),
        css: info.css ?? '',
        json_metadata: JSON.stringify(metadata),
        duplicate_slices: duplicateSlices,
      });
      onClose();
      navigate(`/superset/dashboard/${id}/`);
    } catch (failure) {
      setError(describeError(failure));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title="Save dashboard"
      open={open}
      onCancel={onClose}
      onOk={() => void save()}
      okText="Save"
      okButtonProps={{ loading: saving, 'data-test': 'modal-save-dashboard-button' } as never}
      destroyOnHidden
    >
      <Radio
        checked={saveType === 'overwrite'}
        disabled={!canOverwrite}
        onChange={() => setSaveType('overwrite')}
      >
        Overwrite Dashboard [{info.dashboard_title}]
      </Radio>
      <Divider style={{ margin: '12px 0' }} />
      <Radio checked={saveType === 'newDashboard'} onChange={() => setSaveType('newDashboard')}>
        Save as:
      </Radio>
      <Input
        style={{ marginTop: 8 }}
        aria-label="New dashboard name"
        placeholder="[dashboard name]"
        value={name}
        status={error === NEW_DASHBOARD_NAME_REQUIRED ? 'error' : undefined}
        onFocus={() => setSaveType('newDashboard')}
        onChange={(event) => {
          setName(event.target.value);
          setSaveType('newDashboard');
        }}
      />
      <Checkbox
        style={{ marginTop: 8 }}
        checked={duplicateSlices}
        onChange={(event) => setDuplicateSlices(event.target.checked)}
      >
        also copy (duplicate) charts
      </Checkbox>
      {error ? (
        <div role="alert" className="ant-form-item-explain-error" style={{ marginTop: 8 }}>
          {error}
        </div>
      ) : null}
    </Modal>
  );
}
