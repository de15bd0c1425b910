import { CheckOutlined, MoreOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, Dropdown, Empty, Input, Spin, Tag } from 'antd';
import { useState } from 'react';
import { failureMessage } from '../../../../app/api';
import { describeError } from '../../../../app/errors';
import {
  createFilterSet,
  deleteFilterSet,
  type FilterSet,
  updateFilterSet,
  useFilterSetsQuery,
} from '../../api/filterSetsApi';
import { filterSetParams, filterSetSummary, isFilterSetApplied } from '../../lib/filterSets';
import { useNativeFilterBar } from './NativeFiltersProvider';

/** The name field of a new or renamed set: Enter saves, Esc cancels. */
function NameForm({
  initial,
  busy,
  okText,
  onSave,
  onCancel,
}: {
  initial: string;
  busy: boolean;
  okText: string;
  onSave: (name: string) => void;
  onCancel: () => void;
}) {
  const [name, setName] = useState(initial);
  const valid = name.trim().length > 0;
  return (
    <div className="filter-set-form">
      <Input
        autoFocus
        size="small"
        value={name}
        maxLength={500}
        aria-label="Filter set name"
        data-test="filter-set-name"
        onChange={(event) => setName(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onCancel();
        }}
        onPressEnter={() => valid && onSave(name.trim())}
      />
      <div className="filter-set-form-actions">
        <Button size="small" onClick={onCancel}>
          Cancel
        </Button>
        <Button
          size="small"
          type="primary"
          disabled={!valid}
          loading={busy}
          onClick={() => onSave(name.trim())}
          data-test="filter-set-save"
        >
          {okText}
        </Button>
      </div>
    </div>
  );
}

/**
 * The filter bar's "Filter sets" tab (Superset's FilterSets): the dashboard's saved sets of filter
 * values, applied with one click; editors create one from the applied filters, rename, update
 * and delete them. The list is fetched again after each change.
 */
export function FilterSets({ dashboardId, canManage }: { dashboardId: number; canManage: boolean }) {
  const bar = useNativeFilterBar();
  const { message, modal } = App.useApp();
  const sets = useFilterSetsQuery(dashboardId);
  const [creating, setCreating] = useState(false);
  const [renaming, setRenaming] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  if (!bar) return null;
  const items = bar.items;

  const run = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await action();
      message.success(done);
      return true;
    } catch (failure) {
      message.error(describeError(failure));
      return false;
    } finally {
      setBusy(false);
      void sets.refetch();
    }
  };
  const create = async (name: string) => {
    if (
      await run(
        () => createFilterSet(dashboardId, name, filterSetParams(name, items, bar.applied)),
        'Filter set saved',
      )
    )
      setCreating(false);
  };
  const rename = async (set: FilterSet, name: string) => {
    const params = { ...(set.params ?? {}), name };
    if (await run(() => updateFilterSet(dashboardId, set.id, { name, params }), 'Filter set renamed'))
      setRenaming(null);
  };
  const update = (set: FilterSet) =>
    run(
      () => updateFilterSet(dashboardId, set.id, { params: filterSetParams(set.name, items, bar.applied) }),
      `“${set.name}” now holds the applied filters`,
    );
  const remove = (set: FilterSet) =>
    modal.confirm({
      title: 'Delete this filter set?',
      content: `“${set.name}” will be deleted for everyone who uses this dashboard.`,
      okText: 'Delete',
      okButtonProps: { danger: true },
      onOk: () => run(() => deleteFilterSet(dashboardId, set.id), 'Filter set deleted'),
    });
  const pending = !bar.applyDisabled;

  return (
    <div className="filter-sets">
      {canManage ? (
        creating ? (
          <NameForm
            initial={`Filter set ${(sets.data?.length ?? 0) + 1}`}
            busy={busy}
            okText="Save"
            onSave={(name) => void create(name)}
            onCancel={() => setCreating(false)}
          />
        ) : (
          <Button
            block
            icon={<PlusOutlined />}
            onClick={() => setCreating(true)}
            data-test="filter-set-create"
          >
            Create new filter set
          </Button>
        )
      ) : null}
      {canManage && pending ? (
        <p className="muted filter-sets-hint">
          Filters not yet applied are not part of a new or updated set.
        </p>
      ) : null}
      {sets.isLoading ? (
        <Spin className="filter-sets-loading" />
      ) : sets.error ? (
        <div className="filter-sets-error" role="alert">
          <div>The filter sets could not load: {failureMessage(sets.error)}</div>
          <Button size="small" onClick={() => void sets.refetch()}>
            Try again
          </Button>
        </div>
      ) : (sets.data ?? []).length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={
            canManage
              ? 'No filter sets yet: choose filter values, apply them, then save them as a set.'
              : 'This dashboard has no filter sets yet.'
          }
        />
      ) : (
        <ul className="filter-set-list" aria-label="Filter sets">
          {(sets.data ?? []).map((set) => {
            const current = isFilterSetApplied(set, bar.applied);
            const summary = filterSetSummary(set, items);
            return (
              <li
                key={set.id}
                className={`filter-set${current ? ' current' : ''}`}
                data-test="filter-set"
                data-name={set.name}
              >
                {renaming === set.id ? (
                  <NameForm
                    initial={set.name}
                    busy={busy}
                    okText="Rename"
                    onSave={(name) => void rename(set, name)}
                    onCancel={() => setRenaming(null)}
                  />
                ) : (
                  <div className="filter-set-head">
                    <span className="filter-set-name" title={set.name}>
                      {set.name}
                    </span>
                    {canManage ? (
                      <Dropdown
                        trigger={['click']}
                        placement="bottomRight"
                        menu={{
                          items: [
                            { key: 'rename', label: 'Rename', onClick: () => setRenaming(set.id) },
                            {
                              key: 'update',
                              label: 'Update with the applied filters',
                              onClick: () => void update(set),
                            },
                            { key: 'delete', label: 'Delete', danger: true, onClick: () => remove(set) },
                          ],
                        }}
                      >
                        <Button
                          type="text"
                          size="small"
                          icon={<MoreOutlined />}
                          aria-label={`More actions for ${set.name}`}
                          data-test="filter-set-menu"
                        />
                      </Dropdown>
                    ) : null}
                  </div>
                )}
                {summary.length > 0 ? (
                  <dl className="filter-set-values">
                    {summary.map((line) => (
                      <div key={line.id}>
                        <dt>{line.name}</dt>
                        <dd title={line.value}>{line.value}</dd>
                      </div>
                    ))}
                  </dl>
                ) : (
                  <p className="muted filter-set-values">No filter values</p>
                )}
                {current ? (
                  <Tag color="blue" icon={<CheckOutlined />} className="filter-set-applied">
                    Applied
                  </Tag>
                ) : (
                  <Button
                    size="small"
                    type="primary"
                    onClick={() => bar.applyDataMask(set.params?.dataMask ?? {})}
                    data-test="filter-set-apply"
                  >
                    Apply
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
