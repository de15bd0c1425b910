import { Alert, App } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { failureMessage } from '../../../app/api';
import { useBootstrapQuery } from '../../../app/session';
import { useDatasourceQuery, useSaveDatasourceMutation } from '../api/datasourceApi';
import { type DatasourceData, type Draft, draftOf, savePayload, validateDraft } from '../lib/draft';

/** Spec 000 point 7's strings. */
export const MANAGED_EXTERNALLY = "This dataset is managed externally, and can't be edited in the product";
export const SAVE_CONFIRM_WARNING =
  'The dataset configuration exposed here affects all the charts using this dataset. Be mindful that changing settings here may affect other charts in undesirable ways.';
export const SAVE_CONFIRM_QUESTION = 'Are you sure you want to save and apply changes?';
export const SAVED = 'The dataset has been saved';

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

/**
 * One editing session of a dataset, shared by the edit-dataset modal and the full-page editor
 * (/tablemodelview/edit/{id}) so both load, check, confirm and save the same way.
 */
export function useDatasourceEditing(
  datasetId: number,
  active: boolean,
  onSaved: (saved: DatasourceData) => void,
) {
  const { message, modal } = App.useApp();
  const source = useDatasourceQuery(datasetId, { skip: !active, refetchOnMountOrArgChange: true });
  const flags = useBootstrapQuery().data?.feature_flags ?? {};
  const [save, { isLoading: saving }] = useSaveDatasourceMutation();
  const [draft, setDraft] = useState<Draft | null>(null);

  useEffect(() => {
    if (active && source.data && !source.isFetching) setDraft(draftOf(source.data));
    if (!active) setDraft(null);
  }, [active, source.data, source.isFetching]);

  const errors = useMemo(() => (draft ? validateDraft(draft) : []), [draft]);
  const managed = source.data?.is_managed_externally === true;
  const blocker = draft ? saveBlocker(saving, errors, managed) : 'Loading…';

  const doSave = async () => {
    if (!draft) return;
    try {
      const saved = await save(savePayload(draft)).unwrap();
      void message.success(SAVED);
      onSaved(saved);
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

  return {
    source,
    flags,
    draft,
    errors,
    managed,
    saving,
    blocker,
    confirmSave,
    edit: (patch: Partial<Draft>) => setDraft((current) => (current ? { ...current, ...patch } : current)),
  };
}
