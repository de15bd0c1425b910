import type { FormAdhocMetric, FormMetric, MetricAggregate } from '@tessera/core';
import { Button, Input, Select, Tabs } from 'antd';
import { useState } from 'react';
import { AGGREGATES, isValidMetric, simpleMetric, sqlMetric } from '../../../../charts';
import type { DatasetColumn, DatasetMetric } from '../../api/exploreApi';
import { columnLabel } from './ColumnSelect';

type Tab = 'SAVED' | 'SIMPLE' | 'SQL';

export interface MetricEditorProps {
  readonly metric: FormMetric | null;
  readonly savedMetrics: readonly DatasetMetric[];
  readonly columns: readonly DatasetColumn[];
  readonly onSave: (metric: FormMetric) => void;
  readonly onCancel: () => void;
  /** The dataset's extra `disallow_adhoc_metrics`: only saved metrics may be chosen. */
  readonly disallowAdhoc?: boolean;
}

/** Spec 000 point 4: Saved when a saved metric is chosen, or a new metric and saved ones exist. */
export function defaultMetricTab(metric: FormMetric | null, savedCount: number, disallowAdhoc = false): Tab {
  if (typeof metric === 'string' || disallowAdhoc) return 'SAVED';
  if (!metric) return savedCount > 0 ? 'SAVED' : 'SIMPLE';
  return metric.expressionType === 'SQL' ? 'SQL' : 'SIMPLE';
}

const COUNT_ROWS = '__count_rows__';

/** The metric popover: pick a saved metric, aggregate a column, or write SQL. */
export function MetricEditor({
  metric,
  savedMetrics,
  columns,
  onSave,
  onCancel,
  disallowAdhoc = false,
}: MetricEditorProps) {
  const adhoc = typeof metric === 'object' && metric ? metric : null;
  const [tab, setTab] = useState<Tab>(defaultMetricTab(metric, savedMetrics.length, disallowAdhoc));
  const [saved, setSaved] = useState<string | undefined>(typeof metric === 'string' ? metric : undefined);
  const [aggregate, setAggregate] = useState<MetricAggregate | undefined>(
    adhoc?.expressionType === 'SIMPLE' ? (adhoc.aggregate ?? undefined) : undefined,
  );
  const [column, setColumn] = useState<string | undefined>(
    adhoc?.expressionType === 'SIMPLE'
      ? (adhoc.column?.column_name ?? (adhoc.aggregate === 'COUNT' ? COUNT_ROWS : undefined))
      : undefined,
  );
  const [sql, setSql] = useState(adhoc?.expressionType === 'SQL' ? (adhoc.sqlExpression ?? '') : '');
  const [label, setLabel] = useState(adhoc?.hasCustomLabel ? (adhoc.label ?? '') : '');

  const build = (): FormMetric | null => {
    if (tab === 'SAVED') return saved ?? null;
    if (tab === 'SQL') return sqlMetric(sql, label);
    if (!aggregate || !column) return null;
    const type = columns.find((c) => c.column_name === column)?.type;
    const made: FormAdhocMetric = simpleMetric(aggregate, column === COUNT_ROWS ? null : column, type);
    return label.trim() ? { ...made, label: label.trim(), hasCustomLabel: true } : made;
  };
  const candidate = build();
  const valid =
    candidate !== null &&
    !(disallowAdhoc && tab !== 'SAVED') &&
    isValidMetric(candidate) &&
    !(tab === 'SIMPLE' && column === COUNT_ROWS && aggregate !== 'COUNT');

  const columnOptions = [
    { value: COUNT_ROWS, label: '* (all rows)' },
    ...columns.map((c) => ({ value: c.column_name, label: columnLabel(c) })),
  ];

  return (
    <div className="metric-editor" data-test="metric-editor">
      <Tabs
        size="small"
        activeKey={tab}
        onChange={(key) => setTab(key as Tab)}
        items={[
          {
            key: 'SAVED',
            label: 'Saved',
            disabled: savedMetrics.length === 0,
            children: (
              <Select
                aria-label="Saved metric"
                data-test="metric-saved-select"
                showSearch={{ optionFilterProp: 'label' }}
                placeholder="Choose a saved metric"
                value={saved}
                onChange={(next: string) => {
                  // Spec 000 point 4: choosing a saved metric clears the column, aggregate and SQL.
                  setSaved(next);
                  setColumn(undefined);
                  setAggregate(undefined);
                  setSql('');
                }}
                options={savedMetrics.map((m) => ({
                  value: m.metric_name,
                  label: m.verbose_name || m.metric_name,
                }))}
                style={{ width: '100%' }}
              />
            ),
          },
          {
            key: 'SIMPLE',
            label: 'Simple',
            disabled: disallowAdhoc,
            children: (
              <div className="metric-editor-fields">
                <Select
                  aria-label="Column"
                  data-test="metric-column-select"
                  showSearch={{ optionFilterProp: 'label' }}
                  placeholder="Column"
                  value={column}
                  onChange={(next: string) => {
                    setColumn(next);
                    if (next === COUNT_ROWS) setAggregate('COUNT');
                  }}
                  options={columnOptions}
                />
                <Select
                  aria-label="Aggregate"
                  data-test="metric-aggregate-select"
                  placeholder="Aggregate"
                  value={aggregate}
                  onChange={setAggregate}
                  // Spec 000 point 5's Druid rules (AVG removed, Custom SQL disabled) do not apply,
                  // nor point 9's legacy Druid granularity list: Tessera has no Druid source, so
                  // every dataset gets every aggregate and both adhoc tabs, and no granularity control.
                  options={AGGREGATES.map((a) => ({ value: a, label: a }))}
                />
              </div>
            ),
          },
          {
            key: 'SQL',
            label: 'Custom SQL',
            disabled: disallowAdhoc,
            children: (
              <Input.TextArea
                aria-label="SQL expression"
                rows={4}
                placeholder="e.g. SUM(price * quantity)"
                value={sql}
                onChange={(e) => setSql(e.target.value)}
                className="code-input"
              />
            ),
          },
        ]}
      />
      {tab !== 'SAVED' ? (
        <Input
          aria-label="Metric label"
          placeholder="Label (optional)"
          value={label}
          onChange={(e) => setLabel(e.target.value)}
          className="metric-editor-label"
        />
      ) : null}
      <div className="metric-editor-actions">
        <Button onClick={onCancel}>Cancel</Button>
        <Button
          type="primary"
          disabled={!valid}
          data-test="metric-save"
          onClick={() => candidate !== null && onSave(candidate)}
        >
          Save
        </Button>
      </div>
    </div>
  );
}
