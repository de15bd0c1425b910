import { GenericDataType, getTimeFormatter, type QueryResult, TimeFormats } from '@tessera/core';
import { Table } from 'antd';
import { useMemo } from 'react';

const PREVIEW_ROWS = 1000;

// Superset's results pane (useTableColumns): times as database datetimes, booleans as words.
const formatDatetime = getTimeFormatter(TimeFormats.DATABASE_DATETIME);

/** A cell's text as the results and samples panes show it. */
export function cellText(value: unknown, coltype: number | null | undefined): string {
  if (coltype === GenericDataType.TEMPORAL && (typeof value === 'number' || typeof value === 'string'))
    return formatDatetime(value);
  if (typeof value === 'boolean') return value ? 'True' : 'False';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** The rows of one answer in a virtual table (the first 1,000). */
export function ResultTable({ result }: { result: QueryResult }) {
  const rows = useMemo(
    // A legacy (explore_json) answer's data is its viz payload, which may be an object, not rows.
    () =>
      (Array.isArray(result.data) ? result.data : [])
        .slice(0, PREVIEW_ROWS)
        .map((row, index) => ({ ...row, __key: index })),
    [result],
  );
  const columns = (result.colnames ?? []).map((name, index) => {
    const coltype = result.coltypes?.[index];
    return {
      key: name,
      dataIndex: name,
      title: name,
      ellipsis: true,
      width: 160,
      align: coltype === GenericDataType.NUMERIC ? ('right' as const) : undefined,
      render: (value: unknown) =>
        value === null || value === undefined ? (
          <span className="tessera-null">∅</span>
        ) : (
          cellText(value, coltype)
        ),
    };
  });
  return (
    <Table
      size="small"
      rowKey="__key"
      columns={columns}
      dataSource={rows}
      pagination={false}
      virtual
      scroll={{ x: Math.max(600, columns.length * 160), y: 180 }}
    />
  );
}
