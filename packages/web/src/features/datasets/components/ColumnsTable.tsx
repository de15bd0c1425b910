import { Checkbox, Input } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { type DraftColumn, emptyColumn } from '../lib/draft';
import { CertificationFields } from './CertificationFields';
import { DescriptionField, DraftTable, deleteColumn, expressionColumn, labelColumn } from './DraftTable';

function ColumnDetails({
  column,
  onChange,
}: {
  column: DraftColumn;
  onChange: (patch: Partial<DraftColumn>) => void;
}) {
  const id = `column-${column.key}`;
  return (
    <div className="dataset-editor-details">
      <DescriptionField
        id={id}
        value={column.description}
        onChange={(description) => onChange({ description })}
      />
      <label className="dataset-editor-field" htmlFor={`${id}-format`}>
        <span>Datetime format</span>
        <Input
          id={`${id}-format`}
          value={column.python_date_format}
          placeholder="e.g. %Y-%m-%d"
          onChange={(e) => onChange({ python_date_format: e.target.value })}
        />
      </label>
      <label className="dataset-editor-field" htmlFor={`${id}-type`}>
        <span>Data type</span>
        <Input id={`${id}-type`} value={column.type} onChange={(e) => onChange({ type: e.target.value })} />
      </label>
      <CertificationFields value={column} onChange={onChange} idPrefix={id} />
    </div>
  );
}

const flagColumn = (
  title: string,
  field: 'is_dttm' | 'filterable' | 'groupby',
  patch: (key: string, change: Partial<DraftColumn>) => void,
) => ({
  title,
  key: field,
  width: 86,
  align: 'center' as const,
  render: (_: unknown, c: DraftColumn) => (
    <Checkbox
      aria-label={`${title}: ${c.column_name}`}
      checked={c[field]}
      onChange={(e) => patch(c.key, { [field]: e.target.checked })}
    />
  ),
});

/**
 * The Columns tab (`calculated` false: the source's columns, names read-only) and the Calculated
 * columns tab (`calculated` true: name and SQL expression editable, rows can be added).
 */
export function ColumnsTable({
  columns,
  calculated,
  onChange,
  toolbar,
}: {
  columns: readonly DraftColumn[];
  calculated: boolean;
  onChange: (columns: DraftColumn[]) => void;
  toolbar?: ReactNode;
}) {
  const shown = columns.filter((c) => c.calculated === calculated);
  const patch = (key: string, change: Partial<DraftColumn>) =>
    onChange(columns.map((c) => (c.key === key ? { ...c, ...change } : c)));
  const tableColumns: ColumnsType<DraftColumn> = [
    {
      title: 'Column',
      key: 'column_name',
      width: 200,
      render: (_, c) =>
        calculated ? (
          <Input
            aria-label="Column name"
            value={c.column_name}
            status={c.column_name.trim() ? undefined : 'error'}
            placeholder="Column name"
            onChange={(e) => patch(c.key, { column_name: e.target.value })}
          />
        ) : (
          <span className="dataset-editor-column-name">{c.column_name}</span>
        ),
    },
    labelColumn(170, (c) => `Label of ${c.column_name || 'the column'}`, patch),
    calculated
      ? expressionColumn('Column SQL expression', 'e.g. amount * 1.2', patch)
      : { title: 'Type', key: 'type', render: (_, c) => <code>{c.type || '—'}</code> },
    flagColumn('Is temporal', 'is_dttm', patch),
    flagColumn('Is filterable', 'filterable', patch),
    flagColumn('Is dimension', 'groupby', patch),
  ];
  if (calculated) {
    tableColumns.push(
      deleteColumn(
        (c) => `Delete column ${c.column_name}`,
        (c) => onChange(columns.filter((x) => x.key !== c.key)),
      ),
    );
  }
  return (
    <DraftTable<DraftColumn>
      rows={shown}
      columns={tableColumns}
      details={(c) => <ColumnDetails column={c} onChange={(change) => patch(c.key, change)} />}
      emptyText={calculated ? 'No calculated columns yet: Add item creates one.' : 'No columns'}
      onAdd={calculated ? () => onChange([emptyColumn(true), ...columns]) : undefined}
      toolbar={toolbar}
    />
  );
}
