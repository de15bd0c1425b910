import { SearchOutlined } from '@ant-design/icons';
import { Button, Input, Pagination, Table, Typography } from 'antd';
import type { ColumnsType, TablePaginationConfig } from 'antd/es/table';
import type { SorterResult, TableRowSelection } from 'antd/es/table/interface';
import { type HTMLAttributes, type ReactNode, useEffect, useState } from 'react';
import { failureMessage } from '../../../app/api';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorMessage } from '../../../components/ErrorMessage';
import type { ListResponse } from '../api/listApi';
import type { ListState, SortDirection } from '../lib/listQuery';

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
  /** Filter controls shown beside the search */
  readonly filters?: ReactNode;
  /** Whether any filter is set (the empty state then offers to clear them) */
  readonly filtered?: boolean;
  readonly onClearFilters?: () => void;
  /** Card/list switch, bulk-select switch and the like, at the toolbar's end */
  readonly toolbarEnd?: ReactNode;
  readonly rowSelection?: TableRowSelection<T>;
  /** Shown above the rows while bulk selecting */
  readonly bulkBar?: ReactNode;
  /** When given, the page's rows are drawn as cards instead of a table */
  readonly renderCards?: (items: readonly T[]) => ReactNode;
  /** The order a cleared sort returns to; default: most recently modified first */
  readonly defaultOrder?: { readonly column: string; readonly direction: SortDirection };
  readonly testId?: string;
}

const rowProps = () => ({ 'data-test': 'list-row' }) as HTMLAttributes<HTMLElement>;

/**
 * The shared list page: title and action, search and filters, a sortable server-paged table or
 * cards, bulk selection, and its empty, filtered-empty and error states.
 */
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
    const fallback = props.defaultOrder ?? { column: 'changed_on_delta_humanized', direction: 'desc' };
    onChange({
      ...state,
      orderColumn: sort?.order ? String(sort.columnKey ?? sort.field) : fallback.column,
      orderDirection: sort?.order ? (sort.order === 'ascend' ? 'asc' : 'desc') : fallback.direction,
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
  const pagination = {
    current: state.page + 1,
    pageSize: state.pageSize,
    total: data?.count ?? 0,
    showSizeChanger: false,
    hideOnSinglePage: true,
    showTotal: (total: number, [from, to]: [number, number]) => `${from}–${to} of ${total}`,
  };

  if (props.error && !data) {
    body = (
      <ErrorMessage
        title={`Could not load ${noun.plural}`}
        message={`An error occurred while fetching ${noun.plural}: ${failureMessage(props.error)}`}
        action={<Button onClick={props.onRetry}>Try again</Button>}
      />
    );
  } else if (data && data.count === 0 && !props.isFetching && props.filtered) {
    body = (
      <EmptyState
        title={`No ${noun.plural} match these filters`}
        description="Loosen a filter or clear them all."
        action={
          <Button
            onClick={() => {
              setSearch('');
              props.onClearFilters?.();
            }}
          >
            Clear all filters
          </Button>
        }
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
  } else if (props.renderCards) {
    body = (
      <div
        className={props.isFetching ? 'list-cards list-cards-loading' : 'list-cards'}
        aria-busy={props.isFetching}
      >
        {props.renderCards((data?.result ?? []) as readonly T[])}
        <Pagination
          className="list-cards-pagination"
          {...pagination}
          onChange={(page) => onChange({ ...state, page: page - 1 })}
        />
      </div>
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
        rowSelection={props.rowSelection}
        onChange={handleTable}
        showSorterTooltip={false}
        sticky={{ offsetHeader: 0 }}
        pagination={pagination}
      />
    );
  }

  return (
    <div className="list-page" data-test={props.testId}>
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
        {props.filters}
        {data ? (
          <Typography.Text type="secondary" className="list-count">
            {data.count} {data.count === 1 ? noun.singular : noun.plural}
          </Typography.Text>
        ) : null}
        {props.toolbarEnd ? <div className="list-toolbar-end">{props.toolbarEnd}</div> : null}
      </div>
      {props.bulkBar}
      <div className="list-body">{body}</div>
    </div>
  );
}
