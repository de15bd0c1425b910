// A small Markdown renderer for the markup viz, writing what Python-Markdown writes for the
// common syntax (ATX/setext headings, paragraphs, lists, block quotes, indented code, rules,
// emphasis, code spans, links, images); HTML blocks and inline tags pass through unchanged.

const BLOCK_TAGS =
  /^<\/?(address|article|aside|blockquote|div|dl|fieldset|figure|footer|form|h[1-6]|header|hr|iframe|ol|p|pre|section|style|table|ul|script)\b/i;

const escapeText = (text: string) =>
  text
    .replace(/&(?!#?\w+;)/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');

const escapeCode = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const LINK = /(!?)\[([^\]]*)\]\(\s*<?([^)\s>]*)>?(?:\s+"([^"]*)")?\s*\)/g;

/**
 * Inline syntax. Code spans, links, images, autolinks and inline HTML tags wait behind
 * private-use placeholders while the text is escaped and emphasis applied, so that neither
 * touches them (underscores inside words or URLs are not emphasis, as in Python-Markdown).
 */
export function renderInline(text: string): string {
  const stash: string[] = [];
  const keep = (html: string) => {
    stash.push(html);
    return `\uE000${stash.length - 1}\uE000`;
  };
  const title = (t?: string) => (t === undefined ? '' : ` title="${t}"`);
  const marked = text
    .replace(/(`+)([\s\S]*?[^`])\1(?!`)/g, (_, __, code: string) =>
      keep(`<code>${escapeCode(code.trim())}</code>`),
    )
    .replace(LINK, (_, bang: string, label: string, href: string, t?: string) =>
      keep(
        bang
          ? `<img alt="${label}" src="${href}"${title(t)} />`
          : `<a href="${href}"${title(t)}>${renderInline(label)}</a>`,
      ),
    )
    .replace(/<((?:https?|ftp):\/\/[^>\s]+)>/g, (_, url: string) => keep(`<a href="${url}">${url}</a>`))
    .replace(/<\/?[a-zA-Z][^<>]*>|<!--[\s\S]*?-->|&#?\w+;/g, (tag) => keep(tag));
  return escapeText(marked)
    .replace(
      /\*\*(?=\S)([\s\S]*?\S)\*\*|(^|\W)__(?=\S)([\s\S]*?\S)__(?!\w)/g,
      (_, a?: string, pre?: string, b?: string) =>
        a !== undefined ? `<strong>${a}</strong>` : `${pre}<strong>${b}</strong>`,
    )
    .replace(
      /\*(?=\S)([\s\S]*?\S)\*|(^|\W)_(?=\S)([\s\S]*?\S)_(?!\w)/g,
      (_, a?: string, pre?: string, b?: string) =>
        a !== undefined ? `<em>${a}</em>` : `${pre}<em>${b}</em>`,
    )
    .replace(/ {2,}\n/g, '<br />\n')
    .replace(/\uE000(\d+)\uE000/g, (_, i: string) => stash[Number(i)] ?? '');
}

const LIST_ITEM = /^ {0,3}([-*+]|\d+\.)\s+(.*)$/;
const RULE = /^ {0,3}([-*_])( *\1){2,} *$/;
const HEADING = /^(#{1,6})[ \t]*(.*?)[ \t]*#*[ \t]*$/;

function renderList(lines: readonly string[]): string {
  const ordered = /^\s*\d+\./.test(lines[0] ?? '');
  const items: string[][] = [];
  for (const line of lines) {
    const item = LIST_ITEM.exec(line);
    if (item) items.push([item[2] ?? '']);
    else items[items.length - 1]?.push(line.trim());
  }
  const tag = ordered ? 'ol' : 'ul';
  return [`<${tag}>`, ...items.map((item) => `<li>${renderInline(item.join('\n'))}</li>`), `</${tag}>`].join(
    '\n',
  );
}

/** One block (lines between blank lines). */
function renderBlock(lines: string[]): string[] {
  const first = lines[0] ?? '';
  if (BLOCK_TAGS.test(first.trim())) return [lines.join('\n')];
  if (lines.every((l) => /^( {4}|\t)/.test(l))) {
    return [
      `<pre><code>${escapeCode(lines.map((l) => l.replace(/^( {4}|\t)/, '')).join('\n'))}\n</code></pre>`,
    ];
  }
  if (lines.every((l) => l.trimStart().startsWith('>'))) {
    return [
      `<blockquote>\n${renderMarkdown(lines.map((l) => l.trimStart().replace(/^> ?/, '')).join('\n'))}\n</blockquote>`,
    ];
  }
  if (LIST_ITEM.test(first) && !RULE.test(first)) return [renderList(lines)];
  const out: string[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length) out.push(`<p>${renderInline(paragraph.join('\n'))}</p>`);
    paragraph = [];
  };
  for (const line of lines) {
    const heading = HEADING.exec(line);
    if (line.startsWith('#') && heading) {
      flush();
      out.push(`<h${heading[1]?.length}>${renderInline(heading[2] ?? '')}</h${heading[1]?.length}>`);
    } else if (RULE.test(line) && !(paragraph.length && /^ {0,3}-+ *$/.test(line))) {
      flush();
      out.push('<hr />');
    } else if (paragraph.length && /^ {0,3}(=+|-+) *$/.test(line)) {
      const level = line.trim().startsWith('=') ? 1 : 2;
      const title = paragraph.pop() ?? '';
      flush();
      out.push(`<h${level}>${renderInline(title.trim())}</h${level}>`);
    } else {
      paragraph.push(line);
    }
  }
  flush();
  return out;
}

/** Markdown text as HTML, blocks joined by newlines (Python-Markdown's `markdown(text)`). */
export function renderMarkdown(text: string): string {
  const blocks: string[][] = [[]];
  for (const line of text.replace(/\r\n?/g, '\n').split('\n')) {
    if (line.trim() === '') blocks.push([]);
    else blocks[blocks.length - 1]?.push(line);
  }
  return blocks
    .filter((b) => b.length)
    .flatMap(renderBlock)
    .join('\n');
}
