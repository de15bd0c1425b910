/** /rowlevelsecurity/list/: row level security rules, with add, edit and delete. */
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { App, Button, Popconfirm, Space, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { failureMessage } from '../../../app/api';
import { type RlsRule, useDeleteRlsMutation, useRlsRulesQuery } from '../api/securityApi';
import { AdminOnly } from './AdminOnly';
import { RlsModal } from './RlsModal';
import { initialTableState, SecurityTable } from './SecurityTable';

function RlsRules() {
  const { message } = App.useApp();
  const [state, setState] = useState(initialTableState);
  const [editing, setEditing] = useState<RlsRule | null | undefined>(undefined);
  const rules = useRlsRulesQuery(state);
  const [remove] = useDeleteRlsMutation();
  const onDelete = async (rule: RlsRule) => {
    try {
      await remove(rule.id).unwrap();
      message.success(`Deleted rule ${rule.name}`);
    } catch (error) {
      message.error(failureMessage(error));
    }
  };
  const columns: ColumnsType<RlsRule> = [
    { key: 'name', title: 'Name', dataIndex: 'name' },
    { key: 'filter_type', title: 'Filter Type', dataIndex: 'filter_type', width: 110 },
    {
      key: 'tables',
      title: 'Datasets',
      render: (_, rule) => rule.tables.map((t) => <Tag key={t.id}>{t.table_name}</Tag>),
    },
    {
      key: 'roles',
      title: 'Roles',
      render: (_, rule) => rule.roles.map((r) => <Tag key={r.id}>{r.name}</Tag>),
    },
    { key: 'group_key', title: 'Group Key', render: (_, rule) => rule.group_key || '—', width: 120 },
    {
      key: 'clause',
      title: 'Clause',
      ellipsis: true,
      render: (_, rule) => <Typography.Text code>{rule.clause}</Typography.Text>,
    },
    {
      key: 'modified',
      title: 'Last modified',
      render: (_, rule) => rule.changed_on_delta_humanized ?? '—',
      width: 140,
    },
    {
      key: 'actions',
      title: 'Actions',
      width: 110,
      render: (_, rule) => (
        <Space>
          <Tooltip title="Edit">
            <Button
              type="text"
              size="small"
              icon={<EditOutlined />}
              aria-label={`Edit ${rule.name}`}
              onClick={() => setEditing(rule)}
            />
          </Tooltip>
          <Popconfirm
            title={`Delete rule ${rule.name}?`}
            okText="Delete"
            okButtonProps={{ danger: true }}
            onConfirm={() => onDelete(rule)}
          >
            <Button
              type="text"
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label={`Delete ${rule.name}`}
            />
          </Popconfirm>
        </Space>
      ),
    },
  ];
  return (
    <SecurityTable<RlsRule>
      title="Row Level Security"
      addLabel="Add rule"
      onAdd={() => setEditing(null)}
      searchLabel="Search by name"
      state={state}
      onState={setState}
      columns={columns}
      rows={rules.data?.result}
      count={rules.data?.count ?? 0}
      loading={rules.isFetching}
      error={rules.error}
      emptyText="No row level security rules yet. A rule adds a WHERE clause to the queries of the datasets it names."
      testId="rls"
    >
      <RlsModal open={editing !== undefined} rule={editing ?? null} onClose={() => setEditing(undefined)} />
    </SecurityTable>
  );
}

export function RlsListPage() {
  return (
    <AdminOnly>
      <RlsRules />
    </AdminOnly>
  );
}
