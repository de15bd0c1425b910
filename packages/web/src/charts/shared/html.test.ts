import { describe, expect, it } from 'vitest';
import { escapeHtml, html, trustedHtml } from './html';
import { rendered, XSS } from './html-testing';

describe('escapeHtml and html', () => {
  it('turns markup characters into entities', () => {
    expect(escapeHtml(`${XSS}"'&\``)).toBe('&#60;img src=x onerror=alert(1)&#62;&#34;&#39;&#38;&#96;');
    expect(escapeHtml(null)).toBe('');
    expect(escapeHtml(3)).toBe('3');
  });

  it('escapes every interpolated value, keeps the template and trusted markup', () => {
    const out = html`${trustedHtml('<span class="m"></span>')}${XSS}<br/><b>${'"><script>x</script>'}</b>`;
    const { tags, text } = rendered(out);
    expect(tags).toEqual(['span', 'br', 'b']);
    expect(text).toBe(`${XSS}"><script>x</script>`);
  });
});
