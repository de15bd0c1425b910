/** /roles/list/: roles, with add, edit (name and permissions) and delete of custom roles. */
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { App, Button, Popconfirm, Space, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { failureMessage } from '../../../app/api';
import { type RoleRef, useDeleteRoleMutation, useRolesQuery } from '../api/securityApi';
import { AdminOnly } from './AdminOnly';
import { RoleModal } from './RoleModal';
import { initialTableState, SecurityTable } from './SecurityTable';

const BUILT_IN = new Set(['Admin', 'Alpha', 'Gamma', 'sql_lab', 'Public']);

function Roles() {
  const { message } = App.useApp();
  const [state, setState] = useState(initialTableState);
  const [editing, setEditing] = useState<RoleRef | null | undefined>(undefined);
  const roles = useRolesQuery(state);
  const [remove] = useDeleteRoleMutation();
  const onDelete = async (role: RoleRef) => {
    try {
      await remove(role.id).unwrap();
      message.success(`Deleted role ${role.name}`);
    } catch (error) {
      message.error(failureMessage(error));
    }
  };
  const columns: ColumnsType<RoleRef> = [
    { key: 'name', title: 'Name', dataIndex: 'name' },
    {
      key: 'actions',
      title: 'Actions',
      width: 110,
      render: (_, role) => (
        <Space>
          <Tooltip title="Edit">
            <Button
              type="text"
              size="small"
              icon={<EditOutlined />}
              aria-label={`Edit ${role.name}`}
              onClick={() => setEditing(role)}
            />
          </Tooltip>
          {BUILT_IN.has(role.name) ? null : (
            <Popconfirm
              title={`Delete role ${role.name}?`}
              description="Its users lose the role's permissions."
              okText="Delete"
              okButtonProps={{ danger: true }}
              onConfirm={() => onDelete(role)}
            >
              <Button
                type="text"
                size="small"
                danger
                icon={<DeleteOutlined />}
                aria-label={`Delete ${role.name}`}
              />
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];
  return (
    <SecurityTable<RoleRef>
      title="List Roles"
      addLabel="Add role"
      onAdd={() => setEditing(null)}
      searchLabel="Search by name"
      state={state}
      onState={setState}
      columns={columns}
      rows={roles.data?.result}
      count={roles.data?.count ?? 0}
      loading={roles.isFetching}
      error={roles.error}
      emptyText="No roles match."
      testId="roles"
    >
      <RoleModal open={editing !== undefined} role={editing ?? null} onClose={() => setEditing(undefined)} />
    </SecurityTable>
  );
}

export function RoleListPage() {
  return (
    <AdminOnly>
      <Roles />
    </AdminOnly>
  );
}
