/**
 * The results grid: only the rows in view are in the DOM (TanStack Virtual), so 100,000 rows
 * scroll as smoothly as ten. A sticky header, a row-number column, NULLs in grey, numbers right
 * aligned; columns sized from their name and a sample of values.
 */
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useMemo, useRef } from 'react';
import { cellText, columnWidth, type ResultColumn, type ResultRow } from '../lib/results';

const ROW_HEIGHT = 28;

interface RowProps {
  readonly index: number;
  readonly row: ResultRow;
  readonly columns: readonly ResultColumn[];
  readonly numeric: readonly boolean[];
  readonly template: string;
  readonly width: number;
}

/**
 * One row, rendered once while it stays in view: scrolling renders only the rows that come into
 * view (the props of the others do not change), not every visible row on every frame.
 */
const GridRow = memo(function GridRow({ index, row, columns, numeric, template, width }: RowProps) {
  return (
    <tr
      className={index % 2 ? 'sqllab-grid-row odd' : 'sqllab-grid-row'}
      aria-rowindex={index + 2}
      data-test="sqllab-result-row"
      style={{ gridTemplateColumns: template, width, transform: `translateY(${(index + 1) * ROW_HEIGHT}px)` }}
    >
      <th scope="row" className="sqllab-grid-cell sqllab-grid-rownum">
        {index + 1}
      </th>
      {columns.map((column, i) => {
        const value = row[column.name];
        const text = cellText(value);
        const isNull = value === null || value === undefined;
        return (
          <td
            key={column.name}
            className={`sqllab-grid-cell${numeric[i] ? ' numeric' : ''}${isNull ? ' null' : ''}`}
            title={text.length > 40 ? text : undefined}
          >
            {text}
          </td>
        );
      })}
    </tr>
  );
});

export function ResultsGrid({
  columns,
  rows,
}: {
  readonly columns: readonly ResultColumn[];
  readonly rows: readonly ResultRow[];
}) {
  const scroller = useRef<HTMLElement>(null);
  const widths = useMemo(() => columns.map((c) => columnWidth(c, rows)), [columns, rows]);
  const numberWidth = Math.max(44, String(rows.length).length * 8 + 20);
  const total = numberWidth + widths.reduce((sum, w) => sum + w, 0);
  const template = useMemo(
    () => `${numberWidth}px ${widths.map((w) => `${w}px`).join(' ')}`,
    [numberWidth, widths],
  );
  const numeric = useMemo(
    () =>
      columns.map((c) => {
        const sample = rows.find((row) => row[c.name] !== null && row[c.name] !== undefined)?.[c.name];
        return typeof sample === 'number';
      }),
    [columns, rows],
  );
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
  });

  return (
    <section
      ref={scroller}
      className="sqllab-grid"
      data-test="sqllab-results"
      aria-label="Query results (scroll with the arrow keys)"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus for keyboard users to scroll it.
      tabIndex={0}
    >
      <table
        className="sqllab-grid-inner"
        aria-label="Query results"
        aria-rowcount={rows.length + 1}
        aria-colcount={columns.length + 1}
        style={{ width: total, height: (rows.length + 1) * ROW_HEIGHT }}
      >
        <thead>
          <tr className="sqllab-grid-header" style={{ gridTemplateColumns: template, width: total }}>
            <th className="sqllab-grid-cell sqllab-grid-rownum" aria-label="Row number" />
            {columns.map((column, i) => (
              <th
                key={column.name}
                className={numeric[i] ? 'sqllab-grid-cell numeric' : 'sqllab-grid-cell'}
                title={column.type ? `${column.name} (${column.type})` : column.name}
              >
                {column.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {virtualizer.getVirtualItems().map((item) => (
            <GridRow
              key={item.key}
              index={item.index}
              row={rows[item.index]!}
              columns={columns}
              numeric={numeric}
              template={template}
              width={total}
            />
          ))}
        </tbody>
      </table>
    </section>
  );
}
