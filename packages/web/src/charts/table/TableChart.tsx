import { useVirtualizer } from '@tanstack/react-virtual';
import { Input, Select } from 'antd';
import {
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
  memo,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { ChartRenderProps } from '../types';
import { cellBar, cellBarColor, NULL_TEXT } from './format';
import {
  ariaSort,
  cellCrossFilterMask,
  isSelected,
  nextSort,
  ownStateMask,
  pageItems,
  rowDrillFilters,
  type SortBy,
  searchRows,
  sortedOrder,
} from './interaction';
import { columnWidths, rowSlot } from './layout';
import { PAGE_SIZE_OPTIONS, type TableChartProps, type TableColumn } from './transformProps';
import './TableChart.css';

const ROW_HEIGHT = 32;
const HEADER_HEIGHT = 36;
const CONTROLS_HEIGHT = 40;
const PAGER_HEIGHT = 40;
const SERVER_SEARCH_DELAY_MS = 500;
const OVERSCAN = 8;

type Row = Readonly<Record<string, unknown>>;

// One function for every render: the virtualizer recomputes its 100k row offsets when it changes.
const estimateRowSize = () => ROW_HEIGHT;

interface CellProps {
  readonly column: TableColumn;
  readonly value: unknown;
  readonly width: number;
  readonly selected: boolean;
  readonly onFilter?: (column: TableColumn, value: unknown) => void;
}

function Cell({ column, value, width, selected, onFilter }: CellProps) {
  const text = value === null || value === undefined ? NULL_TEXT : column.format(value);
  const style: CSSProperties = { textAlign: column.align, width };
  if (typeof value === 'number') {
    for (const formatter of column.colorFormatters) {
      const color = formatter.getColorFromValue(value);
      if (color) style.backgroundColor = color;
    }
    // The cell bar is the cell's background image: no element of its own to restyle while scrolling.
    if (column.barRange) {
      const bar = cellBar(value, column.barRange, column.alignPositiveNegative);
      const color = cellBarColor(bar.negative, column.colorPositiveNegative);
      const end = bar.left + bar.width;
      style.backgroundImage = `linear-gradient(to right, transparent ${bar.left}%, ${color} ${bar.left}%, ${color} ${end}%, transparent ${end}%)`;
    }
  }
  let className = 'tt-cell';
  if (value === null || value === undefined) className += ' tt-null';
  if (onFilter) className += ' tt-filterable';
  if (selected) className += ' tt-selected';
  if (style.backgroundImage) className += ' tt-barred';
  return (
    <td
      className={className}
      style={style}
      {...(onFilter
        ? {
            onClick: () => onFilter(column, value),
            tabIndex: 0,
            onKeyDown: (event: KeyboardEvent) => {
              if (event.key === 'Enter') onFilter(column, value);
            },
          }
        : {})}
    >
      {text}
    </td>
  );
}

interface BodyRowProps {
  readonly row: Row;
  /** The row's position in the shown order (aria-rowindex is one more than the header's). */
  readonly index: number;
  readonly start: number;
  readonly columns: readonly TableColumn[];
  readonly widths: readonly number[];
  readonly selectedFilters: TableChartProps['selectedFilters'];
  /** Set when a click on a dimension cell cross-filters. */
  readonly onFilter?: (column: TableColumn, value: unknown) => void;
  readonly onContextMenu: (event: MouseEvent, row: Row) => void;
}

/**
 * A cell's full text as its tooltip (a long value ends in an ellipsis), set when the pointer
 * comes over it (or focus does): a title attribute on every cell would restyle each cell that scrolls into view.
 */
function showCellTitle(event: { target: EventTarget }) {
  const cell = (event.target as HTMLElement).closest('td');
  if (cell) cell.title = cell.textContent ?? '';
}

/**
 * One body row. Memoised: while scrolling only the rows that come into view render, the others
 * keep their DOM untouched.
 */
const BodyRow = memo(function BodyRow({
  row,
  index,
  start,
  columns,
  widths,
  selectedFilters,
  onFilter,
  onContextMenu,
}: BodyRowProps) {
  return (
    <tr
      aria-rowindex={index + 2}
      className="tt-row"
      style={{ height: ROW_HEIGHT, transform: `translateY(${start}px)` }}
      onContextMenu={(event) => onContextMenu(event, row)}
    >
      {columns.map((column, c) => {
        const value = row[column.key];
        return (
          <Cell
            key={column.key}
            column={column}
            value={value}
            width={widths[c]!}
            selected={column.isDimension && isSelected(selectedFilters, column.key, value)}
            {...(onFilter && column.isDimension ? { onFilter } : {})}
          />
        );
      })}
    </tr>
  );
});

/**
 * Superset's Table: a virtualised table with a sticky header (only the rows in view are in the
 * DOM), sortable columns, a search box, client or server pagination, cell bars, conditional
 * colours, a totals row, cross-filters on dimension cells and the drill menu on right click.
 */
export default function TableChart({ props, width, height, onRendered }: ChartRenderProps<TableChartProps>) {
  const { columns, rows, serverPagination, ownState } = props;
  const [clientSort, setClientSort] = useState<SortBy | null>(null);
  const [search, setSearch] = useState(serverPagination ? (ownState.searchText ?? '') : '');
  const [clientPageSize, setClientPageSize] = useState(props.pageSize);
  const [clientPage, setClientPage] = useState(0);
  const deferredSearch = useDeferredValue(search);
  const scrollRef = useRef<HTMLDivElement>(null);

  useEffect(() => setClientPageSize(props.pageSize), [props.pageSize]);

  const serverSort: SortBy | null = ownState.sortBy?.[0]
    ? { key: ownState.sortBy[0].key, desc: ownState.sortBy[0].desc === true }
    : null;
  const sortBy = serverPagination ? serverSort : clientSort;

  // Client side: search, then sort, then the page. Server side the rows are already the page.
  const order = useMemo(() => {
    if (serverPagination) return rows.map((_, index) => index);
    const found = searchRows(rows, columns, deferredSearch);
    return sortedOrder(rows, clientSort, found);
  }, [rows, columns, deferredSearch, clientSort, serverPagination]);

  const pageSize = serverPagination ? props.pageSize : clientPageSize;
  const total = serverPagination ? props.rowcount : order.length;
  const pageCount = pageSize > 0 ? Math.max(1, Math.ceil(total / pageSize)) : 1;
  const page = serverPagination
    ? Math.min(ownState.currentPage ?? 0, pageCount - 1)
    : Math.min(clientPage, pageCount - 1);
  const visible = useMemo(
    () => (serverPagination || pageSize <= 0 ? order : order.slice(page * pageSize, (page + 1) * pageSize)),
    [order, page, pageSize, serverPagination],
  );

  const grouped = columns.some((column) => column.group);
  const showControls = props.includeSearch || pageSize > 0 || serverPagination;
  const showPager = pageCount > 1;
  const bodyHeight = Math.max(
    60,
    height - (showControls ? CONTROLS_HEIGHT : 0) - (showPager ? PAGER_HEIGHT : 0),
  );
  const widths = useMemo(() => columnWidths(columns, rows, width - 2), [columns, rows, width]);
  const tableWidth = widths.reduce((sum, w) => sum + w, 0);

  const virtualizer = useVirtualizer({
    count: visible.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: estimateRowSize,
    overscan: OVERSCAN,
  });

  useEffect(() => {
    onRendered();
  }, [onRendered]);

  // A new page or search starts at the top.
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll on these changes only
  useEffect(() => {
    scrollRef.current?.scrollTo({ top: 0 });
  }, [page, deferredSearch, sortBy?.key, sortBy?.desc]);

  // Server-side search goes back to the server after a pause in typing.
  const searchColumns = columns.filter((column) => column.kind === 'string');
  const [searchColumn, setSearchColumn] = useState(ownState.searchColumn ?? searchColumns[0]?.key);
  useEffect(() => {
    if (!serverPagination) return;
    if ((ownState.searchText ?? '') === search && ownState.searchColumn === searchColumn) return;
    const timer = window.setTimeout(
      () =>
        props.setDataMask(
          ownStateMask(ownState, {
            searchText: search,
            ...(searchColumn ? { searchColumn } : {}),
            currentPage: 0,
          }),
        ),
      SERVER_SEARCH_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [search, searchColumn, serverPagination, ownState, props.setDataMask]);

  const onSort = (column: TableColumn) => {
    const next = nextSort(sortBy, column, true);
    if (serverPagination) {
      props.setDataMask(ownStateMask(ownState, { sortBy: next ? [next] : [], currentPage: 0 }));
    } else {
      setClientSort(next);
      setClientPage(0);
    }
  };
  const goToPage = (next: number) => {
    if (serverPagination) props.setDataMask(ownStateMask(ownState, { currentPage: next }));
    else setClientPage(next);
  };
  const setPageSize = (size: number) => {
    if (serverPagination) props.setDataMask(ownStateMask(ownState, { pageSize: size, currentPage: 0 }));
    else {
      setClientPageSize(size);
      setClientPage(0);
    }
  };

  // Stable handlers (they read the latest props), so the memoised rows skip re-rendering.
  const latest = useRef(props);
  latest.current = props;
  const onCellFilter = useCallback((column: TableColumn, value: unknown) => {
    const { setDataMask, selectedFilters, timeGrain } = latest.current;
    setDataMask(cellCrossFilterMask(selectedFilters, column, value, timeGrain));
  }, []);
  const onRowContextMenu = useCallback((event: MouseEvent, row: Row) => {
    const current = latest.current;
    if (current.isRawRecords) return;
    event.preventDefault();
    current.onContextMenu(event.clientX, event.clientY, rowDrillFilters(row, current.columns));
  }, []);

  const items = virtualizer.getVirtualItems();
  // Enough slots for every row the virtualizer may render at this height (see rowSlot).
  const slots = Math.max(items.length, Math.ceil(bodyHeight / ROW_HEIGHT) + 2 * OVERSCAN + 2);
  // In slot order, so React never moves a row's DOM (a move costs as much as a new row); rows
  // are placed by their transform and carry aria-rowindex.
  const bySlot = [...items].sort((a, b) => rowSlot(a.index, slots) - rowSlot(b.index, slots));
  const sizeChoices = [...new Set([...PAGE_SIZE_OPTIONS, pageSize])].sort((a, b) => a - b);
  const groups = grouped ? headerGroups(columns, widths) : [];

  return (
    <div className="tt-root" style={{ width, height }} data-test="table-chart">
      {showControls ? (
        <div className="tt-controls" style={{ height: CONTROLS_HEIGHT }}>
          {pageSize > 0 || serverPagination ? (
            <span className="tt-page-size">
              Show{' '}
              <Select
                size="small"
                aria-label="Rows per page"
                value={pageSize}
                onChange={setPageSize}
                options={sizeChoices.map((size) => ({
                  value: size,
                  label: size === 0 ? 'All' : String(size),
                }))}
                style={{ width: 72 }}
              />{' '}
              entries
            </span>
          ) : (
            <span />
          )}
          {props.includeSearch || serverPagination ? (
            <span className="tt-search">
              {serverPagination && searchColumns.length > 1 ? (
                <Select
                  size="small"
                  aria-label="Search column"
                  value={searchColumn}
                  onChange={setSearchColumn}
                  options={searchColumns.map((column) => ({ value: column.key, label: column.label }))}
                  style={{ width: 140 }}
                />
              ) : null}
              <Input
                size="small"
                allowClear
                aria-label="Search"
                placeholder={`${total.toLocaleString()} records...`}
                value={search}
                autoFocus={serverPagination && !!ownState.searchText}
                onChange={(event) => {
                  setSearch(event.target.value);
                  setClientPage(0);
                }}
                style={{ width: 180 }}
              />
            </span>
          ) : null}
        </div>
      ) : null}
      <div ref={scrollRef} className="tt-scroll" style={{ height: bodyHeight }}>
        <table className="tt-inner" style={{ width: tableWidth }} aria-rowcount={total + 1}>
          <thead className="tt-thead">
            {grouped ? (
              <tr className="tt-head-row tt-group-row" style={{ height: HEADER_HEIGHT }}>
                {groups.map((group) => (
                  <th
                    key={group.key}
                    colSpan={group.span}
                    className="tt-group"
                    style={{ width: group.width }}
                  >
                    {group.label}
                  </th>
                ))}
              </tr>
            ) : null}
            <tr className="tt-head-row" style={{ height: HEADER_HEIGHT }} aria-rowindex={1}>
              {columns.map((column, index) => {
                const sort = ariaSort(sortBy, column.key);
                return (
                  <th
                    key={column.key}
                    aria-sort={sort}
                    title={column.label}
                    className={`tt-head tt-sort-${sort}`}
                    style={{
                      width: widths[index],
                      justifyContent:
                        column.align === 'right'
                          ? 'flex-end'
                          : column.align === 'center'
                            ? 'center'
                            : 'flex-start',
                    }}
                    onClick={() => onSort(column)}
                    onKeyDown={(event) => {
                      if (event.key === 'Enter' || event.key === ' ') {
                        event.preventDefault();
                        onSort(column);
                      }
                    }}
                    tabIndex={0}
                  >
                    <span className="tt-head-label">{column.label}</span>
                    <span className="tt-sort-icon" aria-hidden>
                      {sort === 'ascending' ? '▲' : sort === 'descending' ? '▼' : '⇅'}
                    </span>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody
            className="tt-tbody"
            style={{ height: virtualizer.getTotalSize() }}
            onMouseOver={showCellTitle}
            onFocus={showCellTitle}
          >
            {bySlot.map((item) => (
              <BodyRow
                key={rowSlot(item.index, slots)}
                row={rows[visible[item.index]!]!}
                index={item.index}
                start={item.start}
                columns={columns}
                widths={widths}
                selectedFilters={props.selectedFilters}
                {...(props.emitCrossFilters ? { onFilter: onCellFilter } : {})}
                onContextMenu={onRowContextMenu}
              />
            ))}
          </tbody>
          {props.totals ? (
            <tfoot className="tt-tfoot">
              <tr className="tt-row tt-totals" style={{ height: ROW_HEIGHT }}>
                {columns.map((column, index) => {
                  const value = props.totals?.[column.key];
                  const isFigure = column.isMetric || column.isPercentMetric || column.group;
                  return (
                    <td
                      key={column.key}
                      className="tt-cell"
                      style={{ textAlign: column.align, width: widths[index] }}
                    >
                      {index === 0 && !isFigure
                        ? 'Summary'
                        : isFigure && value !== undefined
                          ? column.format(value)
                          : ''}
                    </td>
                  );
                })}
              </tr>
            </tfoot>
          ) : null}
        </table>
      </div>
      {showPager ? (
        <nav className="tt-pager" style={{ height: PAGER_HEIGHT }} aria-label="Table pages">
          <button
            type="button"
            disabled={page === 0}
            onClick={() => goToPage(page - 1)}
            aria-label="Previous page"
          >
            ‹
          </button>
          {pageItems(page, pageCount).map((item, index) =>
            item === null ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity
              <span key={`gap-${index}`} className="tt-gap">
                …
              </span>
            ) : (
              <button
                type="button"
                key={item}
                className={item === page ? 'tt-current' : undefined}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => goToPage(item)}
              >
                {item + 1}
              </button>
            ),
          )}
          <button
            type="button"
            disabled={page >= pageCount - 1}
            onClick={() => goToPage(page + 1)}
            aria-label="Next page"
          >
            ›
          </button>
        </nav>
      ) : null}
    </div>
  );
}

/** The header row above time-comparison columns: each metric over its four, blanks elsewhere. */
function headerGroups(
  columns: readonly TableColumn[],
  widths: readonly number[],
): { key: string; label: string; span: number; width: number }[] {
  const groups: { key: string; label: string; span: number; width: number }[] = [];
  columns.forEach((column, index) => {
    const label = column.group ?? '';
    const width = widths[index] ?? 0;
    const last = groups[groups.length - 1];
    if (last && label && last.label === label) {
      last.span += 1;
      last.width += width;
    } else groups.push({ key: `${column.key}-group`, label, span: 1, width });
  });
  return groups;
}
