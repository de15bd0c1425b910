import '../../../../test/dom';
import type { DataMask } from '@tessera/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TimeFilter } from './TimeFilter';
import { MaskHarness, nativeFilter } from './testing/nativeFilterHarness';

afterEach(cleanup);

function renderTime(initial?: DataMask) {
  const emitted: DataMask[] = [];
  render(
    <MaskHarness initial={initial} emitted={emitted}>
      {(mask, onChange) => (
        <TimeFilter filter={nativeFilter('filter_time')} mask={mask} onChange={onChange} inputId="f" />
      )}
    </MaskHarness>,
  );
  return emitted;
}

describe('native time filter', { timeout: 30_000 }, () => {
  it('starts at "No filter" and emits a preset as time_range', async () => {
    const emitted = renderTime();
    expect(screen.getByTitle('No filter')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('Last week'));
    expect(emitted.at(-1)).toEqual({
      extraFormData: { time_range: 'Last week' },
      filterState: { value: 'Last week', label: 'Last week' },
    });
  });

  it('emits an advanced range once typed and confirmed', async () => {
    const emitted = renderTime();
    fireEvent.mouseDown(screen.getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('Advanced…'));
    expect(emitted).toHaveLength(0);
    const input = screen.getByRole('textbox', { name: 'Region: time range' });
    fireEvent.change(input, { target: { value: '2024-01-01 : now' } });
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 13 });
    expect(emitted.at(-1)).toEqual({
      extraFormData: { time_range: '2024-01-01 : now' },
      filterState: { value: '2024-01-01 : now', label: '2024-01-01 : now' },
    });
  });

  it('shows a saved advanced range as its text', () => {
    renderTime({ extraFormData: { time_range: 'Last 90 days' }, filterState: { value: 'Last 90 days' } });
    expect((screen.getByRole('textbox', { name: 'Region: time range' }) as HTMLInputElement).value).toBe(
      'Last 90 days',
    );
  });
});
