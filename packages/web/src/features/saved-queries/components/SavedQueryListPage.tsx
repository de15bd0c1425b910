/** /savedqueryview/list/: the user's saved queries; a name opens it in SQL Lab, with delete. */
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { App, Button, Popconfirm, Space, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { Link } from 'react-router';
import { failureMessage } from '../../../app/api';
import { defaultListState, type ListState } from '../../lists';
import { ListView } from '../../lists/components/ListView';
import {
  type SavedQuery,
  useDeleteSavedQueryMutation,
  useSavedQueriesQuery,
} from '../../sqllab/api/sqllabApi';

export const savedQueryPath = (id: number) => `/sqllab/?savedQueryId=${id}`;

export function SavedQueryListPage() {
  const [state, setState] = useState<ListState>(defaultListState);
  const { message } = App.useApp();
  const query = useSavedQueriesQuery({
    search: state.search,
    page: state.page,
    pageSize: state.pageSize,
    order: state.orderColumn,
    direction: state.orderDirection,
  });
  const [remove] = useDeleteSavedQueryMutation();
  const onDelete = async (item: SavedQuery) => {
    try {
      await remove(item.id).unwrap();
      void message.success(`Deleted “${item.label}”`);
    } catch (error) {
      void message.error(failureMessage(error));
    }
  };
  const columns: ColumnsType<SavedQuery> = [
    {
      key: 'label',
      title: 'Name',
      sorter: true,
      ellipsis: true,
      render: (_, item) => (
        <Link to={savedQueryPath(item.id)} className="list-name" title={`Open ${item.label} in SQL Lab`}>
          {item.label}
        </Link>
      ),
    },
    {
      key: 'database.database_name',
      title: 'Database',
      sorter: true,
      width: 160,
      ellipsis: true,
      render: (_, item) => item.database?.database_name ?? '—',
    },
    {
      key: 'schema',
      title: 'Schema',
      sorter: true,
      width: 120,
      ellipsis: true,
      render: (_, item) => item.schema || '—',
    },
    {
      key: 'sql',
      title: 'SQL',
      ellipsis: true,
      render: (_, item) => (
        <Typography.Text code className="saved-query-sql" title={item.sql}>
          {item.sql.replace(/\s+/g, ' ')}
        </Typography.Text>
      ),
    },
    {
      key: 'changed_on_delta_humanized',
      title: 'Modified',
      sorter: true,
      width: 150,
      render: (_, item) => <span className="muted">{item.changed_on_delta_humanized ?? '—'}</span>,
    },
    {
      key: 'actions',
      title: <span className="sr-only">Actions</span>,
      width: 96,
      render: (_, item) => (
        <Space size={0}>
          <Tooltip title="Open in SQL Lab">
            <Link to={savedQueryPath(item.id)} aria-label={`Edit ${item.label}`}>
              <Button type="text" size="small" icon={<EditOutlined />} tabIndex={-1} />
            </Link>
          </Tooltip>
          <Popconfirm
            title={`Delete “${item.label}”?`}
            okText="Delete"
            okButtonProps={{ danger: true }}
            onConfirm={() => onDelete(item)}
          >
            <Button type="text" size="small" icon={<DeleteOutlined />} aria-label={`Delete ${item.label}`} />
          </Popconfirm>
        </Space>
      ),
    },
  ];
  return (
    <ListView<SavedQuery>
      title="Saved queries"
      noun={{ singular: 'saved query', plural: 'saved queries' }}
      state={state}
      onChange={setState}
      data={query.data}
      isFetching={query.isFetching}
      error={query.error}
      onRetry={query.refetch}
      columns={columns}
      action={
        <Link to="/sqllab/">
          <Button type="primary">Open SQL Lab</Button>
        </Link>
      }
      emptyAction={
        <Link to="/sqllab/">
          <Button type="primary">Open SQL Lab</Button>
        </Link>
      }
      emptyHint="Write a query in SQL Lab and press Save to keep it here."
    />
  );
}
