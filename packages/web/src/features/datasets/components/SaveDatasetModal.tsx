/**
 * Superset's SaveDatasetModal ('Save or Overwrite Dataset'), shared by SQL Lab's "Save dataset"
 * and Explore's "Save as dataset" on a query source:
 *
 * - Save as new: POST /api/v1/dataset/ with the query's SQL, database and schema, named by the
 *   user (default: the query's name and the time), then Save & Explore opens it.
 * - Overwrite existing: pick a virtual dataset, confirm ('Are you sure you want to overwrite this
 *   dataset?', Back), then Overwrite & Explore puts the SQL over it and refreshes its columns.
 *
 * From Explore the chart's form data goes along (stored with POST /api/v1/explore/form_data on
 * the new dataset), so the chart opens again as it was, now drawn from a real dataset.
 * Only virtual datasets are offered for overwriting: a physical one has no SQL to replace, and
 * giving it some would silently change what its charts read.
 */
import { SaveOutlined } from '@ant-design/icons';
import type { QueryFormData } from '@tessera/core';
import { App, Button, Input, Modal, Radio, Select, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { failureMessage } from '../../../app/api';
import { request } from '../../../app/http';
import { browserTabId } from '../../../app/tabId';
import './datasets.css';

export const SAVE_DATASET_TITLE = 'Save or Overwrite Dataset';
export const SAVE_DATASET_DESCRIPTION = 'Save this query as a virtual dataset to continue exploring';
export const SAVE_AND_EXPLORE = 'Save & Explore';
export const OVERWRITE_AND_EXPLORE = 'Overwrite & Explore';
export const OVERWRITE_CONFIRM = 'Are you sure you want to overwrite this dataset?';
export const SAVE_DATASET_ERROR = 'An error occurred saving dataset';
export const OVERWRITE_DATASET_ERROR = 'An error occurred while overwriting the dataset';
const UNTITLED = 'Untitled Dataset';

/** What becomes the dataset: a SQL Lab query (or Explore's query source). */
export interface SaveableQuery {
  readonly sql: string;
  readonly dbId: number;
  readonly schema: string | null;
  /** The query's name (its SQL Lab tab); the default dataset name starts with it. */
  readonly name: string | null;
}

interface VirtualDataset {
  readonly id: number;
  readonly table_name: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Superset's default name: `<query name> MM/DD/YYYY HH:mm:ss` (local time). */
export function defaultDatasetName(name: string | null, now = new Date()): string {
  const date = `${pad(now.getMonth() + 1)}/${pad(now.getDate())}/${now.getFullYear()}`;
  const time = `${pad(now.getHours())}:${pad(now.getMinutes())}:${pad(now.getSeconds())}`;
  return `${name?.trim() || UNTITLED} ${date} ${time}`;
}

/** Virtual datasets matching the search text, newest first. */
function useVirtualDatasets(search: string, enabled: boolean) {
  const [options, setOptions] = useState<readonly VirtualDataset[]>([]);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    setLoading(true);
    const timer = window.setTimeout(() => {
      const filters: unknown[] = [{ col: 'sql', opr: 'dataset_is_null_or_empty', value: false }];
      if (search.trim()) filters.push({ col: 'table_name', opr: 'ct', value: search.trim() });
      request<{ result: VirtualDataset[] }>('/api/v1/dataset/', {
        signal: controller.signal,
        rison: {
          columns: ['id', 'table_name'],
          filters,
          order_column: 'changed_on_delta_humanized',
          order_direction: 'desc',
          page_size: 50,
        },
      })
        .then((body) => setOptions(body.result))
        .catch(() => setOptions([]))
        .finally(() => setLoading(false));
    }, 250);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [search, enabled]);
  return { options, loading };
}

/** Where Explore opens on the dataset: with the chart's form data kept, when there is some. */
async function exploreAddress(datasetId: number, formData: QueryFormData | undefined): Promise<string> {
  if (!formData) return `/explore/?dataset_id=${datasetId}`;
  const datasource = `${datasetId}__table`;
  const tabId = browserTabId();
  const { key } = await request<{ key: string }>(
    `/api/v1/explore/form_data${tabId > 0 ? `?tab_id=${tabId}` : ''}`,
    {
      method: 'POST',
      body: {
        datasource_id: datasetId,
        datasource_type: 'table',
        form_data: JSON.stringify({ ...formData, datasource }),
      },
    },
  );
  return `/explore/?dataset_id=${datasetId}&form_data_key=${encodeURIComponent(key)}`;
}

export function SaveDatasetModal({
  open,
  query,
  formData,
  onClose,
}: {
  readonly open: boolean;
  readonly query: SaveableQuery;
  /** Explore's form data, reopened on the saved dataset; absent from SQL Lab. */
  readonly formData?: QueryFormData;
  readonly onClose: () => void;
}) {
  const [mode, setMode] = useState<'new' | 'overwrite'>('new');
  const [name, setName] = useState('');
  const [target, setTarget] = useState<number | undefined>(undefined);
  const [confirming, setConfirming] = useState(false);
  const [search, setSearch] = useState('');
  const [saving, setSaving] = useState(false);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const datasets = useVirtualDatasets(search, open && mode === 'overwrite');
  useEffect(() => {
    if (!open) return;
    setMode('new');
    setName(defaultDatasetName(query.name));
    setTarget(undefined);
    setConfirming(false);
  }, [open, query.name]);
  // Saved without a trailing semicolon: the dataset's SQL becomes a subquery.
  const cleanSql = query.sql.trim().replace(/;\s*$/, '');

  const finish = async (datasetId: number) => {
    const address = await exploreAddress(datasetId, formData);
    onClose();
    navigate(address);
  };

  const saveNew = async () => {
    setSaving(true);
    try {
      const created = await request<{ id: number }>('/api/v1/dataset/', {
        method: 'POST',
        body: { database: query.dbId, schema: query.schema, table_name: name.trim(), sql: cleanSql },
      });
      await finish(created.id);
    } catch (error) {
      void message.error(`${SAVE_DATASET_ERROR}: ${failureMessage(error)}`);
    } finally {
      setSaving(false);
    }
  };

  const overwrite = async () => {
    if (!confirming) {
      setConfirming(true);
      return;
    }
    if (target === undefined) return;
    setSaving(true);
    try {
      await request(`/api/v1/dataset/${target}`, { method: 'PUT', body: { sql: cleanSql } });
      await request(`/api/v1/dataset/${target}/refresh`, { method: 'PUT' });
      await finish(target);
    } catch (error) {
      void message.error(failureMessage(error) || OVERWRITE_DATASET_ERROR);
    } finally {
      setSaving(false);
    }
  };

  const disabled = mode === 'new' ? name.trim() === '' : target === undefined;
  const footer =
    mode === 'new' ? (
      <Button
        type="primary"
        disabled={disabled}
        loading={saving}
        onClick={saveNew}
        data-test="save-dataset-save"
      >
        {SAVE_AND_EXPLORE}
      </Button>
    ) : (
      <Space>
        {confirming ? (
          <Button onClick={() => setConfirming(false)} data-test="save-dataset-back">
            Back
          </Button>
        ) : null}
        <Button
          type="primary"
          disabled={disabled}
          loading={saving}
          onClick={overwrite}
          data-test="save-dataset-overwrite"
        >
          {OVERWRITE_AND_EXPLORE}
        </Button>
      </Space>
    );

  return (
    <Modal
      open={open}
      title={
        <span data-test="save-or-overwrite-dataset-title">
          <SaveOutlined /> {SAVE_DATASET_TITLE}
        </span>
      }
      footer={footer}
      onCancel={onClose}
      destroyOnHidden
    >
      {confirming ? (
        <p className="save-dataset-confirm" data-test="save-dataset-confirm-text">
          {OVERWRITE_CONFIRM}
        </p>
      ) : (
        <div className="save-dataset-body">
          <p className="muted">{SAVE_DATASET_DESCRIPTION}</p>
          <Radio.Group
            value={mode}
            onChange={(event) => setMode(event.target.value)}
            className="save-dataset-options"
          >
            <div className="save-dataset-option">
              <Radio value="new">Save as new</Radio>
              <Input
                value={name}
                onChange={(event) => setName(event.target.value)}
                disabled={mode !== 'new'}
                placeholder="Dataset name"
                aria-label="Dataset name"
                maxLength={250}
                data-test="save-dataset-name"
              />
            </div>
            <div className="save-dataset-option">
              <Radio value="overwrite">Overwrite existing</Radio>
              <Select
                showSearch
                allowClear
                filterOption={false}
                onSearch={setSearch}
                value={target}
                onChange={(value: number | undefined) => setTarget(value)}
                loading={datasets.loading}
                disabled={mode !== 'overwrite'}
                placeholder="Select or type dataset name"
                aria-label="Existing dataset"
                notFoundContent={datasets.loading ? 'Loading…' : 'No virtual dataset matches'}
                options={datasets.options.map((d) => ({ value: d.id, label: d.table_name }))}
                data-test="save-dataset-existing"
              />
            </div>
          </Radio.Group>
        </div>
      )}
    </Modal>
  );
}
