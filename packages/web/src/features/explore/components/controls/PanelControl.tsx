import type { QueryFormData } from '@tessera/core';
import {
  type ControlDefinition,
  controlErrors,
  isVisible,
  readControl,
  writeControl,
} from '../../../../charts/controls';
import type { DatasetDetail } from '../../api/exploreApi';
import { ControlRow } from './ControlRow';
import { controlType } from './controlTypes';

export interface PanelControlProps {
  readonly control: ControlDefinition;
  readonly formData: QueryFormData;
  readonly dataset: DatasetDetail;
  readonly onChange: (formData: QueryFormData) => void;
}

const kebab = (name: string) => name.replace(/_/g, '-');

/** One control of a panel, drawn by the component its type maps to; hidden when not visible. */
export function PanelControl({ control, formData, dataset, onChange }: PanelControlProps) {
  if (!isVisible(control, formData, dataset)) return null;
  const type = controlType(control.type);
  if (!type) return null;
  const id = `control-${kebab(control.name)}`;
  const Component = type.component;
  const value = readControl(control, formData);
  const body = (
    <Component
      id={id}
      dataTest={`explore-${kebab(control.name)}`}
      control={control}
      value={value}
      formData={formData}
      dataset={dataset}
      disabled={control.disabled?.(formData, dataset) ?? false}
      onChange={(value) => onChange(writeControl(control, formData, value, dataset))}
    />
  );
  if (type.ownLabel) return body;
  const description =
    typeof control.description === 'function' ? control.description(formData, dataset) : control.description;
  return (
    <ControlRow
      label={control.label}
      htmlFor={id}
      description={description}
      errors={controlErrors(control, value, formData)}
    >
      {body}
    </ControlRow>
  );
}
