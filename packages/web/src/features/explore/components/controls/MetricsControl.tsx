import { CloseOutlined, PlusOutlined } from '@ant-design/icons';
import type { FormMetric } from '@tessera/core';
import { Button, Popover, Tooltip } from 'antd';
import { useState } from 'react';
import { getMetricLabel, metricKey, simpleMetric, truncateLabel } from '../../../../charts';
import type { DatasetColumn, DatasetMetric } from '../../api/exploreApi';
import { dropTarget } from './dnd';
import { MetricEditor } from './MetricEditor';

export interface MetricsControlProps {
  readonly id: string;
  readonly value: readonly FormMetric[];
  readonly onChange: (value: FormMetric[]) => void;
  readonly savedMetrics: readonly DatasetMetric[];
  readonly columns: readonly DatasetColumn[];
  /** One metric only (pie, big number): no "Add" once it is chosen. */
  readonly single?: boolean;
  /** The dataset forbids ad-hoc metrics (extra `disallow_adhoc_metrics`). */
  readonly disallowAdhoc?: boolean;
}

/** Chosen metrics as removable pills; click one to edit it, or add another. Accepts drops. */
export function MetricsControl({
  id,
  value,
  onChange,
  savedMetrics,
  columns,
  single,
  disallowAdhoc = false,
}: MetricsControlProps) {
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const verbose = (metric: FormMetric) =>
    typeof metric === 'string'
      ? (savedMetrics.find((m) => m.metric_name === metric)?.verbose_name ?? metric)
      : getMetricLabel(metric);

  const save = (metric: FormMetric) => {
    if (editing === 'new') onChange([...value, metric]);
    else if (typeof editing === 'number') onChange(value.map((m, i) => (i === editing ? metric : m)));
    setEditing(null);
  };

  const accept = dropTarget((item) => {
    if (item.kind === 'metric') {
      if (!value.includes(item.name)) onChange([...value, item.name]);
      return;
    }
    const column = columns.find((c) => c.column_name === item.name);
    if (column && !disallowAdhoc)
      onChange([
        ...value,
        simpleMetric(column.type_generic === 0 ? 'SUM' : 'COUNT_DISTINCT', column.column_name, column.type),
      ]);
  });

  const editor = (index: number | 'new') => (
    <MetricEditor
      key={String(index)}
      metric={index === 'new' ? null : (value[index] ?? null)}
      savedMetrics={savedMetrics}
      columns={columns}
      disallowAdhoc={disallowAdhoc}
      onSave={save}
      onCancel={() => setEditing(null)}
    />
  );

  return (
    <div className="metrics-control" id={id} {...accept}>
      {value.map((metric, index) => {
        const label = verbose(metric);
        return (
          <div className="metric-pill" key={metricKey(metric)}>
            <Popover
              trigger="click"
              open={editing === index}
              onOpenChange={(open) => setEditing(open ? index : null)}
              content={editor(index)}
              placement="right"
              destroyOnHidden
            >
              <Tooltip title={label.length > 42 ? label : undefined}>
                <button type="button" className="metric-pill-label" aria-label={`Edit metric ${label}`}>
                  {truncateLabel(label)}
                </button>
              </Tooltip>
            </Popover>
            <button
              type="button"
              className="metric-pill-remove"
              aria-label={`Remove metric ${label}`}
              onClick={() => onChange(value.filter((_, i) => i !== index))}
            >
              <CloseOutlined />
            </button>
          </div>
        );
      })}
      {single && value.length > 0 ? null : (
        <Popover
          trigger="click"
          open={editing === 'new'}
          onOpenChange={(open) => setEditing(open ? 'new' : null)}
          content={editor('new')}
          placement="right"
          destroyOnHidden
        >
          <Button type="dashed" icon={<PlusOutlined />} block data-test="metrics-add" className="metrics-add">
            {single ? 'Choose a metric' : 'Add metric'}
          </Button>
        </Popover>
      )}
    </div>
  );
}
