/** The user's recent runs (GET /api/v1/query/): when, where, state, rows, time; a click reopens the SQL. */
import { Button, Table, Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { failureMessage } from '../../../app/api';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { type HistoryItem, useQueryHistoryQuery } from '../api/sqllabApi';
import { formatElapsed } from '../lib/results';

const STATE_COLORS: Readonly<Record<string, string>> = {
  success: 'success',
  failed: 'error',
  timed_out: 'error',
  stopped: 'warning',
  running: 'processing',
  pending: 'processing',
};

function when(ms: number | null): string {
  if (ms === null) return '—';
  const date = new Date(ms);
  const today = new Date();
  const time = date.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', second: '2-digit' });
  return date.toDateString() === today.toDateString() ? time : `${date.toLocaleDateString()} ${time}`;
}

export function QueryHistory({ userId, onOpen }: { userId: number; onOpen: (item: HistoryItem) => void }) {
  const { data, error, isFetching, refetch } = useQueryHistoryQuery({ userId });
  if (error && !data) {
    return (
      <ErrorMessage
        title="Could not load the query history"
        message={failureMessage(error)}
        action={<Button onClick={refetch}>Try again</Button>}
      />
    );
  }
  if (data && data.count === 0) {
    return (
      <EmptyState compact title="No queries yet" description="Queries you run in SQL Lab are listed here." />
    );
  }
  const columns: ColumnsType<HistoryItem> = [
    { key: 'time', title: 'Started', width: 150, render: (_, item) => when(item.start_time) },
    {
      key: 'status',
      title: 'State',
      width: 100,
      render: (_, item) => (
        <Tooltip title={item.error_message ?? undefined}>
          <Tag color={STATE_COLORS[item.status] ?? 'default'}>{item.status.replace('_', ' ')}</Tag>
        </Tooltip>
      ),
    },
    {
      key: 'database',
      title: 'Database',
      width: 140,
      ellipsis: true,
      render: (_, item) => item.database.database_name ?? '—',
    },
    {
      key: 'rows',
      title: 'Rows',
      width: 90,
      align: 'right',
      render: (_, item) => (item.rows === null ? '—' : item.rows.toLocaleString()),
    },
    {
      key: 'duration',
      title: 'Duration',
      width: 100,
      align: 'right',
      render: (_, item) =>
        item.start_time !== null && item.end_time !== null
          ? formatElapsed(item.end_time - item.start_time)
          : '—',
    },
    {
      key: 'sql',
      title: 'SQL',
      ellipsis: true,
      render: (_, item) => (
        <button
          type="button"
          className="sqllab-history-sql"
          onClick={() => onOpen(item)}
          title="Open in the editor"
        >
          {item.sql}
        </button>
      ),
    },
  ];
  return (
    <Table<HistoryItem>
      data-test="sqllab-history"
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={data?.result as HistoryItem[] | undefined}
      loading={isFetching}
      pagination={false}
      sticky
    />
  );
}
