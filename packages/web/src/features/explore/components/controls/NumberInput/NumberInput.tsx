import type { QueryFormData } from '@tessera/core';
import { Input } from 'antd';
import { useState } from 'react';
import { type ControlDefinition, controlErrors } from '../../../../../charts/controls';
import { useDebouncedChange } from '../useDebouncedChange';

export interface NumberInputProps {
  readonly id: string;
  readonly control: ControlDefinition;
  readonly value: unknown;
  readonly formData: QueryFormData;
  readonly disabled?: boolean;
  readonly onChange: (value: unknown) => void;
}

const shown = (value: unknown) =>
  typeof value === 'number' || typeof value === 'string' ? String(value) : '';

/**
 * A number control as Superset's TextControl with `isInt`/`isFloat`: typed text that the control's
 * validators accept is stored as a number (empty as null); text they refuse is stored as typed,
 * so the control's header shows the message ('is expected to be a number' / '… an integer') and
 * Run waits, instead of the input silently dropping the keystroke.
 */
export function NumberInput({ id, control, value, formData, disabled = false, onChange }: NumberInputProps) {
  const [text, setText] = useState(shown(value));
  // A change from elsewhere (a reset, another chart type's value) replaces the text; the value
  // this input itself stored from `text` does not (typing "1." stores 1 and keeps "1.").
  const [stored, setStored] = useState<unknown>(value);
  if (value !== stored) {
    setStored(value);
    setText(shown(value));
  }
  // The parsed value is passed on debounced (spec 001 point 5), and at once on blur or unmount.
  const { push, flush } = useDebouncedChange((parsed: unknown) => {
    setStored(parsed);
    onChange(parsed);
  });
  const change = (next: string) => {
    const trimmed = next.trim();
    const valid = controlErrors(control, trimmed, formData).length === 0;
    setText(next);
    push(trimmed === '' ? null : valid ? Number(trimmed) : next);
  };
  return (
    <Input
      id={id}
      inputMode="decimal"
      value={text}
      disabled={disabled}
      status={controlErrors(control, value, formData).length > 0 ? 'error' : undefined}
      onChange={(event) => change(event.target.value)}
      onBlur={flush}
    />
  );
}
