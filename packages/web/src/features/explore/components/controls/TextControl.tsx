/**
 * The catalogue's `text` control (Superset's TextControl): the input follows every keystroke, the
 * value is passed on debounced (spec 001 point 5) and at once on blur or unmount.
 */
import { Input } from 'antd';
import { useState } from 'react';
import { useDebouncedChange } from './useDebouncedChange';

export interface TextControlProps {
  readonly id: string;
  readonly value: unknown;
  readonly placeholder?: string | undefined;
  readonly onChange: (value: string) => void;
}

export function TextControl({ id, value, placeholder, onChange }: TextControlProps) {
  const outside = typeof value === 'string' ? value : '';
  const [text, setText] = useState(outside);
  // A change from elsewhere (a reset, an undo) replaces the text; the value this input passed on does not.
  const [stored, setStored] = useState(outside);
  if (outside !== stored) {
    setStored(outside);
    setText(outside);
  }
  const { push, flush } = useDebouncedChange((next: string) => {
    setStored(next);
    onChange(next);
  });
  return (
    <Input
      id={id}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        push(event.target.value);
      }}
      onBlur={flush}
      placeholder={placeholder}
    />
  );
}
