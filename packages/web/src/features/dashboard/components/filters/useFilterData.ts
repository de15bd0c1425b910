import type { QueryContextRequest, QueryResult } from '@tessera/core';
import { useEffect, useState } from 'react';
import { failureMessage } from '../../../../app/api';
import { request } from '../../../../app/http';

export interface FilterData {
  readonly rows: readonly Record<string, unknown>[];
  readonly loading: boolean;
  readonly error: string | null;
}

const IDLE: FilterData = { rows: [], loading: false, error: null };

/**
 * Runs a filter's own query (its choices, or a range's bounds) through /api/v1/chart/data each
 * time the query changes; a newer query aborts the one still running.
 */
export function useFilterData(context: QueryContextRequest | null): FilterData {
  const key = context ? JSON.stringify(context) : '';
  const [state, setState] = useState<FilterData>(context ? { ...IDLE, loading: true } : IDLE);
  useEffect(() => {
    if (!key) {
      setState(IDLE);
      return;
    }
    const abort = new AbortController();
    setState((previous) => ({ ...previous, loading: true, error: null }));
    request<{ result?: QueryResult[] }>('/api/v1/chart/data', {
      method: 'POST',
      body: JSON.parse(key) as unknown,
      signal: abort.signal,
    })
      .then((answer) => {
        const first = answer?.result?.[0];
        const rows = Array.isArray(first?.data) ? (first.data as Record<string, unknown>[]) : [];
        setState({ rows, loading: false, error: null });
      })
      .catch((error: unknown) => {
        if (abort.signal.aborted) return;
        setState({ rows: [], loading: false, error: failureMessage(error) });
      });
    return () => abort.abort();
  }, [key]);
  return state;
}
