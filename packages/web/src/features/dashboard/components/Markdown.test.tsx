import '../../../test/dom';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Markdown } from './Markdown';
import { safeUrl } from './MarkdownContent';

afterEach(cleanup);

describe('dashboard markdown', { timeout: 30_000 }, () => {
  it('renders headings, emphasis, links, lists, images, tables and code', async () => {
    const text = [
      '# Title',
      'Text under the title with **bold**, _italic_ and a [link](https://example.com).',
      '',
      '- one',
      '- two',
      '',
      '![logo](/static/logo.png)',
      '',
      '| a | b |',
      '|---|---|',
      '| 1 | 2 |',
      '',
      '`inline`',
    ].join('\n');
    const { container } = render(<Markdown text={text} />);
    expect((await screen.findByRole('heading', { name: 'Title' }, { timeout: 15_000 })).tagName).toBe('H1');
    // The heading does not swallow the next line.
    expect(screen.getByText(/Text under the title/).tagName).toBe('P');
    expect(container.querySelector('strong')?.textContent).toBe('bold');
    expect(container.querySelector('em')?.textContent).toBe('italic');
    const link = screen.getByRole('link', { name: 'link' });
    expect(link.getAttribute('href')).toBe('https://example.com');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(container.querySelectorAll('li')).toHaveLength(2);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/static/logo.png');
    expect(container.querySelectorAll('td')).toHaveLength(2);
    expect(container.querySelector('code')?.textContent).toBe('inline');
  });

  it('never renders script, event-handler attributes or javascript: links live', async () => {
    const text = [
      '# Safe',
      '',
      '<script>window.__pwned = 1</script>',
      '',
      '<img src="x" onerror="window.__pwned = 2">',
      '',
      '[click](javascript:window.__pwned=3) and [data](data:text/html;base64,PHNjcmlwdD4=)',
      '',
      '![img](javascript:alert(1))',
      '',
      '<a href="javascript:alert(4)" onclick="window.__pwned = 5">html link</a>',
      '<iframe src="https://example.com"></iframe><div style="position:fixed">styled</div>',
    ].join('\n');
    const { container } = render(<Markdown text={text} />);
    await screen.findByRole('heading', { name: 'Safe' }, { timeout: 15_000 });
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    for (const anchor of container.querySelectorAll('a')) {
      expect(anchor.getAttribute('href') ?? '').not.toMatch(/^(javascript|data):/i);
    }
    for (const image of container.querySelectorAll('img')) {
      expect(image.getAttribute('src') ?? '').not.toMatch(/^javascript:/i);
    }
    expect(container.innerHTML).not.toContain('javascript:');
    expect(container.querySelector('[onclick], iframe, [style]')).toBeNull();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('shows the safe HTML of Superset example markdown', async () => {
    const text =
      '<div style="text-align:center">  <h1>Birth Names Dashboard</h1>  <img src="/static/assets/images/babies.png" style="width:50%;"></div>';
    const { container } = render(<Markdown text={text} />);
    await screen.findByRole('heading', { name: 'Birth Names Dashboard' }, { timeout: 15_000 });
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/static/assets/images/babies.png');
  });

  it('keeps http, mailto, relative and anchor urls only', () => {
    expect(safeUrl('https://a.b/c')).toBe('https://a.b/c');
    expect(safeUrl('mailto:x@y.z')).toBe('mailto:x@y.z');
    expect(safeUrl('/dashboard/1/')).toBe('/dashboard/1/');
    expect(safeUrl('#tab')).toBe('#tab');
    expect(safeUrl('javascript:alert(1)')).toBe('');
    expect(safeUrl('JaVaScRiPt:alert(1)')).toBe('');
    expect(safeUrl('vbscript:x')).toBe('');
  });
});
