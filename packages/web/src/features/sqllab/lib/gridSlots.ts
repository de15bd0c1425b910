/**
 * Row recycling for the results grid: which row element (slot) shows which row.
 *
 * A row keeps its slot while it stays in view, and a row scrolled in takes the slot, and so the
 * elements, of a row that left: React then rewrites text in place instead of creating and styling
 * new cells, which is what a fast scroll or a scrollbar drag cost before. New slots are opened
 * only when more rows are in view than before.
 */
export type SlotMap = ReadonlyMap<number, number>;

/** The slot of each row index in view, given the slots of the rows in view before. */
export function assignSlots(previous: SlotMap, indices: readonly number[]): Map<number, number> {
  const next = new Map<number, number>();
  const used = new Set<number>();
  for (const index of indices) {
    const kept = previous.get(index);
    if (kept !== undefined) {
      next.set(index, kept);
      used.add(kept);
    }
  }
  // The lowest slots not kept: those of rows that left, then new ones past them.
  let candidate = 0;
  for (const index of indices) {
    if (next.has(index)) continue;
    while (used.has(candidate)) candidate++;
    next.set(index, candidate);
    used.add(candidate);
  }
  return next;
}

/**
 * The rows in slot order. Rendered in row order, a recycled row would move in the DOM (the slots
 * rotate as the view scrolls), and a moved element is restyled like a new one; in slot order the
 * elements never move and the transform alone places each row. `aria-rowindex` gives assistive
 * technology the row order.
 */
export function bySlot<T extends { readonly index: number }>(items: readonly T[], slots: SlotMap): T[] {
  return [...items].sort((a, b) => (slots.get(a.index) ?? 0) - (slots.get(b.index) ?? 0));
}
