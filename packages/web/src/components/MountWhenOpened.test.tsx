import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MountWhenOpened } from './MountWhenOpened';

describe('MountWhenOpened', () => {
  it('renders nothing until first opened, then keeps its content when closed again', () => {
    const { rerender } = render(
      <MountWhenOpened open={false}>
        <p>dialog</p>
      </MountWhenOpened>,
    );
    expect(screen.queryByText('dialog')).toBeNull();
    rerender(
      <MountWhenOpened open>
        <p>dialog</p>
      </MountWhenOpened>,
    );
    expect(screen.getByText('dialog')).toBeTruthy();
    rerender(
      <MountWhenOpened open={false}>
        <p>dialog</p>
      </MountWhenOpened>,
    );
    expect(screen.getByText('dialog')).toBeTruthy();
  });
});
