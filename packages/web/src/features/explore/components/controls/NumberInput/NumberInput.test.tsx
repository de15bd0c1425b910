import '../../../../../test/dom';
import type { QueryFormData } from '@tessera/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ControlPanelConfig, resolveControl, validatePanel } from '../../../../../charts/controls';
import type { DatasetDetail } from '../../../api/exploreApi';
import { PanelControl } from '../PanelControl';

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
  const type = (text: string) => fireEvent.change(input, { target: { value: text } });
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
