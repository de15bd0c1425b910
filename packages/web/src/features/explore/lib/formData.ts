import { migrateFormData, type QueryFormData } from '@tessera/core';
import { chartRegistry } from '../../../charts';
import {
  type ControlPanelConfig,
  fillMissingControls,
  panelDefaults,
  renderTriggerKeys,
  temporalColumns,
  validatePanel,
} from '../../../charts/controls';
import { DEFAULT_VIZ_TYPE } from '../../../charts/types';
import { type ChartDetail, type DatasetDetail, datasourceKeyOf } from '../api/exploreApi';

export { defaultTemporalColumn, temporalColumns } from '../../../charts/controls';

/**
 * Superset's `temporal_columns_lookup`: which columns are temporal, so buildQuery knows whether
 * the x-axis takes the time grain. In Superset it is a hidden control of every chart, saved
 * with the chart's params (its example charts carry it), unlike the display facts (verbose names,
 * number formats), which charts read from their dataset.
 */
export function temporalLookup(dataset: DatasetDetail): Record<string, boolean> {
  return Object.fromEntries(temporalColumns(dataset).map((name) => [name, true]));
}

/** A saved chart's form data, with the temporal lookup filled in from its dataset when it has none. */
export function withTemporalLookup(formData: QueryFormData, dataset: DatasetDetail): QueryFormData {
  return formData.temporal_columns_lookup
    ? formData
    : { ...formData, temporal_columns_lookup: temporalLookup(dataset) };
}

const NO_PANEL: ControlPanelConfig = { controlPanelSections: [] };

/** The control panel a chart type's plugin declares; none for a type no plugin draws. */
export function panelOf(vizType: string): ControlPanelConfig {
  return chartRegistry.has(vizType) ? chartRegistry.get(vizType).controlPanel : NO_PANEL;
}

/** The form data of a fresh chart on a dataset: its panel's control defaults. */
export function defaultFormData(dataset: DatasetDetail, vizType: string = DEFAULT_VIZ_TYPE): QueryFormData {
  const base: QueryFormData = {
    datasource: datasourceKeyOf(dataset),
    viz_type: vizType,
    temporal_columns_lookup: temporalLookup(dataset),
    adhoc_filters: [],
    extra_form_data: {},
  };
  return panelDefaults(panelOf(vizType), dataset, base);
}

/**
 * A saved chart's params, parsed, with the datasource filled in when it was left out; a legacy
 * viz type Superset migrates opens as its modern chart (processors.py), its params converted.
 * `slice_id` is the chart's own id (Superset's Slice.form_data), so its chart-data calls and
 * load events name it.
 */
export function formDataFromChart(chart: ChartDetail): QueryFormData {
  let params: Record<string, unknown> = {};
  if (chart.params) {
    try {
      params = JSON.parse(chart.params) as Record<string, unknown>;
    } catch {
      throw new Error(`The saved settings of chart "${chart.slice_name}" are not valid JSON.`);
    }
  }
  const datasource =
    typeof params.datasource === 'string' && params.datasource
      ? params.datasource
      : `${chart.datasource_id ?? ''}__${chart.datasource_type ?? 'table'}`;
  const vizType = chart.viz_type || String(params.viz_type ?? DEFAULT_VIZ_TYPE);
  const migrated = migrateFormData(vizType, { ...params, viz_type: vizType });
  return {
    ...(migrated?.formData ?? params),
    viz_type: migrated?.vizType ?? vizType,
    datasource,
    slice_id: chart.id,
  };
}

/** Switching chart type keeps what carries over (metrics, dimensions, filters, limits). */
export function switchVizType(
  formData: QueryFormData,
  vizType: string,
  dataset: DatasetDetail | undefined,
): QueryFormData {
  const next: QueryFormData = { ...formData, viz_type: vizType };
  return dataset ? fillMissingControls(panelOf(vizType), dataset, next) : next;
}

/** What stops a chart from running, in words the control panel shows. */
export function validateFormData(formData: QueryFormData, dataset: DatasetDetail): string[] {
  return validatePanel(panelOf(formData.viz_type), formData, dataset);
}

/**
 * Carries render-only control values into the last run's form data, so the chart redraws from
 * its last answer instead of asking for a new one. A query control change leaves it as it was.
 */
export function withRenderOnlyChanges(lastRun: QueryFormData, formData: QueryFormData): QueryFormData {
  if (lastRun.viz_type !== formData.viz_type) return lastRun;
  const changed = [...renderTriggerKeys(panelOf(formData.viz_type))].filter(
    (key) => !Object.is(lastRun[key], formData[key]),
  );
  if (changed.length === 0) return lastRun;
  return { ...lastRun, ...Object.fromEntries(changed.map((key) => [key, formData[key]])) };
}

/** Compares form data as saved (key order and undefined keys do not count). */
export function sameFormData(a: QueryFormData | null, b: QueryFormData | null): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  return stableJson(a) === stableJson(b);
}

function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(
          Object.entries(inner as Record<string, unknown>).sort(([x], [y]) => x.localeCompare(y)),
        )
      : inner,
  );
}
