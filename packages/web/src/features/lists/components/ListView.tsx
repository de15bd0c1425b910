import { SearchOutlined } from '@ant-design/icons';
import { Button, Input, Table, Typography } from 'antd';
import type { ColumnsType, TablePaginationConfig } from 'antd/es/table';
import type { SorterResult } from 'antd/es/table/interface';
import { type HTMLAttributes, type ReactNode, useEffect, useState } from 'react';
import { failureMessage } from '../../../app/api';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorMessage } from '../../../components/ErrorMessage';
import type { ListResponse } from '../api/listApi';
import type { ListState } from '../lib/listQuery';

export interface ListViewProps<T extends { id: number }> {
  readonly title: string;
  readonly noun: { singular: string; plural: string };
  readonly state: ListState;
  readonly onChange: (state: ListState) => void;
  readonly data: ListResponse<T> | undefined;
  readonly isFetching: boolean;
  readonly error: unknown;
  readonly onRetry: () => void;
  readonly columns: ColumnsType<T>;
  readonly action?: ReactNode;
  readonly emptyAction?: ReactNode;
  readonly emptyHint: string;
}

const rowProps = () => ({ 'data-test': 'list-row' }) as HTMLAttributes<HTMLElement>;

/** The shared list page: title and action, search, sortable server-paged table, empty states. */
export function ListView<T extends { id: number }>(props: ListViewProps<T>) {
  const { state, onChange, data, noun } = props;
  const [search, setSearch] = useState(state.search);

  // Search as you type, without a request per keystroke.
  useEffect(() => {
    if (search === state.search) return;
    const timer = window.setTimeout(() => onChange({ ...state, search, page: 0 }), 300);
    return () => window.clearTimeout(timer);
  }, [search, state, onChange]);

  const handleTable = (
    pagination: TablePaginationConfig,
    _filters: unknown,
    sorter: SorterResult<T> | SorterResult<T>[],
  ) => {
    const sort = Array.isArray(sorter) ? sorter[0] : sorter;
    const column = sort?.order ? String(sort.columnKey ?? sort.field) : 'changed_on_delta_humanized';
    onChange({
      ...state,
      orderColumn: column,
      orderDirection: sort?.order === 'ascend' ? 'asc' : 'desc',
      page: (pagination.current ?? 1) - 1,
    });
  };

  const columns = props.columns.map((column) => ({
    ...column,
    sortOrder:
      column.key === state.orderColumn
        ? state.orderDirection === 'asc'
          ? ('ascend' as const)
          : ('descend' as const)
        : null,
  }));

  let body: ReactNode;
  if (props.error && !data) {
    body = (
      <ErrorMessage
        title={`Could not load ${noun.plural}`}
        message={failureMessage(props.error)}
        action={<Button onClick={props.onRetry}>Try again</Button>}
      />
    );
  } else if (data && data.count === 0 && !props.isFetching) {
    body = state.search ? (
      <EmptyState
        title={`No ${noun.plural} match “${state.search}”`}
        description="Check the spelling or search for part of the name."
        action={<Button onClick={() => setSearch('')}>Clear search</Button>}
      />
    ) : (
      <EmptyState title={`No ${noun.plural} yet`} description={props.emptyHint} action={props.emptyAction} />
    );
  } else {
    body = (
      <Table<T>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={data?.result as T[] | undefined}
        loading={props.isFetching}
        onRow={rowProps}
        onChange={handleTable}
        showSorterTooltip={false}
        sticky={{ offsetHeader: 0 }}
        pagination={{
          current: state.page + 1,
          pageSize: state.pageSize,
          total: data?.count ?? 0,
          showSizeChanger: false,
          hideOnSinglePage: true,
          showTotal: (total, [from, to]) => `${from}–${to} of ${total}`,
        }}
      />
    );
  }

  return (
    <div className="list-page">
      <div className="list-header">
        <Typography.Title level={3} className="page-title">
          {props.title}
        </Typography.Title>
        <div className="list-header-actions">{props.action}</div>
      </div>
      <div className="list-toolbar">
        <Input
          allowClear
          prefix={<SearchOutlined aria-hidden />}
          placeholder={`Search ${noun.plural}`}
          aria-label={`Search ${noun.plural} by name`}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className="list-search"
          data-test="list-search"
        />
        {data ? (
          <Typography.Text type="secondary" className="list-count">
            {data.count} {data.count === 1 ? noun.singular : noun.plural}
          </Typography.Text>
        ) : null}
      </div>
      <div className="list-body">{body}</div>
    </div>
  );
}
