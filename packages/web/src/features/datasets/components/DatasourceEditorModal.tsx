import { Button, Modal } from 'antd';
import type { DatasourceData } from '../lib/draft';
import { EditorBody, EditorSaveButton } from './EditorParts';
import { useDatasourceEditing } from './useDatasourceEditing';
import './datasets.css';

export {
  MANAGED_EXTERNALLY,
  SAVE_CONFIRM_QUESTION,
  SAVE_CONFIRM_WARNING,
  SAVED,
  saveBlocker,
} from './useDatasourceEditing';

export interface DatasourceEditorModalProps {
  readonly datasetId: number;
  readonly open: boolean;
  readonly onClose: () => void;
  /** Called with the saved datasource (Explore refreshes its dataset from the tag anyway). */
  readonly onSaved?: (saved: DatasourceData) => void;
}

/** The edit-dataset modal (spec 000 screen 7): 900 px high, tabs, confirm, save. */
export function DatasourceEditorModal({ datasetId, open, onClose, onSaved }: DatasourceEditorModalProps) {
  const editing = useDatasourceEditing(datasetId, open, (saved) => {
    onSaved?.(saved);
    onClose();
  });
  const { source, flags } = editing;

  // Superset's button goes to edit_url, or the dataset's url when there is none.
  const legacyUrl =
    [source.data?.edit_url, source.data?.url].find((u): u is string => typeof u === 'string') ?? null;
  const footer = (
    <div className="dataset-editor-footer">
      {!flags.DISABLE_LEGACY_DATASOURCE_EDITOR && legacyUrl ? (
        <Button onClick={() => window.location.assign(legacyUrl)}>Use legacy datasource editor</Button>
      ) : (
        <span />
      )}
      <span className="dataset-editor-footer-buttons">
        <Button onClick={onClose}>Cancel</Button>
        <EditorSaveButton editing={editing} />
      </span>
    </div>
  );

  return (
    <Modal
      open={open}
      onCancel={onClose}
      width={900}
      centered
      className="dataset-editor-modal"
      title={
        <span>
          Edit Dataset <strong>{source.data?.table_name ?? ''}</strong>
        </span>
      }
      footer={footer}
      destroyOnHidden
      mask={{ closable: false }}
    >
      <div className="dataset-editor-body">
        <EditorBody editing={editing} />
      </div>
    </Modal>
  );
}
