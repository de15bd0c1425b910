/**
 * What a tab's last run shows: a hint before the first run, a running state with elapsed time and
 * Stop, the server's message on failure, or the rows with their count, limit notice, copy and
 * CSV download.
 */
import {
  AreaChartOutlined,
  CopyOutlined,
  DatabaseOutlined,
  DownloadOutlined,
  StopOutlined,
} from '@ant-design/icons';
import { Alert, App, Button, Progress, Space, Spin, Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { saveBlob } from '../../../app/saveFile';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { formatElapsed, toCsv, toTsv } from '../lib/results';
import type { QueryAnswer, RunProgress } from '../lib/runQuery';

export type RunState =
  | { readonly kind: 'idle' }
  | {
      readonly kind: 'running';
      readonly startedAt: number;
      readonly clientId: string;
      readonly label: string;
      /** Set for an asynchronous run, from each poll of its query record. */
      readonly progress?: RunProgress;
    }
  | { readonly kind: 'error'; readonly message: string; readonly elapsedMs: number; readonly label: string }
  | { readonly kind: 'stopped'; readonly elapsedMs: number; readonly label: string }
  | {
      readonly kind: 'done';
      readonly answer: QueryAnswer;
      readonly elapsedMs: number;
      readonly label: string;
    };

function Elapsed({ since }: { since: number }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 100);
    return () => window.clearInterval(timer);
  }, []);
  return <span className="sqllab-elapsed">{formatElapsed(now - since)}</span>;
}

function limitNotice(answer: QueryAnswer): string | null {
  const { rows, limit, limitingFactor } = answer.query;
  if (rows === null || limit === null || rows < limit) return null;
  if (limitingFactor === 'QUERY') return `The query's own LIMIT returned ${rows.toLocaleString()} rows.`;
  return `Showing the first ${limit.toLocaleString()} rows: the row limit was reached. Raise the limit to see more.`;
}

export function ResultsPane({
  state,
  onStop,
  onSaveDataset,
  onCreateChart,
  grid,
}: {
  readonly state: RunState;
  readonly onStop: () => void;
  /** Offered when the results come from a query that can become a dataset. */
  readonly onSaveDataset?: (sql: string) => void;
  /** Offered with Save dataset: opens Explore on the query itself. */
  readonly onCreateChart?: (answer: QueryAnswer, newWindow: boolean) => void;
  readonly grid: (answer: QueryAnswer) => React.ReactNode;
}) {
  const { message } = App.useApp();
  if (state.kind === 'idle') {
    return (
      <EmptyState
        compact
        title="Run a query to see its results here"
        description="Press Ctrl+Enter (⌘+Enter on a Mac) in the editor to run everything, or select part of it to run just that."
      />
    );
  }
  if (state.kind === 'running') {
    return (
      <div className="sqllab-running" role="status" data-test="sqllab-running">
        <Spin />
        <div>
          {state.progress?.status === 'pending' ? 'Waiting to run' : 'Running'} {state.label}…{' '}
          <Elapsed since={state.startedAt} />
        </div>
        {state.progress ? (
          <Progress
            className="sqllab-progress"
            percent={state.progress.percent}
            status="active"
            size="small"
            aria-label="Query progress"
            data-test="sqllab-progress"
          />
        ) : null}
        <Button icon={<StopOutlined />} onClick={onStop} danger data-test="sqllab-stop-results">
          Stop
        </Button>
      </div>
    );
  }
  if (state.kind === 'stopped') {
    return (
      <Alert
        type="warning"
        showIcon
        title="The query was stopped"
        description={`After ${formatElapsed(state.elapsedMs)}.`}
      />
    );
  }
  if (state.kind === 'error') {
    return (
      <div data-test="sqllab-error">
        <ErrorMessage title="The query failed" message={state.message} />
      </div>
    );
  }
  const { answer } = state;
  const notice = limitNotice(answer);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(toTsv(answer.columns, answer.data));
      void message.success(`Copied ${answer.data.length.toLocaleString()} rows to the clipboard`);
    } catch {
      void message.error('The browser did not allow copying to the clipboard');
    }
  };
  const stamp = new Date().toISOString().slice(0, 19).replace(/[-:T]/g, '');
  return (
    <div className="sqllab-results">
      <div className="sqllab-results-bar">
        <span data-test="sqllab-row-count">
          <strong>{answer.data.length.toLocaleString()}</strong> {answer.data.length === 1 ? 'row' : 'rows'}
        </span>
        <span className="muted">in {formatElapsed(state.elapsedMs)}</span>
        <span className="sqllab-results-spacer" />
        <Space size={4}>
          {onSaveDataset && answer.query.sql && answer.columns.length > 0 ? (
            <Button
              size="small"
              icon={<DatabaseOutlined />}
              onClick={() => onSaveDataset(answer.query.sql ?? '')}
              data-test="sqllab-save-dataset"
            >
              Save dataset
            </Button>
          ) : null}
          {onCreateChart && answer.query.queryId && answer.columns.length > 0 ? (
            <Button
              size="small"
              icon={<AreaChartOutlined />}
              onClick={(event) => onCreateChart(answer, event.metaKey || event.ctrlKey)}
              data-test="sqllab-create-chart"
            >
              Create chart
            </Button>
          ) : null}
          <Tooltip title="Copy as tab-separated text">
            <Button
              size="small"
              icon={<CopyOutlined />}
              onClick={copy}
              disabled={answer.columns.length === 0}
              data-test="sqllab-copy"
            >
              Copy
            </Button>
          </Tooltip>
          <Button
            size="small"
            icon={<DownloadOutlined />}
            onClick={() =>
              saveBlob(
                new Blob([toCsv(answer.columns, answer.data)], { type: 'text/csv;charset=utf-8' }),
                `${state.label.replace(/[^\w.-]+/g, '_')}_${stamp}.csv`,
              )
            }
            disabled={answer.columns.length === 0}
            data-test="sqllab-download"
          >
            CSV
          </Button>
        </Space>
      </div>
      {notice ? <Alert type="info" showIcon className="sqllab-limit-notice" title={notice} /> : null}
      {answer.columns.length === 0 ? (
        <EmptyState compact title="The statement ran" description="It returned no result set." />
      ) : answer.data.length === 0 ? (
        <EmptyState
          compact
          title="The query returned no rows"
          description={answer.columns.map((c) => c.name).join(', ')}
        />
      ) : (
        grid(answer)
      )}
    </div>
  );
}
