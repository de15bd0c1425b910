import {
  CalendarOutlined,
  ConsoleSqlOutlined,
  DatabaseOutlined,
  FieldBinaryOutlined,
  FieldStringOutlined,
  FunctionOutlined,
  SearchOutlined,
} from '@ant-design/icons';
import { Input, Tooltip } from 'antd';
import { useMemo, useState } from 'react';
import type { DatasetColumn, DatasetDetail, DatasetMetric } from '../api/exploreApi';
import { startDrag } from './controls/dnd';
import { DatasetMenu } from './DatasetMenu';

function matches(text: string, ...fields: (string | null | undefined)[]): boolean {
  const needle = text.trim().toLowerCase();
  return !needle || fields.some((field) => field?.toLowerCase().includes(needle));
}

function ColumnIcon({ column }: { column: DatasetColumn }) {
  if (column.is_dttm || column.type_generic === 2) return <CalendarOutlined aria-label="Temporal" />;
  if (column.type_generic === 0) return <FieldBinaryOutlined aria-label="Numeric" />;
  return <FieldStringOutlined aria-label="Text" />;
}

/** Prefix matches first, as the spec asks of search results. */
function byRelevance<T>(items: readonly T[], name: (item: T) => string, search: string): T[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...items];
  return [...items].sort(
    (a, b) =>
      Number(!name(a).toLowerCase().startsWith(needle)) - Number(!name(b).toLowerCase().startsWith(needle)),
  );
}

/** Left pane: the dataset card, then its metrics and columns, searchable and draggable. */
export function DatasetPane({ dataset }: { dataset: DatasetDetail }) {
  const [search, setSearch] = useState('');
  const metrics = useMemo(
    () =>
      byRelevance(
        dataset.metrics.filter((m) => matches(search, m.metric_name, m.verbose_name)),
        (m) => m.metric_name,
        search,
      ),
    [dataset.metrics, search],
  );
  const columns = useMemo(
    () =>
      byRelevance(
        dataset.columns.filter((c) => matches(search, c.column_name, c.verbose_name)),
        (c) => c.column_name,
        search,
      ),
    [dataset.columns, search],
  );
  const isQuery = dataset.type === 'query';
  // A query source is titled by its SQL, as Superset's DatasourceControl does; the line below
  // says it is a SQL Lab query (named by its tab) and where it runs.
  const title = isQuery
    ? (dataset.sql ?? '').replace(/\s+/g, ' ').trim() || dataset.table_name
    : dataset.table_name;
  const location = [
    isQuery ? `SQL Lab query · ${dataset.table_name}` : null,
    dataset.database?.database_name,
    dataset.schema,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <aside className="explore-dataset" aria-label="Dataset">
      <div className="dataset-card">
        {isQuery ? (
          <ConsoleSqlOutlined className="dataset-card-icon" aria-label="Query" />
        ) : (
          <DatabaseOutlined className="dataset-card-icon" aria-hidden />
        )}
        <div className="dataset-card-text">
          <Tooltip title={title.length > 25 ? title : undefined}>
            <div className="dataset-card-name" data-test="datasource-name">
              {title}
            </div>
          </Tooltip>
          {location ? <div className="dataset-card-location">{location}</div> : null}
        </div>
        <DatasetMenu dataset={dataset} />
      </div>
      <Input
        allowClear
        prefix={<SearchOutlined aria-hidden />}
        placeholder="Search metrics & columns"
        aria-label="Search metrics and columns"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        className="dataset-search"
      />
      <div className="dataset-lists">
        <div className="dataset-group-title">
          Metrics <span className="dataset-count">{metrics.length}</span>
        </div>
        <ul className="dataset-items">
          {metrics.map((metric: DatasetMetric) => (
            <li
              key={metric.metric_name}
              className="dataset-item"
              draggable
              onDragStart={(event) => startDrag(event, { kind: 'metric', name: metric.metric_name })}
              title={metric.expression ? `${metric.metric_name}: ${metric.expression}` : metric.metric_name}
            >
              <FunctionOutlined aria-label="Metric" />
              <span className="dataset-item-name">{metric.verbose_name || metric.metric_name}</span>
            </li>
          ))}
          {metrics.length === 0 ? (
            <li className="dataset-none">
              {dataset.metrics.length === 0
                ? isQuery
                  ? 'A query has no saved metrics: use a simple or custom SQL metric'
                  : 'This dataset has no metrics'
                : 'No metrics match'}
            </li>
          ) : null}
        </ul>
        <div className="dataset-group-title">
          Columns <span className="dataset-count">{columns.length}</span>
        </div>
        <ul className="dataset-items">
          {columns.map((column) => (
            <li
              key={column.column_name}
              className="dataset-item"
              draggable
              onDragStart={(event) => startDrag(event, { kind: 'column', name: column.column_name })}
              title={column.type ? `${column.column_name} (${column.type})` : column.column_name}
            >
              <ColumnIcon column={column} />
              <span className="dataset-item-name">{column.verbose_name || column.column_name}</span>
              {column.column_name === dataset.main_dttm_col ? (
                <span className="dataset-item-tag">default time</span>
              ) : null}
            </li>
          ))}
          {columns.length === 0 ? <li className="dataset-none">No columns match</li> : null}
        </ul>
      </div>
    </aside>
  );
}
