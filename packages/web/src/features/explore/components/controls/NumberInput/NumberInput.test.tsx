import '../../../../../test/dom';
import type { QueryFormData } from '@tessera/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ControlPanelConfig, resolveControl, validatePanel } from '../../../../../charts/controls';
import type { DatasetDetail } from '../../../api/exploreApi';
import { PanelControl } from '../PanelControl';
import { TEXT_CONTROL_DEBOUNCE_MS } from '../useDebouncedChange';

afterEach(cleanup);

const dataset = { id: 1, columns: [], metrics: [] } as unknown as DatasetDetail;
// Fixtures: a whole-number control (calendar cell size) and a decimal one (deck.gl multiplier).
const cellSize = resolveControl('cell_size');
const multiplier = resolveControl('multiplier');

function Harness({
  name,
  initial,
  onChange,
}: {
  name: string;
  initial: unknown;
  onChange: (v: unknown) => void;
}) {
  const [formData, setFormData] = useState<QueryFormData>({
    datasource: '1__table',
    viz_type: 'x',
    [name]: initial,
  });
  return (
    <PanelControl
      control={resolveControl(name)}
      formData={formData}
      dataset={dataset}
      onChange={(next) => {
        onChange(next[name]);
        setFormData(next);
      }}
    />
  );
}

function draw(name: string, initial: unknown) {
  const onChange = vi.fn();
  render(<Harness name={name} initial={initial} onChange={onChange} />);
  const input = screen.getByRole('textbox') as HTMLInputElement;
  // Typing then leaving the input passes the value on at once (blur flushes the debounce).
  const type = (text: string) => {
    fireEvent.change(input, { target: { value: text } });
    fireEvent.blur(input);
  };
  const headerError = () =>
    document.querySelector('[data-test="control-validation-error"]')?.textContent ?? null;
  return { onChange, input, type, headerError };
}

describe('number inputs with Superset’s integer and number validators', () => {
  it('stores a whole number as a number, and refused text as typed with "is expected to be an integer"', () => {
    const { onChange, input, type, headerError } = draw('cell_size', 10);
    expect(input.value).toBe('10');
    type('12');
    expect(onChange).toHaveBeenLastCalledWith(12);
    expect(headerError()).toBeNull();
    type('2.5');
    expect(onChange).toHaveBeenLastCalledWith('2.5');
    expect(input.value).toBe('2.5');
    expect(headerError()).toBe('is expected to be an integer');
    expect(input.closest('.ant-input-status-error')).toBeTruthy();
    type('');
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(headerError()).toBeNull();
  });

  it('takes decimals in a number control and says "is expected to be a number" for anything else', () => {
    const { onChange, input, type, headerError } = draw('multiplier', 1);
    type('1.5');
    expect(onChange).toHaveBeenLastCalledWith(1.5);
    type('1.');
    // Part-way through "1.25": stored as 1, the text kept as typed.
    expect(onChange).toHaveBeenLastCalledWith(1);
    expect(input.value).toBe('1.');
    type('1.5x');
    expect(onChange).toHaveBeenLastCalledWith('1.5x');
    expect(headerError()).toBe('is expected to be a number');
    type('Infinity');
    expect(headerError()).toBe('is expected to be a number');
  });

  it('shows a value saved as text (older charts) instead of an empty box', () => {
    const { input, headerError } = draw('cell_size', '8');
    expect(input.value).toBe('8');
    expect(headerError()).toBeNull();
  });
});

describe('number and text controls pass their value on debounced (spec 001 point 5)', () => {
  afterEach(() => vi.useRealTimers());

  it('passes the last number on once typing pauses, not on every keystroke', () => {
    vi.useFakeTimers();
    const { onChange, input } = draw('cell_size', 10);
    fireEvent.change(input, { target: { value: '1' } });
    fireEvent.change(input, { target: { value: '12' } });
    act(() => vi.advanceTimersByTime(TEXT_CONTROL_DEBOUNCE_MS - 1));
    expect(onChange).not.toHaveBeenCalled();
    expect(input.value).toBe('12');
    act(() => vi.advanceTimersByTime(1));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith(12);
  });

  it('passes a pending number on at once on blur and on unmount', () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    const { unmount } = render(<Harness name="cell_size" initial={10} onChange={onChange} />);
    const input = screen.getByRole('textbox');
    fireEvent.change(input, { target: { value: '14' } });
    fireEvent.blur(input);
    expect(onChange).toHaveBeenLastCalledWith(14);
    fireEvent.change(input, { target: { value: '15' } });
    unmount();
    expect(onChange).toHaveBeenLastCalledWith(15);
    act(() => vi.advanceTimersByTime(TEXT_CONTROL_DEBOUNCE_MS));
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('debounces a text control the same way', () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    const { unmount } = render(<Harness name="subheader" initial="" onChange={onChange} />);
    const input = screen.getByRole('textbox');
    fireEvent.change(input, { target: { value: 'a' } });
    fireEvent.change(input, { target: { value: 'ab' } });
    expect(onChange).not.toHaveBeenCalled();
    expect((input as HTMLInputElement).value).toBe('ab');
    act(() => vi.advanceTimersByTime(TEXT_CONTROL_DEBOUNCE_MS));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith('ab');
    fireEvent.change(input, { target: { value: 'abc' } });
    fireEvent.blur(input);
    expect(onChange).toHaveBeenLastCalledWith('abc');
    fireEvent.change(input, { target: { value: 'abcd' } });
    unmount();
    expect(onChange).toHaveBeenLastCalledWith('abcd');
  });
});

describe('invalid number controls block the run', () => {
  const panel: ControlPanelConfig = {
    controlPanelSections: [
      { label: 'Options', tab: 'customize', controlSetRows: [['cell_size'], ['multiplier']] },
    ],
  };
  const base = { datasource: '1__table', viz_type: 'x' } as QueryFormData;

  it('names each invalid control before its message', () => {
    expect(cellSize.label).toBe('Cell size');
    expect(multiplier.label).toBe('Multiplier');
    expect(validatePanel(panel, { ...base, cell_size: 10, multiplier: 0.5 }, dataset)).toEqual([]);
    expect(validatePanel(panel, { ...base, cell_size: '2.5', multiplier: 'abc' }, dataset)).toEqual([
      'Control labeled Cell size: is expected to be an integer',
      'Control labeled Multiplier: is expected to be a number',
    ]);
  });
});
