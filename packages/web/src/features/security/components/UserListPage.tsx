/** /users/list/: every user on the shared list, with add, edit (roles, active, password reset) and delete. */
import { Tag } from 'antd';
import { useState } from 'react';
import { useBootstrapQuery } from '../../../app/session';
import { booleanOptions } from '../../lists/components/FilterBar';
import { type ResourceConfig, ResourceListPage } from '../../lists/components/ResourceListPage';
import { EditAction } from '../../lists/components/RowActions';
import type { User } from '../api/securityApi';
import { AdminOnly } from './AdminOnly';
import { ADMIN_PERMISSIONS, AddButton } from './adminList';
import { UserModal } from './UserModal';

function Users() {
  const [editing, setEditing] = useState<User | null | undefined>(undefined);
  const me = useBootstrapQuery().data?.user?.id;
  const config: ResourceConfig<User> = {
    resource: 'user',
    title: 'List Users',
    noun: { singular: 'user', plural: 'users' },
    spec: {
      search: { col: 'username', opr: 'ct' },
      filters: [{ key: 'active', col: 'active', opr: 'eq' }],
    },
    filters: [{ key: 'active', label: 'Status', options: booleanOptions('Active', 'Inactive') }],
    permissions: ADMIN_PERMISSIONS,
    defaultOrder: { column: 'username', direction: 'asc' },
    testId: 'users',
    nameOf: (user) => user.username,
    // The server refuses it ('You cannot delete yourself.'); the button would only lead there.
    canDelete: (user) => user.id !== me,
    create: <AddButton label="User" testId="users-add" onClick={() => setEditing(null)} />,
    editAction: (user) => <EditAction name={user.username} onClick={() => setEditing(user)} />,
    emptyHint: 'Add a colleague and give them roles.',
    columns: ({ actions }) => [
      { key: 'username', title: 'Username', dataIndex: 'username', sorter: true, ellipsis: true },
      { key: 'first_name', title: 'First name', dataIndex: 'first_name', sorter: true, ellipsis: true },
      { key: 'last_name', title: 'Last name', dataIndex: 'last_name', sorter: true, ellipsis: true },
      { key: 'email', title: 'Email', dataIndex: 'email', sorter: true, ellipsis: true },
      {
        key: 'roles',
        title: 'Roles',
        render: (_, user) => (
          <span className="list-tags">
            {user.roles.map((role) => (
              <Tag key={role.id}>{role.name}</Tag>
            ))}
          </span>
        ),
      },
      {
        key: 'active',
        title: 'Status',
        width: 100,
        sorter: true,
        render: (_, user) => (user.active ? <Tag color="green">Active</Tag> : <Tag>Inactive</Tag>),
      },
      {
        key: 'last_login',
        title: 'Last login',
        width: 140,
        sorter: true,
        render: (_, user) => (
          <span className="muted">
            {user.last_login ? new Date(user.last_login).toLocaleDateString() : 'Never'}
          </span>
        ),
      },
      { key: 'actions', title: 'Actions', width: 100, render: (_, user) => actions(user) },
    ],
  };
  return (
    <>
      <ResourceListPage config={config} />
      <UserModal open={editing !== undefined} user={editing ?? null} onClose={() => setEditing(undefined)} />
    </>
  );
}

export function UserListPage() {
  return (
    <AdminOnly>
      <Users />
    </AdminOnly>
  );
}
