import '../../../../test/dom';
import type { DataMask } from '@tessera/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RangeFilter } from './RangeFilter';
import { MaskHarness, nativeFilter, stubFilterServer } from './testing/nativeFilterHarness';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderRange() {
  const emitted: DataMask[] = [];
  render(
    <MaskHarness emitted={emitted}>
      {(mask, onChange) => (
        <RangeFilter
          filter={nativeFilter('filter_range', {}, 'price')}
          mask={mask}
          onChange={onChange}
          inputId="f"
        />
      )}
    </MaskHarness>,
  );
  return emitted;
}

const typeInto = (label: string, value: string) => {
  const input = screen.getByRole('spinbutton', { name: label });
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

describe('native range filter', { timeout: 30_000 }, () => {
  it("asks the column's minimum and maximum and offers them as the bounds", async () => {
    const server = stubFilterServer([{ min: 0, max: 100 }]);
    renderRange();
    const from = await screen.findByRole('spinbutton', { name: 'Region from' });
    expect(from.getAttribute('placeholder')).toBe('0');
    expect(screen.getByRole('spinbutton', { name: 'Region to' }).getAttribute('placeholder')).toBe('100');
    expect(JSON.stringify(server.queries[0])).toContain('price');
  });

  it('emits >= for a lower bound, then <= as well for an upper one', async () => {
    stubFilterServer([{ min: 0, max: 100 }]);
    const emitted = renderRange();
    await screen.findByRole('spinbutton', { name: 'Region from' });
    typeInto('Region from', '10');
    await waitFor(() =>
      expect(emitted.at(-1)).toMatchObject({
        extraFormData: { filters: [{ col: 'price', op: '>=', val: 10 }] },
        filterState: { value: [10, null] },
      }),
    );
    typeInto('Region to', '50');
    await waitFor(() =>
      expect(emitted.at(-1)).toMatchObject({
        extraFormData: {
          filters: [
            { col: 'price', op: '>=', val: 10 },
            { col: 'price', op: '<=', val: 50 },
          ],
        },
        filterState: { value: [10, 50] },
      }),
    );
  });

  it('says so when the column has no values', async () => {
    stubFilterServer([{ min: null, max: null }]);
    renderRange();
    expect(await screen.findByText('No values to filter on')).toBeTruthy();
  });
});
