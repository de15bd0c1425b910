import '../../../test/dom';
import type { QueryResult } from '@tessera/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cellText, ResultTable } from './ResultTable';

afterEach(cleanup);

describe('ResultTable', () => {
  it('shows times as database datetimes and booleans as words, as Superset’s results pane', () => {
    expect(cellText(1690329600000, 2)).toBe('2023-07-26 00:00:00');
    expect(cellText('2024-01-05T10:30:00', 2)).toBe('2024-01-05 10:30:00');
    expect(cellText(1690329600000, 0)).toBe('1690329600000');
    expect(cellText(true, 3)).toBe('True');
    expect(cellText(false, 3)).toBe('False');
    expect(cellText({ a: 1 }, 1)).toBe('{"a":1}');
  });

  it('renders the answer’s rows with its column types', () => {
    const result = {
      data: [{ order_date: 1690329600000, count: 594, paid: null }],
      colnames: ['order_date', 'count', 'paid'],
      coltypes: [2, 0, 3],
      rowcount: 1,
    } as unknown as QueryResult;
    render(<ResultTable result={result} />);
    expect(screen.getByText('2023-07-26 00:00:00')).toBeTruthy();
    expect(screen.getByText('594')).toBeTruthy();
    expect(screen.getByText('∅')).toBeTruthy();
  });
});
