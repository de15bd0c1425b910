import { type ExtraFilter, GenericDataType, type QueryFormData } from '@tessera/core';
import { Button, Modal, Table, Tag, Tooltip } from 'antd';
import { useMemo, useState } from 'react';
import { formatTableNumber, formatTemporal } from '../../../charts/shared/formatters';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { DRILL_PAGE_SIZE, useDrillSamplesQuery } from '../api/drillApi';
import { describeFilter, drillPayload } from '../lib/drillPayload';

export interface DrillDetailTarget {
  readonly chartName: string;
  readonly formData: QueryFormData;
  readonly datasetId: number;
  /** The clicked element's filters; empty for the whole chart. */
  readonly filters: readonly ExtraFilter[];
  readonly dashboardId?: number | null;
  readonly verboseMap?: Readonly<Record<string, string>>;
}

function cellText(value: unknown, coltype: number | undefined): string {
  if (value === null || value === undefined) return 'N/A';
  if (coltype === GenericDataType.TEMPORAL) return formatTemporal(value);
  if (typeof value === 'number') return formatTableNumber(value);
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** "Drill to detail": the dataset rows behind a chart or one of its elements, 50 a page. */
export function DrillDetailModal({ target, onClose }: { target: DrillDetailTarget; onClose: () => void }) {
  const [filters, setFilters] = useState(target.filters);
  const [page, setPage] = useState(1);
  const payload = useMemo(() => drillPayload(target.formData, filters), [target.formData, filters]);
  const { data, error, isFetching, refetch } = useDrillSamplesQuery({
    datasetId: target.datasetId,
    payload,
    page,
    dashboardId: target.dashboardId ?? null,
  });
  const columns = useMemo(
    () =>
      (data?.colnames ?? []).map((name, index) => ({
        key: name,
        dataIndex: name,
        title: target.verboseMap?.[name] ?? name,
        ellipsis: { showTitle: true },
        width: 160,
        render: (value: unknown) => {
          const text = cellText(value, data?.coltypes?.[index]);
          return value === null || value === undefined ? <span className="drill-null">{text}</span> : text;
        },
      })),
    [data, target.verboseMap],
  );
  const rows = useMemo(() => (data?.data ?? []).map((row, index) => ({ ...row, __key: index })), [data]);
  const removeFilter = (filter: ExtraFilter) => {
    setFilters((current) => current.filter((f) => f !== filter));
    setPage(1);
  };
  return (
    <Modal
      open
      title={`Drill to detail: ${target.chartName}`}
      width="min(1200px, 92vw)"
      onCancel={onClose}
      footer={<Button onClick={onClose}>Close</Button>}
      destroyOnHidden
      data-test="drill-detail-modal"
    >
      <div className="drill-toolbar">
        <div className="drill-filters" data-test="drill-detail-filters">
          {filters.length ? (
            filters.map((filter) => (
              <Tag key={describeFilter(filter)} closable onClose={() => removeFilter(filter)}>
                {describeFilter(filter, target.verboseMap)}
              </Tag>
            ))
          ) : (
            <span className="drill-all">All rows of the chart's query</span>
          )}
        </div>
        <div className="drill-meta">
          {data ? <span data-test="drill-detail-count">{data.total_count.toLocaleString()} rows</span> : null}
          <Tooltip title="Reload the rows">
            <Button size="small" onClick={() => refetch()} loading={isFetching}>
              Reload
            </Button>
          </Tooltip>
        </div>
      </div>
      {error ? (
        <ErrorMessage
          title="The rows could not be loaded"
          message={'message' in error ? String(error.message) : 'Unexpected error'}
          hint="Try again, or remove a filter above."
        />
      ) : data && data.total_count === 0 && !isFetching ? (
        <EmptyState
          title="No rows were returned"
          description="No row of the dataset matches these filters."
        />
      ) : (
        <Table
          size="small"
          rowKey="__key"
          columns={columns}
          dataSource={rows}
          loading={isFetching}
          scroll={{ x: 'max-content', y: 480 }}
          pagination={{
            current: page,
            pageSize: DRILL_PAGE_SIZE,
            total: data?.total_count ?? 0,
            showSizeChanger: false,
            onChange: setPage,
          }}
        />
      )}
    </Modal>
  );
}
