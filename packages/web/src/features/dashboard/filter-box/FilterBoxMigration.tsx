import {
  activeFilterBoxFilters,
  columnsToSelection,
  convertedMetadata,
  type DashboardFilters,
  FILTER_BOX_MIGRATION_STATES,
  FILTER_BOX_SNOOZE_STORAGE_KEY,
  type FilterBoxMigrationState,
  filterBoxChartIds,
  filterBoxDataMask,
  filterBoxesActive,
  filterIdSuffix,
  hydrateDashboardFilters,
  initialMigrationState,
  layoutWithoutCharts,
  type NativeFilter,
  nativeFiltersFromFilterBoxes,
  type Position,
  showNativeFilters,
  snoozed,
  withFilterBoxSelections,
} from '@tessera/core';
import { Alert, Button, Modal, Space } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { api } from '../../../app/api';
import { describeError } from '../../../app/errors';
import { useAppDispatch } from '../../../app/hooks';
import { useBootstrapQuery } from '../../../app/session';
import { type DashboardChart, type DashboardDetail, dashboardApi, saveDashboard } from '../api/dashboardApi';
import type { DashboardCrossFilters } from '../components/ChartHolder';
import { publishFilterBoxes } from './filterBoxStore';
import './filterBox.css';

function parseMetadata(json: string | null | undefined): Record<string, unknown> {
  if (!json) return {};
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

function readSnoozes(): Record<string, number> {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(FILTER_BOX_SNOOZE_STORAGE_KEY) ?? '{}');
    return value && typeof value === 'object' ? (value as Record<string, number>) : {};
  } catch {
    return {};
  }
}

function writeSnooze(dashboardId: number): void {
  try {
    window.localStorage.setItem(
      FILTER_BOX_SNOOZE_STORAGE_KEY,
      JSON.stringify(snoozed(readSnoozes(), dashboardId, Date.now())),
    );
  } catch {
    // Storage full or refused: the snooze lasts this visit only.
  }
}

function reviewText(filters: number, boxes: number): string {
  const filterText =
    filters === 1
      ? '1 native filter in the filter bar replaces'
      : `${filters} native filters in the filter bar replace`;
  const boxText = boxes === 1 ? 'the filter box, which filters' : `the ${boxes} filter boxes, which filter`;
  return `${filterText} ${boxText} nothing meanwhile. Save to keep the native filters and remove the filter boxes from the layout.`;
}

const requestedState = () => new URLSearchParams(window.location.search).get('filterbox_migration');

export interface FilterBoxMigrationProps {
  /** The dashboard query's key (id or slug), to show the review's filters in its cached copy. */
  readonly idOrSlug: string;
  readonly info: DashboardDetail;
  readonly charts: readonly DashboardChart[] | undefined;
  readonly position: Position | null;
  readonly canEdit: boolean;
  readonly crossFilters: DashboardCrossFilters;
}

/**
 * Legacy filter boxes on a dashboard (spec 000, Superset 1.x): until converted they filter the
 * charts in their scopes (filter_scopes, immune charts, default_filters); editors are invited to
 * review them as native filters ("Start review" shows them converted in the filter bar, unsaved;
 * Save stores them and takes the boxes off the layout), or to be reminded in 24 hours.
 */
export function FilterBoxMigration({
  idOrSlug,
  info,
  charts,
  position,
  canEdit,
  crossFilters,
}: FilterBoxMigrationProps) {
  const dispatch = useAppDispatch();
  // Only editors are offered the migration (and the embedded page has no session to ask).
  const flags = useBootstrapQuery(undefined, { skip: !canEdit }).data?.feature_flags;
  const nativeFlag = flags?.DASHBOARD_NATIVE_FILTERS !== false;
  const migrationEnabled = nativeFlag && flags?.ENABLE_FILTER_BOX_MIGRATION !== false;
  const boxIds = useMemo(() => filterBoxChartIds(charts ?? []), [charts]);
  const metadata = useMemo(() => parseMetadata(info.json_metadata), [info.json_metadata]);
  const [state, setState] = useState<FilterBoxMigrationState | null>(null);
  const [reviewFilters, setReviewFilters] = useState<NativeFilter[] | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // The state the dashboard opens in, once its charts are known.
  useEffect(() => {
    if (!charts || state !== null) return;
    const saved = metadata.native_filter_configuration;
    setState(
      initialMigrationState({
        canEdit,
        hasFilterBox: boxIds.length > 0,
        hasNativeFilters: Array.isArray(saved) && saved.length > 0,
        migrationEnabled,
        dashboardId: info.id,
        snoozedAt: readSnoozes(),
        now: Date.now(),
        requested: requestedState(),
      }),
    );
  }, [charts, state, metadata, canEdit, boxIds, migrationEnabled, info.id]);

  // The filter boxes' state when the dashboard opens: their defaults, then default_filters.
  const hydrated = useMemo<DashboardFilters>(
    () => hydrateDashboardFilters(charts ?? [], position, metadata),
    [charts, position, metadata],
  );
  // Each box shows (and sends) the hydrated values first, so default_filters reach it too.
  const seeded = useRef(false);
  const setMask = crossFilters.setDataMask;
  useEffect(() => {
    if (seeded.current || Object.keys(hydrated).length === 0) return;
    seeded.current = true;
    for (const [chartId, filter] of Object.entries(hydrated))
      setMask(chartId, filterBoxDataMask(columnsToSelection(filter.columns)));
  }, [hydrated, setMask]);

  const filtering = state !== null && filterBoxesActive(state);
  const current = useMemo(
    () => withFilterBoxSelections(hydrated, crossFilters.dataMask),
    [hydrated, crossFilters.dataMask],
  );
  useEffect(() => {
    if (boxIds.length === 0) {
      publishFilterBoxes(null);
      return;
    }
    publishFilterBoxes({
      boxIds: new Set(boxIds.map(String)),
      active: filtering && position ? activeFilterBoxFilters(current, position) : {},
    });
  }, [boxIds, filtering, current, position]);
  useEffect(() => () => publishFilterBoxes(null), []);

  // Under review, the converted filters show in the bar through the cached dashboard (unsaved).
  const patchCachedMetadata = (json: string) =>
    dispatch(
      dashboardApi.util.updateQueryData('dashboard', idOrSlug, (draft) => {
        (draft as { json_metadata?: string | null }).json_metadata = json;
      }),
    );
  const original = useRef<string | null | undefined>(undefined);

  const startReview = () => {
    const filters = nativeFiltersFromFilterBoxes(charts ?? [], metadata, {
      makeId: () => filterIdSuffix(),
      position,
    });
    original.current = info.json_metadata;
    setReviewFilters(filters);
    patchCachedMetadata(JSON.stringify(convertedMetadata(metadata, filters)));
    setState(FILTER_BOX_MIGRATION_STATES.REVIEWING);
  };
  const snooze = () => {
    writeSnooze(info.id);
    setState(FILTER_BOX_MIGRATION_STATES.SNOOZED);
  };
  const cancelReview = () => {
    if (original.current !== undefined) patchCachedMetadata(original.current ?? '{}');
    setReviewFilters(null);
    setError(null);
    setState(FILTER_BOX_MIGRATION_STATES.SNOOZED);
  };
  const save = async () => {
    if (!reviewFilters || !position) return;
    setSaving(true);
    setError(null);
    try {
      const stored = parseMetadata(original.current ?? info.json_metadata);
      await saveDashboard(info.id, {
        json_metadata: JSON.stringify({
          ...convertedMetadata(stored, reviewFilters),
          last_modified_time: (info.changed_on_dttm ?? Date.now()) / 1000,
        }),
        position_json: JSON.stringify(layoutWithoutCharts(position, boxIds)),
      });
      setState(FILTER_BOX_MIGRATION_STATES.CONVERTED);
      setReviewFilters(null);
      // The boxes leave the layout: their last choices must not linger as cross-filters.
      for (const id of boxIds) setMask(String(id), { extraFormData: {}, filterState: { value: null } });
      dispatch(api.util.invalidateTags([{ type: 'Dashboard', id: info.id }, 'Chart']));
    } catch (failure) {
      setError(
        (failure as { status?: number }).status === 409
          ? 'This dashboard was changed recently. Please reload dashboard to get latest version.'
          : describeError(failure),
      );
    } finally {
      setSaving(false);
    }
  };

  if (state === null || boxIds.length === 0) return null;
  const hideNativeFilters = !showNativeFilters(nativeFlag, state);
  return (
    <>
      {hideNativeFilters ? (
        // Native filters stay hidden while the filter boxes are in charge (Superset's rule).
        <style data-test="filter-box-hides-native-filters">
          {'.dashboard-frame > .filter-bar { display: none; }'}
        </style>
      ) : null}
      <Modal
        open={state === FILTER_BOX_MIGRATION_STATES.UNDECIDED}
        title="Ready to review filters in this dashboard?"
        onCancel={() => setState(FILTER_BOX_MIGRATION_STATES.SNOOZED)}
        data-test="filter-box-migration-modal"
        footer={
          <Space>
            <Button onClick={snooze} data-test="filter-box-snooze">
              Remind me in 24 hours
            </Button>
            <Button type="primary" onClick={startReview} data-test="filter-box-start-review">
              Start review
            </Button>
          </Space>
        }
      >
        <p>
          The filter box charts of this dashboard are deprecated. Review them as native filters: they are
          shown converted in the filter bar, and nothing changes until you save.
        </p>
        <p>
          Native filters reach the charts you choose, cascade from one another and keep their values in the
          dashboard's address.
        </p>
      </Modal>
      {state === FILTER_BOX_MIGRATION_STATES.REVIEWING ? (
        <Alert
          type="info"
          showIcon
          className="filter-box-review"
          data-test="filter-box-review"
          message={`Reviewing ${boxIds.length === 1 ? 'the filter box' : `${boxIds.length} filter boxes`} as native filters`}
          description={error ?? reviewText(reviewFilters?.length ?? 0, boxIds.length)}
          action={
            <Space direction="vertical">
              <Button
                type="primary"
                size="small"
                loading={saving}
                disabled={!position}
                onClick={() => void save()}
                data-test="filter-box-review-save"
              >
                Save
              </Button>
              <Button
                size="small"
                onClick={cancelReview}
                disabled={saving}
                data-test="filter-box-review-cancel"
              >
                Cancel
              </Button>
            </Space>
          }
        />
      ) : null}
      {canEdit && state === FILTER_BOX_MIGRATION_STATES.SNOOZED && migrationEnabled ? (
        <div className="filter-box-snoozed">
          <Button type="link" size="small" onClick={startReview} data-test="filter-box-review-now">
            Review filter boxes as native filters
          </Button>
        </div>
      ) : null}
    </>
  );
}
