/** /users/list/: every user, with add, edit (roles, active, password reset) and delete. */
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { App, Button, Popconfirm, Space, Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { failureMessage } from '../../../app/api';
import { type User, useDeleteUserMutation, useUsersQuery } from '../api/securityApi';
import { AdminOnly } from './AdminOnly';
import { initialTableState, SecurityTable } from './SecurityTable';
import { UserModal } from './UserModal';

function Users() {
  const { message } = App.useApp();
  const [state, setState] = useState(initialTableState);
  const [editing, setEditing] = useState<User | null | undefined>(undefined);
  const users = useUsersQuery(state);
  const [remove] = useDeleteUserMutation();
  const onDelete = async (user: User) => {
    try {
      await remove(user.id).unwrap();
      message.success(`Deleted user ${user.username}`);
    } catch (error) {
      message.error(failureMessage(error));
    }
  };
  const columns: ColumnsType<User> = [
    { key: 'username', title: 'Username', dataIndex: 'username' },
    { key: 'first_name', title: 'First name', dataIndex: 'first_name' },
    { key: 'last_name', title: 'Last name', dataIndex: 'last_name' },
    { key: 'email', title: 'Email', dataIndex: 'email', ellipsis: true },
    {
      key: 'roles',
      title: 'Roles',
      render: (_, user) => user.roles.map((role) => <Tag key={role.id}>{role.name}</Tag>),
    },
    {
      key: 'active',
      title: 'Active',
      width: 90,
      render: (_, user) => (user.active ? <Tag color="green">Active</Tag> : <Tag>Inactive</Tag>),
    },
    {
      key: 'actions',
      title: 'Actions',
      width: 110,
      render: (_, user) => (
        <Space>
          <Tooltip title="Edit">
            <Button
              type="text"
              size="small"
              icon={<EditOutlined />}
              aria-label={`Edit ${user.username}`}
              onClick={() => setEditing(user)}
            />
          </Tooltip>
          <Popconfirm
            title={`Delete user ${user.username}?`}
            okText="Delete"
            okButtonProps={{ danger: true }}
            onConfirm={() => onDelete(user)}
          >
            <Button
              type="text"
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label={`Delete ${user.username}`}
            />
          </Popconfirm>
        </Space>
      ),
    },
  ];
  return (
    <SecurityTable<User>
      title="List Users"
      addLabel="Add user"
      onAdd={() => setEditing(null)}
      searchLabel="Search by username"
      state={state}
      onState={setState}
      columns={columns}
      rows={users.data?.result}
      count={users.data?.count ?? 0}
      loading={users.isFetching}
      error={users.error}
      emptyText="No users match."
      testId="users"
    >
      <UserModal open={editing !== undefined} user={editing ?? null} onClose={() => setEditing(undefined)} />
    </SecurityTable>
  );
}

export function UserListPage() {
  return (
    <AdminOnly>
      <Users />
    </AdminOnly>
  );
}
