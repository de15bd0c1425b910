import { PlusOutlined } from '@ant-design/icons';
import { getVizType, isKnownVizType } from '@tessera/core';
import { Button } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { type ChartListItem, useChartListQuery, useListPermissionsQuery } from '../api/listApi';
import { defaultListState } from '../lib/listQuery';
import { ListView } from './ListView';
import { Owners } from './Owners';

/** The chart type's display name, from core's list of viz types (the plugins stay out of the list page's bundle). */
export function vizTypeName(vizType: string): string {
  return isKnownVizType(vizType) ? getVizType(vizType).name : vizType;
}

const columns: ColumnsType<ChartListItem> = [
  {
    key: 'slice_name',
    title: 'Name',
    sorter: true,
    ellipsis: true,
    render: (_, item) => (
      <Link to={`/explore/?slice_id=${item.id}`} className="list-name">
        {item.slice_name}
      </Link>
    ),
  },
  {
    key: 'viz_type',
    title: 'Type',
    sorter: true,
    width: 180,
    render: (_, item) => vizTypeName(item.viz_type),
  },
  {
    key: 'datasource_name_text',
    title: 'Dataset',
    width: 220,
    ellipsis: true,
    render: (_, item) =>
      item.datasource_id ? (
        <Link to={`/explore/?dataset_id=${item.datasource_id}`}>{item.datasource_name_text}</Link>
      ) : (
        (item.datasource_name_text ?? '—')
      ),
  },
  { key: 'owners', title: 'Owners', width: 140, render: (_, item) => <Owners owners={item.owners} /> },
  {
    key: 'changed_on_delta_humanized',
    title: 'Modified',
    sorter: true,
    width: 170,
    render: (_, item) => <span className="muted">{item.changed_on_delta_humanized ?? '—'}</span>,
  },
];

export function ChartListPage() {
  const [state, setState] = useState(defaultListState);
  const navigate = useNavigate();
  const query = useChartListQuery(state);
  // Only users who may write see the create button (the list's _info permissions).
  const canWrite = useListPermissionsQuery('chart').data?.includes('can_write') ?? false;
  const create = !canWrite ? null : (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/chart/add')}>
      Chart
    </Button>
  );
  return (
    <ListView<ChartListItem>
      title="Charts"
      noun={{ singular: 'chart', plural: 'charts' }}
      state={state}
      onChange={setState}
      data={query.data}
      isFetching={query.isFetching}
      error={query.error}
      onRetry={query.refetch}
      columns={columns}
      action={create}
      emptyHint="Pick a dataset and build your first chart in Explore."
      emptyAction={create}
    />
  );
}
