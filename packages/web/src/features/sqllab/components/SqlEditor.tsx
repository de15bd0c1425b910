/**
 * The SQL editor: CodeMirror 6 with SQL highlighting for the database's dialect and completion
 * of keywords, schemas, tables and the columns SQL Lab knows. Ctrl/Cmd+Enter runs the selection,
 * or everything when nothing is selected. Loaded only with SQL Lab's page.
 */
import { closeCompletion } from '@codemirror/autocomplete';
import {
  MySQL,
  PostgreSQL,
  type SQLDialect,
  SQLite,
  type SQLNamespace,
  StandardSQL,
  sql,
} from '@codemirror/lang-sql';
import { Compartment, EditorState, Prec } from '@codemirror/state';
import { EditorView, keymap, placeholder } from '@codemirror/view';
import { basicSetup } from 'codemirror';
import { useEffect, useRef } from 'react';
import { columnCompletionSource, type KnownColumn } from '../lib/columnCompletion';

export interface SqlEditorProps {
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** Called with the selected text, or the whole text when nothing is selected. */
  readonly onRun: (sql: string) => void;
  readonly backend?: string | null;
  readonly namespace: SQLNamespace;
  readonly defaultSchema?: string | null;
  /** Columns offered as bare names while typing (the SQL language completes `table.` itself). */
  readonly columns?: readonly KnownColumn[];
}

const DIALECTS: Readonly<Record<string, SQLDialect>> = {
  postgresql: PostgreSQL,
  duckdb: PostgreSQL,
  mysql: MySQL,
  mariadb: MySQL,
  sqlite: SQLite,
};

function language(props: Pick<SqlEditorProps, 'backend' | 'namespace' | 'defaultSchema' | 'columns'>) {
  const support = sql({
    dialect: (props.backend && DIALECTS[props.backend]) || StandardSQL,
    schema: props.namespace,
    defaultSchema: props.defaultSchema ?? undefined,
    upperCaseKeywords: true,
  });
  return [support, support.language.data.of({ autocomplete: columnCompletionSource(props.columns ?? []) })];
}

/** The selected text, or the whole document when the selection is empty. */
export function textToRun(state: EditorState): string {
  const selected = state.selection.ranges
    .filter((range) => !range.empty)
    .map((range) => state.sliceDoc(range.from, range.to))
    .join('\n');
  return selected.trim() ? selected : state.doc.toString();
}

const theme = EditorView.theme({
  '&': { height: '100%', fontSize: '13px' },
  '.cm-scroller': {
    fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
    lineHeight: '1.55',
  },
  '&.cm-focused': { outline: 'none' },
  '.cm-gutters': { background: '#fafafa', borderRight: '1px solid #f0f0f0', color: '#8c8c8c' },
});

export function SqlEditor(props: SqlEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const languageSlot = useRef(new Compartment());
  const latest = useRef(props);
  latest.current = props;

  useEffect(() => {
    if (!host.current) return;
    const run = keymap.of([
      {
        key: 'Mod-Enter',
        preventDefault: true,
        run: (target) => {
          closeCompletion(target);
          latest.current.onRun(textToRun(target.state));
          return true;
        },
      },
    ]);
    const editor = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: latest.current.value,
        extensions: [
          Prec.highest(run),
          basicSetup,
          languageSlot.current.of(language(latest.current)),
          placeholder('Write a query, then press Ctrl+Enter to run it'),
          theme,
          EditorView.lineWrapping,
          EditorView.contentAttributes.of({ 'aria-label': 'SQL editor', 'data-test': 'sqllab-editor' }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) latest.current.onChange(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = editor;
    return () => {
      editor.destroy();
      view.current = null;
    };
  }, []);

  // A new tab, a saved query or Format replaces the text from outside.
  useEffect(() => {
    const editor = view.current;
    if (!editor || editor.state.doc.toString() === props.value) return;
    editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: props.value } });
  }, [props.value]);

  useEffect(() => {
    view.current?.dispatch({
      effects: languageSlot.current.reconfigure(
        language({
          backend: props.backend,
          namespace: props.namespace,
          defaultSchema: props.defaultSchema,
          columns: props.columns,
        }),
      ),
    });
  }, [props.backend, props.namespace, props.defaultSchema, props.columns]);

  return <div ref={host} className="sqllab-editor" />;
}

/** The editor's current selection or text, for the Run button (the editor is the one in `host`). */
export function editorTextToRun(host: HTMLElement | null): string | null {
  const dom = host?.querySelector('.cm-editor');
  const editor = dom ? EditorView.findFromDOM(dom as HTMLElement) : null;
  return editor ? textToRun(editor.state) : null;
}
