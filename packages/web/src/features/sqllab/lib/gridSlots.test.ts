import { describe, expect, it } from 'vitest';
import { assignSlots, bySlot } from './gridSlots';

const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);

describe('assignSlots', () => {
  it('opens one slot per row the first time', () => {
    expect([...assignSlots(new Map(), range(0, 4))]).toEqual([
      [0, 0],
      [1, 1],
      [2, 2],
      [3, 3],
    ]);
  });

  it('keeps the slot of a row that stays in view and gives the slots of rows that left to rows that came', () => {
    const before = assignSlots(new Map(), range(100, 130));
    const after = assignSlots(before, range(103, 133));
    for (const index of range(103, 130)) expect(after.get(index)).toBe(before.get(index));
    expect([130, 131, 132].map((index) => after.get(index))).toEqual([0, 1, 2]);
    expect(new Set(after.values()).size).toBe(30);
  });

  it('reuses every slot after a jump past the whole view, opening none', () => {
    const before = assignSlots(new Map(), range(0, 30));
    const after = assignSlots(before, range(5000, 5030));
    expect(new Set(after.values())).toEqual(new Set(range(0, 30)));
  });

  it('opens slots only for rows beyond the number in view before', () => {
    const before = assignSlots(new Map(), range(0, 29));
    const after = assignSlots(before, range(40, 70));
    expect(Math.max(...after.values())).toBe(29);
    expect(new Set(after.values()).size).toBe(30);
  });
});

describe('assignSlots when the view shrinks and grows again', () => {
  it('fills the gap a shrink left before opening a slot past the others', () => {
    const full = assignSlots(new Map(), range(0, 30));
    const shrunk = assignSlots(full, range(2, 30)); // slots 0 and 1 free
    const grown = assignSlots(shrunk, range(10, 41));
    expect(new Set(grown.values())).toEqual(new Set(range(0, 31)));
  });
});

describe('bySlot', () => {
  it('lists rows in slot order, so scrolling never moves an element in the DOM', () => {
    const before = assignSlots(new Map(), range(6, 10));
    const after = assignSlots(before, range(8, 12));
    expect(
      bySlot(
        range(8, 12).map((index) => ({ index })),
        after,
      ).map((r) => r.index),
    ).toEqual([10, 11, 8, 9]);
  });
});
