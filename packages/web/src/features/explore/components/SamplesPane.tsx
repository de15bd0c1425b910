import type { QueryResult } from '@tessera/core';
import { Alert, Button } from 'antd';
import { useEffect, useState } from 'react';
import { messages } from '../../../app/errors';
import { request } from '../../../app/http';
import { Loading } from '../../../components/Loading';
import { ResultTable } from './ResultTable';

type SamplesState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'failed'; readonly message: string }
  | { readonly kind: 'loaded'; readonly result: QueryResult };

/** Spec 000 point 8: the message, else the error, else 'Sorry, an error occurred'. */
export function samplesErrorText(error: unknown): string {
  const record = (error && typeof error === 'object' ? error : {}) as { message?: unknown; error?: unknown };
  if (typeof record.message === 'string' && record.message) return record.message;
  if (typeof record.error === 'string' && record.error) return record.error;
  return messages.unexpected;
}

/**
 * The source's raw rows, fetched when the tab opens: a dataset's from GET
 * /api/v1/dataset/{id}/samples, a SQL Lab query's from POST /datasource/samples (Superset's
 * datasource samples, the one that knows query sources).
 */
function fetchSamples(datasetId: number, type: 'table' | 'query', force: boolean, signal: AbortSignal) {
  if (type === 'query') {
    return request<{ result?: QueryResult }>(
      `/datasource/samples?datasource_type=query&datasource_id=${datasetId}&force=${force}`,
      { method: 'POST', body: {}, signal },
    );
  }
  return request<{ result?: QueryResult }>(`/api/v1/dataset/${datasetId}/samples?force=${force}`, { signal });
}

export function SamplesPane({ datasetId, type = 'table' }: { datasetId: number; type?: 'table' | 'query' }) {
  const [state, setState] = useState<SamplesState>({ kind: 'loading' });
  const [force, setForce] = useState(0);

  useEffect(() => {
    const abort = new AbortController();
    setState({ kind: 'loading' });
    fetchSamples(datasetId, type, force > 0, abort.signal)
      .then((body) => {
        if (body?.result) setState({ kind: 'loaded', result: body.result });
        else setState({ kind: 'failed', message: messages.unexpected });
      })
      .catch((error: unknown) => {
        if (!abort.signal.aborted) setState({ kind: 'failed', message: samplesErrorText(error) });
      });
    return () => abort.abort();
  }, [datasetId, type, force]);

  if (state.kind === 'loading') return <Loading label="Loading samples" />;
  if (state.kind === 'failed')
    return (
      <Alert
        type="error"
        showIcon
        title={state.message}
        action={<Button onClick={() => setForce((n) => n + 1)}>Try again</Button>}
      />
    );
  return (
    <div data-test="explore-samples">
      <div className="muted results-caption">
        {state.result.rowcount.toLocaleString('en-US')} sample rows
        {state.result.is_cached ? ' · cached' : ''}{' '}
        <Button type="link" size="small" onClick={() => setForce((n) => n + 1)}>
          Refresh
        </Button>
      </div>
      <ResultTable result={state.result} />
    </div>
  );
}
