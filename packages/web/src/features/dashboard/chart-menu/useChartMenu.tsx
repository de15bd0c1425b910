import type { QueryFormData, QueryResult } from '@tessera/core';
import type { MenuProps } from 'antd';
import { App, Modal } from 'antd';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { failureMessage } from '../../../app/api';
import { COPY_FAILURE, COPY_SUCCESS, copyText } from '../../../app/clipboard';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { Loading } from '../../../components/Loading';
// Straight from the module: the Explore barrel would bring its control editors along.
import { ResultTable } from '../../explore/components/ResultTable';
import { chartResultRequest, downloadChartCsv, fetchChartResults } from './chartResults';

type MenuItem = NonNullable<MenuProps['items']>[number];

export interface ChartMenuOptions {
  readonly title: string;
  readonly formData: QueryFormData | null;
  readonly dashboardId: number;
  /** The holder's layout id, the anchor of a link to the chart (`#CHART-…`). */
  readonly anchorId: string;
  /** superset_can_csv: the chart's rows may be downloaded. */
  readonly canCsv: boolean;
  /** superset_can_share: a link to the chart may be copied. */
  readonly canShare: boolean;
}

type Shown =
  | { readonly kind: 'query' | 'results'; readonly state: 'loading' }
  | { readonly kind: 'query' | 'results'; readonly state: 'done'; readonly answers: readonly QueryResult[] }
  | { readonly kind: 'query' | 'results'; readonly state: 'failed'; readonly message: string };

const TITLES = { query: 'View query', results: 'View as table' } as const;

function ShownBody({ shown }: { shown: Shown }) {
  if (shown.state === 'loading')
    return <Loading label={shown.kind === 'query' ? 'Loading the query' : 'Loading the rows'} />;
  if (shown.state === 'failed')
    return <ErrorMessage title={`${TITLES[shown.kind]} failed`} message={shown.message} />;
  if (shown.kind === 'query')
    return (
      <pre className="sql-view" data-test="chart-menu-query">
        {shown.answers.map((answer) => (answer as { query?: string }).query ?? '').join('\n\n')}
      </pre>
    );
  const first = shown.answers[0];
  return first ? <ResultTable result={first} /> : <div className="muted">No rows.</div>;
}

/**
 * The data items of a dashboard chart's "…" menu, as Superset's SliceHeaderControls: View query,
 * View as table, Download as CSV, Copy permalink to clipboard and Enter fullscreen, with the modal
 * they open. Charts on the legacy explore_json API offer only the link and full screen.
 */
export function useChartMenu(options: ChartMenuOptions): {
  items: MenuItem[];
  node: ReactNode;
  fullscreen: boolean;
  exitFullscreen: () => void;
} {
  const { title, formData, dashboardId, anchorId, canCsv, canShare } = options;
  const { message } = App.useApp();
  const [shown, setShown] = useState<Shown | null>(null);
  const [fullscreen, setFullscreen] = useState(false);
  const exitFullscreen = useCallback(() => setFullscreen(false), []);

  useEffect(() => {
    if (!fullscreen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setFullscreen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [fullscreen]);

  const show = (kind: 'query' | 'results') => {
    if (!formData) return;
    setShown({ kind, state: 'loading' });
    fetchChartResults(formData, kind, dashboardId).then(
      (answers) => setShown({ kind, state: 'done', answers }),
      (error: unknown) => setShown({ kind, state: 'failed', message: failureMessage(error) }),
    );
  };
  const download = () => {
    if (!formData) return;
    void message.loading({ content: 'Preparing the CSV…', key: 'chart-csv' });
    downloadChartCsv(formData, title, dashboardId).then(
      () => message.success({ content: 'CSV downloaded', key: 'chart-csv' }),
      (error: unknown) =>
        message.error({ content: `The CSV could not be made: ${failureMessage(error)}`, key: 'chart-csv' }),
    );
  };
  const copyLink = async () => {
    const link = `${window.location.origin}${window.location.pathname}${window.location.search}#${anchorId}`;
    if (await copyText(link)) void message.success(COPY_SUCCESS);
    else void message.error(COPY_FAILURE);
  };

  // buildQuery of the chart: once per form data, not on every render of the holder.
  const hasData = useMemo(
    () => formData !== null && chartResultRequest(formData, 'query') !== null,
    [formData],
  );
  const items: MenuItem[] = [
    ...(hasData
      ? [
          { key: 'view-query', label: 'View query', onClick: () => show('query') },
          { key: 'view-results', label: 'View as table', onClick: () => show('results') },
        ]
      : []),
    ...(hasData && canCsv ? [{ key: 'csv', label: 'Download as CSV', onClick: download }] : []),
    ...(canShare ? [{ key: 'share', label: 'Copy permalink to clipboard', onClick: copyLink }] : []),
    fullscreen
      ? { key: 'fullscreen', label: 'Exit fullscreen', onClick: exitFullscreen }
      : { key: 'fullscreen', label: 'Enter fullscreen', onClick: () => setFullscreen(true) },
  ];
  const node = shown ? (
    <Modal
      open
      title={`${TITLES[shown.kind]}: ${title}`}
      onCancel={() => setShown(null)}
      footer={null}
      width={shown.kind === 'results' ? 960 : 720}
      destroyOnHidden
    >
      <div data-test={`chart-menu-modal-${shown.kind}`}>
        <ShownBody shown={shown} />
      </div>
    </Modal>
  ) : null;
  return { items, node, fullscreen, exitFullscreen };
}
