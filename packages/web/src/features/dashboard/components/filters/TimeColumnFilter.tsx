import { type DataMask, type NativeFilter, nativeFilterDataMask } from '@tessera/core';
import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { request } from '../../../../app/http';

export interface TimeColumnFilterProps {
  readonly filter: NativeFilter;
  readonly mask: DataMask | undefined;
  readonly onChange: (mask: DataMask) => void;
  readonly inputId: string;
}

interface DatasetAnswer {
  readonly result?: { readonly columns?: readonly { column_name: string; is_dttm?: boolean | null }[] };
}

/** Superset's time column filter: one of the dataset's temporal columns, as `granularity_sqla`. */
export function TimeColumnFilter({ filter, mask, onChange, inputId }: TimeColumnFilterProps) {
  const datasetId = filter.targets[0]?.datasetId;
  const [columns, setColumns] = useState<readonly string[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (datasetId === undefined) return;
    const abort = new AbortController();
    request<DatasetAnswer>(`/api/v1/dataset/${datasetId}`, { signal: abort.signal })
      .then((answer) =>
        setColumns((answer.result?.columns ?? []).filter((c) => c.is_dttm).map((c) => c.column_name)),
      )
      .catch((failure: unknown) => {
        if (!abort.signal.aborted) setError(failure instanceof Error ? failure.message : String(failure));
      });
    return () => abort.abort();
  }, [datasetId]);
  const value = mask?.filterState?.value;
  const current = Array.isArray(value) && value[0] ? String(value[0]) : undefined;
  return (
    <>
      <Select
        id={inputId}
        allowClear
        value={current}
        options={(columns ?? []).map((name) => ({ value: name, label: name }))}
        loading={columns === null && !error && datasetId !== undefined}
        placeholder={datasetId === undefined ? 'No dataset chosen' : 'Choose a time column'}
        onChange={(next: string | undefined) => onChange(nativeFilterDataMask(filter, next ? [next] : null))}
        style={{ width: '100%' }}
        data-test="filter-timecolumn"
      />
      {error ? (
        <div className="filter-error" role="alert">
          Could not load the time columns: {error}
        </div>
      ) : null}
    </>
  );
}
