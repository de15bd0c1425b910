import { Alert, App, Button, Form, Input, InputNumber, Modal, Select } from 'antd';
import { useEffect, useState } from 'react';
import { api } from '../../../app/api';
import { describeError } from '../../../app/errors';
import { useAppDispatch } from '../../../app/hooks';
import { request } from '../../../app/http';
import { Loading } from '../../../components/Loading';
import { customTagNames, saveObjectTags, TagsFormItem } from '../../tags';

export interface ChartProperties {
  readonly slice_name: string;
  readonly description?: string | null;
  readonly cache_timeout?: number | null;
  readonly certified_by?: string | null;
  readonly certification_details?: string | null;
  readonly is_managed_externally?: boolean;
  readonly owners?: readonly { id: number; first_name?: string; last_name?: string; username?: string }[];
  readonly tags?: readonly { readonly name: string; readonly type?: number | string }[];
}

interface OwnerOption {
  readonly value: number;
  readonly label: string;
}

export const MANAGED_EXTERNALLY = 'This chart is managed externally, and can’t be edited in the product.';

function ownerLabel(owner: NonNullable<ChartProperties['owners']>[number]): string {
  return (
    [owner.first_name, owner.last_name].filter(Boolean).join(' ') || owner.username || `User ${owner.id}`
  );
}

/** What PUT /api/v1/chart/{id} gets from the form: blanks as null, owners as ids. */
export function propertiesBody(values: {
  slice_name: string;
  description?: string;
  cache_timeout?: number | null;
  certified_by?: string;
  certification_details?: string;
  owners?: readonly number[];
}) {
  const text = (value: string | undefined) => (value?.trim() ? value.trim() : null);
  return {
    slice_name: values.slice_name.trim(),
    description: text(values.description),
    cache_timeout: values.cache_timeout ?? null,
    certified_by: text(values.certified_by),
    certification_details: text(values.certified_by) ? text(values.certification_details) : null,
    owners: [...(values.owners ?? [])],
  };
}

export interface ChartPropertiesModalProps {
  readonly chartId: number;
  readonly open: boolean;
  readonly onClose: () => void;
  /** The saved name, so the header can follow a rename. */
  readonly onSaved: (sliceName: string) => void;
}

/** Superset's chart PropertiesModal: name, description, cache timeout, certification, owners, tags. */
export function ChartPropertiesModal({ chartId, open, onClose, onSaved }: ChartPropertiesModalProps) {
  const dispatch = useAppDispatch();
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const [chart, setChart] = useState<ChartProperties | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [owners, setOwners] = useState<OwnerOption[]>([]);
  const [saving, setSaving] = useState(false);
  /** The tags as loaded (or last saved): a save adds and removes the difference. */
  const [savedTags, setSavedTags] = useState<string[]>([]);

  useEffect(() => {
    if (!open) return;
    setChart(null);
    setLoadError(null);
    setSaveError(null);
    const abort = new AbortController();
    request<{ result: ChartProperties }>(`/api/v1/chart/${chartId}`, { signal: abort.signal })
      .then(({ result }) => {
        setChart(result);
        setSavedTags(customTagNames(result.tags));
        setOwners((result.owners ?? []).map((o) => ({ value: o.id, label: ownerLabel(o) })));
        form.setFieldsValue({
          slice_name: result.slice_name,
          description: result.description ?? '',
          cache_timeout: result.cache_timeout ?? null,
          certified_by: result.certified_by ?? '',
          certification_details: result.certification_details ?? '',
          owners: (result.owners ?? []).map((o) => o.id),
          tags: customTagNames(result.tags),
        });
      })
      .catch((error: unknown) => {
        if (!abort.signal.aborted) setLoadError(describeError(error));
      });
    request<{ result: { value: number; text: string }[] }>('/api/v1/chart/related/owners', {
      signal: abort.signal,
      rison: { page: 0, page_size: 100 },
    })
      .then(({ result }) =>
        setOwners((current) => {
          const known = new Set(current.map((o) => o.value));
          return [
            ...current,
            ...result.filter((o) => !known.has(o.value)).map((o) => ({ value: o.value, label: o.text })),
          ];
        }),
      )
      .catch(() => undefined);
    return () => abort.abort();
  }, [open, chartId, form]);

  const readOnly = chart?.is_managed_externally === true;

  const save = async () => {
    // A field that fails its rules shows its own message; nothing is sent.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSaving(true);
    setSaveError(null);
    try {
      const body = propertiesBody(values);
      await request(`/api/v1/chart/${chartId}`, { method: 'PUT', body });
      const tags: string[] = values.tags ?? [];
      await saveObjectTags('chart', chartId, savedTags, tags);
      setSavedTags(tags);
      dispatch(api.util.invalidateTags(['Chart']));
      message.success('Chart properties updated');
      onSaved(body.slice_name);
      onClose();
    } catch (error) {
      setSaveError(describeError(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title="Edit Chart Properties"
      onCancel={onClose}
      width={600}
      destroyOnHidden
      forceRender
      footer={[
        <Button key="cancel" onClick={onClose}>
          Cancel
        </Button>,
        <Button
          key="save"
          type="primary"
          onClick={save}
          loading={saving}
          disabled={!chart || readOnly}
          data-test="properties-modal-save"
        >
          Save
        </Button>,
      ]}
    >
      {loadError ? <Alert type="error" showIcon title={loadError} /> : null}
      {!chart && !loadError ? <Loading label="Loading chart properties" /> : null}
      {readOnly ? (
        <Alert className="properties-readonly" type="info" showIcon title={MANAGED_EXTERNALLY} />
      ) : null}
      <Form
        form={form}
        layout="vertical"
        disabled={readOnly}
        hidden={!chart}
        requiredMark={false}
        data-test="chart-properties"
      >
        <Form.Item
          name="slice_name"
          label="Name"
          rules={[{ required: true, whitespace: true, message: 'Name is required' }]}
        >
          <Input />
        </Form.Item>
        <Form.Item
          name="description"
          label="Description"
          extra="The description can be displayed as widget headers in the dashboard view. Supports markdown."
        >
          <Input.TextArea rows={3} />
        </Form.Item>
        <Form.Item
          name="cache_timeout"
          label="Cache timeout"
          extra="Duration (in seconds) of the caching timeout for this chart. Set to -1 to bypass the cache. Note this defaults to the dataset's timeout if undefined."
        >
          <InputNumber style={{ width: '100%' }} precision={0} min={-1} />
        </Form.Item>
        <Form.Item
          name="certified_by"
          label="Certified by"
          extra="Person or group that has certified this chart."
        >
          <Input />
        </Form.Item>
        <Form.Item
          name="certification_details"
          label="Certification details"
          extra="Any additional detail to show in the certification tooltip."
        >
          <Input />
        </Form.Item>
        <Form.Item
          name="owners"
          label="Owners"
          extra="A list of users who can alter the chart. Searchable by name or username."
        >
          <Select
            mode="multiple"
            options={owners}
            showSearch={{ optionFilterProp: 'label' }}
            aria-label="Owners"
          />
        </Form.Item>
        <TagsFormItem extra="Type a name and press Enter to add a new tag; tags group charts across dashboards." />
      </Form>
      {saveError ? (
        <div className="form-error" role="alert">
          {saveError}
        </div>
      ) : null}
    </Modal>
  );
}
