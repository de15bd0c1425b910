import { Alert, App, Form, Input, Modal, Select, Switch } from 'antd';
import { useEffect, useState } from 'react';
import { failureMessage } from '../../../app/api';
import { creatingFailure } from '../../lists/lib/messages';
import { type User, useRolesQuery, useSaveUserMutation } from '../api/securityApi';
import { type FieldErrors, type UserFormValues, userFormErrors } from '../lib/forms';

const empty: UserFormValues = {
  username: '',
  first_name: '',
  last_name: '',
  email: '',
  password: '',
  confirm: '',
  roles: [],
};

/** Adds a user, or edits one: names, email, roles, active, and a password reset. */
export function UserModal(props: {
  readonly open: boolean;
  readonly user: User | null;
  readonly onClose: () => void;
}) {
  const { message } = App.useApp();
  const creating = props.user === null;
  const [values, setValues] = useState<UserFormValues>(empty);
  const [active, setActive] = useState(true);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const roles = useRolesQuery({ search: '', page: 0, pageSize: 1000 }, { skip: !props.open });
  const [save, { isLoading }] = useSaveUserMutation();

  useEffect(() => {
    if (!props.open) return;
    const user = props.user;
    setValues(
      user
        ? { ...empty, ...user, roles: user.roles.map((role) => role.id), password: '', confirm: '' }
        : empty,
    );
    setActive(user?.active ?? true);
    setErrors({});
    setFailure(null);
  }, [props.open, props.user]);

  const set = (field: keyof UserFormValues) => (value: string | number[]) =>
    setValues((current) => ({ ...current, [field]: value }));

  const submit = async () => {
    const found = userFormErrors(values, creating);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const input = {
      username: values.username.trim(),
      first_name: values.first_name.trim(),
      last_name: values.last_name.trim(),
      email: values.email.trim(),
      roles: [...values.roles],
      active,
      ...(values.password ? { password: values.password } : {}),
    };
    try {
      await save({ id: props.user?.id, input }).unwrap();
      message.success(creating ? `User ${input.username} added` : `User ${input.username} saved`);
      props.onClose();
    } catch (error) {
      setFailure(creating ? creatingFailure('users', failureMessage(error)) : failureMessage(error));
    }
  };

  const item = (field: keyof UserFormValues, label: string, required = true) => ({
    label,
    required,
    validateStatus: errors[field] ? ('error' as const) : undefined,
    help: errors[field],
    htmlFor: `user-${field}`,
  });

  return (
    <Modal
      open={props.open}
      title={creating ? 'Add user' : `Edit user ${props.user?.username ?? ''}`}
      okText={creating ? 'Add' : 'Save'}
      okButtonProps={{ loading: isLoading, 'data-test': 'user-modal-save' } as never}
      onOk={() => void submit()}
      onCancel={props.onClose}
      destroyOnHidden
    >
      {failure ? <Alert type="error" showIcon title={failure} style={{ marginBottom: 12 }} /> : null}
      <Form layout="vertical" onFinish={() => void submit()}>
        <Form.Item {...item('username', 'Username')}>
          <Input
            id="user-username"
            autoFocus
            value={values.username}
            onChange={(e) => set('username')(e.target.value)}
          />
        </Form.Item>
        <Form.Item {...item('first_name', 'First name')}>
          <Input
            id="user-first_name"
            value={values.first_name}
            onChange={(e) => set('first_name')(e.target.value)}
          />
        </Form.Item>
        <Form.Item {...item('last_name', 'Last name')}>
          <Input
            id="user-last_name"
            value={values.last_name}
            onChange={(e) => set('last_name')(e.target.value)}
          />
        </Form.Item>
        <Form.Item {...item('email', 'Email')}>
          <Input
            id="user-email"
            type="email"
            value={values.email}
            onChange={(e) => set('email')(e.target.value)}
          />
        </Form.Item>
        <Form.Item {...item('roles', 'Roles')}>
          <Select
            id="user-roles"
            mode="multiple"
            showSearch={{ optionFilterProp: 'label' }}
            loading={roles.isLoading}
            placeholder="Choose roles"
            value={[...values.roles]}
            onChange={(ids: number[]) => set('roles')(ids)}
            options={(roles.data?.result ?? []).map((role) => ({ value: role.id, label: role.name }))}
          />
        </Form.Item>
        <Form.Item label="Active" htmlFor="user-active">
          <Switch id="user-active" checked={active} onChange={setActive} />
        </Form.Item>
        <Form.Item {...item('password', creating ? 'Password' : 'Reset password', creating)}>
          <Input.Password
            id="user-password"
            autoComplete="new-password"
            placeholder={creating ? undefined : 'Leave empty to keep the current password'}
            value={values.password}
            onChange={(e) => set('password')(e.target.value)}
          />
        </Form.Item>
        <Form.Item {...item('confirm', 'Confirm password', creating)}>
          <Input.Password
            id="user-confirm"
            autoComplete="new-password"
            value={values.confirm}
            onChange={(e) => set('confirm')(e.target.value)}
          />
        </Form.Item>
        <button type="submit" hidden aria-hidden />
      </Form>
    </Modal>
  );
}
