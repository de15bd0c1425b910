import '../../../../test/dom';
import type { DataMask } from '@tessera/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TimeGrainFilter } from './TimeGrainFilter';
import { MaskHarness, nativeFilter, stubFilterServer } from './testing/nativeFilterHarness';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderGrain(initial?: DataMask) {
  const emitted: DataMask[] = [];
  render(
    <MaskHarness initial={initial} emitted={emitted}>
      {(mask, onChange) => (
        <TimeGrainFilter
          filter={nativeFilter('filter_timegrain')}
          mask={mask}
          onChange={onChange}
          inputId="f"
        />
      )}
    </MaskHarness>,
  );
  return emitted;
}

describe('native time grain filter', { timeout: 30_000 }, () => {
  it("offers the database's grains and emits the chosen one as time_grain_sqla", async () => {
    const server = stubFilterServer([
      { name: 'Day', duration: 'P1D' },
      { name: 'Month', duration: 'P1M' },
    ]);
    const emitted = renderGrain();
    fireEvent.mouseDown(screen.getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('Month'));
    expect(server.queries[0]).toMatchObject({
      datasource: { id: 3, type: 'table' },
      result_type: 'timegrains',
    });
    expect(screen.queryByTitle('Week')).toBeNull();
    expect(emitted.at(-1)).toEqual({
      extraFormData: { time_grain_sqla: 'P1M' },
      filterState: { value: ['P1M'], label: 'Month' },
    });
  });

  it('clearing emits no grain', async () => {
    stubFilterServer([{ name: 'Day', duration: 'P1D' }]);
    const emitted = renderGrain({
      extraFormData: { time_grain_sqla: 'P1D' },
      filterState: { value: ['P1D'] },
    });
    await screen.findByTitle('Day');
    const clear = document.querySelector('.ant-select-clear') as Element;
    fireEvent.mouseDown(clear);
    fireEvent.click(clear);
    expect(emitted.at(-1)).toEqual({ extraFormData: {}, filterState: { value: null } });
  });
});
