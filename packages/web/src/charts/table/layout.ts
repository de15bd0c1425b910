import type { TableColumn } from './transformProps';

const CHAR_WIDTH = 7.5;
const PADDING = 24;
const MIN_WIDTH = 56;
const MAX_WIDTH = 360;
/** Rows read to size the columns: enough to be representative, few enough to stay instant. */
const SAMPLE = 200;
/** How narrow a text column may get before the table scrolls sideways. */
const SHRUNK_TEXT = 80;

/**
 * Column widths in pixels (the table is laid out fixed, so scrolling never shifts a column): a
 * column's header or its widest sampled value, within bounds, and never less than its min width
 * (`columnWidth`, Superset's 'Min Width'); spread to fill the width when the table is narrower.
 */
export function columnWidths(
  columns: readonly TableColumn[],
  rows: readonly Readonly<Record<string, unknown>>[],
  available: number,
): number[] {
  const sample = rows.length > SAMPLE ? rows.slice(0, SAMPLE) : rows;
  // Each column's natural width (header or widest value) and the least it may shrink to: its
  // values for numbers (a cut number misleads), a little for text (which ends in an ellipsis),
  // and never below its min width.
  const sizes = columns.map((column) => {
    let values = 0;
    for (const row of sample) values = Math.max(values, column.format(row[column.key]).length);
    const px = (chars: number) =>
      Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, Math.ceil(chars * CHAR_WIDTH + PADDING)));
    // The header's label and its sort icon.
    const measured = px(Math.max(values, column.label.length + 2));
    const shrunk =
      column.kind === 'number' ? Math.min(measured, px(values)) : Math.min(measured, SHRUNK_TEXT);
    const min = column.width ?? 0;
    return { natural: Math.max(measured, min), least: Math.max(shrunk, min) };
  });
  const natural = sizes.map((size) => size.natural);
  const total = natural.reduce((sum, width) => sum + width, 0);
  if (total === 0) return natural;
  if (total > available) {
    // Too wide: shrink towards the least widths; scroll sideways only when even those do not fit.
    const least = sizes.reduce((sum, size) => sum + size.least, 0);
    if (least >= available) return sizes.map((size) => size.least);
    const share = (available - least) / (total - least);
    return sizes.map((size) => Math.floor(size.least + (size.natural - size.least) * share));
  }
  // Room to spare: every column grows in proportion (a min width is only a floor).
  const scale = available / total;
  return natural.map((width) => Math.floor(width * scale));
}

/**
 * The React key of the row at `index`: its slot among `slots` reused in turn. A row leaving the
 * view hands its DOM to the row coming in (new text in the same cells) instead of one row being
 * removed and another created, which is most of a frame's work while scrolling fast.
 */
export function rowSlot(index: number, slots: number): number {
  return index % slots;
}
