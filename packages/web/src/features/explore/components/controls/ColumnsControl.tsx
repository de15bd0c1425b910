import type { ClipboardEvent } from 'react';
import { splitPastedList } from '../../../../charts/controls';
import type { DatasetColumn } from '../../api/exploreApi';
import { ColumnEditor } from './ColumnEditor';
import { type ColumnValue, columnValueKey, columnValueLabel } from './columnOption';
import { dropZoneLabel } from './dropZoneLabel';
import { PillsControl } from './PillsControl';

export interface ColumnsControlProps {
  readonly id: string;
  readonly dataTest?: string;
  readonly columns: readonly DatasetColumn[];
  readonly value: readonly ColumnValue[];
  readonly onChange: (value: ColumnValue[]) => void;
  /** One column only (an x-axis, a series): no add button once it is chosen. */
  readonly single?: boolean;
  /** A single column that must stay chosen has no remove button. */
  readonly clearable?: boolean;
}

/**
 * Dimensions and other column controls (Superset's DndColumnSelect): chosen columns as pills,
 * each edited in the column popover; dataset columns dragged in, or a pasted list of names,
 * are added once each.
 */
export function ColumnsControl({
  id,
  dataTest,
  columns,
  value,
  onChange,
  single = false,
  clearable = true,
}: ColumnsControlProps) {
  const addLabel = dropZoneLabel(single ? 'column' : 'columns');
  const known = new Set(columns.map((c) => c.column_name));
  const chosen = new Set(value.filter((v): v is string => typeof v === 'string'));

  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    if (single) return;
    const pasted = splitPastedList(event.clipboardData.getData('text'), [...chosen]).filter((name) =>
      known.has(name),
    );
    if (pasted.length === 0) return;
    event.preventDefault();
    onChange([...value, ...pasted]);
  };

  return (
    <PillsControl<ColumnValue>
      id={id}
      dataTest={dataTest}
      value={value}
      onChange={onChange}
      noun="column"
      labelOf={(item) => columnValueLabel(item, columns)}
      keyOf={columnValueKey}
      single={single}
      removable={clearable}
      addLabel={addLabel}
      editor={(column, save, cancel) => (
        <ColumnEditor column={column} columns={columns} onSave={save} onCancel={cancel} />
      )}
      onDropItem={(item) => {
        if (item.kind !== 'column' || !known.has(item.name)) return;
        if (single) onChange([item.name]);
        else if (!chosen.has(item.name)) onChange([...value, item.name]);
      }}
      onPaste={onPaste}
    />
  );
}
