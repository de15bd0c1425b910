import { useVirtualizer, type VirtualItem } from '@tanstack/react-virtual';
import type { PivotTableKey } from '@tessera/core';
import { type MouseEvent, type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ChartRenderProps } from '../types';
import {
  columnHeaders,
  flatKey,
  type GridColumn,
  type GridRow,
  type HeaderCell,
  type LineKind,
  ROW_HEIGHT,
  startsGroup,
  visibleRowKeys,
} from './grid';
import type { PivotTableChartProps } from './transformProps';
import './PivotTableChart.css';

const SUBTOTAL = 'Subtotal';
const cellKind = (a: LineKind, b: LineKind): LineKind =>
  a === 'total' || b === 'total' ? 'total' : a === 'subtotal' || b === 'subtotal' ? 'subtotal' : 'cell';

/**
 * Superset's pivot table as a virtualised grid: only the rows and columns in view are drawn, the
 * column headers stay on top, the row headers on the left and the total row at the bottom. Totals
 * and subtotals are bold; a header click cross-filters on a dashboard; a right click drills.
 */
export default function PivotTableChart({
  props,
  width,
  height,
  onRendered,
}: ChartRenderProps<PivotTableChartProps>) {
  const { rows: rowAttrs, cols: colAttrs, columns, rowHeaderWidths, hooks } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const rows = useMemo<GridRow[]>(
    () =>
      visibleRowKeys(props.rowKeys, collapsed).map((key) => ({
        key,
        kind: key.length < rowAttrs.length ? 'subtotal' : 'cell',
      })),
    [props.rowKeys, collapsed, rowAttrs.length],
  );
  const offsets = useMemo(() => {
    const starts = [0];
    for (const column of columns) starts.push((starts[starts.length - 1] as number) + column.width);
    return starts;
  }, [columns]);
  const leftWidth = rowHeaderWidths.reduce((sum, w) => sum + w, 0);
  const dataWidth = offsets[offsets.length - 1] as number;
  const headerLevels = Math.max(1, colAttrs.length + (rowAttrs.length > 0 ? 1 : 0));
  const headerHeight = headerLevels * ROW_HEIGHT;
  const headers = useMemo(
    () =>
      columnHeaders(columns, {
        cols: colAttrs,
        extraLevels: headerLevels - colAttrs.length,
        totalLabel: props.totalLabel,
        subtotalLabel: SUBTOTAL,
        label: props.headerLabel,
        filterable: (attr) => attr !== 'Metric',
      }),
    [columns, colAttrs, headerLevels, props.totalLabel, props.headerLabel],
  );

  const rowVirtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    scrollMargin: headerHeight,
  });
  const colVirtualizer = useVirtualizer({
    horizontal: true,
    count: columns.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (i) => (columns[i] as GridColumn).width,
    overscan: 2,
    scrollMargin: leftWidth,
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: new column widths need a new measure.
  useEffect(() => {
    colVirtualizer.measure();
  }, [colVirtualizer, columns]);
  useEffect(() => {
    onRendered();
  }, [onRendered]);

  const visibleCols = colVirtualizer.getVirtualItems();
  const firstCol = visibleCols[0]?.index ?? 0;
  const lastCol = visibleCols[visibleCols.length - 1]?.index ?? -1;
  const visibleRows = rowVirtualizer.getVirtualItems();
  // The first row below the sticky header (the virtual items start earlier, by the overscan).
  const firstRow = Math.max(0, Math.floor((rowVirtualizer.scrollOffset ?? 0) / ROW_HEIGHT));

  const selected = props.selectedFilters;
  const isSelected = (attr: string | null, value: unknown) =>
    attr !== null && Boolean(selected[attr]?.includes(value));
  const clickHeader = (attr: string, value: unknown) => {
    if (!props.emitCrossFilters || window.getSelection()?.toString()) return;
    hooks.setDataMask(props.crossFilter(attr, value));
  };
  const contextMenu = (event: MouseEvent, rowKey: PivotTableKey, colKey: PivotTableKey) => {
    event.preventDefault();
    hooks.onContextMenu(event.clientX, event.clientY, props.drillFilters(rowKey, colKey));
  };
  const toggle = useCallback((key: PivotTableKey) => {
    setCollapsed((current) => {
      const next = new Set(current);
      const flat = flatKey(key);
      if (!next.delete(flat)) next.add(flat);
      return next;
    });
  }, []);

  const label = (text: string, attr: string | null, value: unknown) =>
    attr !== null && props.emitCrossFilters ? (
      <button
        type="button"
        className={`tessera-pivot-filter${isSelected(attr, value) ? ' tessera-pivot-active' : ''}`}
        aria-pressed={isSelected(attr, value)}
        onClick={() => clickHeader(attr, value)}
      >
        {text}
      </button>
    ) : (
      text
    );

  const dataCells = (row: GridRow) =>
    visibleCols.map((item: VirtualItem) => {
      const column = columns[item.index] as GridColumn;
      const kind = cellKind(row.kind, column.kind);
      const look = props.cell(row.key, column.key, kind);
      return (
        <td
          key={item.index}
          aria-colindex={rowHeaderWidths.length + item.index + 1}
          className={`tessera-pivot-cell is-${kind}`}
          style={{
            left: item.start,
            width: column.width,
            ...(look.background ? { background: look.background } : {}),
            ...(look.color ? { color: look.color } : {}),
          }}
          title={look.text}
          onContextMenu={(event) => contextMenu(event, row.key, column.key)}
        >
          {look.text}
        </td>
      );
    });

  const rowHeaderLefts = rowHeaderWidths.map((_, i) =>
    rowHeaderWidths.slice(0, i).reduce((sum, w) => sum + w, 0),
  );

  const rowHeaderCells = (row: GridRow, index: number): ReactNode[] => {
    if (row.kind === 'total' || rowAttrs.length === 0) {
      return [
        <th
          key="total"
          scope="row"
          className="tessera-pivot-rh is-total tessera-pivot-start"
          style={{ left: 0, width: leftWidth }}
        >
          {props.totalLabel}
        </th>,
      ];
    }
    const cells: ReactNode[] = [];
    for (let level = 0; level < rowAttrs.length; level += 1) {
      const width = rowHeaderWidths[level] as number;
      const left = rowHeaderLefts[level] as number;
      if (row.key.length === level) {
        cells.push(
          <th
            key={level}
            scope="row"
            className="tessera-pivot-rh is-subtotal tessera-pivot-start"
            style={{ left, width: leftWidth - left }}
          >
            {SUBTOTAL}
          </th>,
        );
        break;
      }
      const start = startsGroup(rows, index, level);
      const attr = rowAttrs[level] as string;
      const value = row.key[level];
      const groupKey = row.key.slice(0, level + 1);
      const canToggle = props.collapsible && start && level < rowAttrs.length - 1;
      const folded = canToggle && collapsed.has(flatKey(groupKey));
      const shown = start || index === firstRow;
      cells.push(
        <th
          key={level}
          scope="row"
          className={`tessera-pivot-rh${start ? ' tessera-pivot-start' : ''}`}
          style={{ left, width }}
          onContextMenu={(event) => contextMenu(event, groupKey, [])}
        >
          {canToggle ? (
            <button
              type="button"
              className="tessera-pivot-toggle"
              aria-expanded={!folded}
              aria-label={folded ? 'Expand' : 'Collapse'}
              onClick={() => toggle(groupKey)}
            >
              {folded ? '+' : '\u2212'}
            </button>
          ) : null}
          {shown ? label(props.headerLabel(attr, value), attr === 'Metric' ? null : attr, value) : ''}
        </th>,
      );
    }
    return cells;
  };

  const headerCell = (cell: HeaderCell) => {
    const left = leftWidth + (offsets[cell.first] as number);
    const w = (offsets[cell.last + 1] as number) - (offsets[cell.first] as number);
    return (
      <th
        key={`${cell.level}:${cell.first}`}
        scope="col"
        colSpan={cell.last - cell.first + 1}
        aria-colindex={rowHeaderWidths.length + cell.first + 1}
        className={`tessera-pivot-th is-${cell.kind}`}
        style={{ left, width: w, height: cell.levels * ROW_HEIGHT }}
        title={cell.label}
      >
        <span className="tessera-pivot-label" style={{ left: leftWidth + 8 }}>
          {label(cell.label, cell.attr, cell.value)}
        </span>
      </th>
    );
  };

  const fullWidth = leftWidth + dataWidth;
  const headerRows: ReactNode[] = [];
  for (let level = 0; level < headerLevels; level += 1) {
    const isAttrRow = level >= colAttrs.length;
    headerRows.push(
      <tr
        key={level}
        aria-rowindex={level + 1}
        className="tessera-pivot-row"
        style={{ top: level * ROW_HEIGHT, width: fullWidth }}
      >
        {isAttrRow ? (
          rowAttrs.map((attr, i) => (
            <th
              key={attr}
              scope="col"
              className="tessera-pivot-rh tessera-pivot-axis"
              style={{ left: rowHeaderLefts[i], width: rowHeaderWidths[i] }}
            >
              {props.rowLabels[i]}
            </th>
          ))
        ) : (
          <th
            scope="col"
            className="tessera-pivot-rh tessera-pivot-axis tessera-pivot-right"
            style={{ left: 0, width: leftWidth }}
          >
            {props.colLabels[level]}
          </th>
        )}
        {headers
          .filter((cell) => cell.level === level && cell.last >= firstCol && cell.first <= lastCol)
          .map(headerCell)}
      </tr>,
    );
  }

  const totalRow: GridRow = { key: [], kind: 'total' };
  return (
    <div ref={scrollRef} className="tessera-pivot" style={{ width, height }}>
      <table
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: with filter buttons and folding groups the pivot is an interactive grid (WAI-ARIA grid pattern).
        role="grid"
        aria-label="Pivot table"
        aria-rowcount={headerLevels + rows.length + (props.totalRow ? 1 : 0)}
        aria-colcount={rowHeaderWidths.length + columns.length}
        style={{ width: fullWidth }}
      >
        <thead style={{ height: headerHeight, width: fullWidth }}>{headerRows}</thead>
        <tbody style={{ height: rows.length * ROW_HEIGHT, width: fullWidth }}>
          {visibleRows.map((item) => {
            const row = rows[item.index] as GridRow;
            return (
              <tr
                key={item.index}
                aria-rowindex={headerLevels + item.index + 1}
                className={`tessera-pivot-row tessera-pivot-line-${row.kind}`}
                style={{ top: item.start - headerHeight, width: fullWidth }}
              >
                {rowHeaderCells(row, item.index)}
                {dataCells(row)}
              </tr>
            );
          })}
        </tbody>
        {props.totalRow ? (
          <tfoot style={{ width: fullWidth }}>
            <tr
              aria-rowindex={headerLevels + rows.length + 1}
              className="tessera-pivot-row"
              style={{ top: 0, width: fullWidth }}
            >
              {rowHeaderCells(totalRow, rows.length)}
              {dataCells(totalRow)}
            </tr>
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}
