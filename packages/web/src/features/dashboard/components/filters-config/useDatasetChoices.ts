import { useEffect, useState } from 'react';
import { failureMessage } from '../../../../app/api';
import { request } from '../../../../app/http';

export interface DatasetChoice {
  readonly id: number;
  readonly name: string;
}

export interface DatasetDetail {
  readonly columns: readonly { readonly name: string; readonly temporal: boolean }[];
  readonly metrics: readonly string[];
}

interface Loaded<T> {
  readonly data: T | null;
  readonly loading: boolean;
  readonly error: string | null;
}

/** The datasets a filter can target, from /api/v1/dataset/ (name contains the search text). */
export function useDatasetChoices(search: string): Loaded<DatasetChoice[]> {
  const [state, setState] = useState<Loaded<DatasetChoice[]>>({ data: null, loading: true, error: null });
  useEffect(() => {
    const abort = new AbortController();
    const filters = search.trim()
      ? `,filters:!((col:table_name,opr:ct,value:'${risonText(search.trim())}'))`
      : '';
    const q = `(columns:!(id,table_name,schema),order_column:table_name,order_direction:asc,page_size:100${filters})`;
    setState((previous) => ({ ...previous, loading: true, error: null }));
    request<{ result?: { id: number; table_name: string; schema?: string | null }[] }>(
      `/api/v1/dataset/?q=${encodeURIComponent(q)}`,
      { signal: abort.signal },
    )
      .then((body) =>
        setState({
          data: (body.result ?? []).map((d) => ({
            id: d.id,
            name: d.schema ? `${d.schema}.${d.table_name}` : d.table_name,
          })),
          loading: false,
          error: null,
        }),
      )
      .catch((failure: unknown) => {
        if (!abort.signal.aborted) setState({ data: null, loading: false, error: failureMessage(failure) });
      });
    return () => abort.abort();
  }, [search]);
  return state;
}

/** A dataset's columns (temporal ones marked) and metric names, for the column and sort metric. */
export function useDatasetDetail(datasetId: number | undefined): Loaded<DatasetDetail> {
  const [state, setState] = useState<Loaded<DatasetDetail>>({ data: null, loading: false, error: null });
  useEffect(() => {
    if (datasetId === undefined) {
      setState({ data: null, loading: false, error: null });
      return;
    }
    const abort = new AbortController();
    setState({ data: null, loading: true, error: null });
    request<{
      result?: {
        columns?: { column_name: string; is_dttm?: boolean }[];
        metrics?: { metric_name: string }[];
      };
    }>(`/api/v1/dataset/${datasetId}`, { signal: abort.signal })
      .then((body) =>
        setState({
          data: {
            columns: (body.result?.columns ?? []).map((c) => ({
              name: c.column_name,
              temporal: c.is_dttm === true,
            })),
            metrics: (body.result?.metrics ?? []).map((m) => m.metric_name),
          },
          loading: false,
          error: null,
        }),
      )
      .catch((failure: unknown) => {
        if (!abort.signal.aborted) setState({ data: null, loading: false, error: failureMessage(failure) });
      });
    return () => abort.abort();
  }, [datasetId]);
  return state;
}

function risonText(text: string): string {
  return text.replace(/!/g, '!!').replace(/'/g, "!'");
}
