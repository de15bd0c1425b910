/**
 * The left pane: database and schema pickers, then the schema's tables, searchable; a table
 * unfolds to its columns (read once, and then known to autocompletion) and offers a preview of
 * its first rows.
 */
import { DatabaseOutlined, EyeOutlined, RightOutlined, TableOutlined } from '@ant-design/icons';
import { Button, Input, Select, Spin, Tooltip, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { failureMessage } from '../../../app/api';
import {
  type SqlLabDatabase,
  type TableColumnInfo,
  useSchemasQuery,
  useTableMetadataQuery,
  useTablesQuery,
} from '../api/sqllabApi';

export interface SchemaBrowserProps {
  readonly databases: readonly SqlLabDatabase[] | undefined;
  readonly databasesLoading: boolean;
  readonly databasesError: unknown;
  readonly dbId: number | null;
  readonly schema: string | null;
  readonly onDatabase: (id: number) => void;
  readonly onSchema: (schema: string | null) => void;
  readonly onPreview: (table: string) => void;
  readonly onColumns: (table: string, columns: readonly TableColumnInfo[]) => void;
}

function TableColumns({
  dbId,
  schema,
  table,
  onColumns,
}: {
  dbId: number;
  schema: string;
  table: string;
  onColumns: SchemaBrowserProps['onColumns'];
}) {
  const { data, error, isLoading } = useTableMetadataQuery({ databaseId: dbId, schema, table });
  useEffect(() => {
    if (data) onColumns(table, data.columns);
  }, [data, table, onColumns]);
  if (isLoading) return <Spin size="small" className="sqllab-columns-loading" />;
  if (error) return <div className="sqllab-browser-error">{failureMessage(error)}</div>;
  return (
    <ul className="sqllab-columns" aria-label={`Columns of ${table}`} data-test="sqllab-columns">
      {data?.columns.map((column) => (
        <li key={column.name}>
          <span className="sqllab-column-name">{column.name}</span>
          <span className="sqllab-column-type">{column.type.toLowerCase()}</span>
        </li>
      ))}
    </ul>
  );
}

export function SchemaBrowser(props: SchemaBrowserProps) {
  const { dbId, schema } = props;
  const [filter, setFilter] = useState('');
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const schemas = useSchemasQuery(dbId ?? 0, { skip: dbId === null });
  const tables = useTablesQuery(
    { databaseId: dbId ?? 0, schema: schema ?? '' },
    { skip: dbId === null || !schema },
  );
  const shown = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    return (tables.data ?? []).filter((name) => name.toLowerCase().includes(needle));
  }, [tables.data, filter]);

  const toggle = (table: string) => {
    const next = new Set(open);
    if (next.has(table)) next.delete(table);
    else next.add(table);
    setOpen(next);
  };

  return (
    <aside className="sqllab-browser" aria-label="Schema browser">
      <div className="sqllab-field">
        <span aria-hidden>Database</span>
        <Select
          data-test="sqllab-database"
          aria-label="Database"
          placeholder="Select a database"
          loading={props.databasesLoading}
          value={dbId ?? undefined}
          onChange={(value: number) => props.onDatabase(value)}
          options={(props.databases ?? []).map((d) => ({
            value: d.id,
            label: (
              <span className="sqllab-option">
                <DatabaseOutlined aria-hidden /> {d.database_name}
              </span>
            ),
          }))}
          notFoundContent={
            props.databasesError ? failureMessage(props.databasesError) : 'No database is exposed in SQL Lab'
          }
        />
      </div>
      <div className="sqllab-field">
        <span aria-hidden>Schema</span>
        <Select
          data-test="sqllab-schema"
          aria-label="Schema"
          placeholder={dbId === null ? 'Select a database first' : 'Select a schema'}
          disabled={dbId === null}
          loading={schemas.isFetching}
          value={schema ?? undefined}
          allowClear
          showSearch
          onChange={(value?: string) => props.onSchema(value ?? null)}
          options={(schemas.data ?? []).map((s) => ({ value: s, label: s }))}
          notFoundContent={schemas.error ? failureMessage(schemas.error) : 'No schemas'}
        />
      </div>
      <div className="sqllab-tables">
        <div className="sqllab-tables-head">
          <Typography.Text strong>Tables</Typography.Text>
          {tables.data ? <span className="muted">{tables.data.length}</span> : null}
        </div>
        <Input
          size="small"
          allowClear
          placeholder="Filter tables"
          aria-label="Filter tables"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          disabled={!tables.data}
        />
        <div className="sqllab-table-list">
          {dbId === null || !schema ? (
            <p className="sqllab-browser-hint">Pick a database and a schema to browse its tables.</p>
          ) : tables.isFetching ? (
            <Spin size="small" className="sqllab-columns-loading" />
          ) : tables.error ? (
            <div className="sqllab-browser-error">{failureMessage(tables.error)}</div>
          ) : shown.length === 0 ? (
            <p className="sqllab-browser-hint">
              {filter ? `No table matches “${filter}”.` : 'This schema has no tables.'}
            </p>
          ) : (
            <ul>
              {shown.map((table) => (
                <li key={table} className="sqllab-table">
                  <div className="sqllab-table-row">
                    <button
                      type="button"
                      className="sqllab-table-toggle"
                      aria-expanded={open.has(table)}
                      onClick={() => toggle(table)}
                      data-test="sqllab-table"
                    >
                      <RightOutlined className={open.has(table) ? 'caret open' : 'caret'} aria-hidden />
                      <TableOutlined aria-hidden />
                      <span className="sqllab-table-name">{table}</span>
                    </button>
                    <Tooltip title="Preview the first 100 rows">
                      <Button
                        size="small"
                        type="text"
                        icon={<EyeOutlined />}
                        aria-label={`Preview ${table}`}
                        onClick={() => props.onPreview(table)}
                        data-test="sqllab-preview"
                      />
                    </Tooltip>
                  </div>
                  {open.has(table) && dbId !== null ? (
                    <TableColumns dbId={dbId} schema={schema} table={table} onColumns={props.onColumns} />
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </aside>
  );
}
