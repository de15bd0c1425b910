import type { QueryFormData } from '@tessera/core';
import { Button } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { failureMessage } from '../../../app/api';
import { describeError, messages } from '../../../app/errors';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { chartActions, parseDatasource } from '../../../charts';
import { chartLoadLog } from '../../../charts/useChartQuery';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { Loading } from '../../../components/Loading';
import {
  dashboardIds,
  ownerIds,
  useDatasetQuery,
  useQuerySourceQuery,
  useSliceQuery,
} from '../api/exploreApi';
import {
  MISSING_DATASET_DESCRIPTION,
  MISSING_PARAMS_DESCRIPTION,
  sourceFromParams,
} from '../lib/exploreParams';
import { exploreVisitEvent } from '../lib/exploreVisit';
import { defaultFormData, formDataFromChart, validateFormData, withTemporalLookup } from '../lib/formData';
import { exploreActions, selectExplore } from '../state/exploreSlice';
import { sliceIdOf, storedStateRef, useExploreUrlSync, useStoredFormData } from '../url-state';
import { ChangeDatasetDialog } from './ChangeDataset';
import { EXPLORE_CHART_ID } from './ChartPane';
import { ExploreView } from './ExploreView';

function positiveInt(value: string | null): number | null {
  const number = Number(value);
  return value && Number.isInteger(number) && number > 0 ? number : null;
}

/**
 * Loads the chart (slice_id) or the dataset (dataset_id) named in the URL, then shows Explore.
 * Stored settings named by `form_data_key` or `permalink_key` take the place of the chart's own.
 */
export default function ExplorePage() {
  const [params] = useSearchParams();
  const dispatch = useAppDispatch();
  const [changing, setChanging] = useState(false);
  const storedRef = useMemo(() => storedStateRef(params), [params]);
  const stored = useStoredFormData(storedRef);
  useExploreUrlSync();
  const sliceId = positiveInt(params.get('slice_id')) ?? sliceIdOf(stored.formData);
  const vizParam = params.get('viz_type');
  const slice = useSliceQuery(sliceId ?? 0, { skip: sliceId === null });

  const sliceFormData = useMemo(() => {
    if (!slice.data) return { formData: null as QueryFormData | null, error: null as string | null };
    try {
      return { formData: formDataFromChart(slice.data), error: null };
    } catch (error) {
      return { formData: null, error: describeError(error) };
    }
  }, [slice.data]);

  let source = sourceFromParams(params);
  const sourceFormData = stored.formData ?? sliceFormData.formData;
  if (sourceFormData) {
    try {
      const { id, type } = parseDatasource(sourceFormData.datasource);
      source = { id, type: type === 'query' ? 'query' : 'table' };
    } catch {
      source = null;
    }
  }
  const datasetId = source?.id ?? null;
  // A SQL Lab query ("Create chart") opens through /api/v1/explore/; a dataset through its own API.
  const isQuery = source?.type === 'query';
  const tableSource = useDatasetQuery(datasetId ?? 0, { skip: datasetId === null || isQuery });
  const querySource = useQuerySourceQuery(datasetId ?? 0, { skip: datasetId === null || !isQuery });
  const dataset = isQuery ? querySource : tableSource;
  const sourceKey =
    stored.sourceKey ??
    (sliceId !== null
      ? `slice:${sliceId}`
      : `${isQuery ? 'query' : 'dataset'}:${datasetId}:${vizParam ?? ''}`);
  const loadedKey = useAppSelector((state) => selectExplore(state).sourceKey);
  // The address this page last loaded. Saving renames the loaded state (`slice:<new id>`) a
  // moment before the address follows; the address has not changed then, so nothing reloads
  // (reloading would bring back the settings and name from before the save).
  const hydratedFor = useRef<string | null>(null);
  const current = loadedKey === sourceKey || (loadedKey !== null && hydratedFor.current === sourceKey);

  useEffect(() => {
    if (loadedKey === sourceKey) hydratedFor.current = sourceKey;
    if (current || !dataset.data) return;
    if (stored.sourceKey !== null && !stored.formData) return;
    if (sliceId !== null && (!slice.data || (!stored.formData && !sliceFormData.formData))) return;
    const formData = stored.formData
      ? withTemporalLookup(stored.formData, dataset.data)
      : sliceId !== null && sliceFormData.formData
        ? withTemporalLookup(sliceFormData.formData, dataset.data)
        : defaultFormData(dataset.data, vizParam ?? undefined);
    dispatch(
      exploreActions.hydrate(
        slice.data && sliceId !== null
          ? {
              formData,
              slice: {
                id: slice.data.id,
                dashboards: dashboardIds(slice.data),
                owners: ownerIds(slice.data),
              },
              sliceName: slice.data.slice_name,
              sourceKey,
            }
          : { formData, slice: null, sliceName: '', sourceKey },
      ),
    );
    hydratedFor.current = sourceKey;
    dispatch(chartActions.removeChart({ id: EXPLORE_CHART_ID }));
    if (slice.data && sliceId !== null) chartLoadLog.log(exploreVisitEvent(sliceId, Date.now()));
    // Open with a drawn chart, as Superset does for saved charts; a chart still missing required
    // controls waits for them (the placeholder and the Run button's message say which).
    if (validateFormData(formData, dataset.data).length === 0) dispatch(exploreActions.run());
  }, [
    current,
    loadedKey,
    sourceKey,
    dataset.data,
    slice.data,
    sliceFormData.formData,
    stored.sourceKey,
    stored.formData,
    sliceId,
    vizParam,
    dispatch,
  ]);

  if (sliceId === null && datasetId === null && stored.sourceKey === null) {
    return (
      <div className="page-center narrow">
        <EmptyState
          title={messages.missingParams}
          description={MISSING_PARAMS_DESCRIPTION}
          action={
            <Link to="/tablemodelview/list/">
              <Button type="primary">Choose a dataset</Button>
            </Link>
          }
        />
      </div>
    );
  }
  const failure =
    stored.error ??
    slice.error ??
    (sliceFormData.error ? { message: sliceFormData.error } : null) ??
    dataset.error;
  if (failure) {
    const missing = (failure as { status?: number }).status === 404;
    const datasetMissing = missing && failure === dataset.error;
    return (
      <div className="page-center narrow">
        <ErrorMessage
          title={
            stored.error
              ? 'These chart settings could not be opened'
              : missing
                ? slice.error
                  ? 'Chart not found'
                  : messages.missingDataset
                : 'Explore could not open'
          }
          message={
            stored.error && missing
              ? 'The link has expired or names a chart or dataset that no longer exists.'
              : missing
                ? slice.error
                  ? 'The chart may have been deleted.'
                  : MISSING_DATASET_DESCRIPTION
                : failureMessage(failure)
          }
          action={
            !datasetMissing ? (
              <Link to={slice.error ? '/chart/list/' : '/tablemodelview/list/'}>
                <Button data-test="explore-change-dataset">
                  {slice.error ? 'All charts' : 'All datasets'}
                </Button>
              </Link>
            ) : (
              <Button type="primary" data-test="explore-change-dataset" onClick={() => setChanging(true)}>
                Change dataset
              </Button>
            )
          }
        />
        <ChangeDatasetDialog
          open={changing}
          onClose={() => setChanging(false)}
          formData={sourceFormData}
          sliceId={sliceId}
        />
      </div>
    );
  }
  if (!dataset.data || !current) {
    return (
      <div className="page-center">
        <Loading label="Opening Explore" />
      </div>
    );
  }
  return <ExploreView dataset={dataset.data} />;
}
