import '../../../../test/dom';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chartRegistry } from '../../../../charts';
import { panelControls } from '../../../../charts/controls';
import { panelOf } from '../../lib/formData';
import { SelectControl, selectOptions, shownSelectValue, typedSelectValue } from './SelectControl';

afterEach(cleanup);

const FORMATS = [
  { value: 'SMART_NUMBER', label: 'Adaptive' },
  { value: ',d', label: ',d' },
];
const LIMITS = [
  { value: 10, label: '10' },
  { value: 1000, label: '1,000' },
];

describe('SelectControl logic (spec 001 point 5)', () => {
  it('shows a stored value outside the choices only when the control is free-form', () => {
    expect(shownSelectValue(FORMATS, ',d', false)).toBe(',d');
    expect(shownSelectValue(FORMATS, '.2f', false)).toBeUndefined();
    expect(shownSelectValue(FORMATS, '.2f', true)).toBe('.2f');
    expect(shownSelectValue(FORMATS, null, true)).toBeUndefined();
  });

  it('offers the typed value (a number for numeric choices) and a stored free-form one first', () => {
    expect(typedSelectValue(LIMITS, ' 2000 ')).toBe(2000);
    expect(typedSelectValue(LIMITS, 'lots')).toBeNull();
    expect(typedSelectValue(FORMATS, ' .3% ')).toBe('.3%');
    expect(selectOptions(FORMATS, '.2f', true, '.3%').map((o) => o.value)).toEqual([
      '.3%',
      '.2f',
      'SMART_NUMBER',
      ',d',
    ]);
    expect(selectOptions(FORMATS, '.2f', false, '.3%').map((o) => o.value)).toEqual(['SMART_NUMBER', ',d']);
    expect(selectOptions(LIMITS, 1000, true, '10').map((o) => o.value)).toEqual([10, 1000]);
  });
});

describe('SelectControl', { timeout: 20_000 }, () => {
  it('takes a typed d3 format when free-form', () => {
    const onChange = vi.fn();
    render(<SelectControl id="fmt" choices={FORMATS} value="SMART_NUMBER" freeForm onChange={onChange} />);
    const box = screen.getByRole('combobox');
    fireEvent.mouseDown(box);
    fireEvent.change(box, { target: { value: '.2f' } });
    fireEvent.click(screen.getAllByText('.2f', { selector: '.ant-select-item-option-content' })[0]!);
    expect(onChange).toHaveBeenCalledWith('.2f');
  });

  it('windows a list of more than 100 options, and draws a shorter one whole (spec 000 point 9)', () => {
    const many = (n: number) => Array.from({ length: n }, (_, i) => ({ value: i, label: `option ${i}` }));
    const drawn = () => document.querySelectorAll('.ant-select-item-option').length;
    const { unmount } = render(<SelectControl id="a" choices={many(100)} value={0} onChange={() => {}} />);
    fireEvent.mouseDown(screen.getByRole('combobox'));
    expect(drawn()).toBe(100);
    unmount();
    render(<SelectControl id="b" choices={many(101)} value={0} onChange={() => {}} />);
    fireEvent.mouseDown(screen.getByRole('combobox'));
    expect(drawn()).toBeLessThan(101);
  });

  it('opens a menu 100 to 220 px tall, windowed or not (spec 000 point 9)', () => {
    const many = (n: number) => Array.from({ length: n }, (_, i) => ({ value: i, label: `option ${i}` }));
    for (const count of [3, 500]) {
      const { unmount } = render(
        <SelectControl id="m" choices={many(count)} value={0} onChange={() => {}} />,
      );
      fireEvent.mouseDown(screen.getByRole('combobox'));
      const list = document.querySelector<HTMLElement>('.ant-select-dropdown-list')!;
      expect(list.style.minHeight).toBe('100px');
      expect(list.style.maxHeight).toBe('220px');
      const holder = document.querySelector<HTMLElement>('.ant-select-dropdown-list-holder')!;
      expect(holder.style.maxHeight).toBe('220px');
      unmount();
    }
  });

  it('shows nothing for a stored value outside the choices when not free-form', () => {
    render(<SelectControl id="x" choices={FORMATS} value="gone" onChange={() => {}} />);
    expect(screen.queryByText('gone')).toBeNull();
  });
});

describe('the catalogue’s select controls', () => {
  it('default to one of their choices unless free-form, in every chart’s panel', () => {
    const misfits: string[] = [];
    for (const plugin of chartRegistry.list()) {
      for (const control of panelControls(panelOf(plugin.id))) {
        if (control.type !== 'select' || control.freeForm || typeof control.choices !== 'object') continue;
        // What the control shows for its default: through its reader when it has one.
        const value = control.read
          ? control.read({ datasource: '1__table', viz_type: plugin.id, [control.name]: control.default })
          : control.default;
        if (value === undefined || value === null || value === '') continue;
        if (!control.choices.some((c) => c.value === value))
          misfits.push(`${plugin.id}.${control.name}=${String(value)}`);
      }
    }
    expect(misfits).toEqual([]);
  });
});
