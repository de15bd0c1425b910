import '../../../../test/dom';
import type { DataMask } from '@tessera/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TimeColumnFilter } from './TimeColumnFilter';
import { MaskHarness, nativeFilter, stubFilterServer } from './testing/nativeFilterHarness';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('native time column filter', { timeout: 30_000 }, () => {
  it("offers the dataset's temporal columns and emits the chosen one as granularity_sqla", async () => {
    const server = stubFilterServer([], {
      result: {
        columns: [
          { column_name: 'order_date', is_dttm: true },
          { column_name: 'region', is_dttm: false },
          { column_name: 'ship_date', is_dttm: true },
        ],
      },
    });
    const emitted: DataMask[] = [];
    render(
      <MaskHarness emitted={emitted}>
        {(mask, onChange) => (
          <TimeColumnFilter
            filter={nativeFilter('filter_timecolumn')}
            mask={mask}
            onChange={onChange}
            inputId="f"
          />
        )}
      </MaskHarness>,
    );
    fireEvent.mouseDown(screen.getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('ship_date'));
    expect(String(server.fetch.mock.calls[0]?.[0])).toBe('/api/v1/dataset/3');
    expect(screen.getByTitle('order_date')).toBeTruthy();
    expect(screen.queryByTitle('region')).toBeNull();
    expect(emitted.at(-1)).toEqual({
      extraFormData: { granularity_sqla: 'ship_date' },
      filterState: { value: ['ship_date'], label: 'ship_date' },
    });
  });
});
