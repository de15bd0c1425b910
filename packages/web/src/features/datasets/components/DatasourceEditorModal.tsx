import { Alert, App, Button, Modal, Tooltip } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { failureMessage } from '../../../app/api';
import { useBootstrapQuery } from '../../../app/session';
import { Loading } from '../../../components/Loading';
import { useDatasourceQuery, useSaveDatasourceMutation } from '../api/datasourceApi';
import { type DatasourceData, type Draft, draftOf, savePayload, validateDraft } from '../lib/draft';
import { DatasourceEditor } from './DatasourceEditor';
import './datasets.css';

/** Spec 000 point 7's strings. */
export const MANAGED_EXTERNALLY = "This dataset is managed externally, and can't be edited in the product";
export const SAVE_CONFIRM_WARNING =
  'The dataset configuration exposed here affects all the charts using this dataset. Be mindful that changing settings here may affect other charts in undesirable ways.';
export const SAVE_CONFIRM_QUESTION = 'Are you sure you want to save and apply changes?';
export const SAVED = 'The dataset has been saved';

export interface DatasourceEditorModalProps {
  readonly datasetId: number;
  readonly open: boolean;
  readonly onClose: () => void;
  /** Called with the saved datasource (Explore refreshes its dataset from the tag anyway). */
  readonly onSaved?: (saved: DatasourceData) => void;
}

/** Why Save is disabled, or null when it is enabled (spec 000: saving, invalid, managed externally). */
export function saveBlocker(
  saving: boolean,
  errors: readonly string[],
  managedExternally: boolean,
): string | null {
  if (managedExternally) return MANAGED_EXTERNALLY;
  if (saving) return 'Saving…';
  if (errors.length > 0) return 'Fix the errors listed above first';
  return null;
}

/** The edit-dataset modal (spec 000 screen 7): 900 px high, tabs, confirm, save. */
export function DatasourceEditorModal({ datasetId, open, onClose, onSaved }: DatasourceEditorModalProps) {
  const { message, modal } = App.useApp();
  const source = useDatasourceQuery(datasetId, { skip: !open, refetchOnMountOrArgChange: true });
  const flags = useBootstrapQuery().data?.feature_flags ?? {};
  const [save, { isLoading: saving }] = useSaveDatasourceMutation();
  const [draft, setDraft] = useState<Draft | null>(null);

  useEffect(() => {
    if (open && source.data && !source.isFetching) setDraft(draftOf(source.data));
    if (!open) setDraft(null);
  }, [open, source.data, source.isFetching]);

  const errors = useMemo(() => (draft ? validateDraft(draft) : []), [draft]);
  const managed = source.data?.is_managed_externally === true;
  const blocker = draft ? saveBlocker(saving, errors, managed) : 'Loading…';

  const doSave = async () => {
    if (!draft) return;
    try {
      const saved = await save(savePayload(draft)).unwrap();
      void message.success(SAVED);
      onSaved?.(saved);
      onClose();
    } catch (error) {
      modal.error({ title: 'Error', content: failureMessage(error) || 'An error has occurred' });
    }
  };

  const confirmSave = () => {
    modal.confirm({
      title: 'Confirm save',
      width: 520,
      content: (
        <div className="dataset-editor-confirm">
          <Alert type="warning" showIcon title={SAVE_CONFIRM_WARNING} />
          <p>{SAVE_CONFIRM_QUESTION}</p>
        </div>
      ),
      okText: 'OK',
      cancelText: 'Cancel',
      onOk: doSave,
    });
  };

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
        <Tooltip title={managed ? MANAGED_EXTERNALLY : null}>
          {/* A disabled button gets no mouse events; the span shows the tooltip for it. */}
          <span className="dataset-editor-save" data-test="datasource-modal-save-wrapper">
            <Button
              type="primary"
              data-test="datasource-modal-save"
              disabled={blocker !== null}
              loading={saving}
              onClick={confirmSave}
            >
              Save
            </Button>
          </span>
        </Tooltip>
      </span>
    </div>
  );

  return (
    <Modal
      open={open}
      onCancel={onClose}
      width={900}
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
        {source.error ? (
          <Alert
            type="error"
            showIcon
            title="The dataset could not be loaded"
            description={failureMessage(source.error)}
          />
        ) : draft ? (
          <DatasourceEditor
            draft={draft}
            errors={errors}
            onChange={(patch) => setDraft({ ...draft, ...patch })}
          />
        ) : (
          <Loading label="Loading the dataset" />
        )}
      </div>
    </Modal>
  );
}
