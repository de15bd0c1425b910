import { CATEGORICAL_SCHEMES } from '@tessera/core';
import { Alert, Form, Input, InputNumber, Modal, Select } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { describeError } from '../../../app/errors';
import { request } from '../../../app/http';
import { customTagNames, saveObjectTags, TagsFormItem } from '../../tags';
import type { DashboardDetail } from '../api/dashboardApi';
import type { DashboardChange } from './useDashboardSave';

interface Values {
  dashboard_title: string;
  slug: string;
  owners: number[];
  roles: number[];
  tags: string[];
  color_scheme?: string;
  label_colors: string;
  refresh_frequency: number;
  css: string;
}

function metadataOf(json: string | null | undefined): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(json || '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** Label colours must be a JSON object of label → colour string; the message says what is wrong. */
export function labelColorsProblem(text: string): string | null {
  if (!text.trim()) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return 'Label colours must be valid JSON, e.g. {"Boys": "#1f77b4"}.';
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    return 'Label colours must be a JSON object mapping each label to a colour.';
  }
  const bad = Object.entries(parsed).find(([, colour]) => typeof colour !== 'string');
  return bad ? `The colour of "${bad[0]}" must be a string such as "#1f77b4".` : null;
}

const SCHEMES = CATEGORICAL_SCHEMES.map((scheme) => ({ value: scheme.id, label: scheme.label }));

/** The dashboard's properties: title, slug, owners, roles, tags, colours, refresh frequency and CSS. */
export function PropertiesModal({
  open,
  info,
  saving,
  onClose,
  onSave,
}: {
  open: boolean;
  info: DashboardDetail;
  saving: boolean;
  onClose: () => void;
  onSave: (change: DashboardChange) => Promise<boolean>;
}) {
  const [form] = Form.useForm<Values>();
  const [owners, setOwners] = useState<{ value: number; label: string }[]>([]);
  const [ownersError, setOwnersError] = useState<string | null>(null);
  const [roles, setRoles] = useState<{ value: number; label: string }[]>([]);
  const [rolesError, setRolesError] = useState<string | null>(null);
  const metadata = useMemo(() => metadataOf(info.json_metadata), [info.json_metadata]);
  /** The tags as loaded (or last applied): applying adds and removes the difference. */
  const [savedTags, setSavedTags] = useState(() => customTagNames(info.tags));
  const [tagsError, setTagsError] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    request<{ result: { value: number; text: string }[] }>('/api/v1/dashboard/related/owners')
      .then((answer) => setOwners(answer.result.map((o) => ({ value: o.value, label: o.text }))))
      .catch(() => setOwnersError('The list of users could not load; owners are kept as they are.'));
    request<{ result: { value: number; text: string }[] }>('/api/v1/dashboard/related/roles')
      .then((answer) => setRoles(answer.result.map((r) => ({ value: r.value, label: r.text }))))
      .catch(() => setRolesError('The list of roles could not load; roles are kept as they are.'));
  }, [open]);

  const initial: Values = {
    dashboard_title: info.dashboard_title,
    slug: info.slug ?? '',
    owners: (info.owners ?? []).flatMap((o) => (typeof o.id === 'number' ? [o.id] : [])),
    roles: (info.roles ?? []).map((r) => r.id),
    tags: savedTags,
    color_scheme: typeof metadata.color_scheme === 'string' ? metadata.color_scheme : undefined,
    label_colors: metadata.label_colors ? JSON.stringify(metadata.label_colors, null, 2) : '',
    refresh_frequency: typeof metadata.refresh_frequency === 'number' ? metadata.refresh_frequency : 0,
    css: info.css ?? '',
  };
  const ownerOptions = [
    ...owners,
    ...(info.owners ?? [])
      .filter((o) => typeof o.id === 'number' && !owners.some((known) => known.value === o.id))
      .map((o) => ({
        value: o.id as number,
        label: [o.first_name, o.last_name].filter(Boolean).join(' ') || o.username || String(o.id),
      })),
  ];

  const roleOptions = [
    ...roles,
    ...(info.roles ?? [])
      .filter((r) => !roles.some((known) => known.value === r.id))
      .map((r) => ({ value: r.id, label: r.name })),
  ];

  const submit = async (values: Values) => {
    const labelColors = values.label_colors.trim() ? JSON.parse(values.label_colors) : {};
    const saved = await onSave({
      dashboard_title: values.dashboard_title.trim(),
      slug: values.slug.trim() || null,
      owners: values.owners,
      roles: values.roles,
      css: values.css,
      metadata: {
        color_scheme: values.color_scheme ?? '',
        label_colors: labelColors,
        refresh_frequency: values.refresh_frequency,
      },
    });
    if (!saved) return;
    try {
      setTagsError(null);
      await saveObjectTags('dashboard', info.id, savedTags, values.tags);
      setSavedTags(values.tags);
      onClose();
    } catch (error) {
      setTagsError(`The tags could not be saved: ${describeError(error)}`);
    }
  };

  return (
    <Modal
      open={open}
      title="Dashboard properties"
      okText="Apply"
      onOk={() => form.submit()}
      confirmLoading={saving}
      onCancel={onClose}
      destroyOnHidden
      width={640}
    >
      <Form form={form} layout="vertical" initialValues={initial} onFinish={submit} requiredMark={false}>
        <Form.Item
          name="dashboard_title"
          label="Title"
          rules={[{ required: true, whitespace: true, message: 'Give the dashboard a title.' }]}
        >
          <Input maxLength={500} />
        </Form.Item>
        <Form.Item
          name="slug"
          label="URL slug"
          extra="A readable address: /superset/dashboard/<slug>/"
          rules={[
            { pattern: /^(?!\d+$)[\w-]*$/, message: 'Letters, digits, - and _ only, and not only digits.' },
          ]}
        >
          <Input maxLength={255} />
        </Form.Item>
        <Form.Item name="owners" label="Owners" extra={ownersError ?? 'Owners can edit the dashboard.'}>
          <Select mode="multiple" options={ownerOptions} optionFilterProp="label" aria-label="Owners" />
        </Form.Item>
        <Form.Item
          name="roles"
          label="Roles"
          extra={rolesError ?? 'Roles the dashboard is shared with; access follows the usual permissions.'}
        >
          <Select
            mode="multiple"
            options={roleOptions}
            optionFilterProp="label"
            aria-label="Roles"
            data-test="dashboard-roles"
            placeholder="No roles"
          />
        </Form.Item>
        <TagsFormItem extra="Type a name and press Enter to add a new tag." />
        <Form.Item name="color_scheme" label="Colour scheme">
          <Select
            allowClear
            showSearch
            options={SCHEMES}
            optionFilterProp="label"
            aria-label="Colour scheme"
          />
        </Form.Item>
        <Form.Item
          name="label_colors"
          label="Label colours (JSON)"
          extra='Forced colours by label, e.g. {"Boys": "#1f77b4"}.'
          rules={[
            {
              validator: (_rule, value: string) => {
                const problem = labelColorsProblem(value ?? '');
                return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
              },
            },
          ]}
        >
          <Input.TextArea rows={4} className="mono" />
        </Form.Item>
        <Form.Item name="refresh_frequency" label="Refresh frequency (seconds, 0 = off)">
          <InputNumber min={0} step={10} style={{ width: 200 }} aria-label="Refresh frequency" />
        </Form.Item>
        <Form.Item name="css" label="Custom CSS">
          <Input.TextArea rows={4} className="mono" placeholder=".dashboard-page { }" />
        </Form.Item>
        {ownersError ? <Alert type="warning" showIcon message={ownersError} /> : null}
        {tagsError ? <Alert type="error" showIcon message={tagsError} /> : null}
      </Form>
    </Modal>
  );
}
