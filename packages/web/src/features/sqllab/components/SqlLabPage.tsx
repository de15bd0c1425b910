/**
 * SQL Lab: the schema browser on the left; editor tabs, the toolbar and the results or query
 * history on the right. Tabs (SQL, database, schema, limit) survive a reload; a saved query opens
 * in a tab from `?savedQueryId=`.
 */
import { PlusOutlined } from '@ant-design/icons';
import { Alert, App, Input, Tabs } from 'antd';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { failureMessage } from '../../../app/api';
import { useAppDispatch } from '../../../app/hooks';
import { useBootstrapQuery } from '../../../app/session';
import { SaveDatasetModal } from '../../datasets/components/SaveDatasetModal';
import {
  type HistoryItem,
  sqllabApi,
  useFormatSqlMutation,
  useSavedQueryQuery,
  useSchemasQuery,
  useSqllabDatabasesQuery,
} from '../api/sqllabApi';
import { exploreQueryAddress } from '../lib/createChart';
import { linkedTab } from '../lib/linkedTab';
import { newClientId, previewSql } from '../lib/results';
import { type QueryAnswer, runQuery, stopQuery } from '../lib/runQuery';
import { type EditorTab, loadTabs, saveTabs, tabsReducer } from '../state/tabs';
import { EditorToolbar } from './EditorToolbar';
import { QueryHistory } from './QueryHistory';
import { ResultsGrid } from './ResultsGrid';
import { ResultsPane, type RunState } from './ResultsPane';
import { SaveQueryModal } from './SaveQueryModal';
import { SchemaBrowser } from './SchemaBrowser';
import { editorTextToRun, SqlEditor } from './SqlEditor';
import { useNamespace } from './useNamespace';
import './SqlLab.css';

const PREFERRED_SCHEMAS = ['main', 'public'];
const IDLE: RunState = { kind: 'idle' };

function TabTitle({ tab, onRename }: { tab: EditorTab; onRename: (title: string) => void }) {
  const [editing, setEditing] = useState(false);
  if (editing) {
    return (
      <Input
        size="small"
        autoFocus
        defaultValue={tab.title}
        aria-label="Tab name"
        className="sqllab-tab-rename"
        onBlur={(event) => {
          onRename(event.target.value);
          setEditing(false);
        }}
        onPressEnter={(event) => {
          onRename(event.currentTarget.value);
          setEditing(false);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setEditing(false);
          event.stopPropagation();
        }}
      />
    );
  }
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a mouse shortcut inside antd's tab (itself keyboard-reachable); the tab name is also editable from the Save dialog.
    <span onDoubleClick={() => setEditing(true)} title="Double-click to rename" data-test="sqllab-tab-title">
      {tab.title}
    </span>
  );
}

export default function SqlLabPage() {
  const { message } = App.useApp();
  const dispatchApp = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [state, dispatch] = useReducer(tabsReducer, undefined, () => loadTabs());
  const [runs, setRuns] = useState<Readonly<Record<string, RunState>>>({});
  const [bottom, setBottom] = useState<'results' | 'history'>('results');
  const [saving, setSaving] = useState(false);
  const [datasetSql, setDatasetSql] = useState<string | null>(null);
  const controllers = useRef(new Map<string, AbortController>());
  const editorHost = useRef<HTMLDivElement>(null);
  const tab = state.tabs.find((t) => t.id === state.activeId) ?? state.tabs[0]!;
  const { data: bootstrap } = useBootstrapQuery();
  const databases = useSqllabDatabasesQuery();
  const schemas = useSchemasQuery(tab.dbId ?? 0, { skip: tab.dbId === null });
  const [formatSql, formatting] = useFormatSqlMutation();
  const database = databases.data?.find((d) => d.id === tab.dbId);
  const { namespace, knownColumns, onColumns } = useNamespace(tab.dbId, tab.schema, tab.sql);
  const update = useCallback(
    (patch: Partial<Omit<EditorTab, 'id'>>) => dispatch({ type: 'update', id: tab.id, patch }),
    [tab.id],
  );

  useEffect(() => saveTabs(state), [state]);

  // "Create chart": Explore on the query itself; Ctrl/⌘-click opens it in a new tab, as Superset.
  const createChart = async (answer: QueryAnswer, newWindow = false) => {
    try {
      const address = await exploreQueryAddress(
        answer.query.queryId,
        answer.columns.map((column) => column.name),
      );
      if (newWindow) window.open(address, '_blank', 'noreferrer');
      else navigate(address);
    } catch (error) {
      void message.error(`Could not open Explore on the query: ${failureMessage(error)}`);
    }
  };

  // A tab without a database (or with one that is gone) takes the examples or the first one.
  useEffect(() => {
    const list = databases.data;
    if (!list || list.length === 0 || (tab.dbId !== null && list.some((d) => d.id === tab.dbId))) return;
    const pick = list.find((d) => d.database_name === 'examples') ?? list[0]!;
    update({ dbId: pick.id, schema: null });
  }, [databases.data, tab.dbId, update]);

  useEffect(() => {
    const list = schemas.data;
    if (!list || list.length === 0 || (tab.schema !== null && list.includes(tab.schema))) return;
    update({ schema: PREFERRED_SCHEMAS.find((s) => list.includes(s)) ?? list[0]! });
  }, [schemas.data, tab.schema, update]);

  // ?savedQueryId=N opens the saved query in a tab (or goes to the tab already holding it).
  const savedQueryId = Number(params.get('savedQueryId')) || null;
  const saved = useSavedQueryQuery(savedQueryId ?? 0, { skip: savedQueryId === null });
  useEffect(() => {
    if (!saved.data || savedQueryId === null) return;
    const open = state.tabs.find((t) => t.savedQueryId === savedQueryId);
    if (open) dispatch({ type: 'activate', id: open.id });
    else {
      const { label, sql, db_id, schema } = saved.data;
      dispatch({
        type: 'add',
        tab: { title: label, sql, dbId: db_id, schema: schema ?? null, savedQueryId },
      });
    }
    navigate('/sqllab/', { replace: true });
  }, [saved.data, savedQueryId, state.tabs, navigate]);

  // ?dbid=&schema=&sql=&title= (Explore's "View in SQL Lab" lands here) opens a new tab, once.
  const search = params.toString();
  const linked = useMemo(() => linkedTab(new URLSearchParams(search)), [search]);
  const openedLink = useRef<string | null>(null);
  useEffect(() => {
    if (!linked || openedLink.current === search) return;
    openedLink.current = search;
    dispatch({ type: 'add', tab: linked });
    navigate('/sqllab/', { replace: true });
  }, [linked, search, navigate]);

  const setRun = (tabId: string, run: RunState) => setRuns((current) => ({ ...current, [tabId]: run }));

  const execute = async (sqlText: string, label: string) => {
    if (tab.dbId === null || !sqlText.trim()) return;
    const tabId = tab.id;
    controllers.current.get(tabId)?.abort();
    const controller = new AbortController();
    controllers.current.set(tabId, controller);
    const clientId = newClientId();
    const startedAt = Date.now();
    setRun(tabId, { kind: 'running', startedAt, clientId, label });
    setBottom('results');
    try {
      const answer: QueryAnswer = await runQuery(
        {
          databaseId: tab.dbId,
          sql: sqlText,
          schema: tab.schema,
          queryLimit: tab.queryLimit,
          clientId,
          tab: tab.title,
          sqlEditorId: tab.id,
          runAsync: database?.allow_run_async === true,
        },
        controller.signal,
        (progress) => {
          if (!controller.signal.aborted)
            setRun(tabId, { kind: 'running', startedAt, clientId, label, progress });
        },
      );
      setRun(tabId, { kind: 'done', answer, elapsedMs: Date.now() - startedAt, label });
    } catch (error) {
      const elapsedMs = Date.now() - startedAt;
      if (error instanceof DOMException && error.name === 'AbortError')
        setRun(tabId, { kind: 'stopped', elapsedMs, label });
      else setRun(tabId, { kind: 'error', message: failureMessage(error), elapsedMs, label });
    } finally {
      if (controllers.current.get(tabId) === controller) controllers.current.delete(tabId);
      dispatchApp(sqllabApi.util.invalidateTags(['QueryHistory']));
    }
  };

  const run = (sqlText?: string) =>
    execute(sqlText ?? editorTextToRun(editorHost.current) ?? tab.sql, tab.title);

  const stop = async () => {
    const current = runs[tab.id];
    if (current?.kind !== 'running') return;
    try {
      await stopQuery(current.clientId);
    } catch {
      // A query that already ended cannot be stopped; the abort below ends the wait either way.
    }
    controllers.current.get(tab.id)?.abort();
  };

  const format = async () => {
    try {
      const formatted = await formatSql({ sql: tab.sql, database_id: tab.dbId ?? undefined }).unwrap();
      update({ sql: formatted.result });
    } catch (error) {
      void message.error(failureMessage(error));
    }
  };

  const openHistory = (item: HistoryItem) =>
    dispatch({ type: 'add', tab: { sql: item.sql, dbId: item.database.id, schema: item.schema } });

  const current = runs[tab.id] ?? IDLE;
  const running = current.kind === 'running';
  const noDatabases = databases.data !== undefined && databases.data.length === 0;

  return (
    <div className="sqllab-page" data-test="sqllab-page">
      <SchemaBrowser
        databases={databases.data}
        databasesLoading={databases.isLoading}
        databasesError={databases.error}
        dbId={tab.dbId}
        schema={tab.schema}
        onDatabase={(id) => update({ dbId: id, schema: null })}
        onSchema={(schema) => update({ schema })}
        onPreview={(table) =>
          execute(previewSql(table, tab.schema, database?.backend), `preview of ${table}`)
        }
        onColumns={onColumns}
      />
      <main className="sqllab-main">
        <Tabs
          type="editable-card"
          className="sqllab-tabs"
          activeKey={tab.id}
          onChange={(id) => dispatch({ type: 'activate', id })}
          onEdit={(key, action) =>
            action === 'add' ? dispatch({ type: 'add' }) : dispatch({ type: 'close', id: String(key) })
          }
          addIcon={<PlusOutlined />}
          items={state.tabs.map((t) => ({
            key: t.id,
            label: <TabTitle tab={t} onRename={(title) => dispatch({ type: 'rename', id: t.id, title })} />,
            closable: true,
          }))}
        />
        {noDatabases ? (
          <Alert
            type="info"
            showIcon
            className="sqllab-no-db"
            title="No database is available in SQL Lab"
            description="An administrator can connect a database and turn on “Expose in SQL Lab”, or grant you access to one."
          />
        ) : null}
        <EditorToolbar
          running={running}
          canRun={tab.dbId !== null}
          limit={tab.queryLimit}
          onLimit={(queryLimit) => update({ queryLimit })}
          onRun={() => void run()}
          onStop={() => void stop()}
          onFormat={() => void format()}
          formatting={formatting.isLoading}
          onSave={() => setSaving(true)}
          canSave={tab.dbId !== null && tab.sql.trim() !== ''}
          allowDml={database?.allow_dml}
          savedLabel={tab.savedQueryId !== null ? tab.title : null}
        />
        <div ref={editorHost} className="sqllab-editor-host" key={tab.id}>
          <SqlEditor
            value={tab.sql}
            onChange={(sql) => update({ sql })}
            onRun={(sql) => void run(sql)}
            backend={database?.backend}
            namespace={namespace}
            columns={knownColumns}
            defaultSchema={tab.schema}
          />
        </div>
        <section className="sqllab-bottom" aria-label="Results">
          <Tabs
            size="small"
            className="sqllab-bottom-tabs"
            tabBarStyle={{ marginBottom: 8 }}
            activeKey={bottom}
            onChange={(key) => setBottom(key as 'results' | 'history')}
            items={[
              { key: 'results', label: 'Results' },
              { key: 'history', label: <span data-test="sqllab-history-tab">Query history</span> },
            ]}
          />
          <div className="sqllab-bottom-body">
            {bottom === 'results' ? (
              <ResultsPane
                state={current}
                onStop={() => void stop()}
                onSaveDataset={
                  current.kind === 'done' && current.label === tab.title ? setDatasetSql : undefined
                }
                onCreateChart={
                  current.kind === 'done'
                    ? (answer, newWindow) => void createChart(answer, newWindow)
                    : undefined
                }
                grid={(answer) => <ResultsGrid columns={answer.columns} rows={answer.data} />}
              />
            ) : bootstrap?.user ? (
              <QueryHistory userId={bootstrap.user.id} onOpen={openHistory} />
            ) : null}
          </div>
        </section>
      </main>
      {tab.dbId !== null ? (
        <SaveDatasetModal
          open={datasetSql !== null}
          query={{ sql: datasetSql ?? '', dbId: tab.dbId, schema: tab.schema, name: tab.title }}
          onClose={() => setDatasetSql(null)}
        />
      ) : null}
      <SaveQueryModal
        open={saving}
        tab={tab}
        onClose={() => setSaving(false)}
        onSaved={(id, label) => {
          update({ savedQueryId: id, title: label });
          setSaving(false);
        }}
      />
    </div>
  );
}
