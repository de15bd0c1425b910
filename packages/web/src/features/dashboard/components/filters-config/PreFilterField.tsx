import type { AdhocFilter, NativeFilter } from '@tessera/core';
import { Checkbox, Form, Select } from 'antd';
import { useCallback, useState } from 'react';
import { AdhocFilterControl, fetchFilterValues, TimeRangeControl, useDatasetQuery } from '../../../explore';
import { fieldId } from './fieldId';

const asFilters = (value: unknown): AdhocFilter[] => (Array.isArray(value) ? (value as AdhocFilter[]) : []);

/**
 * Superset's "Pre-filter available values": ad-hoc filters and a time range (with an optional
 * time column) that narrow the values a filter offers, edited with Explore's own controls.
 * Unchecking the box drops them.
 */
export function PreFilterField({
  filter,
  datasetId,
  onChange,
}: {
  readonly filter: NativeFilter;
  readonly datasetId: number | undefined;
  readonly onChange: (change: Partial<NativeFilter>) => void;
}) {
  const filters = asFilters(filter.adhoc_filters);
  const timeRange = typeof filter.time_range === 'string' ? filter.time_range : '';
  const [open, setOpen] = useState(filters.length > 0 || timeRange !== '');
  const dataset = useDatasetQuery(datasetId ?? 0, { skip: datasetId === undefined }).data;
  const columns = (dataset?.columns ?? []).filter((column) => column.filterable !== false);
  const temporal = columns.filter((column) => column.is_dttm);
  const loadValues = useCallback(
    (column: string, signal: AbortSignal) =>
      datasetId === undefined ? Promise.resolve([]) : fetchFilterValues('table', datasetId, column, signal),
    [datasetId],
  );
  const granularity = typeof filter.granularity_sqla === 'string' ? filter.granularity_sqla : undefined;

  return (
    <div className="filters-config-prefilter" data-test="filter-prefilter">
      <Checkbox
        checked={open}
        disabled={datasetId === undefined}
        onChange={(event) => {
          setOpen(event.target.checked);
          if (!event.target.checked)
            onChange({ adhoc_filters: [], time_range: undefined, granularity_sqla: undefined });
        }}
        data-test="filter-prefilter-toggle"
      >
        Pre-filter available values
      </Checkbox>
      {open && datasetId !== undefined ? (
        <div className="filters-config-prefilter-body">
          <Form.Item label="Pre-filter" htmlFor={fieldId(filter.id, 'prefilter')}>
            <AdhocFilterControl
              id={fieldId(filter.id, 'prefilter')}
              value={filters}
              columns={columns}
              loadValues={loadValues}
              onChange={(next) => onChange({ adhoc_filters: next })}
            />
          </Form.Item>
          <Form.Item label="Time range" htmlFor={fieldId(filter.id, 'time-range')}>
            <TimeRangeControl
              id={fieldId(filter.id, 'time-range')}
              value={timeRange}
              column={granularity ?? dataset?.main_dttm_col ?? null}
              onChange={(value) => onChange({ time_range: value || undefined })}
            />
          </Form.Item>
          {temporal.length > 0 ? (
            <Form.Item
              label="Time column"
              tooltip="Optional time column if the time range should apply to another column than the dataset's default time column"
              htmlFor={fieldId(filter.id, 'time-column')}
            >
              <Select
                id={fieldId(filter.id, 'time-column')}
                allowClear
                placeholder={dataset?.main_dttm_col ?? 'Default time column'}
                value={granularity}
                options={temporal.map((column) => ({
                  value: column.column_name,
                  label: column.verbose_name || column.column_name,
                }))}
                onChange={(value?: string) => onChange({ granularity_sqla: value })}
              />
            </Form.Item>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
