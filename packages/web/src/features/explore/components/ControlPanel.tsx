import type { FormMetric, QueryFormData } from '@tessera/core';
import { Collapse, Segmented, Select } from 'antd';
import { asArray, getTimeRange, ROW_LIMIT_CHOICES, TIME_GRAIN_CHOICES, withTimeRange } from '../../../charts';
import type { DatasetDetail } from '../api/exploreApi';
import { controlPanelOf, defaultTemporalColumn, temporalColumns } from '../lib/formData';
import { CustomizeControls } from './CustomizeControls';
import { ColumnSelect } from './controls/ColumnSelect';
import { ControlRow } from './controls/ControlRow';
import { MetricsControl } from './controls/MetricsControl';
import { TimeRangeControl } from './controls/TimeRangeControl';
import { RunBar } from './RunBar';
import { VizTypePicker } from './VizTypePicker';

export interface ControlPanelProps {
  readonly dataset: DatasetDetail;
  readonly formData: QueryFormData;
  readonly errors: readonly string[];
  readonly loading: boolean;
  readonly onChange: (formData: QueryFormData) => void;
  readonly onVizType: (vizType: string) => void;
  readonly onRun: () => void;
  readonly onStop: () => void;
}

/** The middle column: chart type, then the controls of that type, then Run. */
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
  const kind = controlPanelOf(formData.viz_type) ?? 'table';
  const temporalNames = temporalColumns(dataset);
  const temporal = dataset.columns.filter((c) => temporalNames.includes(c.column_name));
  const groupable = dataset.columns.filter((c) => c.groupby !== false);
  const xAxis = typeof formData.x_axis === 'string' ? formData.x_axis : null;
  const xTemporal = xAxis !== null && temporalNames.includes(xAxis);
  // The time filter sits on the x-axis when it is temporal, else on the dataset's time column.
  const timeColumn = xTemporal ? xAxis : defaultTemporalColumn(dataset);
  const grains = dataset.time_grain_sqla?.length
    ? dataset.time_grain_sqla.filter(([key]) => key).map(([key, label]) => ({ value: key as string, label }))
    : TIME_GRAIN_CHOICES.map((c) => ({ value: c.value, label: c.label }));
  const raw = kind === 'table' && formData.query_mode === 'raw';
  const metrics = asArray<FormMetric>(formData.metrics);
  const single = kind === 'pie' || kind === 'big_number';
  const singleValue = formData.metric ? [formData.metric as FormMetric] : [];

  const metricsRow = (
    <ControlRow
      label={single ? 'Metric' : 'Metrics'}
      htmlFor="control-metrics"
      description={single ? 'The value to show.' : 'Aggregates to compute; one series or column each.'}
    >
      <MetricsControl
        id="control-metrics"
        single={single}
        value={single ? singleValue : metrics}
        onChange={(next) => (single ? set('metric', next[0] ?? null) : set('metrics', next))}
        savedMetrics={dataset.metrics}
        columns={dataset.columns}
      />
    </ControlRow>
  );
  const dimensionsRow = (
    <ControlRow
      label="Dimensions"
      htmlFor="control-groupby"
      description={
        kind === 'timeseries'
          ? 'One series per value.'
          : kind === 'pie'
            ? 'One slice per value.'
            : 'Group rows by these columns.'
      }
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
  const xAxisRows = (
    <>
      <ControlRow
        label="X-axis"
        htmlFor="control-x-axis"
        description="The column on the horizontal axis; usually a time column."
      >
        <ColumnSelect
          id="control-x-axis"
          dataTest="explore-x-axis"
          columns={[...temporal, ...groupable.filter((c) => !temporalNames.includes(c.column_name))]}
          value={xAxis}
          onChange={(next) => {
            const column = typeof next === 'string' ? next : null;
            const filterColumn =
              column && temporalNames.includes(column) ? column : defaultTemporalColumn(dataset);
            onChange(withTimeRange({ ...formData, x_axis: column }, filterColumn, getTimeRange(formData)));
          }}
          placeholder="Choose a column"
          allowClear={false}
        />
      </ControlRow>
      {xTemporal ? (
        <ControlRow label="Time grain" htmlFor="control-time-grain" description="How finely to bucket time.">
          <Select
            id="control-time-grain"
            data-test="explore-time-grain"
            value={formData.time_grain_sqla as string | undefined}
            onChange={(next: string) => set('time_grain_sqla', next)}
            options={grains}
            style={{ width: '100%' }}
          />
        </ControlRow>
      ) : null}
    </>
  );
  const tableRows = (
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
  );

  const queryItems = (
    <div className="control-section">
      {kind === 'timeseries' ? (
        <>
          {xAxisRows}
          {metricsRow}
          {dimensionsRow}
        </>
      ) : null}
      {kind === 'table' ? tableRows : null}
      {kind === 'pie' ? (
        <>
          {metricsRow}
          {dimensionsRow}
        </>
      ) : null}
      {kind === 'big_number' ? metricsRow : null}
      <ControlRow
        label="Time range"
        htmlFor="control-time-range"
        description={
          timeColumn ? `Filters on ${timeColumn}.` : 'This dataset has no time column to filter on.'
        }
      >
        <TimeRangeControl
          id="control-time-range"
          value={getTimeRange(formData)}
          onChange={(next) => onChange(withTimeRange(formData, timeColumn, next))}
        />
      </ControlRow>
      {kind === 'big_number' ? null : (
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
      )}
    </div>
  );

  return (
    <section className="explore-controls" aria-label="Chart settings">
      <div className="explore-controls-scroll">
        <div className="control-section viz-type-section">
          <ControlRow label="Chart type" htmlFor="control-viz-type">
            <VizTypePicker id="control-viz-type" value={formData.viz_type} onChange={onVizType} />
          </ControlRow>
        </div>
        <Collapse
          ghost
          defaultActiveKey={['query', 'customize']}
          items={[
            { key: 'query', label: 'Query', children: queryItems },
            ...(kind === 'table'
              ? []
              : [
                  {
                    key: 'customize',
                    label: 'Customize',
                    children: <CustomizeControls kind={kind} formData={formData} onChange={onChange} />,
                  },
                ]),
          ]}
          className="control-collapse"
        />
      </div>
      <RunBar errors={errors} loading={loading} onRun={onRun} onStop={onStop} />
    </section>
  );
}
