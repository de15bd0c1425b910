import { PlusOutlined } from '@ant-design/icons';
import { Button, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { type DashboardListItem, useDashboardListQuery, useListPermissionsQuery } from '../api/listApi';
import { defaultListState } from '../lib/listQuery';
import { ListView } from './ListView';
import { Owners } from './Owners';

export function dashboardPath(item: { id: number; slug?: string | null }): string {
  return `/superset/dashboard/${item.slug || item.id}/`;
}

const columns: ColumnsType<DashboardListItem> = [
  {
    key: 'dashboard_title',
    title: 'Name',
    sorter: true,
    ellipsis: true,
    render: (_, item) => (
      <Link to={dashboardPath(item)} className="list-name">
        {item.dashboard_title || '[ untitled dashboard ]'}
      </Link>
    ),
  },
  {
    key: 'published',
    title: 'Status',
    width: 120,
    render: (_, item) => (item.published ? <Tag color="green">Published</Tag> : <Tag>Draft</Tag>),
  },
  { key: 'owners', title: 'Owners', width: 160, render: (_, item) => <Owners owners={item.owners} /> },
  {
    key: 'changed_on_delta_humanized',
    title: 'Modified',
    sorter: true,
    width: 180,
    render: (_, item) => <span className="muted">{item.changed_on_delta_humanized ?? '—'}</span>,
  },
];

export function DashboardListPage() {
  const [state, setState] = useState(defaultListState);
  const navigate = useNavigate();
  const query = useDashboardListQuery(state);
  // Only users who may write see the create button (the list's _info permissions).
  const canWrite = useListPermissionsQuery('dashboard').data?.includes('can_write') ?? false;
  const create = !canWrite ? null : (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/dashboard/new/')}>
      Dashboard
    </Button>
  );
  return (
    <ListView<DashboardListItem>
      title="Dashboards"
      noun={{ singular: 'dashboard', plural: 'dashboards' }}
      state={state}
      onChange={setState}
      data={query.data}
      isFetching={query.isFetching}
      error={query.error}
      onRetry={query.refetch}
      columns={columns}
      action={create}
      emptyHint="Build a chart in Explore and add it to a new dashboard, or create an empty one now."
      emptyAction={create}
    />
  );
}
