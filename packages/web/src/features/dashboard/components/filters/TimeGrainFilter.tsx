import {
  type DataMask,
  getTimeGrain,
  type NativeFilter,
  nativeFilterDataMask,
  TIME_GRAINS,
} from '@tessera/core';
import { Select } from 'antd';
import { useMemo } from 'react';
import { useFilterData } from './useFilterData';

export interface TimeGrainFilterProps {
  readonly filter: NativeFilter;
  readonly mask: DataMask | undefined;
  readonly onChange: (mask: DataMask) => void;
  readonly inputId: string;
}

/**
 * Superset's time grain filter: the grains the filter's database offers (the chart-data API's
 * `timegrains` answer), or every grain when the filter names no dataset; sets `time_grain_sqla`.
 */
export function TimeGrainFilter({ filter, mask, onChange, inputId }: TimeGrainFilterProps) {
  const datasetId = filter.targets[0]?.datasetId;
  const context = useMemo(
    () =>
      datasetId === undefined
        ? null
        : {
            datasource: { id: datasetId, type: 'table' as const },
            queries: [{}],
            result_type: 'timegrains' as const,
            result_format: 'json' as const,
          },
    [datasetId],
  );
  const data = useFilterData(context);
  const options = useMemo(() => {
    const rows = data.rows.length
      ? data.rows.map((row) => ({ value: String(row.duration), label: String(row.name) }))
      : TIME_GRAINS.map((grain) => ({ value: grain.duration, label: grain.label }));
    return rows.filter((row) => row.value && row.value !== 'null');
  }, [data.rows]);
  const value = mask?.filterState?.value;
  const current = Array.isArray(value) && value[0] ? String(value[0]) : undefined;
  return (
    <Select
      id={inputId}
      allowClear
      showSearch
      optionFilterProp="label"
      value={current}
      options={options}
      loading={data.loading}
      placeholder="Choose a time grain"
      onChange={(next: string | undefined) => {
        const label = next
          ? (options.find((o) => o.value === next)?.label ?? getTimeGrain(next)?.label)
          : undefined;
        onChange(nativeFilterDataMask(filter, next ? [next] : null, label));
      }}
      style={{ width: '100%' }}
      data-test="filter-timegrain"
    />
  );
}
