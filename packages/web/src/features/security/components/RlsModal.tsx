import { Alert, App, Form, Input, Modal, Select } from 'antd';
import { useEffect, useState } from 'react';
import { failureMessage } from '../../../app/api';
import { creatingFailure } from '../../lists/lib/messages';
import { type RlsInput, type RlsRule, useRlsRelatedQuery, useSaveRlsMutation } from '../api/securityApi';
import { type FieldErrors, rlsFormErrors } from '../lib/forms';

const empty: RlsInput = {
  name: '',
  description: '',
  filter_type: 'Regular',
  group_key: '',
  clause: '',
  tables: [],
  roles: [],
};

const TYPE_HELP =
  'Regular filters add where clauses to queries if a user belongs to a role referenced in the filter. Base filters apply filters to all queries except the roles defined in the filter, and can be used to define what users can see if no RLS filters within a filter group apply to them.';

/** Adds or edits a row level security rule. */
export function RlsModal(props: {
  readonly open: boolean;
  readonly rule: RlsRule | null;
  readonly onClose: () => void;
}) {
  const { message } = App.useApp();
  const [values, setValues] = useState<RlsInput>(empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const tables = useRlsRelatedQuery({ column: 'tables' }, { skip: !props.open });
  const roles = useRlsRelatedQuery({ column: 'roles' }, { skip: !props.open });
  const [save, { isLoading }] = useSaveRlsMutation();

  useEffect(() => {
    if (!props.open) return;
    const rule = props.rule;
    setValues(
      rule
        ? {
            name: rule.name,
            description: rule.description ?? '',
            filter_type: rule.filter_type,
            group_key: rule.group_key ?? '',
            clause: rule.clause,
            tables: rule.tables.map((t) => t.id),
            roles: rule.roles.map((r) => r.id),
          }
        : empty,
    );
    setErrors({});
    setFailure(null);
  }, [props.open, props.rule]);

  const set = <K extends keyof RlsInput>(field: K, value: RlsInput[K]) =>
    setValues((current) => ({ ...current, [field]: value }));

  const submit = async () => {
    const found = rlsFormErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await save({
        id: props.rule?.id,
        input: { ...values, name: values.name.trim(), clause: values.clause.trim() },
      }).unwrap();
      message.success(props.rule ? 'Rule saved' : 'Rule added');
      props.onClose();
    } catch (error) {
      const reason = failureMessage(error);
      setFailure(props.rule ? reason : creatingFailure('row level security rules', reason));
    }
  };

  const item = (field: string, label: string, required = false) => ({
    label,
    required,
    htmlFor: `rls-${field}`,
    validateStatus: errors[field] ? ('error' as const) : undefined,
    help: errors[field],
  });
  const options = (data: { value: number; text: string }[] | undefined) =>
    (data ?? []).map((row) => ({ value: row.value, label: row.text }));

  return (
    <Modal
      open={props.open}
      width={640}
      title={props.rule ? 'Edit Rule' : 'Add Rule'}
      okText={props.rule ? 'Save' : 'Add'}
      okButtonProps={{ loading: isLoading, 'data-test': 'rls-modal-save' } as never}
      onOk={() => void submit()}
      onCancel={props.onClose}
      destroyOnHidden
    >
      {failure ? <Alert type="error" showIcon title={failure} style={{ marginBottom: 12 }} /> : null}
      <Form layout="vertical" onFinish={() => void submit()}>
        <Form.Item {...item('name', 'Rule Name', true)}>
          <Input id="rls-name" autoFocus value={values.name} onChange={(e) => set('name', e.target.value)} />
        </Form.Item>
        <Form.Item {...item('filter_type', 'Filter Type', true)} extra={TYPE_HELP}>
          <Select
            id="rls-filter_type"
            value={values.filter_type}
            onChange={(value: 'Regular' | 'Base') => set('filter_type', value)}
            options={[
              { value: 'Regular', label: 'Regular' },
              { value: 'Base', label: 'Base' },
            ]}
          />
        </Form.Item>
        <Form.Item {...item('tables', 'Datasets', true)}>
          <Select
            id="rls-tables"
            mode="multiple"
            showSearch
            optionFilterProp="label"
            placeholder="Choose datasets"
            loading={tables.isLoading}
            value={values.tables}
            onChange={(ids: number[]) => set('tables', ids)}
            options={options(tables.data)}
          />
        </Form.Item>
        <Form.Item
          {...item('roles', 'Roles')}
          extra="For regular filters, these are the roles this filter will be applied to. For base filters, these are the roles that the filter DOES NOT apply to, e.g. Admin if admin should see all data."
        >
          <Select
            id="rls-roles"
            mode="multiple"
            showSearch
            optionFilterProp="label"
            placeholder="Choose roles"
            loading={roles.isLoading}
            value={values.roles}
            onChange={(ids: number[]) => set('roles', ids)}
            options={options(roles.data)}
          />
        </Form.Item>
        <Form.Item
          {...item('group_key', 'Group Key')}
          extra="Filters with the same group key will be ORed together within the group, while different filter groups will be ANDed together. Undefined group keys are treated as unique groups, i.e. are not grouped together. For example, if a table has three filters, of which two are for departments Finance and Marketing (group key = 'department'), and one refers to the region Europe (group key = 'region'), the filter clause would apply the filter (department = 'Finance' OR department = 'Marketing') AND (region = 'Europe')."
        >
          <Input
            id="rls-group_key"
            value={values.group_key}
            onChange={(e) => set('group_key', e.target.value)}
          />
        </Form.Item>
        <Form.Item
          {...item('clause', 'Clause', true)}
          extra="This is the condition that will be added to the WHERE clause. For example, to only return rows for a particular client, you might define a regular filter with the clause `client_id = 9`. To display no rows unless a user belongs to a RLS filter role, a base filter can be created with the clause `1 = 0` (always false)."
        >
          <Input.TextArea
            id="rls-clause"
            rows={3}
            className="monospace"
            value={values.clause}
            onChange={(e) => set('clause', e.target.value)}
          />
        </Form.Item>
        <Form.Item {...item('description', 'Description')}>
          <Input.TextArea
            id="rls-description"
            rows={2}
            value={values.description}
            onChange={(e) => set('description', e.target.value)}
          />
        </Form.Item>
        <button type="submit" hidden aria-hidden />
      </Form>
    </Modal>
  );
}
