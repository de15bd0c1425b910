import type { LayoutComponent } from '@tessera/core';
import { Input, Segmented } from 'antd';
import { useState } from 'react';
import { Markdown } from '../Markdown';
import { useLayoutEditing } from './editing';

/** Markdown in edit mode: its source in a text area, or a preview. */
export function MarkdownEditor({ component }: { component: LayoutComponent }) {
  const editing = useLayoutEditing();
  const stored = String(component.meta?.code ?? '');
  const [mode, setMode] = useState<'edit' | 'preview'>('preview');
  const [draft, setDraft] = useState(stored);
  const commit = () => {
    if (draft !== stored) editing?.updateMeta(component.id, { code: draft });
  };
  return (
    <div className="markdown-editor">
      <Segmented
        size="small"
        className="markdown-mode"
        value={mode}
        onChange={(value) => {
          if (value === 'preview') commit();
          else setDraft(stored);
          setMode(value as 'edit' | 'preview');
        }}
        options={[
          { value: 'edit', label: 'Edit' },
          { value: 'preview', label: 'Preview' },
        ]}
      />
      {mode === 'edit' ? (
        <Input.TextArea
          aria-label="Markdown text"
          className="markdown-source-input"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commit}
          autoFocus
        />
      ) : (
        <Markdown text={stored} />
      )}
    </div>
  );
}
