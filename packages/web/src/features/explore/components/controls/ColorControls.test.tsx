import '../../../../test/dom';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ControlDefinition, DEFAULT_PICKED_COLOR } from '../../../../charts/controls';
import type { DatasetDetail } from '../../api/exploreApi';
import {
  BoundsControl,
  CategoricalSchemeControl,
  ColorPickerControl,
  CurrencyControl,
  SchemeSwatch,
} from './ColorControls';
import type { ControlComponentProps } from './controlTypes';

afterEach(cleanup);

function props(
  control: Partial<ControlDefinition>,
  value: unknown,
  onChange = vi.fn(),
): ControlComponentProps {
  return {
    id: 'c',
    dataTest: 'c',
    control: { name: 'x', type: 'x', label: 'X', ...control },
    value,
    formData: { viz_type: 'pie', datasource: '1__table' },
    dataset: {} as DatasetDetail,
    onChange,
  };
}

describe('colour controls', () => {
  it('draws a scheme as one square per colour', () => {
    const { container } = render(<SchemeSwatch colors={['#111111', '#222222', '#333333']} />);
    expect(container.querySelectorAll('.color-scheme-swatch')).toHaveLength(3);
  });

  it('shows an unknown saved scheme as the default one', () => {
    render(<CategoricalSchemeControl {...props({ name: 'color_scheme' }, 'SUPERSET_DEFAULT')} />);
    expect(screen.getByText('Superset Colors')).toBeTruthy();
  });

  it('saves bounds as [min, max], either empty', () => {
    const onChange = vi.fn();
    render(<BoundsControl {...props({}, [null, 10], onChange)} />);
    fireEvent.change(screen.getByLabelText('Minimum'), { target: { value: '5' } });
    fireEvent.blur(screen.getByLabelText('Minimum'));
    expect(onChange).toHaveBeenLastCalledWith([5, 10]);
  });

  it('flags a minimum above the maximum', () => {
    render(<BoundsControl {...props({}, [20, 10])} />);
    expect(screen.getByText('The minimum must not be above the maximum.')).toBeTruthy();
  });

  it('moves a currency symbol between prefix and suffix', () => {
    const onChange = vi.fn();
    render(<CurrencyControl {...props({}, { symbol: 'EUR', symbolPosition: 'prefix' }, onChange)} />);
    fireEvent.click(screen.getByText('Suffix'));
    expect(onChange).toHaveBeenLastCalledWith({ symbol: 'EUR', symbolPosition: 'suffix' });
  });

  it("shows Superset's default colour and saves a chosen one as { r, g, b, a }", async () => {
    const onChange = vi.fn();
    const { container } = render(
      <ColorPickerControl
        {...props({ type: 'color_picker', default: DEFAULT_PICKED_COLOR }, undefined, onChange)}
      />,
    );
    expect(container.textContent).toContain('#007A87');
    fireEvent.click(container.querySelector('.ant-color-picker-trigger') as HTMLElement);
    const hex = (await screen.findByRole('textbox', { hidden: true })) as HTMLInputElement;
    fireEvent.change(hex, { target: { value: 'FF0000' } });
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith({ r: 255, g: 0, b: 0, a: 1 }));
  });
});
