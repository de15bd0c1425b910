import { DeleteOutlined, PlusOutlined, SafetyCertificateOutlined, WarningOutlined } from '@ant-design/icons';
import { Button, Input, Table, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type DraftMetric, emptyMetric } from '../lib/draft';
import { CertificationFields } from './CertificationFields';

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
      <label className="dataset-editor-field wide" htmlFor={`${id}-description`}>
        <span>Description</span>
        <Input.TextArea
          id={`${id}-description`}
          value={metric.description}
          autoSize={{ minRows: 1, maxRows: 4 }}
          onChange={(e) => onChange({ description: e.target.value })}
        />
      </label>
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
    {
      title: 'Label',
      key: 'verbose_name',
      width: 180,
      render: (_, m) => (
        <Input
          aria-label="Metric label"
          value={m.verbose_name}
          placeholder="Label"
          onChange={(e) => patch(m.key, { verbose_name: e.target.value })}
        />
      ),
    },
    {
      title: 'SQL expression',
      key: 'expression',
      render: (_, m) => (
        <Input.TextArea
          aria-label="Metric SQL expression"
          className="dataset-editor-sql"
          value={m.expression}
          status={m.expression.trim() ? undefined : 'error'}
          autoSize={{ minRows: 1, maxRows: 4 }}
          placeholder="e.g. SUM(amount)"
          onChange={(e) => patch(m.key, { expression: e.target.value })}
        />
      ),
    },
    {
      title: <span className="visually-hidden">Actions</span>,
      key: 'actions',
      width: 48,
      render: (_, m) => (
        <Button
          type="text"
          icon={<DeleteOutlined />}
          aria-label={`Delete metric ${m.metric_name}`}
          onClick={() => onChange(metrics.filter((x) => x.key !== m.key))}
        />
      ),
    },
  ];
  return (
    <div className="dataset-editor-table">
      <div className="dataset-editor-table-actions">
        <Button icon={<PlusOutlined />} onClick={() => onChange([emptyMetric(), ...metrics])}>
          Add item
        </Button>
      </div>
      <Table<DraftMetric>
        size="small"
        rowKey="key"
        columns={columns}
        dataSource={[...metrics]}
        pagination={false}
        expandable={{
          expandedRowRender: (m) => <MetricDetails metric={m} onChange={(change) => patch(m.key, change)} />,
        }}
        locale={{ emptyText: 'No metrics yet: Add item creates one.' }}
      />
    </div>
  );
}
