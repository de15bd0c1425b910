import { CheckOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useState } from 'react';
import { booleanOptions } from '../../lists/components/FilterBar';
import { type ResourceConfig, ResourceListPage } from '../../lists/components/ResourceListPage';
import { EditAction, IconAction } from '../../lists/components/RowActions';
import { UploadModal, useUploadKinds } from '../../upload';
import type { DatabaseListItem } from '../api/databaseApi';
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

/** A yes/no column of the list: a check or a dash, with words for screen readers. */
const flagColumn = (
  key: keyof DatabaseListItem & string,
  title: React.ReactNode,
  label: string,
  width = 90,
) => ({
  key,
  title,
  width,
  align: 'center' as const,
  sorter: true,
  render: (_: unknown, item: DatabaseListItem) => flag(item[key] === true, label),
});

/** Database connections (Superset's /databaseview/list/): the shared list, with connect, edit, upload, delete. */
export function DatabaseListPage() {
  const uploadKinds = useUploadKinds();
  const [editing, setEditing] = useState<number | null | 'new'>(null);
  const [uploadTo, setUploadTo] = useState<number | null>(null);

  const config: ResourceConfig<DatabaseListItem> = {
    resource: 'database',
    title: 'Databases',
    noun: { singular: 'database', plural: 'databases' },
    spec: {
      search: { col: 'database_name', opr: 'ct' },
      filters: [
        { key: 'sqllab', col: 'expose_in_sqllab', opr: 'eq' },
        { key: 'async', col: 'allow_run_async', opr: 'eq' },
        { key: 'upload', col: 'allow_file_upload', opr: 'eq' },
      ],
    },
    filters: [
      { key: 'sqllab', label: 'SQL Lab', options: booleanOptions() },
      { key: 'async', label: 'AQE', options: booleanOptions() },
      { key: 'upload', label: 'File upload', options: booleanOptions() },
    ],
    nameOf: (item) => item.database_name,
    transfer: 'database',
    create: (
      <Button
        type="primary"
        icon={<PlusOutlined />}
        onClick={() => setEditing('new')}
        data-test="connect-database"
      >
        Database
      </Button>
    ),
    readerAction: (item) =>
      item.allow_file_upload && uploadKinds.length > 0 ? (
        <IconAction
          title="Upload a file to this database"
          icon={<UploadOutlined />}
          label={`Upload a file to ${item.database_name}`}
          onClick={() => setUploadTo(item.id)}
          testId="database-upload"
        />
      ) : null,
    editAction: (item) => (
      <EditAction name={item.database_name} onClick={() => setEditing(item.id)} testId="database-edit" />
    ),
    emptyHint: 'Connect a database to build datasets and charts from its tables, or upload a file.',
    columns: ({ actions, canWrite }) => [
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
      flagColumn(
        'allow_run_async',
        <Tooltip title="Asynchronous query execution">AQE</Tooltip>,
        'asynchronous',
        80,
      ),
      flagColumn(
        'allow_dml',
        <Tooltip title="Allow data manipulation language">DML</Tooltip>,
        'DML allowed',
        80,
      ),
      flagColumn('allow_file_upload', 'File upload', 'uploads allowed', 130),
      flagColumn('expose_in_sqllab', 'SQL Lab', 'in SQL Lab', 110),
      {
        key: 'changed_on_delta_humanized',
        title: 'Last modified',
        sorter: true,
        width: 150,
        render: (_, item) => <span className="muted">{item.changed_on_delta_humanized ?? '—'}</span>,
      },
      { key: 'actions', title: 'Actions', width: 130, render: (_, item) => actions(item) },
    ],
  };

  return (
    <>
      <ResourceListPage config={config} />
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
