import type { DataMask, DataMaskState } from '@tessera/core';
import { Alert, Button, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { failureMessage } from '../../../app/api';
import { useBootstrapQuery } from '../../../app/session';
import { DashboardColorProvider } from '../../../charts/shared/colorNamespace';
import { OpeningAnimationContext } from '../../../charts/shared/openingAnimation';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { Loading } from '../../../components/Loading';
import { MountWhenOpened } from '../../../components/MountWhenOpened';
import { EmbedDashboardModal } from '../../embedded';
// Straight from the modules: the lists barrel also carries the list pages and their CSS.
import { useFavoriteStatusQuery } from '../../lists/api/listApi';
import { FavoriteStar } from '../../lists/components/FavoriteStar';
import {
  type DashboardChart,
  useDashboardChartsQuery,
  useDashboardDatasetsQuery,
  useDashboardQuery,
} from '../api/dashboardApi';
import { FilterBoxMigration } from '../filter-box/FilterBoxMigration';
import { useFilterBoxSnapshot } from '../filter-box/filterBoxStore';
import { crossFilterSettings } from '../lib/crossFilterSettings';
import { withChartDataMask } from '../lib/dataMask';
import { parsePosition, withMissingCharts } from '../lib/layout';
import { savedChartFormData } from '../lib/savedCharts';
import {
  NativeFiltersKeySync,
  ShareDashboardMenu,
  useActiveTabs,
  useRestoredFilterState,
} from '../url-state';
import { CrossFilterScopingModal } from './CrossFilterScopingModal';
import { DashboardHeader } from './DashboardHeader';
import { EditBar } from './edit/EditBar';
import { EditPane } from './edit/EditPane';
import { LayoutEditingContext } from './edit/editing';
import { SaveConflictModal } from './edit/SaveConflictModal';
import { useSavedCharts } from './edit/useSavedCharts';
import { FilterBar, FilterSets, filterBarOrientationOf, NativeFiltersProvider } from './filters';
import { FiltersConfigEntry } from './filters-config';
import { LayoutRenderer } from './LayoutRenderer';
import { PropertiesModal } from './PropertiesModal';
import { DashboardPermissionsContext } from './permissions';
import { SaveAsModal } from './SaveAsModal';
import { useAddedChartDatasets } from './useAddedChartDatasets';
import { useDashboardEditMode } from './useDashboardEditMode';
import { useDashboardRefresh } from './useDashboardRefresh';
import { useDownloadImage } from './useDownloadImage';
import { useFullScreen } from './useFullScreen';
import { useMountDashboardLog } from './useMountDashboardLog';

/**
 * A dashboard: the header at once, then each chart filling in on its own. `embedded` (the
 * embedded page, features/embedded) shows it without the header, filter state sync or editing.
 */
export default function DashboardPage(props: { idOrSlug?: string; embedded?: boolean } = {}) {
  const params = useParams();
  const idOrSlug = props.idOrSlug ?? params.idOrSlug ?? '';
  const embedded = props.embedded === true;
  const [embedOpen, setEmbedOpen] = useState(false);
  const session = useBootstrapQuery(undefined, { skip: embedded }).data;
  const embeddingOn = session?.feature_flags.EMBEDDED_SUPERSET;
  const [impressionId] = useState(() => crypto.randomUUID?.() ?? String(Math.random()).slice(2));
  const dashboard = useDashboardQuery(idOrSlug);
  const charts = useDashboardChartsQuery(idOrSlug);
  // Names and number formats of the datasets; charts wait for them (or their failure) to query.
  const datasets = useDashboardDatasetsQuery(idOrSlug);
  // native_filters_key in the address: the stored filter values, read before the filter bar opens.
  const restored = useRestoredFilterState(idOrSlug);
  const { refreshToken, refresh, refreshFrequency, setRefreshFrequency, autoRefresh } = useDashboardRefresh(
    dashboard.data?.json_metadata,
    !embedded,
  );
  const frame = useRef<HTMLDivElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const downloadImage = useDownloadImage(body);
  const fullScreen = useFullScreen(frame);
  const [scopingOpen, setScopingOpen] = useState(false);
  const [saveAsOpen, setSaveAsOpen] = useState(false);
  const numericId = dashboard.data?.id;
  const favorite = useFavoriteStatusQuery(
    { resource: 'dashboard', ids: numericId ? [numericId] : [] },
    { skip: embedded || !numericId || !session?.user },
  ).data;
  // Each chart's cross-filter (Superset's dataMask state); issue 9's filter bar builds on it.
  const [dataMask, setDataMask] = useState<DataMaskState>({});
  const emitDataMask = useCallback(
    (chartId: string, mask: DataMask) => setDataMask((state) => withChartDataMask(state, chartId, mask)),
    [],
  );
  const position = useMemo(() => {
    if (!dashboard.data || !charts.data) return null;
    return withMissingCharts(
      parsePosition(dashboard.data.position_json),
      charts.data,
      dashboard.data.dashboard_title,
    );
  }, [dashboard.data, charts.data]);
  // chart_configuration's scopes and cross_filters_enabled, read from the saved metadata.
  const crossSettings = useMemo(
    () => crossFilterSettings(dashboard.data?.json_metadata, position),
    [dashboard.data?.json_metadata, position],
  );
  // The tab shown in each tab set: a permalink's choice first, then the user's.
  const activeTabs = useActiveTabs(position);
  // A deep link (#TAB-…, #HEADER-…, #CHART-…): once the layout is drawn with its tabs open,
  // scroll the anchored component into view.
  const anchored = useRef(false);
  useEffect(() => {
    const anchor = decodeURIComponent(window.location.hash.replace(/^#/, ''));
    if (!position || !anchor || anchored.current) return;
    anchored.current = true;
    requestAnimationFrame(() => document.getElementById(anchor)?.scrollIntoView({ block: 'start' }));
  }, [position]);

  useEffect(() => {
    if (dashboard.data) document.title = `${dashboard.data.dashboard_title} · Tessera`;
  }, [dashboard.data]);
  const edit = useDashboardEditMode(dashboard.data, position);
  useMountDashboardLog(dashboard.data?.id, impressionId);
  // Edit mode's side pane lists the user's saved charts; one dragged in draws at once from them
  // (and keeps drawing after Save, until the dashboard's own chart list has it).
  const savedCharts = useSavedCharts(Boolean(edit.editing), session?.user?.id ?? null);
  const savedSlices = savedCharts.state.slices;
  const chartMap = useMemo(() => {
    const map = new Map<number, DashboardChart>((charts.data ?? []).map((chart) => [chart.id, chart]));
    for (const saved of Object.values(savedSlices)) {
      if (map.has(saved.id)) continue;
      map.set(saved.id, {
        id: saved.id,
        slice_name: saved.slice_name,
        viz_type: saved.viz_type,
        form_data: savedChartFormData(saved),
        ...(saved.datasource_id ? { datasource_id: saved.datasource_id } : {}),
      });
    }
    return map;
  }, [charts.data, savedSlices]);
  // A chart dragged in may use a dataset the dashboard did not: its metadata is fetched then.
  const allDatasets = useAddedChartDatasets(
    edit.editing ? edit.editing.position : position,
    chartMap,
    datasets.data,
  );
  const chartTitles = useMemo(
    () => new Map([...chartMap.values()].map((chart) => [String(chart.id), chart.slice_name])),
    [chartMap],
  );
  // DASHBOARD_CROSS_FILTERS off: no chart emits cross-filters, whatever the dashboard saved.
  const crossFiltersFlag = session?.feature_flags.DASHBOARD_CROSS_FILTERS !== false;
  const crossFilters = useMemo(
    () => ({
      dataMask,
      setDataMask: emitDataMask,
      scopes: crossSettings.scopes,
      enabled: crossSettings.enabled !== false && crossFiltersFlag,
      titles: chartTitles,
    }),
    [dataMask, emitDataMask, crossSettings, chartTitles, crossFiltersFlag],
  );
  // The cross-filters the bar lists: each chart's own selection (filter boxes keep theirs apart).
  const filterBoxIds = useFilterBoxSnapshot().boxIds;
  const activeCrossFilters = useMemo(
    () =>
      Object.entries(dataMask)
        .filter(
          ([key, mask]) =>
            chartTitles.has(key) && !filterBoxIds.has(key) && (mask.extraFormData?.filters ?? []).length > 0,
        )
        .map(([key, mask]) => ({ id: key, name: chartTitles.get(key) ?? `Chart ${key}`, mask })),
    [dataMask, chartTitles, filterBoxIds],
  );

  if (dashboard.error) {
    const missing = (dashboard.error as { status?: number }).status === 404;
    return (
      <div className="page-center narrow">
        <ErrorMessage
          title={missing ? 'Dashboard not found' : 'This dashboard could not load'}
          message={
            missing
              ? `There is no dashboard “${idOrSlug}”, or you do not have access to it.`
              : failureMessage(dashboard.error)
          }
          action={
            <Link to="/dashboard/list/">
              <Button>All dashboards</Button>
            </Link>
          }
        />
      </div>
    );
  }
  if (!dashboard.data || !restored.ready) {
    return (
      <div className="page-center">
        <Loading label="Loading dashboard" />
      </div>
    );
  }
  const info = dashboard.data;
  const editing = edit.editing;
  const orientation = filterBarOrientationOf(info.json_metadata);
  // DASHBOARD_NATIVE_FILTERS off: no native filter bar (the charts' filter boxes still work).
  const nativeFiltersFlag = session?.feature_flags.DASHBOARD_NATIVE_FILTERS !== false;
  const filterBar = !nativeFiltersFlag ? null : (
    <FilterBar
      orientation={orientation}
      onOrientationChange={
        edit.canEdit && !embedded
          ? (next) => void edit.saver.save({ metadata: { filter_bar_orientation: next } })
          : undefined
      }
      crossFilters={activeCrossFilters}
      onClearCrossFilter={(key) =>
        emitDataMask(key, { extraFormData: {}, filterState: { value: null, selectedValues: null } })
      }
      filterSets={embedded ? undefined : <FilterSets dashboardId={info.id} canManage={edit.canEdit} />}
      configEntry={
        edit.canEdit && !embedded && position ? (
          <FiltersConfigEntry
            position={position}
            saving={edit.saver.saving}
            onSave={(items) => edit.saver.save({ metadata: { native_filter_configuration: items } })}
          />
        ) : undefined
      }
    />
  );
  const page = (
    <div className="dashboard-page">
      {embedded ? (
        <Typography.Title level={3} className="dashboard-title" data-test="dashboard-title">
          {info.dashboard_title}
        </Typography.Title>
      ) : (
        <DashboardHeader
          info={info}
          shareMenu={
            edit.permissions.dash_share_perm ? (
              <ShareDashboardMenu dashboardId={idOrSlug} activeTabs={activeTabs.list} />
            ) : null
          }
          favorite={
            session?.user ? (
              <FavoriteStar
                resource="dashboard"
                id={info.id}
                name={info.dashboard_title}
                on={favorite?.[info.id] === true}
              />
            ) : null
          }
          fullScreen={fullScreen}
          refreshFrequency={refreshFrequency}
          onRefreshFrequency={setRefreshFrequency}
          onCrossFilterScoping={crossFiltersFlag ? () => setScopingOpen(true) : undefined}
          onDownloadImage={() => void downloadImage(info.dashboard_title)}
          canEdit={edit.canEdit}
          editActions={
            editing ? (
              <EditBar
                canUndo={edit.editor.canUndo}
                canRedo={edit.editor.canRedo}
                saving={edit.saver.saving}
                onUndo={edit.editor.undo}
                onRedo={edit.editor.redo}
                onDiscard={edit.discard}
                onSave={edit.saveLayout}
              />
            ) : null
          }
          onRefresh={refresh}
          onEdit={edit.enter}
          onProperties={() => edit.setPropertiesOpen(true)}
          onChange={(change) => void edit.saver.save(change)}
          onEmbed={embeddingOn && edit.canEdit ? () => setEmbedOpen(true) : undefined}
          onSaveAs={edit.permissions.dash_save_perm ? () => setSaveAsOpen(true) : undefined}
        />
      )}
      {!embedded && edit.permissions.dash_save_perm ? (
        <MountWhenOpened open={saveAsOpen}>
          <SaveAsModal
            info={info}
            position={position}
            open={saveAsOpen}
            canOverwrite={edit.canEdit}
            onOverwrite={() => edit.saver.save({})}
            onClose={() => setSaveAsOpen(false)}
          />
        </MountWhenOpened>
      ) : null}
      {embeddingOn && !embedded ? (
        <MountWhenOpened open={embedOpen}>
          <EmbedDashboardModal dashboardId={info.id} open={embedOpen} onClose={() => setEmbedOpen(false)} />
        </MountWhenOpened>
      ) : null}
      {edit.saver.error ? (
        <Alert
          type="error"
          showIcon
          closable
          onClose={edit.saver.clearError}
          message="The dashboard could not be saved"
          description={edit.saver.error}
          className="dashboard-save-error"
        />
      ) : null}
      {orientation === 'HORIZONTAL' && !editing ? filterBar : null}
      <FilterBoxMigration
        idOrSlug={idOrSlug}
        info={info}
        charts={charts.data}
        position={position}
        canEdit={edit.canEdit}
        crossFilters={crossFilters}
      />
      <div className="dashboard-body" ref={body}>
        {charts.error ? (
          <ErrorMessage
            title="The charts of this dashboard could not load"
            message={failureMessage(charts.error)}
          />
        ) : !position || datasets.isLoading ? (
          <Loading label="Loading charts" />
        ) : !editing && chartMap.size === 0 && !hasContent(position) ? (
          <EmptyState
            title="This dashboard is empty"
            description={
              edit.canEdit
                ? 'Edit the dashboard to drag charts, tabs and text into it.'
                : 'Open a chart in Explore and save it to this dashboard.'
            }
            action={
              edit.canEdit ? (
                <Button type="primary" onClick={edit.enter}>
                  Edit dashboard
                </Button>
              ) : (
                <Link to="/chart/list/">
                  <Button type="primary">Go to charts</Button>
                </Link>
              )
            }
          />
        ) : (
          <DashboardPermissionsContext.Provider value={edit.permissions}>
            <DashboardColorProvider
              jsonMetadata={info.json_metadata}
              analogousColors={session?.feature_flags.USE_ANALAGOUS_COLORS === true}
            >
              <LayoutEditingContext.Provider value={editing}>
                <OpeningAnimationContext.Provider value={false}>
                  <LayoutRenderer
                    position={editing ? editing.position : position}
                    charts={chartMap}
                    datasets={allDatasets ?? NO_DATASETS}
                    refreshToken={refreshToken}
                    autoRefresh={autoRefresh}
                    crossFilters={crossFilters}
                    dashboardId={dashboard.data?.id}
                    editing={editing}
                    activeTabs={activeTabs}
                  />
                </OpeningAnimationContext.Provider>
              </LayoutEditingContext.Provider>
            </DashboardColorProvider>
          </DashboardPermissionsContext.Provider>
        )}
      </div>
      {info.css ? <style data-test="dashboard-css">{info.css}</style> : null}
      <MountWhenOpened open={edit.propertiesOpen}>
        <PropertiesModal
          open={edit.propertiesOpen}
          info={info}
          saving={edit.saver.saving}
          onClose={() => edit.setPropertiesOpen(false)}
          onSave={edit.saver.save}
        />
      </MountWhenOpened>
      {position && edit.canEdit && !embedded ? (
        <MountWhenOpened open={scopingOpen}>
          <CrossFilterScopingModal
            open={scopingOpen}
            settings={crossSettings}
            position={position}
            titles={chartTitles}
            saving={edit.saver.saving}
            onClose={() => setScopingOpen(false)}
            onSave={edit.saver.save}
          />
        </MountWhenOpened>
      ) : null}
      <MountWhenOpened open={edit.saver.conflict !== null}>
        <SaveConflictModal
          open={edit.saver.conflict !== null}
          saving={edit.saver.saving}
          onReload={edit.reload}
          onOverwrite={() => void edit.saver.overwrite().then((saved) => saved && edit.afterSave())}
          onCancel={edit.saver.dismissConflict}
        />
      </MountWhenOpened>
    </div>
  );
  // The native filter bar folds out on the left (or sits above the charts, rendered in `page`);
  // its applied filters reach the charts in scope.
  return (
    <NativeFiltersProvider jsonMetadata={nativeFiltersFlag ? info.json_metadata : null} position={position}>
      <div className="dashboard-frame" ref={frame}>
        {embedded ? null : <NativeFiltersKeySync dashboardId={idOrSlug} />}
        {editing ? (
          <LayoutEditingContext.Provider value={editing}>
            <EditPane placed={edit.placedCharts} saved={savedCharts} />
          </LayoutEditingContext.Provider>
        ) : orientation === 'VERTICAL' ? (
          filterBar
        ) : null}
        {page}
      </div>
    </NativeFiltersProvider>
  );
}

const NO_DATASETS = {};

function hasContent(position: Record<string, unknown>): boolean {
  return Object.values(position).some(
    (c) =>
      c && typeof c === 'object' && ['CHART', 'MARKDOWN'].includes(String((c as { type?: unknown }).type)),
  );
}
