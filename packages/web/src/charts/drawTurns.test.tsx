import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TurnQueue, useDrawTurn } from './drawTurns';

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

describe('TurnQueue', () => {
  it('serves its waiting elements a few per idle moment, in the order they came, skipping those that left', () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    const queue = new TurnQueue(2);
    const served: number[] = [];
    const leaves = [1, 2, 3, 4, 5].map((n) => queue.enqueue(() => served.push(n)));
    leaves[1]?.();
    idle.shift()?.();
    expect(served).toEqual([1, 3]);
    idle.shift()?.();
    expect(served).toEqual([1, 3, 4, 5]);
    expect(idle).toHaveLength(0);
  });
});
