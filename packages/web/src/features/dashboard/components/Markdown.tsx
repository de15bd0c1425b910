import { Fragment } from 'react';

interface Block {
  readonly key: string;
  readonly body: string;
}

function blocksOf(text: string): Block[] {
  return text
    .split(/\n{2,}/)
    .map((body) => body.trim())
    .filter(Boolean)
    .map((body, position) => ({ key: `b${position}`, body }));
}

/**
 * A deliberately small markdown subset (headings, paragraphs, line breaks). Text is rendered
 * through React, never as HTML, so dashboard markdown cannot inject markup.
 */
export function Markdown({ text }: { text: string }) {
  return (
    <div className="markdown">
      {blocksOf(text).map((block) => {
        const heading = /^(#{1,6})\s+(.*)$/s.exec(block.body);
        if (heading) {
          const level = Math.min(6, (heading[1]?.length ?? 1) + 1);
          const Tag = `h${level}` as 'h2';
          return (
            <Tag key={block.key} className={`md-h md-h${level}`}>
              {heading[2]}
            </Tag>
          );
        }
        const lines = block.body.split('\n').map((line, position) => ({ key: `l${position}`, line }));
        return (
          <p key={block.key}>
            {lines.map((entry, position) => (
              <Fragment key={entry.key}>
                {position > 0 ? <br /> : null}
                {entry.line}
              </Fragment>
            ))}
          </p>
        );
      })}
    </div>
  );
}
