/**
 * Change dataset, from the dataset menu or the 'Missing dataset' page: the datasets feature's
 * dialog (loaded when first opened), then Explore reopens on the chosen dataset with the controls
 * that still make sense there (lib/changeDataset.ts). The moved form data goes to the form-data
 * cache and the address names it, so a reload opens the same settings; a saved chart keeps its
 * slice_id, so saving overwrites it on its new dataset as in Superset.
 */
import type { QueryFormData } from '@tessera/core';
import { App } from 'antd';
import { Suspense } from 'react';
import { useNavigate } from 'react-router';
import { failureMessage } from '../../../app/api';
import { useAppDispatch } from '../../../app/hooks';
import { lazyNamed } from '../../../app/lazyNamed';
import { browserTabId } from '../../../app/tabId';
import { chartActions } from '../../../charts/chartState';
import { exploreApi } from '../api/exploreApi';
import { droppedNotice, retargetFormData } from '../lib/changeDataset';
import { formDataCacheBody } from '../url-state/exploreUrl';
import { storeFormData } from '../url-state/stateApi';

const ChangeDatasetModal = lazyNamed(
  () => import('../../datasets/components/ChangeDatasetModal'),
  'ChangeDatasetModal',
);

export interface ChangeDatasetDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  /** The chart's controls to carry over; none opens a fresh chart on the new dataset. */
  readonly formData: QueryFormData | null;
  readonly sliceId: number | null;
  readonly currentId?: number;
}

/** Moves Explore to dataset `id`: answers the address to open and what was dropped on the way. */
export function useChangeDataset() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { message } = App.useApp();
  return async (id: number, formData: QueryFormData | null, sliceId: number | null) => {
    const load = dispatch(exploreApi.endpoints.dataset.initiate(id));
    try {
      const dataset = await load.unwrap();
      // Spec 000 point 4, "Datasources set": a chart that failed on the old dataset starts again.
      dispatch(chartActions.datasourcesSet());
      if (!formData) {
        navigate(`/explore/?dataset_id=${id}`);
        return;
      }
      const moved = retargetFormData(formData, dataset);
      const body = formDataCacheBody(moved.formData, sliceId);
      if (!body) throw new Error('The chart settings name no dataset.');
      const key = await storeFormData(body, browserTabId(), null);
      // The stored settings name the new dataset; the address names it too, for people reading it.
      const slice = sliceId !== null ? `slice_id=${sliceId}&` : '';
      navigate(`/explore/?${slice}dataset_id=${id}&form_data_key=${encodeURIComponent(key)}`);
      const notice = droppedNotice(moved.dropped);
      if (notice) void message.warning({ content: notice, duration: 8 });
    } catch (error) {
      void message.error(`The chart could not be moved to the new dataset: ${failureMessage(error)}`);
    } finally {
      load.unsubscribe();
    }
  };
}

/** The dialog, loaded on first open; Proceed moves Explore to the chosen dataset. */
export function ChangeDatasetDialog({
  open,
  onClose,
  formData,
  sliceId,
  currentId,
}: ChangeDatasetDialogProps) {
  const change = useChangeDataset();
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ChangeDatasetModal
        open={open}
        currentId={currentId}
        onClose={onClose}
        onChange={(datasource) => void change(datasource.id, formData, sliceId)}
      />
    </Suspense>
  );
}
