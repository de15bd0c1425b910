import '../../../../../test/dom';
import { cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ResolvedRange } from '../../../api/controlData';
import { TimeRangeControl } from './TimeRangeControl';
import { TimeRangeEditor } from './TimeRangeEditor';

configure({ testIdAttribute: 'data-test', asyncUtilTimeout: 5000 });
afterEach(cleanup);

/** A server that knows a few ranges and refuses the rest, with its message. */
const resolver = vi.fn(async (range: string): Promise<ResolvedRange> => {
  if (range === 'No filter') return { ok: true, since: '', until: '' };
  if (range === 'Last week') return { ok: true, since: '2016-10-31T00:00:00', until: '2016-11-07T00:00:00' };
  if (range === 'previous calendar week')
    return { ok: true, since: '2016-10-24T00:00:00', until: '2016-10-31T00:00:00' };
  if (range === 'previous calendar month')
    return { ok: true, since: '2016-10-01T00:00:00', until: '2016-11-01T00:00:00' };
  if (range.startsWith('DATEADD'))
    return { ok: true, since: '2016-10-31T09:30:10', until: '2016-11-14T09:30:10' };
  if (range === '2016-01-01 : now')
    return { ok: true, since: '2016-01-01T00:00:00', until: '2016-11-07T09:30:10' };
  return { ok: false, error: `Unexpected time range: cannot parse ${range}` };
});

/** Opens an antd select by its aria-label and picks the option with this text. */
function choose(label: string, option: string) {
  const select = screen.getByLabelText(label);
  fireEvent.mouseDown(select);
  const options = screen.getAllByText(option, { selector: '.ant-select-item-option-content' });
  fireEvent.click(options[options.length - 1]!);
}

function editor(value: string) {
  const onApply = vi.fn();
  const onCancel = vi.fn();
  render(
    <TimeRangeEditor
      value={value}
      column="order_date"
      onApply={onApply}
      onCancel={onCancel}
      resolve={resolver}
      debounceMs={0}
    />,
  );
  return { onApply, onCancel };
}

const apply = () => screen.getByRole('button', { name: 'APPLY' });
const actual = () => screen.getByTestId('time-range-actual');

describe('TimeRangeEditor', { timeout: 30_000 }, () => {
  it('opens a Last value in the Last frame and shows the actual range for the column', async () => {
    editor('Last week');
    expect(screen.getByTestId('time-range-type').textContent).toContain('Last');
    expect((screen.getByLabelText('Last week') as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(actual().textContent).toContain('2016-10-31 ≤ order_date < 2016-11-07'));
    expect(apply().hasAttribute('disabled')).toBe(false);
  });

  it('Last, chosen from another frame, defaults to Last week and applies it', async () => {
    const { onApply } = editor('previous calendar month');
    choose('Range type', 'Last');
    expect((screen.getByLabelText('Last week') as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(actual().textContent).toContain('2016-10-31 ≤ order_date < 2016-11-07'));
    fireEvent.click(apply());
    expect(onApply).toHaveBeenCalledWith('Last week');
  });

  it('Previous defaults to the previous calendar week; a choice there is applied', async () => {
    const { onApply } = editor('No filter');
    choose('Range type', 'Previous');
    expect((screen.getByLabelText('Previous calendar week') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByLabelText('Previous calendar month'));
    await waitFor(() => expect(actual().textContent).toContain('2016-10-01 ≤ order_date < 2016-11-01'));
    fireEvent.click(apply());
    expect(onApply).toHaveBeenCalledWith('previous calendar month');
  });

  it('Custom starts at 7 days before to 7 days after now, with the anchor choice', async () => {
    const { onApply } = editor('No filter');
    choose('Range type', 'Custom');
    expect(screen.getByTestId('time-range-anchor')).toBeTruthy();
    expect((screen.getByLabelText('Start quantity') as HTMLInputElement).value).toBe('7');
    await waitFor(() => expect(apply().hasAttribute('disabled')).toBe(false));
    fireEvent.click(apply());
    expect(onApply).toHaveBeenCalledWith(
      'DATEADD(DATETIME("now"), -7, day) : DATEADD(DATETIME("now"), 7, day)',
    );
  });

  it('a custom end of Now drops the anchor and counts the start back from now', async () => {
    const { onApply } = editor('DATEADD(DATETIME("now"), -7, day) : DATEADD(DATETIME("now"), 7, day)');
    expect(screen.getByTestId('time-range-type').textContent).toContain('Custom');
    choose('End type', 'Now');
    expect(screen.queryByTestId('time-range-anchor')).toBeNull();
    fireEvent.change(screen.getByLabelText('Start quantity'), { target: { value: '3' } });
    await waitFor(() => expect(apply().hasAttribute('disabled')).toBe(false));
    fireEvent.click(apply());
    expect(onApply).toHaveBeenCalledWith('DATEADD(DATETIME("now"), -3, day) : now');
  });

  it('an Advanced range the server refuses shows its message and disables APPLY', async () => {
    editor('2016-01-01 : now');
    expect(screen.getByTestId('time-range-type').textContent).toContain('Advanced');
    await waitFor(() => expect(apply().hasAttribute('disabled')).toBe(false));
    fireEvent.change(screen.getByLabelText('Advanced start'), { target: { value: 'someday' } });
    await waitFor(() =>
      expect(within(actual()).getByText('Unexpected time range: cannot parse someday : now')).toBeTruthy(),
    );
    expect(apply().hasAttribute('disabled')).toBe(true);
  });

  it('No filter applies No filter; CANCEL applies nothing', async () => {
    const { onApply, onCancel } = editor('Last week');
    choose('Range type', 'No filter');
    await waitFor(() => expect(actual().textContent).toContain('No filter'));
    fireEvent.click(screen.getByRole('button', { name: 'CANCEL' }));
    expect(onCancel).toHaveBeenCalled();
    expect(onApply).not.toHaveBeenCalled();
  });
});

describe('TimeRangeControl', { timeout: 30_000 }, () => {
  it("opens 'Edit time range' on a draft, and only APPLY changes the value", async () => {
    const onChange = vi.fn();
    render(
      <TimeRangeControl id="t" value="Last week" onChange={onChange} resolve={resolver} debounceMs={0} />,
    );
    fireEvent.click(screen.getByRole('button', { name: /Last week/ }));
    expect(await screen.findByText('Edit time range')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Last month'));
    fireEvent.click(screen.getByRole('button', { name: 'CANCEL' }));
    expect(onChange).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: /Last week/ }));
    await waitFor(() => expect((screen.getByLabelText('Last week') as HTMLInputElement).checked).toBe(true));
    choose('Range type', 'Previous');
    await waitFor(() => expect(apply().hasAttribute('disabled')).toBe(false));
    fireEvent.click(apply());
    expect(onChange).toHaveBeenCalledWith('previous calendar week');
  });

  it("is a 600 px popover that labels the evaluated range 'Actual time range'", async () => {
    render(
      <TimeRangeControl id="t" value="Last week" onChange={vi.fn()} resolve={resolver} debounceMs={0} />,
    );
    fireEvent.click(screen.getByRole('button', { name: /Last week/ }));
    const title = await screen.findByText('Edit time range');
    const popover = title.closest('.ant-popover') as HTMLElement;
    const container = popover.querySelector('.ant-popover-container') as HTMLElement;
    expect(container.style.width).toBe('600px');
    expect(within(actual()).getByText('Actual time range')).toBeTruthy();
    await waitFor(() => expect(actual().textContent).toContain('2016-10-31 ≤ col < 2016-11-07'));
  });
});
