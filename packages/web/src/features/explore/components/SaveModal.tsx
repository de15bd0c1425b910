import type { QueryFormData } from '@tessera/core';
import { App, Button, Form, Input, Modal, Radio, Select, Tooltip } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { api } from '../../../app/api';
import { describeError } from '../../../app/errors';
import { useAppDispatch } from '../../../app/hooks';
import { defaultDatasetName, type SaveableQuery } from '../../datasets/components/SaveDatasetModal';
import { useDashboardOptionsQuery } from '../api/exploreApi';
import { NOT_CHART_OWNER_HINT } from '../lib/chartOwnership';
import { type DashboardChoice, type SaveOutcome, saveExploreChart } from '../lib/saveChart';
import type { SavedSlice } from '../state/exploreSlice';

export interface SaveModalProps {
  readonly open: boolean;
  readonly formData: QueryFormData;
  readonly sliceName: string;
  readonly slice: SavedSlice | null;
  /** Whether the user may overwrite `slice` (an owner or an admin); otherwise only Save as is offered. */
  readonly canOverwrite: boolean;
  readonly onClose: () => void;
  readonly onSaved: (outcome: SaveOutcome, sliceName: string, goToDashboard: boolean) => void;
  /** Set when Explore shows a SQL Lab query: saving creates a dataset from it first, as Superset. */
  readonly querySource?: SaveableQuery | null;
}

const NEW_PREFIX = 'new:';

/** Save or overwrite the chart, optionally onto an existing or a new dashboard. */
export function SaveModal({
  open,
  formData,
  sliceName,
  slice,
  canOverwrite,
  onClose,
  onSaved,
  querySource = null,
}: SaveModalProps) {
  const overwritable = slice !== null && canOverwrite;
  const dispatch = useAppDispatch();
  const { message } = App.useApp();
  const [name, setName] = useState(sliceName);
  const [mode, setMode] = useState<'overwrite' | 'saveas'>(overwritable ? 'overwrite' : 'saveas');
  const [dashboard, setDashboard] = useState<string | undefined>(undefined);
  const [search, setSearch] = useState('');
  const [debounced, setDebounced] = useState('');
  const [saving, setSaving] = useState<null | 'save' | 'go'>(null);
  const [error, setError] = useState<string | null>(null);
  const [datasetName, setDatasetName] = useState('');
  const options = useDashboardOptionsQuery(debounced, { skip: !open });

  // The fields start afresh each time the dialog opens, and only then: a change of the chart's
  // state while it is open must not undo what the user typed or chose.
  const [openedWith, setOpenedWith] = useState(open);
  if (open !== openedWith) {
    setOpenedWith(open);
    if (open) {
      setName(sliceName);
      setMode(overwritable ? 'overwrite' : 'saveas');
      setDashboard(undefined);
      setError(null);
      setDatasetName(querySource ? defaultDatasetName(querySource.name) : '');
    }
  }

  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(search), 250);
    return () => window.clearTimeout(timer);
  }, [search]);

  const selectOptions = useMemo(() => {
    const existing = (options.data ?? []).map((d) => ({
      value: String(d.id),
      label: d.dashboard_title || `Dashboard ${d.id}`,
    }));
    const typed = search.trim();
    const exact = existing.some((o) => o.label.toLowerCase() === typed.toLowerCase());
    const created =
      typed && !exact ? [{ value: `${NEW_PREFIX}${typed}`, label: `${typed}`, isNew: true }] : [];
    const chosenNew =
      dashboard?.startsWith(NEW_PREFIX) && dashboard.slice(NEW_PREFIX.length) !== typed
        ? [{ value: dashboard, label: dashboard.slice(NEW_PREFIX.length), isNew: true }]
        : [];
    return [...created, ...chosenNew, ...existing];
  }, [options.data, search, dashboard]);

  const choice: DashboardChoice | null = !dashboard
    ? null
    : dashboard.startsWith(NEW_PREFIX)
      ? { kind: 'new', title: dashboard.slice(NEW_PREFIX.length) }
      : { kind: 'existing', id: Number(dashboard) };

  const save = async (go: boolean) => {
    if (!name.trim()) {
      setError('Give the chart a name.');
      return;
    }
    if (querySource && !datasetName.trim()) {
      setError('Give the new dataset a name.');
      return;
    }
    setSaving(go ? 'go' : 'save');
    setError(null);
    try {
      const outcome = await saveExploreChart({
        formData,
        sliceName: name.trim(),
        overwriteId: mode === 'overwrite' && overwritable ? slice.id : undefined,
        currentDashboards: slice?.dashboards ?? [],
        dashboard: choice,
        newDataset: querySource ? { ...querySource, name: datasetName.trim() } : undefined,
      });
      dispatch(api.util.invalidateTags(['Chart', 'Dashboard']));
      message.success(choice ? `Chart saved and added to the dashboard` : 'Chart saved');
      onSaved(outcome, name.trim(), go);
    } catch (failure) {
      setError(describeError(failure));
    } finally {
      setSaving(null);
    }
  };

  return (
    <Modal
      open={open}
      title="Save chart"
      onCancel={onClose}
      destroyOnHidden
      width={520}
      footer={[
        <Button key="cancel" onClick={onClose} disabled={saving !== null}>
          Cancel
        </Button>,
        <Button
          key="go"
          onClick={() => save(true)}
          disabled={!choice || saving !== null}
          loading={saving === 'go'}
          data-test="save-modal-save-and-go"
        >
          Save &amp; go to dashboard
        </Button>,
        <Button
          key="save"
          type="primary"
          onClick={() => save(false)}
          loading={saving === 'save'}
          disabled={saving !== null}
          data-test="save-modal-save"
        >
          Save
        </Button>,
      ]}
    >
      <Form layout="vertical" requiredMark={false} onFinish={() => save(false)}>
        {slice ? (
          <Form.Item extra={overwritable ? undefined : NOT_CHART_OWNER_HINT}>
            <Radio.Group value={mode} onChange={(e) => setMode(e.target.value)} aria-label="Save mode">
              <Tooltip title={overwritable ? undefined : NOT_CHART_OWNER_HINT}>
                {/* A span, so the tooltip still shows over the disabled radio. */}
                <span>
                  <Radio value="overwrite" disabled={!overwritable} data-test="save-overwrite-radio">
                    Save (Overwrite)
                  </Radio>
                </span>
              </Tooltip>
              <Radio value="saveas" data-test="saveas-radio">
                Save as…
              </Radio>
            </Radio.Group>
          </Form.Item>
        ) : null}
        {querySource ? (
          <Form.Item
            label="Dataset Name"
            htmlFor="save-dataset-name"
            required
            extra="The chart is drawn from a SQL Lab query: saving it saves the query as a virtual dataset too."
          >
            <Input
              id="save-dataset-name"
              value={datasetName}
              onChange={(e) => setDatasetName(e.target.value)}
              placeholder="Enter a new title for the dataset"
              data-test="save-modal-dataset-name"
            />
          </Form.Item>
        ) : null}
        <Form.Item label="Chart name" htmlFor="save-chart-name" required>
          <Input
            id="save-chart-name"
            autoFocus
            value={name}
            onChange={(e) => setName(e.target.value)}
            data-test="save-modal-name"
            placeholder="Name the chart"
          />
        </Form.Item>
        <Form.Item
          label="Add to dashboard"
          htmlFor="save-dashboard"
          extra="Choose a dashboard, or type a name to create a new one."
        >
          <Select
            id="save-dashboard"
            data-test="save-modal-dashboard"
            allowClear
            placeholder="Select a dashboard or type a new name"
            value={dashboard}
            onChange={(value: string | undefined) => setDashboard(value)}
            showSearch={{ onSearch: setSearch, filterOption: false, searchValue: search }}
            loading={options.isFetching}
            options={selectOptions}
            optionRender={(option) =>
              (option.data as { isNew?: boolean }).isNew ? (
                <span className="new-dashboard-option">
                  <span className="new-tag">New</span> {String(option.label)}
                </span>
              ) : (
                option.label
              )
            }
            notFoundContent={options.isFetching ? 'Loading…' : 'Type a name to create a dashboard'}
          />
        </Form.Item>
        {error ? (
          <div className="form-error" role="alert">
            {error}
          </div>
        ) : null}
      </Form>
    </Modal>
  );
}
