/**
 * /dataset/add/: a dataset from a table (Superset's "Create dataset" page). Pick a database, a
 * schema and a table; the table's columns show before anything is created; a table that already
 * has a dataset links to it instead. Creating opens the new dataset in Explore.
 */
import { TableOutlined } from '@ant-design/icons';
import { Alert, App, Button, Input, Select, Spin, Table, Tag, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { failureMessage } from '../../../app/api';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorMessage } from '../../../components/ErrorMessage';
import {
  useCreateDatasetMutation,
  useDatasetDatabasesQuery,
  useDatasetSchemasQuery,
  useDatasetsInSchemaQuery,
  useDatasetTableColumnsQuery,
  useDatasetTablesQuery,
} from '../api/createDatasetApi';
import './datasets.css';

const PREFERRED_SCHEMAS = ['main', 'public'];

function TablePreview({ databaseId, schema, table }: { databaseId: number; schema: string; table: string }) {
  const { data, error, isFetching } = useDatasetTableColumnsQuery({ databaseId, schema, table });
  if (isFetching && !data) return <Spin className="create-dataset-spin" />;
  if (error)
    return <ErrorMessage title="The table’s columns could not be read" message={failureMessage(error)} />;
  return (
    <Table
      size="small"
      rowKey="name"
      pagination={false}
      dataSource={[...(data ?? [])]}
      aria-label={`Columns of ${table}`}
      data-test="create-dataset-columns"
      columns={[
        { key: 'name', dataIndex: 'name', title: 'Column name' },
        {
          key: 'type',
          dataIndex: 'type',
          title: 'Datatype',
          render: (type: string | null) => (type ? <Tag>{type.toUpperCase()}</Tag> : null),
        },
      ]}
    />
  );
}

export function CreateDatasetPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { message } = App.useApp();
  const databases = useDatasetDatabasesQuery();
  const [databaseId, setDatabaseId] = useState<number | null>(() => Number(params.get('db')) || null);
  const [schema, setSchema] = useState<string | null>(null);
  const [table, setTable] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const schemas = useDatasetSchemasQuery(databaseId ?? 0, { skip: databaseId === null });
  const namespace = { databaseId: databaseId ?? 0, schema: schema ?? '' };
  const noSchema = databaseId === null || schema === null;
  const tables = useDatasetTablesQuery(namespace, { skip: noSchema });
  const existing = useDatasetsInSchemaQuery(namespace, { skip: noSchema });
  const [create, creating] = useCreateDatasetMutation();

  // One database: take it. A database: take its usual schema (main, public) or the first one.
  useEffect(() => {
    const list = databases.data;
    if (databaseId === null && list?.length === 1) setDatabaseId(list[0]!.id);
  }, [databases.data, databaseId]);
  useEffect(() => {
    const list = schemas.data;
    if (!list || list.length === 0 || (schema !== null && list.includes(schema))) return;
    setSchema(PREFERRED_SCHEMAS.find((s) => list.includes(s)) ?? list[0]!);
  }, [schemas.data, schema]);

  const datasetOf = useMemo(
    () => new Map((existing.data ?? []).map((d) => [d.table_name, d.id])),
    [existing.data],
  );
  const shown = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return (tables.data ?? []).filter((name) => name.toLowerCase().includes(needle));
  }, [tables.data, search]);
  const existingId = table === null ? undefined : datasetOf.get(table);

  const submit = async () => {
    if (databaseId === null || schema === null || table === null) return;
    try {
      const { id } = await create({ database: databaseId, schema, table_name: table }).unwrap();
      void message.success(`Dataset ${table} created`);
      navigate(`/explore/?dataset_id=${id}`);
    } catch (error) {
      void message.error(failureMessage(error));
    }
  };

  if (databases.error) {
    return (
      <div className="create-dataset-page">
        <ErrorMessage title="The databases could not be listed" message={failureMessage(databases.error)} />
      </div>
    );
  }
  if (databases.data?.length === 0) {
    return (
      <div className="create-dataset-page">
        <EmptyState
          title="No database is connected yet"
          description="A dataset comes from a table in a connected database."
          action={
            <Link to="/databaseview/list/">
              <Button type="primary">Connect a database</Button>
            </Link>
          }
        />
      </div>
    );
  }

  const tablesState = (() => {
    if (databaseId === null) return <EmptyState compact title="Pick a database" />;
    if (schemas.error) return <ErrorMessage title="No schemas" message={failureMessage(schemas.error)} />;
    if (tables.error) return <ErrorMessage title="No tables" message={failureMessage(tables.error)} />;
    if (schemas.isFetching || tables.isFetching || schema === null)
      return <Spin className="create-dataset-spin" />;
    if (shown.length === 0)
      return (
        <EmptyState
          compact
          title={search ? 'No table matches' : 'This schema has no tables'}
          description={search ? undefined : 'Upload a file into this database, or pick another schema.'}
        />
      );
    return (
      <div
        className="create-dataset-tables"
        role="listbox"
        aria-label="Tables"
        data-test="create-dataset-tables"
      >
        {shown.map((name) => (
          <button
            key={name}
            type="button"
            role="option"
            aria-selected={name === table}
            className={name === table ? 'create-dataset-table selected' : 'create-dataset-table'}
            onClick={() => setTable(name)}
            data-test={`create-dataset-table-${name}`}
          >
            <TableOutlined aria-hidden />
            <span className="create-dataset-table-name">{name}</span>
            {datasetOf.has(name) ? <Tag className="create-dataset-has">dataset</Tag> : null}
          </button>
        ))}
      </div>
    );
  })();

  return (
    <div className="create-dataset-page">
      <div className="create-dataset-header">
        <Typography.Title level={3}>Create dataset</Typography.Title>
      </div>
      <div className="create-dataset-body">
        <aside className="create-dataset-left" aria-label="Choose a table">
          <div className="create-dataset-field">
            <label htmlFor="create-dataset-database">Database</label>
            <Select
              id="create-dataset-database"
              showSearch
              optionFilterProp="label"
              placeholder="Select database"
              loading={databases.isLoading}
              value={databaseId ?? undefined}
              onChange={(id: number) => {
                setDatabaseId(id);
                setSchema(null);
                setTable(null);
              }}
              options={(databases.data ?? []).map((d) => ({ value: d.id, label: d.database_name }))}
              data-test="create-dataset-database"
            />
          </div>
          <div className="create-dataset-field">
            <label htmlFor="create-dataset-schema">Schema</label>
            <Select
              id="create-dataset-schema"
              showSearch
              placeholder="Select schema"
              disabled={databaseId === null}
              loading={schemas.isFetching}
              value={schema ?? undefined}
              onChange={(value: string) => {
                setSchema(value);
                setTable(null);
              }}
              options={(schemas.data ?? []).map((s) => ({ value: s, label: s }))}
              data-test="create-dataset-schema"
            />
          </div>
          <Input.Search
            allowClear
            placeholder="Search tables"
            aria-label="Search tables"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            disabled={tables.data === undefined}
          />
          {tablesState}
        </aside>
        <section className="create-dataset-right" aria-label="Table preview">
          {table === null || databaseId === null || schema === null ? (
            <EmptyState
              title="Select a table to make a dataset of it"
              description="Its columns show here before anything is created. For a dataset from a query, use SQL Lab’s Save dataset."
            />
          ) : (
            <>
              <Typography.Title level={4} className="create-dataset-table-title">
                {table}
              </Typography.Title>
              {existingId !== undefined ? (
                <Alert
                  type="warning"
                  showIcon
                  className="create-dataset-exists"
                  title="This table already has a dataset"
                  description="A table has one dataset, and charts are made from it."
                  action={<Link to={`/explore/?dataset_id=${existingId}`}>View dataset</Link>}
                />
              ) : null}
              <TablePreview databaseId={databaseId} schema={schema} table={table} />
            </>
          )}
        </section>
      </div>
      <div className="create-dataset-footer">
        <Button onClick={() => navigate('/tablemodelview/list/')}>Cancel</Button>
        <Button
          type="primary"
          disabled={table === null || existingId !== undefined}
          loading={creating.isLoading}
          onClick={submit}
          data-test="create-dataset-submit"
        >
          Create dataset and create chart
        </Button>
      </div>
    </div>
  );
}
