import type { QueryFormData } from '@tessera/core';
import { Collapse, Tabs } from 'antd';
import { useBootstrapQuery } from '../../../app/session';
import { type ResolvedSection, resolvePanel } from '../../../charts/controls';
import type { DatasetDetail } from '../api/exploreApi';
import { panelOf } from '../lib/formData';
import { ControlRow } from './controls/ControlRow';
import { PanelControl } from './controls/PanelControl';
import { RunBar } from './RunBar';
import { VizTypeControl } from './VizTypeControl/VizTypeControl';

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

interface SectionsProps {
  readonly sections: readonly ResolvedSection[];
  readonly dataset: DatasetDetail;
  readonly formData: QueryFormData;
  readonly onChange: (formData: QueryFormData) => void;
}

/** The sections of one tab, each collapsible, open as the panel declares. */
function Sections({ sections, dataset, formData, onChange }: SectionsProps) {
  return (
    <Collapse
      ghost
      defaultActiveKey={sections.flatMap((s, i) => (s.expanded ? [String(i)] : []))}
      items={sections.map((section, i) => ({
        key: String(i),
        label: section.label,
        children: (
          <div className="control-section">
            {section.rows.map((row) => (
              <div className="control-set-row" key={row.map((c) => c.name).join('+')}>
                {row.map((control) => (
                  <PanelControl
                    key={control.name}
                    control={control}
                    formData={formData}
                    dataset={dataset}
                    onChange={onChange}
                  />
                ))}
              </div>
            ))}
          </div>
        ),
      }))}
      className="control-collapse"
    />
  );
}

/** The middle column: chart type, then the panel the chart's plugin declares, then Run. */
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
  const sections = resolvePanel(panelOf(formData.viz_type));
  const crossFilters = useBootstrapQuery().data?.feature_flags.DASHBOARD_CROSS_FILTERS !== false;
  const data = sections.filter((s) => s.tab === 'data');
  const customize = sections.filter((s) => s.tab === 'customize');
  const tab = (list: readonly ResolvedSection[]) => (
    <Sections sections={list} dataset={dataset} formData={formData} onChange={onChange} />
  );
  return (
    <section className="explore-controls" aria-label="Chart settings">
      <div className="explore-controls-scroll">
        <div className="control-section viz-type-section">
          <ControlRow label="Chart type" htmlFor="control-viz-type">
            <VizTypeControl
              id="control-viz-type"
              value={formData.viz_type}
              onChange={onVizType}
              crossFilters={crossFilters}
            />
          </ControlRow>
        </div>
        {customize.length === 0 ? (
          tab(data)
        ) : (
          <Tabs
            className="control-tabs"
            size="small"
            tabBarStyle={{ paddingInline: 16, marginBottom: 0 }}
            items={[
              { key: 'data', label: 'Data', children: tab(data) },
              { key: 'customize', label: 'Customize', children: tab(customize) },
            ]}
          />
        )}
      </div>
      <RunBar errors={errors} loading={loading} onRun={onRun} onStop={onStop} />
    </section>
  );
}
