import { lazy, Suspense } from 'react';
import './markdown.css';

// react-markdown and its parser load with the first markdown component, not with the page.
const MarkdownContent = lazy(() => import('./MarkdownContent'));

/**
 * Dashboard markdown rendered as Markdown (GitHub flavour: tables, strike-through, task lists).
 * HTML in it is sanitised (no script, iframe, style or event handler) and unsafe link protocols are
 * dropped, so no script can run.
 */
export function Markdown({ text }: { text: string }) {
  return (
    <div className="markdown">
      <Suspense fallback={<div className="markdown-source">{text}</div>}>
        <MarkdownContent text={text} />
      </Suspense>
    </div>
  );
}
