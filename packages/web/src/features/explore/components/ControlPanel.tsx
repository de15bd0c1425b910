import { CaretRightOutlined, StopOutlined } from '@ant-design/icons';
import { Button, Collapse, Segmented, Select, Tooltip } from 'antd';
import {
  asArray,
  chartRegistry,
  type FormData,
  getTimeRange,
  type Metric,
  ROW_LIMIT_CHOICES,
  TIME_GRAIN_CHOICES,
  withTimeRange,
} from '../../../charts';
import type { DatasetDetail } from '../api/exploreApi';
import { LINE, TABLE, temporalColumns } from '../lib/formData';
import { ColumnSelect } from './controls/ColumnSelect';
import { ControlRow } from './controls/ControlRow';
import { MetricsControl } from './controls/MetricsControl';
import { TimeRangeControl } from './controls/TimeRangeControl';

export interface ControlPanelProps {
  readonly dataset: DatasetDetail;
  readonly formData: FormData;
  readonly errors: readonly string[];
  readonly loading: boolean;
  readonly onChange: (formData: FormData) => void;
  readonly onVizType: (vizType: string) => void;
  readonly onRun: () => void;
  readonly onStop: () => void;
}

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
export const RUN_SHORTCUT = isMac ? '⌘ Enter' : 'Ctrl Enter';

export function ControlPanel({
  dataset,
  formData,
  errors,
  loading,
  onChange,
  onVizType,
  onRun,
  onStop,
}: ControlPanelProps) {
  const set = (key: string, value: unknown) => onChange({ ...formData, [key]: value });
  const temporal = dataset.columns.filter((c) => temporalColumns(dataset).includes(c.column_name));
  const groupable = dataset.columns.filter((c) => c.groupby !== false);
  const grains = dataset.time_grain_sqla?.length
    ? dataset.time_grain_sqla.filter(([key]) => key).map(([key, label]) => ({ value: key as string, label }))
    : TIME_GRAIN_CHOICES.map((c) => ({ value: c.value, label: c.label }));
  const timeColumn =
    typeof formData.x_axis === 'string' ? formData.x_axis : (temporal[0]?.column_name ?? null);
  const isLine = formData.viz_type === LINE;
  const raw = formData.viz_type === TABLE && formData.query_mode === 'raw';
  const metrics = asArray<Metric>(formData.metrics);

  const metricsRow = (
    <ControlRow
      label="Metrics"
      htmlFor="control-metrics"
      description="Aggregates to compute; one line or column each."
    >
      <MetricsControl
        id="control-metrics"
        value={metrics}
        onChange={(next) => set('metrics', next)}
        savedMetrics={dataset.metrics}
        columns={dataset.columns}
      />
    </ControlRow>
  );
  const dimensionsRow = (
    <ControlRow
      label="Dimensions"
      htmlFor="control-groupby"
      description={isLine ? 'One series per value.' : 'Group rows by these columns.'}
    >
      <ColumnSelect
        id="control-groupby"
        dataTest="explore-groupby"
        multiple
        columns={groupable}
        value={asArray<string>(formData.groupby)}
        onChange={(next) => set('groupby', next ?? [])}
        placeholder="Drop columns here or choose"
      />
    </ControlRow>
  );

  const queryItems = (
    <div className="control-section">
      {isLine ? (
        <>
          <ControlRow
            label="X-axis"
            htmlFor="control-x-axis"
            description="The temporal column on the horizontal axis."
          >
            <ColumnSelect
              id="control-x-axis"
              dataTest="explore-x-axis"
              columns={temporal}
              value={timeColumn}
              onChange={(next) =>
                onChange(
                  withTimeRange({ ...formData, x_axis: next }, next as string | null, getTimeRange(formData)),
                )
              }
              placeholder="Choose a temporal column"
              allowClear={false}
            />
          </ControlRow>
          <ControlRow label="Time grain" htmlFor="control-time-grain">
            <Select
              id="control-time-grain"
              data-test="explore-time-grain"
              value={formData.time_grain_sqla as string | undefined}
              onChange={(next: string) => set('time_grain_sqla', next)}
              options={grains}
              style={{ width: '100%' }}
            />
          </ControlRow>
          {metricsRow}
          {dimensionsRow}
        </>
      ) : (
        <>
          <ControlRow label="Query mode" htmlFor="control-query-mode">
            <Segmented
              id="control-query-mode"
              block
              value={raw ? 'raw' : 'aggregate'}
              onChange={(next) => set('query_mode', next)}
              options={[
                { value: 'aggregate', label: 'Aggregate' },
                { value: 'raw', label: 'Raw records' },
              ]}
            />
          </ControlRow>
          {raw ? (
            <ControlRow label="Columns" htmlFor="control-all-columns">
              <ColumnSelect
                id="control-all-columns"
                dataTest="explore-all-columns"
                multiple
                columns={dataset.columns}
                value={asArray<string>(formData.all_columns)}
                onChange={(next) => set('all_columns', next ?? [])}
                placeholder="Drop columns here or choose"
              />
            </ControlRow>
          ) : (
            <>
              {dimensionsRow}
              {metricsRow}
            </>
          )}
        </>
      )}
      <ControlRow
        label="Time range"
        htmlFor="control-time-range"
        description={timeColumn ? `Filters on ${timeColumn}.` : 'This dataset has no temporal column.'}
      >
        <TimeRangeControl
          id="control-time-range"
          value={getTimeRange(formData)}
          onChange={(next) => onChange(withTimeRange(formData, timeColumn, next))}
        />
      </ControlRow>
      <ControlRow label="Row limit" htmlFor="control-row-limit">
        <Select
          id="control-row-limit"
          data-test="explore-row-limit"
          value={Number(formData.row_limit ?? 10000)}
          onChange={(next: number) => set('row_limit', next)}
          options={ROW_LIMIT_CHOICES.map((n) => ({ value: n, label: n.toLocaleString('en-US') }))}
          style={{ width: '100%' }}
        />
      </ControlRow>
    </div>
  );

  return (
    <section className="explore-controls" aria-label="Chart settings">
      <div className="explore-controls-scroll">
        <div className="control-section viz-type-section">
          <ControlRow label="Chart type" htmlFor="control-viz-type">
            <Select
              id="control-viz-type"
              data-test="explore-viz-type"
              value={formData.viz_type}
              onChange={onVizType}
              options={chartRegistry
                .list()
                .map((plugin) => ({ value: plugin.id, label: plugin.metadata.name }))}
              style={{ width: '100%' }}
            />
          </ControlRow>
        </div>
        <Collapse
          ghost
          defaultActiveKey={['query']}
          items={[{ key: 'query', label: 'Query', children: queryItems }]}
          className="control-collapse"
        />
      </div>
      <div className="explore-run-bar">
        {errors.length > 0 ? (
          <div className="run-errors" role="status">
            {errors[0]}
          </div>
        ) : null}
        {loading ? (
          <Button block size="large" icon={<StopOutlined />} onClick={onStop} data-test="explore-stop">
            Stop
          </Button>
        ) : (
          <Tooltip title={`Run query (${RUN_SHORTCUT})`}>
            <Button
              type="primary"
              block
              size="large"
              icon={<CaretRightOutlined />}
              onClick={onRun}
              disabled={errors.length > 0}
              data-test="explore-run"
            >
              Run <span className="kbd-hint">{RUN_SHORTCUT}</span>
            </Button>
          </Tooltip>
        )}
      </div>
    </section>
  );
}
