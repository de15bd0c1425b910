import '../../../test/dom';
import { describe, expect, it } from 'vitest';
import { elementSvg, imageFileName } from './elementImage';

describe('download as image', () => {
  it('names the file after the title and the day', () => {
    expect(imageFileName('World Bank: Health / Wealth', new Date('2026-11-28T13:00:00Z'))).toBe(
      'World-Bank-Health-Wealth-2026-11-28.png',
    );
    expect(imageFileName('  ', new Date('2026-01-02T00:00:00Z'))).toBe('dashboard-2026-01-02.png');
  });

  it('wraps a copy of the element, styles inlined and without scripts, in an SVG foreignObject', () => {
    const element = document.createElement('div');
    element.innerHTML =
      '<h2 style="color: rgb(255, 0, 0)">Sales</h2><script>alert(1)</script><canvas></canvas>';
    document.body.appendChild(element);
    const { svg } = elementSvg(element);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain('<foreignObject');
    expect(svg).toContain('Sales');
    expect(svg).toContain('color: rgb(255, 0, 0)');
    expect(svg).not.toContain('<script');
    // The canvas became an image.
    expect(svg).not.toContain('<canvas');
    expect(svg).toContain('<img');
    element.remove();
  });
});
