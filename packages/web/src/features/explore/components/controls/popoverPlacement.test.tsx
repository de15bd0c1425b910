import { fireEvent, render, screen } from '@testing-library/react';
import { createPortal } from 'react-dom';
import { describe, expect, it } from 'vitest';
import { controlPopoverPlacement, useControlPopoverPlacement } from './popoverPlacement';

describe('controlPopoverPlacement (spec 000 point 9: switches at 35 % and 65 % of the window)', () => {
  it('aligns to the trigger top in the upper 35 %, to its bottom below 65 %, centred between', () => {
    expect(controlPopoverPlacement(0, 900)).toBe('rightTop');
    expect(controlPopoverPlacement(314, 900)).toBe('rightTop');
    expect(controlPopoverPlacement(315, 900)).toBe('right');
    expect(controlPopoverPlacement(585, 900)).toBe('right');
    expect(controlPopoverPlacement(586, 900)).toBe('rightBottom');
    expect(controlPopoverPlacement(880, 900)).toBe('rightBottom');
  });

  it('falls back to right without a window height', () => {
    expect(controlPopoverPlacement(100, 0)).toBe('right');
  });
});

function Probe({ top }: { top: number }) {
  const [placement, measure] = useControlPopoverPlacement();
  return (
    <div onClickCapture={measure}>
      <button
        type="button"
        ref={(node) => {
          if (node) node.getBoundingClientRect = () => ({ top }) as DOMRect;
        }}
      >
        trigger
      </button>
      {createPortal(
        <div className="ant-popover">
          <button type="button">inside</button>
        </div>,
        document.body,
      )}
      {createPortal(
        <div className="ant-select-dropdown">
          <button type="button">option</button>
        </div>,
        document.body,
      )}
      <output>{placement}</output>
    </div>
  );
}

describe('useControlPopoverPlacement', () => {
  it('measures the clicked trigger, and ignores clicks in the popover or a list it opened', () => {
    window.innerHeight = 1000;
    render(<Probe top={800} />);
    expect(screen.getByRole('status').textContent).toBe('right');
    fireEvent.click(screen.getByText('trigger'));
    expect(screen.getByRole('status').textContent).toBe('rightBottom');
    fireEvent.click(screen.getByText('inside'));
    expect(screen.getByRole('status').textContent).toBe('rightBottom');
    // A select list opened from the editor is a portal of its own: ignored too.
    fireEvent.click(screen.getByText('option'));
    expect(screen.getByRole('status').textContent).toBe('rightBottom');
  });
});
