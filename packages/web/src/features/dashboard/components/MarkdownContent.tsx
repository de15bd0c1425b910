import type { ComponentProps } from 'react';
import ReactMarkdown, { defaultUrlTransform } from 'react-markdown';
import rehypeRaw from 'rehype-raw';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';

const PLUGINS = [remarkGfm];
// HTML in markdown (Superset's examples use it) is parsed, then sanitised with GitHub's schema:
// no script, iframe, style or event-handler attribute survives, and links keep safe protocols.
const REHYPE = [rehypeRaw, rehypeSanitize];

/** Only http(s), mailto, relative and anchor links; everything else (javascript:, data:, …) is dropped. */
export function safeUrl(url: string): string {
  const cleaned = defaultUrlTransform(url);
  return /^(https?:|mailto:|\/|#|\.|\?)/i.test(cleaned) || !/^[a-z][a-z0-9+.-]*:/i.test(cleaned)
    ? cleaned
    : '';
}

const COMPONENTS: ComponentProps<typeof ReactMarkdown>['components'] = {
  a: ({ node: _node, href, children, ...rest }) =>
    href ? (
      <a {...rest} href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    ) : (
      <span>{children}</span>
    ),
  img: ({ node: _node, src, alt, ...rest }) =>
    src ? <img {...rest} src={String(src)} alt={alt ?? ''} loading="lazy" /> : null,
};

export default function MarkdownContent({ text }: { text: string }) {
  return (
    <ReactMarkdown
      remarkPlugins={PLUGINS}
      rehypePlugins={REHYPE}
      urlTransform={safeUrl}
      components={COMPONENTS}
    >
      {text}
    </ReactMarkdown>
  );
}
