import '../../../../test/dom';
import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ColumnSelect } from './ColumnSelect';

afterEach(cleanup);

const columns = ['city', 'country', 'region'].map((column_name) => ({ column_name }));

describe('column select', () => {
  it('adds pasted columns once each, skipping unknown names and ones already chosen', () => {
    const onChange = vi.fn();
    const { container } = render(
      <ColumnSelect id="g" columns={columns} value={['city']} onChange={onChange} multiple />,
    );
    const box = container.firstElementChild as HTMLElement;
    fireEvent.paste(box, { clipboardData: { getData: () => 'country; city\nnope\tregion,country' } });
    expect(onChange).toHaveBeenCalledWith(['city', 'country', 'region']);
  });

  it('a single-column select ignores pasted lists', () => {
    const onChange = vi.fn();
    const { container } = render(<ColumnSelect id="g" columns={columns} value={null} onChange={onChange} />);
    fireEvent.paste(container.firstElementChild as HTMLElement, {
      clipboardData: { getData: () => 'city,region' },
    });
    expect(onChange).not.toHaveBeenCalled();
  });
});
