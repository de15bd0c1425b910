import '../../../../../test/dom';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DatasetDetail } from '../../../api/exploreApi';
import { BoundsControl } from './BoundsControl';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const render1 = (value: unknown, onChange = vi.fn()) =>
  render(
    <BoundsControl
      id="b"
      dataTest="b"
      control={{ name: 'y_axis_bounds', type: 'bounds', label: 'Y bounds' }}
      value={value}
      formData={{ viz_type: 'line', datasource: '1__table' }}
      dataset={{} as DatasetDetail}
      onChange={onChange}
    />,
  );

describe('bounds control', () => {
  it('passes [min, max] on after 300 ms without typing', () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    render1([null, 10], onChange);
    fireEvent.change(screen.getByLabelText('Minimum'), { target: { value: '5' } });
    act(() => vi.advanceTimersByTime(299));
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onChange).toHaveBeenCalledWith([5, 10]);
  });

  it('flags a minimum above the maximum', () => {
    render1([20, 10]);
    expect(screen.getByRole('alert').textContent).toBe('The minimum must not be above the maximum.');
  });
});
