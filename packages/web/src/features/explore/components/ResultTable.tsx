import type { QueryResult } from '@tessera/core';
import { Table } from 'antd';
import { useMemo } from 'react';

const PREVIEW_ROWS = 1000;

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
  const columns = (result.colnames ?? []).map((name) => ({
    key: name,
    dataIndex: name,
    title: name,
    ellipsis: true,
    width: 160,
    render: (value: unknown) =>
      value === null || value === undefined ? <span className="tessera-null">∅</span> : String(value),
  }));
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
