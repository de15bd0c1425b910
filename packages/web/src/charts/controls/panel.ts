import type { QueryFormData } from '@tessera/core';
import { controlCatalogue } from './catalogue';
import type {
  ControlDatasource,
  ControlDefinition,
  ControlPanelConfig,
  ControlPanelTab,
  ControlReference,
  ControlValidator,
} from './types';
import { finiteNumber, VALIDATION_MESSAGES } from './validators';

export interface ResolvedSection {
  readonly label: string;
  readonly tab: ControlPanelTab;
  readonly expanded: boolean;
  readonly description?: string;
  readonly rows: readonly (readonly ControlDefinition[])[];
}

/** A catalogue control with the panel's and the reference's overrides applied; unknown names throw. */
export function resolveControl(
  reference: ControlReference,
  panelOverrides: ControlPanelConfig['controlOverrides'] = {},
  catalogue: Readonly<Record<string, ControlDefinition>> = controlCatalogue,
): ControlDefinition {
  const name = typeof reference === 'string' ? reference : reference.name;
  const base = catalogue[name];
  if (!base) {
    throw new Error(
      `The control "${name}" is not in the control catalogue; known: ${Object.keys(catalogue).join(', ')}.`,
    );
  }
  const own = typeof reference === 'string' ? {} : reference.override;
  return { ...base, ...panelOverrides[name], ...own, name: base.name, type: base.type };
}

export function resolvePanel(panel: ControlPanelConfig): ResolvedSection[] {
  return panel.controlPanelSections.map((section) => ({
    label: section.label,
    tab: section.tab,
    expanded: section.expanded ?? true,
    ...(section.description ? { description: section.description } : {}),
    rows: section.controlSetRows.map((row) => row.map((ref) => resolveControl(ref, panel.controlOverrides))),
  }));
}

/** Every control of the panel, in panel order. */
export function panelControls(panel: ControlPanelConfig): ControlDefinition[] {
  return resolvePanel(panel).flatMap((section) => section.rows.flat());
}

export function readControl(control: ControlDefinition, formData: QueryFormData): unknown {
  return control.read ? control.read(formData) : formData[control.name];
}

export function writeControl(
  control: ControlDefinition,
  formData: QueryFormData,
  value: unknown,
  datasource: ControlDatasource,
): QueryFormData {
  return control.write ? control.write(formData, value, datasource) : { ...formData, [control.name]: value };
}

export function controlDefault(control: ControlDefinition, datasource: ControlDatasource): unknown {
  return control.initialValue ? control.initialValue(datasource) : control.default;
}

export function isVisible(
  control: ControlDefinition,
  formData: QueryFormData,
  datasource: ControlDatasource,
) {
  return control.visibility ? control.visibility(formData, datasource) : true;
}

/**
 * A fresh chart's form data: `base` (datasource, viz_type) with each control of the panel set to
 * its default, in panel order (so the time range lands on the x-axis chosen before it).
 */
export function panelDefaults(
  panel: ControlPanelConfig,
  datasource: ControlDatasource,
  base: QueryFormData,
): QueryFormData {
  return panelControls(panel).reduce(
    (formData, control) => writeControl(control, formData, controlDefault(control, datasource), datasource),
    base,
  );
}

/**
 * Fills the controls a new chart type has and the form data lacks, as Superset does when the chart
 * type changes: everything shared carries over, the rest takes its default.
 */
export function fillMissingControls(
  panel: ControlPanelConfig,
  datasource: ControlDatasource,
  formData: QueryFormData,
): QueryFormData {
  return panelControls(panel).reduce((next, control) => {
    const value = readControl(control, next);
    const empty = value === undefined || value === null || (Array.isArray(value) && value.length === 0);
    const carried = empty ? control.carryOver?.(next) : undefined;
    if (carried !== undefined && carried !== null) return writeControl(control, next, carried, datasource);
    if (value !== undefined && value !== null) return next;
    return writeControl(control, next, controlDefault(control, datasource), datasource);
  }, formData);
}

/** What stops a chart from running: the messages of the visible controls' validators, once each. */
export function validatePanel(
  panel: ControlPanelConfig,
  formData: QueryFormData,
  datasource: ControlDatasource,
): string[] {
  const errors: string[] = [];
  for (const control of panelControls(panel)) {
    if (!isVisible(control, formData, datasource)) continue;
    const value = readControl(control, formData);
    for (const error of controlErrors(control, value, formData)) {
      const message = FRAGMENTS.has(error) ? `Control labeled ${control.label}: ${error}` : error;
      if (!errors.includes(message)) errors.push(message);
    }
  }
  return errors;
}

// Superset's generic validators answer a fragment ('is expected to be an integer'); the run bar
// names the control before it, as Superset's "Control labeled Row limit: …".
const FRAGMENTS = new Set<string>(Object.values(VALIDATION_MESSAGES));

/**
 * What a control type checks whatever the chart says: a number input holds a number, as Superset's
 * TextControl with `isFloat` runs legacyValidateNumber on every change (the input keeps the text
 * it cannot read, so the message shows and the run waits).
 */
const TYPE_VALIDATORS: Readonly<Record<string, readonly ControlValidator[]>> = { number: [finiteNumber] };

/** One control's validation messages for `value`, as its header shows them. */
export function controlErrors(control: ControlDefinition, value: unknown, formData: QueryFormData): string[] {
  const validators = [...(TYPE_VALIDATORS[control.type] ?? []), ...(control.validators ?? [])];
  return [...new Set(validators.flatMap((validate) => validate(value, formData) ?? []))];
}

/** The form-data keys whose controls only change rendering. */
export function renderTriggerKeys(panel: ControlPanelConfig): Set<string> {
  return new Set(
    panelControls(panel)
      .filter((c) => c.renderTrigger)
      .map((c) => c.name),
  );
}
