import { Select } from 'antd';
import type { ClipboardEvent } from 'react';
import { isWindowed, splitPastedList } from '../../../../charts/controls';
import type { DatasetColumn } from '../../api/exploreApi';
import { dropTarget } from './dnd';

export interface ColumnSelectProps {
  readonly id: string;
  readonly columns: readonly DatasetColumn[];
  readonly value: string | readonly string[] | null;
  readonly onChange: (value: string | string[] | null) => void;
  readonly multiple?: boolean;
  readonly placeholder?: string;
  readonly dataTest?: string;
  readonly allowClear?: boolean;
}

export function columnLabel(column: DatasetColumn): string {
  return column.verbose_name || column.column_name;
}

/** A searchable column picker that also accepts columns dragged from the dataset pane. */
export function ColumnSelect(props: ColumnSelectProps) {
  const { columns, value, onChange, multiple } = props;
  const options = columns.map((column) => ({ value: column.column_name, label: columnLabel(column) }));
  const accept = dropTarget((item) => {
    if (item.kind !== 'column' || !columns.some((c) => c.column_name === item.name)) return;
    if (!multiple) onChange(item.name);
    else {
      const current = Array.isArray(value) ? value : [];
      if (!current.includes(item.name)) onChange([...current, item.name]);
    }
  });
  // Pasting a list (comma, newline, tab or semicolon separated) adds each known column once.
  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    if (!multiple) return;
    const current = Array.isArray(value) ? value : [];
    const known = new Set(columns.map((c) => c.column_name));
    const pasted = splitPastedList(event.clipboardData.getData('text'), current).filter((v) => known.has(v));
    if (pasted.length === 0) return;
    event.preventDefault();
    onChange([...current, ...pasted]);
  };
  return (
    <div {...accept} onPaste={onPaste}>
      <Select
        id={props.id}
        data-test={props.dataTest}
        mode={multiple ? 'multiple' : undefined}
        showSearch={{ optionFilterProp: 'label' }}
        allowClear={props.allowClear ?? multiple}
        placeholder={props.placeholder}
        value={
          (multiple ? (Array.isArray(value) ? value : []) : (value ?? undefined)) as
            | string
            | string[]
            | undefined
        }
        onChange={(next) => onChange((next as string | string[] | undefined) ?? null)}
        options={options}
        virtual={isWindowed(options.length)}
        style={{ width: '100%' }}
        maxTagCount="responsive"
      />
    </div>
  );
}
