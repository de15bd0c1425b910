import { Button, Modal } from 'antd';
import { STALE_SAVE_MESSAGE } from '../useDashboardSave';

/** The answer to a stale save: reload the latest version, or overwrite it with this one. */
export function SaveConflictModal({
  open,
  saving,
  onReload,
  onOverwrite,
  onCancel,
}: {
  open: boolean;
  saving: boolean;
  onReload: () => void;
  onOverwrite: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal
      open={open}
      title="This dashboard was changed"
      onCancel={onCancel}
      data-test="save-conflict"
      footer={[
        <Button key="cancel" onClick={onCancel}>
          Cancel
        </Button>,
        <Button key="overwrite" danger onClick={onOverwrite} loading={saving} data-test="conflict-overwrite">
          Overwrite
        </Button>,
        <Button key="reload" type="primary" onClick={onReload} data-test="conflict-reload">
          Reload
        </Button>,
      ]}
    >
      <p>{STALE_SAVE_MESSAGE}</p>
      <p className="muted">
        Reload shows the latest version and drops your changes; Overwrite replaces the other changes with
        yours.
      </p>
    </Modal>
  );
}
