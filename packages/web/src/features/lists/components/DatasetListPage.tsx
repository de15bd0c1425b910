import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { Link } from 'react-router';
import { type DatasetListItem, useDatasetListQuery } from '../api/listApi';
import { defaultListState } from '../lib/listQuery';
import { ListView } from './ListView';
import { Owners } from './Owners';

const columns: ColumnsType<DatasetListItem> = [
  {
    key: 'table_name',
    title: 'Name',
    sorter: true,
    ellipsis: true,
    render: (_, item) => (
      <Link to={`/explore/?dataset_id=${item.id}`} className="list-name" title={`Explore ${item.table_name}`}>
        {item.table_name}
      </Link>
    ),
  },
  {
    key: 'kind',
    title: 'Type',
    width: 120,
    render: (_, item) => <Tag>{item.kind === 'virtual' ? 'Virtual' : 'Physical'}</Tag>,
  },
  {
    key: 'database',
    title: 'Database',
    width: 180,
    ellipsis: true,
    render: (_, item) => item.database?.database_name ?? '—',
  },
  { key: 'schema', title: 'Schema', width: 140, ellipsis: true, render: (_, item) => item.schema || '—' },
  { key: 'owners', title: 'Owners', width: 140, render: (_, item) => <Owners owners={item.owners} /> },
  {
    key: 'changed_on_delta_humanized',
    title: 'Modified',
    sorter: true,
    width: 170,
    render: (_, item) => <span className="muted">{item.changed_on_delta_humanized ?? '—'}</span>,
  },
];

export function DatasetListPage() {
  const [state, setState] = useState(defaultListState);
  const query = useDatasetListQuery(state);
  return (
    <ListView<DatasetListItem>
      title="Datasets"
      noun={{ singular: 'dataset', plural: 'datasets' }}
      state={state}
      onChange={setState}
      data={query.data}
      isFetching={query.isFetching}
      error={query.error}
      onRetry={query.refetch}
      columns={columns}
      emptyHint="Datasets come from tables in connected databases. Start Tessera with the examples, or ask an administrator to add a database."
    />
  );
}
