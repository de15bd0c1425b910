import { RedoOutlined, UndoOutlined } from '@ant-design/icons';
import { Button, Space, Tooltip } from 'antd';

/** Edit mode's header actions: undo, redo, discard and save. */
export function EditBar({
  canUndo,
  canRedo,
  saving,
  onUndo,
  onRedo,
  onDiscard,
  onSave,
}: {
  canUndo: boolean;
  canRedo: boolean;
  saving: boolean;
  onUndo: () => void;
  onRedo: () => void;
  onDiscard: () => void;
  onSave: () => void;
}) {
  return (
    <Space size={8} className="edit-bar">
      <Tooltip title="Undo (Ctrl+Z)">
        <Button icon={<UndoOutlined />} aria-label="Undo" disabled={!canUndo} onClick={onUndo} />
      </Tooltip>
      <Tooltip title="Redo (Ctrl+Shift+Z)">
        <Button icon={<RedoOutlined />} aria-label="Redo" disabled={!canRedo} onClick={onRedo} />
      </Tooltip>
      <Button onClick={onDiscard} disabled={saving} data-test="discard-changes">
        Discard
      </Button>
      <Button type="primary" onClick={onSave} loading={saving} data-test="save-dashboard">
        Save
      </Button>
    </Space>
  );
}
