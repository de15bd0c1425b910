import type { FormMetric } from '@tessera/core';
import { getMetricLabel, metricKey, simpleMetric } from '../../../../charts';
import type { DatasetColumn, DatasetMetric } from '../../api/exploreApi';
import { dropZoneLabel } from './dropZoneLabel';
import { MetricEditor } from './MetricEditor';
import { PillsControl } from './PillsControl';

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
  const addLabel = dropZoneLabel(single ? 'metric' : 'metrics');
  const verbose = (metric: FormMetric) =>
    typeof metric === 'string'
      ? (savedMetrics.find((m) => m.metric_name === metric)?.verbose_name ?? metric)
      : getMetricLabel(metric);

  return (
    <PillsControl<FormMetric>
      id={id}
      dataTest="metrics"
      value={value}
      onChange={onChange}
      noun="metric"
      labelOf={verbose}
      keyOf={metricKey}
      single={single}
      addLabel={addLabel}
      editor={(metric, save, cancel) => (
        <MetricEditor
          metric={metric}
          savedMetrics={savedMetrics}
          columns={columns}
          disallowAdhoc={disallowAdhoc}
          onSave={save}
          onCancel={cancel}
        />
      )}
      onDropItem={(item) => {
        if (item.kind === 'metric') {
          if (!value.includes(item.name)) onChange([...value, item.name]);
          return;
        }
        const column = columns.find((c) => c.column_name === item.name);
        if (column && !disallowAdhoc)
          onChange([
            ...value,
            simpleMetric(
              column.type_generic === 0 ? 'SUM' : 'COUNT_DISTINCT',
              column.column_name,
              column.type,
            ),
          ]);
      }}
    />
  );
}
