/** /roles/list/: roles on the shared list, with add, edit (name and permissions) and delete of custom roles. */
import { useState } from 'react';
import { type ResourceConfig, ResourceListPage } from '../../lists/components/ResourceListPage';
import { EditAction } from '../../lists/components/RowActions';
import type { RoleRef } from '../api/securityApi';
import { AdminOnly } from './AdminOnly';
import { ADMIN_PERMISSIONS, AddButton } from './adminList';
import { RoleModal } from './RoleModal';

/** Roles the app relies on; they can be edited but not deleted. */
const BUILT_IN = new Set(['Admin', 'Alpha', 'Gamma', 'sql_lab', 'Public']);

function Roles() {
  const [editing, setEditing] = useState<RoleRef | null | undefined>(undefined);
  const config: ResourceConfig<RoleRef> = {
    resource: 'role',
    title: 'List Roles',
    noun: { singular: 'role', plural: 'roles' },
    spec: { search: { col: 'name', opr: 'ct' } },
    filters: [],
    permissions: ADMIN_PERMISSIONS,
    defaultOrder: { column: 'name', direction: 'asc' },
    testId: 'roles',
    nameOf: (role) => role.name,
    canDelete: (role) => !BUILT_IN.has(role.name),
    create: <AddButton label="Role" testId="roles-add" onClick={() => setEditing(null)} />,
    editAction: (role) => <EditAction name={role.name} onClick={() => setEditing(role)} />,
    emptyHint: 'A role is a set of permissions; give it to users.',
    columns: ({ actions }) => [
      { key: 'name', title: 'Name', dataIndex: 'name', sorter: true, ellipsis: true },
      { key: 'actions', title: 'Actions', width: 100, render: (_, role) => actions(role) },
    ],
  };
  return (
    <>
      <ResourceListPage config={config} />
      <RoleModal open={editing !== undefined} role={editing ?? null} onClose={() => setEditing(undefined)} />
    </>
  );
}

export function RoleListPage() {
  return (
    <AdminOnly>
      <Roles />
    </AdminOnly>
  );
}
