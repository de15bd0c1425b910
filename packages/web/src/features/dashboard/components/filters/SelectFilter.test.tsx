import '../../../../test/dom';
import type { DataMask } from '@tessera/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SelectFilter } from './SelectFilter';
import { MaskHarness, nativeFilter, stubFilterServer } from './testing/nativeFilterHarness';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ROWS = [{ region: 'East' }, { region: 'West' }, { region: 'North' }];

function renderSelect(controlValues: Record<string, unknown>, initial?: DataMask) {
  const emitted: DataMask[] = [];
  const appliedNow: DataMask[] = [];
  const filter = nativeFilter('filter_select', controlValues);
  render(
    <MaskHarness initial={initial} emitted={emitted}>
      {(mask, onChange) => (
        <SelectFilter
          filter={filter}
          mask={mask}
          dependencies={{}}
          onChange={onChange}
          onApplyNow={(next) => appliedNow.push(next)}
          invalid={false}
          inputId="filter-1"
        />
      )}
    </MaskHarness>,
  );
  return { emitted, appliedNow };
}

const pick = async (label: string) => {
  fireEvent.mouseDown(screen.getByRole('combobox'));
  fireEvent.click(await screen.findByTitle(label));
};

describe('native select filter', { timeout: 30_000 }, () => {
  it("lists the column's values the server answers", async () => {
    const server = stubFilterServer(ROWS);
    renderSelect({ multiSelect: true });
    await waitFor(() =>
      expect(screen.getByRole('combobox').closest('.ant-select')?.textContent).toContain('3 options'),
    );
    expect(server.queries[0]).toMatchObject({ datasource: { id: 3 } });
  });

  it('single select: a choice replaces the last, emitted as IN with one value', async () => {
    stubFilterServer(ROWS);
    const { emitted } = renderSelect({ multiSelect: false });
    expect(screen.getByRole('combobox').closest('.ant-select')?.className).not.toContain(
      'ant-select-multiple',
    );
    await pick('East');
    await pick('West');
    expect(emitted.at(-1)).toEqual({
      extraFormData: { filters: [{ col: 'region', op: 'IN', val: ['West'] }] },
      filterState: { value: ['West'], label: 'West' },
    });
  });

  it('multiple select: choices add up', async () => {
    stubFilterServer(ROWS);
    const { emitted } = renderSelect({ multiSelect: true });
    expect(screen.getByRole('combobox').closest('.ant-select')?.className).toContain('ant-select-multiple');
    await pick('East');
    await pick('West');
    expect(emitted.at(-1)).toEqual({
      extraFormData: { filters: [{ col: 'region', op: 'IN', val: ['East', 'West'] }] },
      filterState: { value: ['East', 'West'], label: 'East, West' },
    });
  });

  it('inverse selection: the chosen values are excluded (NOT IN)', async () => {
    stubFilterServer(ROWS);
    const { emitted } = renderSelect({ multiSelect: true, inverseSelection: true });
    await pick('North');
    expect(emitted.at(-1)).toEqual({
      extraFormData: { filters: [{ col: 'region', op: 'NOT IN', val: ['North'] }] },
      filterState: { value: ['North'], label: 'North (excluded)' },
    });
  });

  it('clearing emits no filter', async () => {
    stubFilterServer(ROWS);
    const { emitted } = renderSelect(
      { multiSelect: false },
      {
        extraFormData: { filters: [{ col: 'region', op: 'IN', val: ['East'] }] },
        filterState: { value: ['East'] },
      },
    );
    await screen.findByTitle('East');
    const clear = document.querySelector('.ant-select-clear') as Element;
    fireEvent.mouseDown(clear);
    fireEvent.click(clear);
    expect(emitted.at(-1)).toEqual({ extraFormData: {}, filterState: { value: null, label: undefined } });
  });

  it('"first item by default" applies the first value at once when the filter has none', async () => {
    stubFilterServer(ROWS);
    const { appliedNow, emitted } = renderSelect({ multiSelect: false, defaultToFirstItem: true });
    await waitFor(() => expect(appliedNow).toHaveLength(1));
    expect(appliedNow[0]).toEqual({
      extraFormData: { filters: [{ col: 'region', op: 'IN', val: ['East'] }] },
      filterState: { value: ['East'], label: 'East' },
    });
    // Applied, not left pending in the bar.
    expect(emitted).toHaveLength(0);
  });

  it('"first item by default" leaves a filter that has a value alone', async () => {
    const server = stubFilterServer(ROWS);
    const { appliedNow } = renderSelect(
      { multiSelect: false, defaultToFirstItem: true },
      { extraFormData: {}, filterState: { value: ['West'] } },
    );
    await waitFor(() => expect(server.queries).toHaveLength(1));
    await screen.findByTitle('West');
    expect(appliedNow).toHaveLength(0);
  });

  it('without "first item by default" nothing is applied on load', async () => {
    const server = stubFilterServer(ROWS);
    const { appliedNow } = renderSelect({ multiSelect: false });
    await waitFor(() => expect(server.queries).toHaveLength(1));
    await waitFor(() =>
      expect(screen.getByRole('combobox').closest('.ant-select')?.textContent).toContain('3 options'),
    );
    expect(appliedNow).toHaveLength(0);
  });
});
