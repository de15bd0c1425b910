import { CheckOutlined, DeleteOutlined, EditOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { App, Button, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { describeError } from '../../../app/errors';
import { defaultListState, ListView, useListPermissionsQuery } from '../../lists';
import { UploadModal, useUploadKinds } from '../../upload';
import { type DatabaseListItem, useDatabaseListQuery, useDeleteDatabaseMutation } from '../api/databaseApi';
import { DatabaseModal } from './DatabaseModal';
import './databases.css';

const flag = (on: boolean, label: string) => (
  <span className={on ? 'db-flag' : 'muted'}>
    <span aria-hidden>{on ? <CheckOutlined /> : '–'}</span>
    <span className="sr-only">{on ? label : `not ${label}`}</span>
  </span>
);

const ENGINE_NAMES: Record<string, string> = {
  duckdb: 'DuckDB',
  sqlite: 'SQLite',
  postgresql: 'PostgreSQL',
  mysql: 'MySQL',
  mariadb: 'MariaDB',
  clickhousedb: 'ClickHouse',
  clickhouse: 'ClickHouse',
  trino: 'Trino',
};

/** Database connections (Superset's /databaseview/list/): the shared list, with connect, edit, upload, delete. */
export function DatabaseListPage() {
  const { modal, message } = App.useApp();
  const [state, setState] = useState(defaultListState);
  const query = useDatabaseListQuery(state);
  const canWrite = useListPermissionsQuery('database').data?.includes('can_write') ?? false;
  const uploadKinds = useUploadKinds();
  const [editing, setEditing] = useState<number | null | 'new'>(null);
  const [uploadTo, setUploadTo] = useState<number | null>(null);
  const [remove] = useDeleteDatabaseMutation();

  const confirmDelete = (item: DatabaseListItem) =>
    modal.confirm({
      title: `Delete ${item.database_name}?`,
      content: 'The connection is removed. Datasets that use it must be deleted first.',
      okText: 'Delete',
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await remove(item.id).unwrap();
          message.success(`Deleted: ${item.database_name}`);
        } catch (error) {
          message.error(`There was an issue deleting ${item.database_name}: ${describeError(error)}`);
        }
      },
    });

  const columns: ColumnsType<DatabaseListItem> = [
    {
      key: 'database_name',
      title: 'Name',
      sorter: true,
      ellipsis: true,
      render: (_, item) =>
        canWrite ? (
          <button type="button" className="list-name link-button" onClick={() => setEditing(item.id)}>
            {item.database_name}
          </button>
        ) : (
          <span className="list-name">{item.database_name}</span>
        ),
    },
    {
      key: 'backend',
      title: 'Backend',
      width: 130,
      render: (_, item) => ENGINE_NAMES[item.backend] ?? item.backend,
    },
    {
      key: 'allow_run_async',
      title: <Tooltip title="Asynchronous query execution">AQE</Tooltip>,
      width: 80,
      align: 'center',
      sorter: true,
      render: (_, item) => flag(item.allow_run_async, 'asynchronous'),
    },
    {
      key: 'allow_dml',
      title: <Tooltip title="Allow data manipulation language">DML</Tooltip>,
      width: 80,
      align: 'center',
      sorter: true,
      render: (_, item) => flag(item.allow_dml, 'DML allowed'),
    },
    {
      key: 'allow_file_upload',
      title: 'File upload',
      width: 130,
      align: 'center',
      sorter: true,
      render: (_, item) => flag(item.allow_file_upload, 'uploads allowed'),
    },
    {
      key: 'expose_in_sqllab',
      title: 'SQL Lab',
      width: 110,
      align: 'center',
      sorter: true,
      render: (_, item) => flag(item.expose_in_sqllab, 'in SQL Lab'),
    },
    {
      key: 'changed_on_delta_humanized',
      title: 'Last modified',
      sorter: true,
      width: 150,
      render: (_, item) => <span className="muted">{item.changed_on_delta_humanized ?? '—'}</span>,
    },
    {
      key: 'actions',
      title: 'Actions',
      width: 130,
      render: (_, item) => (
        <span className="list-actions">
          {item.allow_file_upload && uploadKinds.length > 0 ? (
            <Tooltip title="Upload a file to this database">
              <Button
                type="text"
                size="small"
                icon={<UploadOutlined />}
                aria-label={`Upload a file to ${item.database_name}`}
                onClick={() => setUploadTo(item.id)}
                data-test="database-upload"
              />
            </Tooltip>
          ) : null}
          {canWrite ? (
            <>
              <Tooltip title="Edit">
                <Button
                  type="text"
                  size="small"
                  icon={<EditOutlined />}
                  aria-label={`Edit ${item.database_name}`}
                  onClick={() => setEditing(item.id)}
                  data-test="database-edit"
                />
              </Tooltip>
              <Tooltip title="Delete">
                <Button
                  type="text"
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={`Delete ${item.database_name}`}
                  onClick={() => confirmDelete(item)}
                  data-test="database-delete"
                />
              </Tooltip>
            </>
          ) : null}
        </span>
      ),
    },
  ];

  const connect = canWrite ? (
    <Button
      type="primary"
      icon={<PlusOutlined />}
      onClick={() => setEditing('new')}
      data-test="connect-database"
    >
      Database
    </Button>
  ) : null;

  return (
    <>
      <ListView<DatabaseListItem>
        title="Databases"
        noun={{ singular: 'database', plural: 'databases' }}
        state={state}
        onChange={setState}
        data={query.data}
        isFetching={query.isFetching}
        error={query.error}
        onRetry={query.refetch}
        columns={columns}
        action={connect}
        emptyAction={connect}
        emptyHint="Connect a database to build datasets and charts from its tables, or upload a file."
      />
      <DatabaseModal
        open={editing !== null}
        databaseId={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
      />
      <UploadModal
        open={uploadTo !== null}
        kind={uploadKinds[0] ?? 'csv'}
        kinds={uploadKinds}
        databaseId={uploadTo}
        onClose={() => setUploadTo(null)}
      />
    </>
  );
}
