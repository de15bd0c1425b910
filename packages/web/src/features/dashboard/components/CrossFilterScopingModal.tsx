import {
  ALL_PANELS_SCOPE,
  type ChartConfiguration,
  chartIdsInScope,
  type FilterScope,
  type Position,
  withChartCrossFilterScope,
} from '@tessera/core';
import { Checkbox, Form, Modal, Radio, Select } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import type { CrossFilterSettings } from '../lib/crossFilterSettings';
import { ScopeEditor } from './filters-config';
import type { DashboardChange } from './useDashboardSave';

const GLOBAL = 'global';

/**
 * Superset's "Cross-filtering scoping": whether charts cross-filter at all, the global scope every
 * chart follows by default, and per chart a custom scope. Saved into json_metadata as
 * `cross_filters_enabled`, `global_chart_configuration` and `chart_configuration`.
 */
export function CrossFilterScopingModal({
  open,
  settings,
  position,
  titles,
  saving,
  onClose,
  onSave,
}: {
  readonly open: boolean;
  readonly settings: CrossFilterSettings;
  readonly position: Position;
  /** Chart titles by chart id (as text), in the order the chart list shows them. */
  readonly titles: ReadonlyMap<string, string>;
  readonly saving: boolean;
  readonly onClose: () => void;
  readonly onSave: (change: DashboardChange) => Promise<boolean>;
}) {
  const [enabled, setEnabled] = useState(settings.enabled);
  const [globalScope, setGlobalScope] = useState<FilterScope>(ALL_PANELS_SCOPE);
  const [charts, setCharts] = useState<Record<string, ChartConfiguration>>({});
  const [target, setTarget] = useState<string>(GLOBAL);
  // Each opening starts from the saved settings.
  useEffect(() => {
    if (!open) return;
    setEnabled(settings.enabled);
    setGlobalScope(settings.metadata.global_chart_configuration?.scope ?? ALL_PANELS_SCOPE);
    setCharts({ ...settings.metadata.chart_configuration });
    setTarget(GLOBAL);
  }, [open, settings]);

  const options = useMemo(
    () => [
      { value: GLOBAL, label: 'All charts (global scoping)' },
      ...[...titles].map(([id, title]) => ({ value: id, label: title })),
    ],
    [titles],
  );
  const own = target === GLOBAL ? undefined : charts[target]?.crossFilters.scope;
  const custom = own !== undefined && own !== GLOBAL;

  const save = async () => {
    const saved = await onSave({
      metadata: {
        cross_filters_enabled: enabled,
        global_chart_configuration: {
          scope: globalScope,
          chartsInScope: chartIdsInScope(globalScope, position),
        },
        chart_configuration: charts,
      },
    });
    if (saved) onClose();
  };

  return (
    <Modal
      open={open}
      title="Cross-filtering scoping"
      okText="Save"
      onOk={() => void save()}
      okButtonProps={{ loading: saving }}
      onCancel={onClose}
      destroyOnHidden
      width={560}
    >
      <Form layout="vertical" data-test="cross-filter-scoping">
        <Form.Item>
          <Checkbox checked={enabled} onChange={(event) => setEnabled(event.target.checked)}>
            Enable cross-filtering
          </Checkbox>
        </Form.Item>
        <Form.Item label="Scoping of">
          <Select
            value={target}
            options={options}
            onChange={setTarget}
            disabled={!enabled}
            showSearch
            optionFilterProp="label"
            aria-label="Scoping of"
            data-test="cross-filter-scoping-target"
          />
        </Form.Item>
        {target === GLOBAL ? (
          <ScopeEditor key="global" scope={globalScope} position={position} onChange={setGlobalScope} />
        ) : (
          <>
            <Form.Item>
              <Radio.Group
                value={custom ? 'custom' : GLOBAL}
                onChange={(event) =>
                  setCharts((current) =>
                    withChartCrossFilterScope(
                      current,
                      Number(target),
                      event.target.value === 'custom' ? globalScope : GLOBAL,
                      position,
                    ),
                  )
                }
                options={[
                  { value: GLOBAL, label: 'Use the global scoping' },
                  { value: 'custom', label: 'Custom scoping for this chart' },
                ]}
              />
            </Form.Item>
            {custom ? (
              <ScopeEditor
                key={target}
                scope={own}
                position={position}
                omitChartId={Number(target)}
                onChange={(scope) =>
                  setCharts((current) => withChartCrossFilterScope(current, Number(target), scope, position))
                }
              />
            ) : null}
          </>
        )}
      </Form>
    </Modal>
  );
}
