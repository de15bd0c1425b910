import { Alert, Button, Tooltip } from 'antd';
import { failureMessage } from '../../../app/api';
import { Loading } from '../../../components/Loading';
import { DatasourceEditor } from './DatasourceEditor';
import { MANAGED_EXTERNALLY, type useDatasourceEditing } from './useDatasourceEditing';

type Editing = ReturnType<typeof useDatasourceEditing>;

/** Save, disabled while it cannot save; a dataset managed externally says why on hover. */
export function EditorSaveButton({ editing }: { editing: Editing }) {
  return (
    <Tooltip title={editing.managed ? MANAGED_EXTERNALLY : null}>
      {/* A disabled button gets no mouse events; the span shows the tooltip for it. */}
      <span className="dataset-editor-save" data-test="datasource-modal-save-wrapper">
        <Button
          type="primary"
          data-test="datasource-modal-save"
          disabled={editing.blocker !== null}
          loading={editing.saving}
          onClick={editing.confirmSave}
        >
          Save
        </Button>
      </span>
    </Tooltip>
  );
}

/** The tabs once the dataset has loaded; until then a spinner, or why it could not load. */
export function EditorBody({ editing }: { editing: Editing }) {
  if (editing.source.error)
    return (
      <Alert
        type="error"
        showIcon
        title="The dataset could not be loaded"
        description={failureMessage(editing.source.error)}
      />
    );
  if (!editing.draft) return <Loading label="Loading the dataset" />;
  return <DatasourceEditor draft={editing.draft} errors={editing.errors} onChange={editing.edit} />;
}
