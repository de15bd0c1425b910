/** /rowlevelsecurity/list/: row level security rules on the shared list, with add, edit and delete. */
import { Tag, Typography } from 'antd';
import { useState } from 'react';
import { Modified } from '../../lists/components/Cells';
import { type ResourceConfig, ResourceListPage } from '../../lists/components/ResourceListPage';
import { EditAction } from '../../lists/components/RowActions';
import type { RlsRule } from '../api/securityApi';
import { AdminOnly } from './AdminOnly';
import { ADMIN_PERMISSIONS, AddButton } from './adminList';
import { RlsModal } from './RlsModal';

function RlsRules() {
  const [editing, setEditing] = useState<RlsRule | null | undefined>(undefined);
  const config: ResourceConfig<RlsRule> = {
    resource: 'rowlevelsecurity',
    title: 'Row Level Security',
    noun: { singular: 'row level security rule', plural: 'row level security rules' },
    spec: {
      search: { col: 'name', opr: 'ct' },
      filters: [
        { key: 'type', col: 'filter_type', opr: 'eq' },
        { key: 'role', col: 'roles', opr: 'rel_m_m' },
        { key: 'table', col: 'tables', opr: 'rel_m_m' },
      ],
    },
    filters: [
      {
        key: 'type',
        label: 'Filter type',
        options: {
          kind: 'static',
          values: [
            { label: 'Regular', value: 'Regular' },
            { label: 'Base', value: 'Base' },
          ],
        },
      },
      { key: 'role', label: 'Role', options: { kind: 'related', column: 'roles' } },
      { key: 'table', label: 'Dataset', options: { kind: 'related', column: 'tables' } },
    ],
    permissions: ADMIN_PERMISSIONS,
    testId: 'rls',
    nameOf: (rule) => rule.name,
    create: <AddButton label="Rule" testId="rls-add" onClick={() => setEditing(null)} />,
    editAction: (rule) => <EditAction name={rule.name} onClick={() => setEditing(rule)} />,
    emptyHint: 'A rule adds a WHERE clause to the queries of the datasets it names, for the roles it names.',
    columns: ({ actions }) => [
      { key: 'name', title: 'Name', dataIndex: 'name', sorter: true, ellipsis: true },
      { key: 'filter_type', title: 'Filter type', dataIndex: 'filter_type', sorter: true, width: 120 },
      {
        key: 'tables',
        title: 'Datasets',
        render: (_, rule) => (
          <span className="list-tags">
            {rule.tables.map((t) => (
              <Tag key={t.id}>{t.table_name}</Tag>
            ))}
          </span>
        ),
      },
      {
        key: 'roles',
        title: 'Roles',
        render: (_, rule) => (
          <span className="list-tags">
            {rule.roles.map((r) => (
              <Tag key={r.id}>{r.name}</Tag>
            ))}
          </span>
        ),
      },
      {
        key: 'group_key',
        title: 'Group key',
        sorter: true,
        width: 120,
        render: (_, rule) => rule.group_key || '—',
      },
      {
        key: 'clause',
        title: 'Clause',
        ellipsis: true,
        render: (_, rule) => <Typography.Text code>{rule.clause}</Typography.Text>,
      },
      {
        key: 'changed_on_delta_humanized',
        title: 'Modified',
        sorter: true,
        width: 140,
        render: (_, rule) => <Modified delta={rule.changed_on_delta_humanized ?? undefined} />,
      },
      { key: 'actions', title: 'Actions', width: 100, render: (_, rule) => actions(rule) },
    ],
  };
  return (
    <>
      <ResourceListPage config={config} />
      <RlsModal open={editing !== undefined} rule={editing ?? null} onClose={() => setEditing(undefined)} />
    </>
  );
}

export function RlsListPage() {
  return (
    <AdminOnly>
      <RlsRules />
    </AdminOnly>
  );
}
