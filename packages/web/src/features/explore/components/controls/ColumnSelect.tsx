import { Select } from 'antd';
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
  return (
    <div {...accept}>
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
        style={{ width: '100%' }}
        maxTagCount="responsive"
      />
    </div>
  );
}
