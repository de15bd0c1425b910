/**
 * Save & Explore: the query that produced the results becomes a virtual dataset (POST
 * /api/v1/dataset/ with its SQL, database and schema), then Explore opens on it. Overwrite &
 * Explore: an existing virtual dataset takes the query instead (PUT its SQL, then refresh its
 * columns from the new query), after a confirmation, as Superset's modal does.
 */
import { App, Form, Input, Modal, Radio, Select, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { failureMessage } from '../../../app/api';
import { request } from '../../../app/http';

interface Values {
  name: string;
  target?: number;
}

interface VirtualDataset {
  readonly id: number;
  readonly table_name: string;
}

/** Virtual datasets the user may overwrite, matching the search text. */
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

export function SaveDatasetModal({
  open,
  sql,
  dbId,
  schema,
  defaultName,
  onClose,
}: {
  readonly open: boolean;
  readonly sql: string;
  readonly dbId: number;
  readonly schema: string | null;
  readonly defaultName: string;
  readonly onClose: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const [mode, setMode] = useState<'new' | 'overwrite'>('new');
  const [search, setSearch] = useState('');
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const datasets = useVirtualDatasets(search, open && mode === 'overwrite');
  useEffect(() => {
    if (open) {
      form.setFieldsValue({ name: defaultName });
      setMode('new');
    }
  }, [open, defaultName, form]);
  const cleanSql = sql.trim().replace(/;\s*$/, '');

  const overwrite = async (id: number) => {
    setSaving(true);
    try {
      await request(`/api/v1/dataset/${id}`, { method: 'PUT', body: { sql: cleanSql } });
      await request(`/api/v1/dataset/${id}/refresh`, { method: 'PUT' });
      void message.success('The dataset was overwritten with this query');
      onClose();
      navigate(`/explore/?dataset_id=${id}`);
    } catch (error) {
      void message.error(`Could not overwrite the dataset: ${failureMessage(error)}`);
    } finally {
      setSaving(false);
    }
  };

  const save = async () => {
    if (mode === 'overwrite') {
      const { target } = await form.validateFields(['target']);
      const name = datasets.options.find((d) => d.id === target)?.table_name ?? 'this dataset';
      modal.confirm({
        title: 'Overwrite dataset',
        content: `Are you sure you want to overwrite ${name}? Charts made from it will use the new query.`,
        okText: 'Overwrite',
        okButtonProps: { danger: true, 'data-test': 'sqllab-overwrite-confirm' } as never,
        cancelText: 'Back',
        onOk: () => overwrite(target!),
      });
      return;
    }
    const { name } = await form.validateFields(['name']);
    setSaving(true);
    try {
      const created = await request<{ id: number }>('/api/v1/dataset/', {
        method: 'POST',
        body: { database: dbId, schema, table_name: name.trim(), sql: cleanSql },
      });
      void message.success(`Dataset “${name.trim()}” saved`);
      onClose();
      navigate(`/explore/?dataset_id=${created.id}`);
    } catch (error) {
      void message.error(`Could not save the dataset: ${failureMessage(error)}`);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title="Save as dataset"
      okText={mode === 'new' ? 'Save & Explore' : 'Overwrite & Explore'}
      okButtonProps={{ 'data-test': 'sqllab-save-dataset-confirm' }}
      confirmLoading={saving}
      onOk={save}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        The query becomes a virtual dataset on this database; its columns come from the query's results.
      </Typography.Paragraph>
      <Radio.Group
        value={mode}
        onChange={(event) => setMode(event.target.value)}
        className="sqllab-save-dataset-mode"
        options={[
          { value: 'new', label: 'Save as new' },
          { value: 'overwrite', label: 'Overwrite existing' },
        ]}
      />
      <Form form={form} layout="vertical" requiredMark="optional">
        {mode === 'new' ? (
          <Form.Item
            name="name"
            label="Dataset name"
            rules={[{ required: true, whitespace: true, message: 'Give the dataset a name' }]}
          >
            <Input data-test="sqllab-save-dataset-name" maxLength={250} autoFocus />
          </Form.Item>
        ) : (
          <Form.Item
            name="target"
            label="Dataset to overwrite"
            rules={[{ required: true, message: 'Pick the dataset to overwrite' }]}
          >
            <Select
              showSearch
              filterOption={false}
              onSearch={setSearch}
              loading={datasets.loading}
              placeholder="Search virtual datasets"
              notFoundContent={datasets.loading ? 'Loading…' : 'No virtual dataset matches'}
              options={datasets.options.map((d) => ({ value: d.id, label: d.table_name }))}
              data-test="sqllab-overwrite-dataset"
            />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
