/**
 * Save & Explore: the query that produced the results becomes a virtual dataset (POST
 * /api/v1/dataset/ with its SQL, database and schema), then Explore opens on it.
 */
import { App, Form, Input, Modal, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { failureMessage } from '../../../app/api';
import { request } from '../../../app/http';

interface Values {
  name: string;
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
  const { message } = App.useApp();
  const navigate = useNavigate();
  useEffect(() => {
    if (open) form.setFieldsValue({ name: defaultName });
  }, [open, defaultName, form]);

  const save = async () => {
    const { name } = await form.validateFields();
    setSaving(true);
    try {
      const created = await request<{ id: number }>('/api/v1/dataset/', {
        method: 'POST',
        body: { database: dbId, schema, table_name: name.trim(), sql: sql.trim().replace(/;\s*$/, '') },
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
      okText="Save & Explore"
      okButtonProps={{ 'data-test': 'sqllab-save-dataset-confirm' }}
      confirmLoading={saving}
      onOk={save}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        The query becomes a virtual dataset on this database; its columns come from the query's results.
      </Typography.Paragraph>
      <Form form={form} layout="vertical" requiredMark="optional">
        <Form.Item
          name="name"
          label="Dataset name"
          rules={[{ required: true, whitespace: true, message: 'Give the dataset a name' }]}
        >
          <Input data-test="sqllab-save-dataset-name" maxLength={250} autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
