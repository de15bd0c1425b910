import { DashboardOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Tag } from 'antd';
import { Link, useNavigate } from 'react-router';
import type { DashboardListItem } from '../api/listApi';
import { Certified, Modified, Tags } from './Cells';
import { booleanOptions } from './FilterBar';
import { Owners } from './Owners';
import { type ResourceConfig, ResourceListPage } from './ResourceListPage';

export function dashboardPath(item: { id: number; slug?: string | null }): string {
  return `/superset/dashboard/${item.slug || item.id}/`;
}

const titleOf = (item: DashboardListItem) => item.dashboard_title || '[ untitled dashboard ]';
const status = (item: DashboardListItem) =>
  item.published ? <Tag color="green">Published</Tag> : <Tag>Draft</Tag>;

function dashboardConfig(create: React.ReactNode): ResourceConfig<DashboardListItem> {
  return {
    resource: 'dashboard',
    title: 'Dashboards',
    noun: { singular: 'dashboard', plural: 'dashboards' },
    spec: {
      search: { col: 'dashboard_title', opr: 'title_or_slug' },
      filters: [
        { key: 'owner', col: 'owners', opr: 'rel_m_m' },
        { key: 'modifiedBy', col: 'changed_by', opr: 'rel_o_m' },
        { key: 'status', col: 'published', opr: 'eq' },
        { key: 'favorite', col: 'id', opr: 'dashboard_is_favorite' },
        { key: 'certified', col: 'id', opr: 'dashboard_is_certified' },
        { key: 'tag', col: 'tags', opr: 'dashboard_tag_id' },
      ],
    },
    filters: [
      { key: 'owner', label: 'Owner', options: { kind: 'related', column: 'owners' } },
      { key: 'modifiedBy', label: 'Modified by', options: { kind: 'related', column: 'changed_by' } },
      {
        key: 'status',
        label: 'Status',
        options: booleanOptions('Published', 'Draft'),
      },
      {
        key: 'favorite',
        label: 'Favorite',
        options: booleanOptions(),
      },
      {
        key: 'certified',
        label: 'Certified',
        options: booleanOptions(),
      },
      { key: 'tag', label: 'Tag', options: { kind: 'related', column: 'tags' } },
    ],
    nameOf: titleOf,
    favorite: 'dashboard',
    transfer: 'dashboard',
    create,
    emptyHint: 'Create a dashboard, then add charts to it from Explore or the dashboard editor.',
    columns: ({ star, actions }) => [
      {
        key: 'dashboard_title',
        title: 'Name',
        sorter: true,
        ellipsis: true,
        render: (_, item) => (
          <span className="name-cell">
            {star(item)}
            <Link to={dashboardPath(item)} className="list-name">
              {titleOf(item)}
            </Link>
            <Certified by={item.certified_by} details={item.certification_details} />
          </span>
        ),
      },
      { key: 'published', title: 'Status', width: 110, render: (_, item) => status(item) },
      { key: 'tags', title: 'Tags', width: 140, render: (_, item) => <Tags tags={item.tags} /> },
      { key: 'owners', title: 'Owners', width: 130, render: (_, item) => <Owners owners={item.owners} /> },
      {
        key: 'changed_on_delta_humanized',
        title: 'Modified',
        sorter: true,
        width: 150,
        render: (_, item) => <Modified delta={item.changed_on_delta_humanized} by={item.changed_by_name} />,
      },
      { key: 'actions', title: 'Actions', width: 110, render: (_, item) => actions(item) },
    ],
    card: (item) => ({
      title: titleOf(item),
      url: dashboardPath(item),
      cover: <DashboardOutlined aria-hidden />,
      badges: <Certified by={item.certified_by} details={item.certification_details} />,
      subtitle: item.changed_on_delta_humanized ? `Modified ${item.changed_on_delta_humanized}` : undefined,
      footer: (
        <>
          {status(item)}
          <Owners owners={item.owners} />
        </>
      ),
    }),
  };
}

export function DashboardListPage() {
  const navigate = useNavigate();
  const create = (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/dashboard/new/')}>
      Dashboard
    </Button>
  );
  return <ResourceListPage config={dashboardConfig(create)} />;
}
