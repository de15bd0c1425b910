import type { QueryFormData } from '@tessera/core';

/** The dataset facts a control needs for its choices and defaults (a subset of the dataset answer). */
export interface ControlDatasource {
  readonly id: number;
  readonly columns: readonly {
    readonly column_name: string;
    readonly verbose_name?: string | null;
    readonly type_generic?: number | null;
    readonly is_dttm?: boolean;
    readonly groupby?: boolean;
  }[];
  readonly metrics: readonly { readonly metric_name: string }[];
  readonly main_dttm_col?: string | null;
  readonly time_grain_sqla?: readonly (readonly [string | null, string])[];
}

export interface ControlChoice {
  readonly value: string | number;
  readonly label: string;
}

/** Returns a message saying what is wrong, or null when the value is fine. */
export type ControlValidator = (value: unknown, formData: QueryFormData) => string | null;

/**
 * One control, written once in the catalogue. Its `type` is an open string: Explore maps types to
 * components and renders nothing (with one warning) for a type it does not know.
 */
export interface ControlDefinition {
  /** The form-data key the control reads and writes. */
  readonly name: string;
  readonly type: string;
  readonly label: string;
  readonly description?: string | ((formData: QueryFormData, datasource: ControlDatasource) => string);
  /** The value of a fresh chart; a function when it depends on the dataset. */
  readonly default?: unknown;
  readonly initialValue?: (datasource: ControlDatasource) => unknown;
  /** Render-only: a change redraws from the last answer, without a new query. */
  readonly renderTrigger?: boolean;
  readonly validators?: readonly ControlValidator[];
  readonly choices?: readonly ControlChoice[] | ((datasource: ControlDatasource) => readonly ControlChoice[]);
  /** Shown but not editable when this answers true (Superset's `disabled` from mapStateToProps). */
  readonly disabled?: (formData: QueryFormData, datasource: ControlDatasource) => boolean;
  /** Hidden (and not validated) when this answers false. */
  readonly visibility?: (formData: QueryFormData, datasource: ControlDatasource) => boolean;
  /** Reads the value when it is not stored under `name` (e.g. the time range lives in the filters). */
  readonly read?: (formData: QueryFormData) => unknown;
  /** Writes a value, with whatever else must follow it (e.g. the x-axis moves the time filter). */
  readonly write?: (formData: QueryFormData, value: unknown, datasource: ControlDatasource) => QueryFormData;
  /** On a chart-type change, the value to take from the old chart's other controls, if any. */
  readonly carryOver?: (formData: QueryFormData) => unknown;
  /** Which columns a column picker offers. */
  readonly columnFilter?: 'all' | 'groupable' | 'temporal_first';
  readonly multiple?: boolean;
  /**
   * select: a value may be typed beyond the choices (Superset's freeForm, e.g. a d3 format or a
   * row limit); without it a stored value not among the choices shows as none (spec 001 point 5).
   */
  readonly freeForm?: boolean;
  readonly placeholder?: string;
  readonly clearable?: boolean;
  /** select_async: the GET endpoint listing the choices. */
  readonly dataEndpoint?: string;
  /** select_async: the endpoint's answer → choices (by default `result[].id` and `slice_name`/`label`). */
  readonly optionsFromAnswer?: (body: unknown) => readonly ControlChoice[];
}

/** A chart's change to a catalogue control: anything but its name and type. */
export type ControlOverride = Partial<Omit<ControlDefinition, 'name' | 'type'>>;

/** A reference into the catalogue, optionally with this chart's overrides. */
export type ControlReference = string | { readonly name: string; readonly override: ControlOverride };

export type ControlPanelTab = 'data' | 'customize';

export interface ControlPanelSection {
  readonly label: string;
  readonly tab: ControlPanelTab;
  readonly expanded?: boolean;
  readonly description?: string;
  /** Rows of controls; a row of two shows them side by side. */
  readonly controlSetRows: readonly (readonly ControlReference[])[];
}

/** A chart's control panel, as data (Superset's `controlPanelSections` and `controlOverrides`). */
export interface ControlPanelConfig {
  readonly controlPanelSections: readonly ControlPanelSection[];
  /** Overrides applied wherever the control appears in this panel. */
  readonly controlOverrides?: Readonly<Record<string, ControlOverride>>;
}
