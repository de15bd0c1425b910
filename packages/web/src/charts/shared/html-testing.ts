// Test support for tooltips (jsdom): what a browser would make of an HTML string.

/** A stored category value that would run script if a tooltip rendered it as HTML. */
export const XSS = '<img src=x onerror=alert(1)>';

/** The elements a browser would create from `markup`, and the text it would show. */
export function rendered(markup: string): { tags: string[]; text: string } {
  const element = document.createElement('div');
  element.innerHTML = markup;
  return {
    tags: [...element.querySelectorAll('*')].map((e) => e.tagName.toLowerCase()),
    text: element.textContent ?? '',
  };
}
