import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDrawTurn } from './drawTurns';

function Probe({ top }: { top: number }) {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const mayDraw = useDrawTurn(element);
  return (
    <div
      ref={(node) => {
        if (node)
          node.getBoundingClientRect = () => ({ top, bottom: top + 300, width: 400, height: 300 }) as DOMRect;
        setElement(node);
      }}
    >
      {mayDraw ? 'drawn' : 'waiting'}
    </div>
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('useDrawTurn', () => {
  it('draws a chart on screen at once, and one far below when the page is next idle', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    render(
      <>
        <Probe top={100} />
        <Probe top={5000} />
      </>,
    );
    expect(screen.getAllByText(/drawn|waiting/).map((node) => node.textContent)).toEqual([
      'drawn',
      'waiting',
    ]);
    await act(async () => idle.shift()?.());
    expect(screen.getAllByText('drawn')).toHaveLength(2);
  });
});
