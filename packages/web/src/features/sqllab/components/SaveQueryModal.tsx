/** Save the tab's SQL as a saved query (label, description); a tab opened from one can update it. */
import { App, Button, Form, Input, Modal } from 'antd';
import { useEffect } from 'react';
import { failureMessage } from '../../../app/api';
import {
  useCreateSavedQueryMutation,
  useSavedQueryQuery,
  useUpdateSavedQueryMutation,
} from '../api/sqllabApi';
import type { EditorTab } from '../state/tabs';

interface Values {
  label: string;
  description?: string;
}

export function SaveQueryModal({
  open,
  tab,
  onClose,
  onSaved,
}: {
  readonly open: boolean;
  readonly tab: EditorTab;
  readonly onClose: () => void;
  readonly onSaved: (id: number, label: string) => void;
}) {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const [create, creating] = useCreateSavedQueryMutation();
  const [update, updating] = useUpdateSavedQueryMutation();
  // Updating a saved query keeps its description unless the user edits it: it starts filled in.
  const stored = useSavedQueryQuery(tab.savedQueryId ?? 0, { skip: !open || tab.savedQueryId === null });
  const storedDescription = tab.savedQueryId === null ? '' : (stored.data?.description ?? '');
  useEffect(() => {
    if (open) form.setFieldsValue({ label: tab.title, description: storedDescription });
  }, [open, tab.title, storedDescription, form]);

  const save = async (asNew: boolean) => {
    const values = await form.validateFields();
    if (tab.dbId === null) return;
    const body = {
      label: values.label.trim(),
      description: values.description?.trim() || null,
      sql: tab.sql,
      schema: tab.schema,
      db_id: tab.dbId,
    };
    try {
      const saved =
        tab.savedQueryId !== null && !asNew
          ? await update({ id: tab.savedQueryId, body }).unwrap()
          : await create(body).unwrap();
      void message.success(`Saved “${body.label}”`);
      onSaved(saved.id, body.label);
    } catch (error) {
      void message.error(`Could not save the query: ${failureMessage(error)}`);
    }
  };

  const editing = tab.savedQueryId !== null;
  return (
    <Modal
      open={open}
      title={editing ? 'Update saved query' : 'Save query'}
      okText={editing ? 'Update' : 'Save'}
      onOk={() => save(false)}
      okButtonProps={{ 'data-test': 'sqllab-save-confirm', disabled: tab.dbId === null }}
      confirmLoading={creating.isLoading || updating.isLoading}
      onCancel={onClose}
      footer={(_, { OkBtn, CancelBtn }) => (
        <>
          <CancelBtn />
          {editing ? (
            <Button onClick={() => save(true)} data-test="sqllab-save-as-new">
              Save as new
            </Button>
          ) : null}
          <OkBtn />
        </>
      )}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" requiredMark="optional">
        <Form.Item
          name="label"
          label="Name"
          rules={[{ required: true, whitespace: true, message: 'Give the query a name' }]}
        >
          <Input data-test="sqllab-save-label" maxLength={256} autoFocus />
        </Form.Item>
        <Form.Item name="description" label="Description">
          <Input.TextArea rows={3} data-test="sqllab-save-description" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
