import './security.css';
import { Alert, App, Form, Input, Modal, Spin, Transfer } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { failureMessage } from '../../../app/api';
import { creatingFailure } from '../../lists/lib/messages';
import {
  type RoleRef,
  usePermissionViewsQuery,
  useRolePermissionsQuery,
  useSaveRoleMutation,
  useSetRolePermissionsMutation,
} from '../api/securityApi';
import { permissionLabel } from '../lib/forms';

/** Adds or edits a role: its name and its permissions, picked in a searchable transfer list. */
export function RoleModal(props: {
  readonly open: boolean;
  readonly role: RoleRef | null;
  readonly onClose: () => void;
}) {
  const { message } = App.useApp();
  const creating = props.role === null;
  const isAdminRole = props.role?.name === 'Admin';
  const [name, setName] = useState('');
  const [selected, setSelected] = useState<string[]>([]);
  const [nameError, setNameError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const views = usePermissionViewsQuery(undefined, { skip: !props.open });
  const held = useRolePermissionsQuery(props.role?.id ?? 0, { skip: !props.open || creating });
  const [saveRole, saving] = useSaveRoleMutation();
  const [setPermissions, settingPermissions] = useSetRolePermissionsMutation();

  useEffect(() => {
    if (!props.open) return;
    setName(props.role?.name ?? '');
    setNameError(null);
    setFailure(null);
    setSelected([]);
  }, [props.open, props.role]);
  useEffect(() => {
    if (props.open && held.data) setSelected(held.data.map(String));
  }, [props.open, held.data]);

  const dataSource = useMemo(
    () =>
      (views.data ?? []).map((pv) => ({
        key: String(pv.id),
        title: permissionLabel(pv.permission.name, pv.view_menu.name),
      })),
    [views.data],
  );

  const submit = async () => {
    if (!name.trim()) {
      setNameError('Name is required.');
      return;
    }
    try {
      const saved = await saveRole({ id: props.role?.id, name: name.trim() }).unwrap();
      const id = props.role?.id ?? saved.id;
      if (!isAdminRole) await setPermissions({ id, ids: selected.map(Number) }).unwrap();
      message.success(creating ? `Role ${name.trim()} added` : `Role ${name.trim()} saved`);
      props.onClose();
    } catch (error) {
      setFailure(creating ? creatingFailure('roles', failureMessage(error)) : failureMessage(error));
    }
  };

  const loading = views.isLoading || (!creating && held.isLoading);
  return (
    <Modal
      open={props.open}
      width={860}
      title={creating ? 'Add role' : `Edit role ${props.role?.name ?? ''}`}
      okText={creating ? 'Add' : 'Save'}
      okButtonProps={
        { loading: saving.isLoading || settingPermissions.isLoading, 'data-test': 'role-modal-save' } as never
      }
      onOk={() => void submit()}
      onCancel={props.onClose}
      destroyOnHidden
    >
      {failure ? <Alert type="error" showIcon title={failure} style={{ marginBottom: 12 }} /> : null}
      <Form layout="vertical" onFinish={() => void submit()}>
        <Form.Item
          label="Name"
          required
          htmlFor="role-name"
          validateStatus={nameError ? 'error' : undefined}
          help={nameError}
        >
          <Input id="role-name" autoFocus value={name} onChange={(e) => setName(e.target.value)} />
        </Form.Item>
        <Form.Item label="Permissions">
          {isAdminRole ? (
            <Alert type="info" showIcon title="The Admin role holds every permission." />
          ) : loading ? (
            <Spin />
          ) : (
            <Transfer
              className="security-transfer"
              dataSource={dataSource}
              titles={['Available', 'Granted']}
              targetKeys={selected}
              onChange={(keys) => setSelected(keys.map(String))}
              showSearch
              filterOption={(input, item) => (item.title ?? '').toLowerCase().includes(input.toLowerCase())}
              render={(item) => item.title ?? ''}
              locale={{ searchPlaceholder: 'Search permissions', notFoundContent: 'No permissions' }}
            />
          )}
        </Form.Item>
        <button type="submit" hidden aria-hidden />
      </Form>
    </Modal>
  );
}
