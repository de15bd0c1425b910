import { Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useMemo } from 'react';
import { numberFormatter } from '../shared/datasource';
import { formatTableNumber, formatTemporal } from '../shared/formatters';
import { truncateLabel } from '../shared/metrics';
import type { ChartRenderProps } from '../types';
import type { TableChartProps, TableColumn } from './transformProps';

type Row = Record<string, unknown> & { __key: number };

function display(column: TableColumn, value: unknown): string {
  if (value === null || value === undefined) return '∅';
  if (column.kind === 'number') {
    return column.format
      ? numberFormatter({ column_formats: { [column.key]: column.format } }, column.key)(value)
      : formatTableNumber(value);
  }
  if (column.kind === 'time') return formatTemporal(value);
  return String(value);
}

function compare(column: TableColumn) {
  return (a: Row, b: Row) => {
    const x = a[column.key];
    const y = b[column.key];
    if (x === y) return 0;
    if (x === null || x === undefined) return -1;
    if (y === null || y === undefined) return 1;
    if (typeof x === 'number' && typeof y === 'number') return x - y;
    return String(x).localeCompare(String(y));
  };
}

const HEADER_HEIGHT = 40;

/** A virtualised table with a sticky header; numbers right-aligned. */
export default function TableChart({ props, width, height, onRendered }: ChartRenderProps<TableChartProps>) {
  const rows = useMemo(() => props.rows.map((row, index) => ({ ...row, __key: index }) as Row), [props.rows]);
  const minWidth = Math.max(width, props.columns.length * 110);
  const columns: ColumnsType<Row> = props.columns.map((column) => ({
    key: column.key,
    dataIndex: column.key,
    title: <span title={column.label}>{truncateLabel(column.label)}</span>,
    align: column.kind === 'number' ? 'right' : 'left',
    ellipsis: true,
    sorter: compare(column),
    render: (value: unknown) => (
      <span className={value === null || value === undefined ? 'tessera-null' : undefined}>
        {display(column, value)}
      </span>
    ),
  }));

  useEffect(() => {
    onRendered();
  }, [onRendered]);

  return (
    <div style={{ width, height }} className="tessera-table-chart">
      <Table<Row>
        size="small"
        rowKey="__key"
        columns={columns}
        dataSource={rows}
        pagination={false}
        sticky
        virtual
        scroll={{ x: minWidth, y: Math.max(80, height - HEADER_HEIGHT) }}
        showSorterTooltip={false}
      />
    </div>
  );
}
