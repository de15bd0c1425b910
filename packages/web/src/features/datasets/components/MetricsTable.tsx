import { SafetyCertificateOutlined, WarningOutlined } from '@ant-design/icons';
import { Input, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type DraftMetric, emptyMetric } from '../lib/draft';
import { CertificationFields } from './CertificationFields';
import { DescriptionField, DraftTable, deleteColumn, expressionColumn, labelColumn } from './DraftTable';

function MetricDetails({
  metric,
  onChange,
}: {
  metric: DraftMetric;
  onChange: (patch: Partial<DraftMetric>) => void;
}) {
  const id = `metric-${metric.key}`;
  return (
    <div className="dataset-editor-details">
      <DescriptionField
        id={id}
        value={metric.description}
        onChange={(description) => onChange({ description })}
      />
      <label className="dataset-editor-field" htmlFor={`${id}-d3format`}>
        <span>D3 format</span>
        <Input
          id={`${id}-d3format`}
          value={metric.d3format}
          placeholder="e.g. ,.2f or .1%"
          onChange={(e) => onChange({ d3format: e.target.value })}
        />
      </label>
      <CertificationFields value={metric} onChange={onChange} idPrefix={id} />
    </div>
  );
}

/** The Metrics tab: name, label and SQL inline; description, format and certification expanded. */
export function MetricsTable({
  metrics,
  onChange,
}: {
  metrics: readonly DraftMetric[];
  onChange: (metrics: DraftMetric[]) => void;
}) {
  const patch = (key: string, change: Partial<DraftMetric>) =>
    onChange(metrics.map((m) => (m.key === key ? { ...m, ...change } : m)));
  const columns: ColumnsType<DraftMetric> = [
    {
      title: 'Metric',
      key: 'metric_name',
      width: 220,
      render: (_, m) => (
        <span className="dataset-editor-name">
          {m.certified_by || m.certification_details ? (
            <Tooltip title={`Certified by ${m.certified_by || 'unknown'}`}>
              <SafetyCertificateOutlined className="dataset-editor-certified" aria-label="Certified" />
            </Tooltip>
          ) : null}
          {m.warning_markdown ? (
            <Tooltip title={m.warning_markdown}>
              <WarningOutlined className="dataset-editor-warning" aria-label="Has a warning" />
            </Tooltip>
          ) : null}
          <Input
            aria-label="Metric name"
            value={m.metric_name}
            status={m.metric_name.trim() ? undefined : 'error'}
            placeholder="Metric name"
            onChange={(e) => patch(m.key, { metric_name: e.target.value })}
          />
        </span>
      ),
    },
    labelColumn(180, () => 'Metric label', patch),
    expressionColumn('Metric SQL expression', 'e.g. SUM(amount)', patch),
    deleteColumn(
      (m) => `Delete metric ${m.metric_name}`,
      (m) => onChange(metrics.filter((x) => x.key !== m.key)),
    ),
  ];
  return (
    <DraftTable<DraftMetric>
      rows={metrics}
      columns={columns}
      details={(m) => <MetricDetails metric={m} onChange={(change) => patch(m.key, change)} />}
      emptyText="No metrics yet: Add item creates one."
      onAdd={() => onChange([emptyMetric(), ...metrics])}
    />
  );
}
