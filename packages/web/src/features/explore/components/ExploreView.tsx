import { startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useBootstrapQuery } from '../../../app/session';
import { chartActions, chartDatasource, chartRegistry } from '../../../charts';
import type { DatasetDetail } from '../api/exploreApi';
import { canOverwriteChart, ownersAfterSave } from '../lib/chartOwnership';
import { sameFormData, validateFormData } from '../lib/formData';
import type { SaveOutcome } from '../lib/saveChart';
import { exploreActions, selectExplore } from '../state/exploreSlice';
import { ChartPane, EXPLORE_CHART_ID } from './ChartPane';
import { ChartPropertiesModal } from './ChartPropertiesModal';
import { ControlPanel } from './ControlPanel';
import { DatasetPane } from './DatasetPane';
import { SaveModal } from './SaveModal';
import { useExploreChartQuery } from './useExploreChartQuery';

/**
 * False for the first commit, then true, set in a transition: what waits for it renders in slices
 * that yield to the browser (and to the chart's answer) instead of one long task.
 */
function useAfterFirstCommit(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => startTransition(() => setReady(true)), []);
  return ready;
}

/**
 * The three columns of Explore: dataset, controls, chart. The chart's query starts with the first
 * commit; the dataset and control panes (a few hundred ms of rendering) follow it.
 */
export function ExploreView({ dataset }: { dataset: DatasetDetail }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const explore = useAppSelector(selectExplore);
  const user = useBootstrapQuery().data?.user ?? null;
  const status = useAppSelector((state) => state.charts[EXPLORE_CHART_ID]?.chartStatus);
  const [saving, setSaving] = useState(false);
  const [editingProperties, setEditingProperties] = useState(false);
  const panesReady = useAfterFirstCommit();
  const { formData, lastRunFormData, runToken } = explore;
  const { stop } = useExploreChartQuery();
  const errors = useMemo(() => (formData ? validateFormData(formData, dataset) : []), [formData, dataset]);
  const stale = !sameFormData(formData, lastRunFormData);
  // What the chart borrows from the dataset on screen: names, formats, temporal columns.
  const datasource = useMemo(() => chartDatasource(dataset), [dataset]);

  // A render-only change updates the last run's form data without a run: redraw from the answer.
  useEffect(() => {
    if (lastRunFormData)
      dispatch(chartActions.queryFormDataUpdated({ id: EXPLORE_CHART_ID, formData: lastRunFormData }));
  }, [dispatch, lastRunFormData]);

  const run = useCallback(
    (force = false) => {
      if (errors.length === 0) dispatch(exploreActions.run({ force }));
    },
    [dispatch, errors.length],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
        event.preventDefault();
        run();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [run]);

  useEffect(() => {
    document.title = explore.sliceName
      ? `${explore.sliceName} · Tessera`
      : `${dataset.table_name} · Explore · Tessera`;
  }, [explore.sliceName, dataset.table_name]);

  const onSaved = (outcome: SaveOutcome, sliceName: string, go: boolean) => {
    setSaving(false);
    if (dataset.type === 'query' && !(go && outcome.dashboardId !== null)) {
      // Saved on a dataset made from the query: open the chart afresh, drawn from that dataset.
      navigate(`/explore/?slice_id=${outcome.chartId}`, { replace: true });
      return;
    }
    const sourceKey = `slice:${outcome.chartId}`;
    dispatch(
      exploreActions.saved({
        slice: {
          id: outcome.chartId,
          dashboards: outcome.dashboards,
          owners: ownersAfterSave(explore.slice, outcome.chartId, user),
        },
        sliceName,
        sourceKey,
      }),
    );
    if (go && outcome.dashboardId !== null) navigate(`/superset/dashboard/${outcome.dashboardId}/`);
    else navigate(`/explore/?slice_id=${outcome.chartId}`, { replace: true });
  };

  if (!formData) return null;
  return (
    <div className="explore-page">
      {panesReady ? (
        <>
          <DatasetPane dataset={dataset} />
          <ControlPanel
            dataset={dataset}
            formData={formData}
            errors={errors}
            loading={status === 'loading' && runToken > 0}
            onChange={(next) => dispatch(exploreActions.setFormData(next))}
            onVizType={(vizType) => dispatch(exploreActions.setVizType({ vizType, dataset }))}
            onRun={() => run()}
            onStop={stop}
          />
        </>
      ) : (
        <>
          <aside className="explore-dataset" aria-label="Dataset" aria-busy="true" />
          <section className="explore-controls" aria-label="Chart settings" aria-busy="true" />
        </>
      )}
      <ChartPane
        sliceName={explore.sliceName}
        vizType={lastRunFormData?.viz_type ?? formData.viz_type}
        stale={stale}
        hasRun={runToken > 0}
        onNameChange={(name) => dispatch(exploreActions.setSliceName(name))}
        onSave={() => setSaving(true)}
        onForceRefresh={() => run(true)}
        onEditProperties={explore.slice ? () => setEditingProperties(true) : null}
        datasource={datasource}
      />
      {explore.slice ? (
        <ChartPropertiesModal
          chartId={explore.slice.id}
          open={editingProperties}
          onClose={() => setEditingProperties(false)}
          onSaved={(name) => dispatch(exploreActions.setSliceName(name))}
        />
      ) : null}
      <SaveModal
        open={saving}
        formData={formData}
        sliceName={explore.sliceName || defaultName(dataset, formData.viz_type)}
        slice={explore.slice}
        canOverwrite={canOverwriteChart(explore.slice, user)}
        onClose={() => setSaving(false)}
        onSaved={onSaved}
        querySource={
          dataset.type === 'query' && dataset.database?.id !== undefined
            ? {
                sql: dataset.sql ?? '',
                dbId: dataset.database.id,
                schema: dataset.schema ?? null,
                name: dataset.table_name,
              }
            : null
        }
      />
    </div>
  );
}

function defaultName(dataset: DatasetDetail, vizType: string): string {
  const name = chartRegistry.has(vizType) ? chartRegistry.get(vizType).metadata.name : 'chart';
  return `${dataset.table_name} ${name.toLowerCase()}`;
}
