import {
  AppstoreOutlined,
  BarsOutlined,
  DeleteOutlined,
  ExportOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { App, Button, Segmented, Space, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type ReactNode, Suspense, useEffect, useMemo, useState } from 'react';
import { failureMessage } from '../../../app/api';
import { lazyNamed } from '../../../app/lazyNamed';
import { isAnonymousUser, useBootstrapQuery } from '../../../app/session';
import { Loading } from '../../../components/Loading';
import { MountWhenOpened } from '../../../components/MountWhenOpened';
import {
  type FavoriteResource,
  useDeleteResourcesMutation,
  useFavoriteStatusQuery,
  useListPermissionsQuery,
  useResourceListQuery,
} from '../api/listApi';
import { exportBundle, type TransferResource } from '../api/transfer';
import {
  defaultListState,
  type ListQuerySpec,
  type ListResource,
  type ListState,
  type SortDirection,
  withFilter,
} from '../lib/listQuery';
import { deletedMessage, deletingFailure } from '../lib/messages';
import { FAVORITE_FETCH_ERROR, FavoriteStar } from './FavoriteStar';
import { FilterBar, type FilterConfig } from './FilterBar';
import { ListView } from './ListView';
import type { CardContent } from './ResourceCard';
import { RowActions } from './RowActions';
import './lists.css';

// What a list's first screen does not show loads when asked for, so the list pages stay within
// their budget of compressed JS: the import dialog (antd's Upload and Progress, ~17 KB), the delete
// dialog, and the card view (lists open as a table).
const ImportModal = lazyNamed(() => import('./ImportModal'), 'ImportModal');
const DeleteModal = lazyNamed(() => import('./DeleteModal'), 'DeleteModal');
const ResourceCard = lazyNamed(() => import('./ResourceCard'), 'ResourceCard');

/** What a row's actions and cells may use. */
export interface ListContextHelpers<T> {
  readonly star: (item: T) => ReactNode;
  readonly actions: (item: T) => ReactNode;
  /** Whether the user may change the resource (can_write) */
  readonly canWrite: boolean;
}

/** Everything one resource's list page needs; the page itself is the same for all of them. */
export interface ResourceConfig<T extends { id: number }> {
  readonly resource: ListResource;
  readonly title: string;
  readonly noun: { readonly singular: string; readonly plural: string };
  readonly spec: ListQuerySpec;
  readonly filters: readonly FilterConfig[];
  readonly columns: (helpers: ListContextHelpers<T>) => ColumnsType<T>;
  readonly nameOf: (item: T) => string;
  readonly card?: (item: T) => CardContent;
  readonly favorite?: FavoriteResource;
  readonly transfer?: TransferResource;
  /** The create button, shown to users with can_write */
  readonly create?: ReactNode;
  /**
   * The view before the user picks one. Lists open as tables: the browser tests (and keyboard
   * users) find rows as \`list-row\`; the card view is one click away and remembered.
   */
  readonly defaultView?: 'card' | 'table';
  /** Extra per-row actions (edit, ...) shown to users with can_write */
  readonly editAction?: (item: T) => ReactNode;
  /** Per-row actions shown to every reader (e.g. upload a file to a database) */
  readonly readerAction?: (item: T) => ReactNode;
  /** Whether a row may be deleted at all (built-in roles may not); default: yes */
  readonly canDelete?: (item: T) => boolean;
  /**
   * The user's permissions on the resource when known without asking `_info` (the security
   * APIs have none; their pages are for admins only, who may do everything there).
   */
  readonly permissions?: readonly string[];
  /** The order before the user sorts; default: most recently modified first */
  readonly defaultOrder?: { readonly column: string; readonly direction: SortDirection };
  /** `data-test` of the page, for the browser tests */
  readonly testId?: string;
  readonly emptyHint: string;
}

const VIEW_KEY = 'tessera.listView.';

/** The card/list choice, remembered per resource in this browser. */
function useViewMode(resource: ListResource, fallback: 'card' | 'table') {
  const [view, setView] = useState<'card' | 'table'>(() => {
    const saved = window.localStorage.getItem(VIEW_KEY + resource);
    return saved === 'card' || saved === 'table' ? saved : fallback;
  });
  const choose = (next: 'card' | 'table') => {
    setView(next);
    window.localStorage.setItem(VIEW_KEY + resource, next);
  };
  return [view, choose] as const;
}

function initialState(order: ResourceConfig<{ id: number }>['defaultOrder']): ListState {
  const state = defaultListState();
  return order ? { ...state, orderColumn: order.column, orderDirection: order.direction } : state;
}

/** The one configurable list page: search, filters, sort, pages, card/list views, stars, bulk delete and export. */
export function ResourceListPage<T extends { id: number }>({
  config,
}: {
  readonly config: ResourceConfig<T>;
}) {
  const { message } = App.useApp();
  const [state, setState] = useState<ListState>(() => initialState(config.defaultOrder));
  const [view, setView] = useViewMode(config.resource, config.defaultView ?? 'table');
  const [selecting, setSelecting] = useState(false);
  const [selected, setSelected] = useState<readonly number[]>([]);
  const [toDelete, setToDelete] = useState<readonly T[] | null>(null);
  const [importing, setImporting] = useState(false);
  const query = useResourceListQuery({ resource: config.resource, spec: config.spec, state });
  const permissionsQuery = useListPermissionsQuery(config.resource, { skip: !!config.permissions });
  const permissions = config.permissions ?? permissionsQuery.data ?? [];
  const canWrite = permissions.includes('can_write');
  const canExport = permissions.includes('can_export') || permissions.includes('can_read');
  const items = (query.data?.result ?? []) as unknown as readonly T[];
  const ids = useMemo(() => items.map((item) => item.id), [items]);
  // An anonymous visitor (the Public role) keeps no favourites: no stars, no Favorite filter.
  const anonymous = isAnonymousUser(useBootstrapQuery().data?.user);
  const favorite = anonymous ? undefined : config.favorite;
  const filterConfigs = anonymous
    ? config.filters.filter((filter) => filter.key !== 'favorite')
    : config.filters;
  const favorites = useFavoriteStatusQuery(
    { resource: favorite ?? 'chart', ids: [...ids] },
    { skip: !favorite || ids.length === 0 },
  );
  const [deleteResources, deleting] = useDeleteResourcesMutation();

  useEffect(() => {
    if (permissionsQuery.error) {
      message.error(
        `An error occurred while fetching ${config.noun.singular} info: ${failureMessage(permissionsQuery.error)}`,
      );
    }
  }, [permissionsQuery.error, message, config.noun.singular]);
  useEffect(() => {
    if (favorites.error) message.error(FAVORITE_FETCH_ERROR.replace('%s', failureMessage(favorites.error)));
  }, [favorites.error, message]);

  const runExport = async (targets: readonly T[]) => {
    if (!config.transfer) return;
    try {
      await exportBundle(
        config.transfer,
        targets.map((item) => item.id),
      );
    } catch (error) {
      message.error(
        `There was an issue exporting the selected ${config.noun.plural}: ${failureMessage(error)}`,
      );
    }
  };

  const runDelete = async () => {
    if (!toDelete) return;
    const names = toDelete.map(config.nameOf);
    try {
      await deleteResources({ resource: config.resource, ids: toDelete.map((item) => item.id) }).unwrap();
      message.success(deletedMessage(names));
      setSelected([]);
      setToDelete(null);
    } catch (error) {
      message.error(deletingFailure(names, failureMessage(error)));
    }
  };

  const deletable = (item: T) => config.canDelete?.(item) ?? true;
  const helpers: ListContextHelpers<T> = {
    canWrite,
    star: (item) =>
      favorite ? (
        <FavoriteStar
          resource={favorite}
          id={item.id}
          name={config.nameOf(item)}
          on={favorites.data?.[item.id] ?? false}
        />
      ) : null,
    actions: (item) => (
      <RowActions
        name={config.nameOf(item)}
        extra={config.readerAction?.(item)}
        edit={canWrite ? config.editAction?.(item) : undefined}
        onDelete={canWrite && deletable(item) ? () => setToDelete([item]) : undefined}
        onExport={config.transfer && canExport ? () => void runExport([item]) : undefined}
      />
    ),
  };

  const selectedItems = items.filter((item) => selected.includes(item.id) && deletable(item));
  const bulkBar = selecting ? (
    <div className="list-bulk-bar" data-test="bulk-bar">
      <Typography.Text>{selected.length} selected</Typography.Text>
      <Button size="small" onClick={() => setSelected(ids)} disabled={ids.length === 0}>
        Select all
      </Button>
      <Button size="small" onClick={() => setSelected([])} disabled={selected.length === 0}>
        Deselect all
      </Button>
      {canWrite ? (
        <Button
          size="small"
          danger
          icon={<DeleteOutlined />}
          disabled={selected.length === 0}
          onClick={() => setToDelete(selectedItems)}
          data-test="bulk-delete"
        >
          Delete
        </Button>
      ) : null}
      {config.transfer && canExport ? (
        <Button
          size="small"
          icon={<ExportOutlined />}
          disabled={selected.length === 0}
          onClick={() => void runExport(selectedItems)}
          data-test="bulk-export"
        >
          Export
        </Button>
      ) : null}
    </div>
  ) : null;

  const toolbarEnd = (
    <Space>
      {config.card ? (
        <Segmented
          aria-label="View"
          value={view}
          onChange={(value) => setView(value as 'card' | 'table')}
          options={[
            {
              value: 'card',
              icon: <AppstoreOutlined />,
              title: 'Card view',
              label: <span className="sr-only">Cards</span>,
            },
            {
              value: 'table',
              icon: <BarsOutlined />,
              title: 'List view',
              label: <span className="sr-only">List</span>,
            },
          ]}
          data-test="list-view-toggle"
        />
      ) : null}
      {canWrite || (config.transfer && canExport) ? (
        <Button
          onClick={() => {
            setSelecting(!selecting);
            setSelected([]);
          }}
          data-test="bulk-select"
        >
          {selecting ? 'Cancel selection' : 'Bulk select'}
        </Button>
      ) : null}
    </Space>
  );

  const action = (
    <Space>
      {config.transfer && canWrite ? (
        <Tooltip title={`Import ${config.noun.plural}`}>
          <Button icon={<UploadOutlined />} onClick={() => setImporting(true)} data-test="import-button">
            Import
          </Button>
        </Tooltip>
      ) : null}
      {canWrite ? config.create : null}
    </Space>
  );

  const filterValues = state.filters ?? {};
  const filtered = Object.values(filterValues).some((value) => value !== undefined && value !== null);
  const card = config.card;
  return (
    <>
      <ListView<T>
        title={config.title}
        noun={config.noun}
        testId={config.testId}
        defaultOrder={config.defaultOrder}
        state={state}
        onChange={setState}
        data={query.data as never}
        isFetching={query.isFetching}
        error={query.error}
        onRetry={query.refetch}
        columns={config.columns(helpers)}
        action={action}
        emptyHint={config.emptyHint}
        emptyAction={canWrite ? config.create : null}
        filters={
          <FilterBar
            resource={config.resource}
            filters={filterConfigs}
            values={filterValues}
            onChange={(key, value) => setState(withFilter(state, key, value))}
          />
        }
        filtered={filtered}
        onClearFilters={() => setState({ ...state, search: '', page: 0, filters: {} })}
        toolbarEnd={toolbarEnd}
        bulkBar={bulkBar}
        rowSelection={
          selecting
            ? {
                selectedRowKeys: [...selected],
                onChange: (keys) => setSelected(keys.map(Number)),
              }
            : undefined
        }
        renderCards={
          card && view === 'card'
            ? (page) => (
                <Suspense fallback={<Loading />}>
                  <div className="list-card-grid">
                    {page.map((item) => (
                      <ResourceCard
                        key={item.id}
                        content={card(item)}
                        star={helpers.star(item)}
                        actions={helpers.actions(item)}
                        selecting={selecting}
                        selected={selected.includes(item.id)}
                        onSelect={(on) =>
                          setSelected(on ? [...selected, item.id] : selected.filter((id) => id !== item.id))
                        }
                      />
                    ))}
                  </div>
                </Suspense>
              )
            : undefined
        }
      />
      <MountWhenOpened open={toDelete !== null}>
        <Suspense fallback={null}>
          <DeleteModal
            open={toDelete !== null}
            title={`Delete ${toDelete && toDelete.length > 1 ? config.noun.plural : config.noun.singular}?`}
            description={
              toDelete && toDelete.length === 1
                ? `Are you sure you want to delete ${config.nameOf(toDelete[0] as T)}?`
                : `Are you sure you want to delete the ${toDelete?.length ?? 0} selected ${config.noun.plural}?`
            }
            busy={deleting.isLoading}
            onConfirm={() => void runDelete()}
            onCancel={() => setToDelete(null)}
          />
        </Suspense>
      </MountWhenOpened>
      {config.transfer ? (
        <MountWhenOpened open={importing}>
          <Suspense fallback={null}>
            <ImportModal
              open={importing}
              resource={config.transfer}
              noun={config.noun.singular}
              nouns={config.noun.plural}
              onClose={() => setImporting(false)}
              onImported={() => void query.refetch()}
            />
          </Suspense>
        </MountWhenOpened>
      ) : null}
    </>
  );
}
