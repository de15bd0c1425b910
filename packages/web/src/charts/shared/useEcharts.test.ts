import { afterEach, describe, expect, it, vi } from 'vitest';
import { outOfSight } from './useEcharts';

function at(top: number, height: number): Element {
  const element = document.createElement('div');
  element.getBoundingClientRect = () =>
    ({ top, bottom: top + height, height, width: height ? 400 : 0, left: 0, right: 400 }) as DOMRect;
  return element;
}

afterEach(() => vi.unstubAllGlobals());

describe('outOfSight (off-screen charts draw without animation)', () => {
  it('is false for a chart in the window, even partly', () => {
    vi.stubGlobal('innerHeight', 900);
    expect(outOfSight(at(100, 300))).toBe(false);
    expect(outOfSight(at(800, 300))).toBe(false);
    expect(outOfSight(at(-200, 300))).toBe(false);
  });

  it('is true below or above the window, or when hidden', () => {
    vi.stubGlobal('innerHeight', 900);
    expect(outOfSight(at(950, 300))).toBe(true);
    expect(outOfSight(at(-400, 300))).toBe(true);
    expect(outOfSight(at(0, 0))).toBe(true);
  });
});
